/** The YÖKSİS feature: comparison, correction worklist and health registration (issues 20, 35). */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import { createYoksisClient, type YoksisClient, YoksisUnavailable } from './yoksis.client.ts'
import { devBirimIdOf, registerYoksisCounterpart, YOKSIS_DEV_PATH } from './yoksis.counterpart.ts'
import { createCouncilProgrammes } from './yoksis.programmes.ts'
import { rowsOf } from './yoksis.repo.ts'
import { yoksisRoutes } from './yoksis.routes.ts'
import { COMPARISON_JOB, type ComparisonJob, createYoksisService, type YoksisDeps } from './yoksis.service.ts'

export { YoksisUnavailable } from './yoksis.client.ts'
export { registerYoksisScope } from './yoksis.scope.ts'
export { yoksisTransfersOf } from './yoksis.transfers.ts'

/** YOKSIS_UNIVERSITY_ID, or the development counterpart's demo id of our root unit. */
function universityBirimIdOf(db: Database, config: AppConfig) {
  return async () => {
    if (config.yoksis.universityId !== null) return config.yoksis.universityId
    const [root] = await rowsOf<{ id: number }>(db, sql`select id from units where parent_id is null limit 1`)
    return devBirimIdOf(Number(root?.id ?? 0))
  }
}

/**
 * The council's programme names for the horizontal transfer's choice (issue 37), from the YÖKSİS units
 * service below the university's unit; null when YÖKSİS is unavailable (yoksis.programmes.ts).
 */
export function councilProgrammesFor(db: Database, config: AppConfig) {
  return createCouncilProgrammes(yoksisClientFor(config), universityBirimIdOf(db, config))
}
export type { YoksisService } from './yoksis.service.ts'

/**
 * The client for `config`: YOKSIS_URL (SOAP base) and YOKSIS_REST_URL (REST OBS base), else outside production
 * the development counterpart at PUBLIC_URL/dev/yoksis/ws and …/rest/obs; in production without YOKSIS_URL every
 * call is "unavailable" (a REST base unset in production: the health query is unavailable).
 */
export function yoksisClientFor(config: AppConfig): YoksisClient {
  const dev = config.nodeEnv === 'production' ? null : `${config.publicUrl}${YOKSIS_DEV_PATH}`
  const url = config.yoksis.url ?? (dev ? `${dev}/ws` : null)
  const restUrl = config.yoksis.restUrl ?? (config.yoksis.url === null && dev ? `${dev}/rest/obs` : null)
  const fail = async (): Promise<never> => {
    throw new YoksisUnavailable('unreachable', 'YOKSIS_URL is not set')
  }
  if (url === null)
    return {
      studentRecords: fail,
      graduateRecords: fail,
      unit: fail,
      subUnits: fail,
      references: fail,
      healthRegistrations: fail,
    }
  const client = createYoksisClient({ ...config.yoksis, url, restUrl: restUrl ?? '' })
  return restUrl === null ? { ...client, healthRegistrations: fail } : client
}

/** Registers the YÖKSİS routes, the comparison job and, when enabled, the development counterpart. */
export async function yoksisFeature(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; jobs: Jobs } & YoksisDeps,
) {
  const { db, config } = deps
  const universityBirimId = universityBirimIdOf(db, config)
  const yoksis = createYoksisService(
    db,
    yoksisClientFor(config),
    deps.jobs,
    { cgpaOf: deps.cgpaOf },
    { ratePerS: config.yoksis.ratePerS, universityBirimId },
  )
  deps.jobs.register<ComparisonJob>({
    kind: COMPARISON_JOB,
    run: (input, ctx) => yoksis.runComparison(input, ctx),
  })
  await app.register(yoksisRoutes, { yoksis })
  await registerYoksisCounterpart(app, db, config)
}
