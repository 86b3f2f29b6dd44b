/** The military service feature: deferral (tecil) requests to the military service authority (issue 20). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { createMilitaryClient, type MilitaryClient, MilitaryUnavailable } from './military.client.ts'
import { MILITARY_DEV_PATH, registerMilitaryCounterpart } from './military.counterpart.ts'
import { militaryRoutes } from './military.routes.ts'
import { createMilitaryService } from './military.service.ts'

export type { MilitaryService } from './military.service.ts'

/** Settings from the environment: MILITARY_URL, MILITARY_KEY, MILITARY_INSTITUTION_CODE, MILITARY_TIMEOUT_MS. */
export function militarySettings(env: NodeJS.ProcessEnv = process.env) {
  const timeout = Number(env.MILITARY_TIMEOUT_MS)
  return {
    url: env.MILITARY_URL ? env.MILITARY_URL.replace(/\/+$/, '') : null,
    key: env.MILITARY_KEY || 'unacs-dev-military',
    institutionCode: env.MILITARY_INSTITUTION_CODE || 'UNACS',
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 10_000,
  }
}

/** The client: MILITARY_URL, else outside production /dev/military; in production unset → "unavailable". */
export function militaryClientFor(config: AppConfig, settings = militarySettings()): MilitaryClient {
  const url =
    settings.url ?? (config.nodeEnv === 'production' ? null : `${config.publicUrl}${MILITARY_DEV_PATH}`)
  if (url === null) {
    const fail = async (): Promise<never> => {
      throw new MilitaryUnavailable('unreachable', 'MILITARY_URL is not set')
    }
    return { request: fail, query: fail }
  }
  return createMilitaryClient({ ...settings, url })
}

/** Registers the routes and, outside production without MILITARY_URL, the counterpart at /dev/military. */
export async function militaryFeature(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; clock: Clock },
) {
  const settings = militarySettings()
  const military = createMilitaryService(deps.db, deps.clock, militaryClientFor(deps.config, settings))
  await app.register(militaryRoutes, { military })
  if (deps.config.nodeEnv !== 'production' && settings.url === null)
    await registerMilitaryCounterpart(app, deps.db, settings.key)
}
