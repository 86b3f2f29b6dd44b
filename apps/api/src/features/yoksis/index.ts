/** The YÖKSİS feature: comparison and registration against the council's student system (issue 20). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import { createYoksisClient, type YoksisClient, YoksisUnavailable } from './yoksis.client.ts'
import { registerYoksisCounterpart, YOKSIS_DEV_PATH } from './yoksis.counterpart.ts'
import { yoksisRoutes } from './yoksis.routes.ts'
import { COMPARISON_JOB, type ComparisonJob, createYoksisService, type YoksisDeps } from './yoksis.service.ts'

export { registerYoksisScope } from './yoksis.scope.ts'
export type { YoksisService } from './yoksis.service.ts'

/**
 * The client for `config`: YOKSIS_URL, else outside production the development counterpart at
 * PUBLIC_URL/dev/yoksis; in production without YOKSIS_URL every call is "unavailable".
 */
export function yoksisClientFor(config: AppConfig): YoksisClient {
  const url =
    config.yoksis.url ?? (config.nodeEnv === 'production' ? null : `${config.publicUrl}${YOKSIS_DEV_PATH}`)
  if (url === null) {
    const fail = async (): Promise<never> => {
      throw new YoksisUnavailable('unreachable', 'YOKSIS_URL is not set')
    }
    return { list: fail, update: fail, register: fail }
  }
  return createYoksisClient({ ...config.yoksis, url })
}

/** Registers the YÖKSİS routes and, when enabled, the development counterpart. */
export async function yoksisFeature(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; jobs: Jobs } & YoksisDeps,
) {
  const yoksis = createYoksisService(deps.db, yoksisClientFor(deps.config), deps.jobs, {
    cgpaOf: deps.cgpaOf,
  })
  deps.jobs.register<ComparisonJob>({
    kind: COMPARISON_JOB,
    run: (input, ctx) => yoksis.runComparison(input, (done, total) => ctx.progress(done, total)),
  })
  await app.register(yoksisRoutes, { yoksis })
  await registerYoksisCounterpart(app, deps.db, deps.config)
}
