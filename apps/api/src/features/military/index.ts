/**
 * The military service feature: deferral (erteleme) and cancellation requests, their results and the military
 * status through YÖKSİS's REST OBS services (issue 20; rebuilt on the real service in issue 35).
 */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { createMilitaryClient, type MilitaryClient, MilitaryUnavailable } from './military.client.ts'
import { MILITARY_DEV_PATH, registerMilitaryCounterpart } from './military.counterpart.ts'
import { militaryRoutes } from './military.routes.ts'
import { createMilitaryService } from './military.service.ts'
import { createMilitaryUnits, noYoksisLookup, type YoksisUnitLookup } from './military.units.ts'

export type { MilitaryService } from './military.service.ts'
export { militaryTransfersOf } from './military.transfers.ts'
export type { YoksisUnitLookup } from './military.units.ts'

/**
 * Settings from the environment: MILITARY_URL (YÖKSİS's REST OBS base, e.g.
 * https://servisler.yok.gov.tr/rest/obs) and MILITARY_TIMEOUT_MS (ms, default 10000). The Basic auth account
 * is YÖKSİS's (config.yoksis.user / password: YOKSIS_USER, YOKSIS_PASSWORD), as the reference's one
 * `BasicAuth` serves every OBS resource (cengizonkal/yoksis-rest-client YOK.php, readme).
 */
export function militarySettings(env: NodeJS.ProcessEnv = process.env) {
  const timeout = Number(env.MILITARY_TIMEOUT_MS)
  return {
    url: env.MILITARY_URL ? env.MILITARY_URL.replace(/\/+$/, '') : null,
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
    return { reasons: fail, request: fail, result: fail, status: fail }
  }
  return createMilitaryClient({
    url,
    user: config.yoksis.user,
    password: config.yoksis.password,
    timeoutMs: settings.timeoutMs,
  })
}

/**
 * Registers the routes and, outside production without MILITARY_URL, the counterpart at /dev/military.
 * `yoksisUnit` looks a YÖKSİS unit id up (`UniversiteBirimlerv1` `IDdenBirimAdiGetir`, the YÖKSİS feature's
 * client, passed in by features/index.ts) for the unit id page; without it every look-up is "unavailable".
 */
export async function militaryFeature(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; clock: Clock; yoksisUnit?: YoksisUnitLookup },
) {
  const settings = militarySettings()
  const military = createMilitaryService(deps.db, deps.clock, militaryClientFor(deps.config, settings))
  const units = createMilitaryUnits(deps.db, deps.yoksisUnit ?? noYoksisLookup)
  await app.register(militaryRoutes, { military, units })
  if (deps.config.nodeEnv !== 'production' && settings.url === null)
    await registerMilitaryCounterpart(app, deps.db, deps.config.yoksis)
}
