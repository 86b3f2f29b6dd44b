/** Health and readiness answers (plain JSON, not wrapped): GET /healthz and GET /readyz. */
import { z } from 'zod'
import { ZJobId, ZJobStatus } from './jobs.ts'

export const ZHealthResponse = z.object({ status: z.literal('ok') })
export type HealthResponse = z.infer<typeof ZHealthResponse>

export const ZReadyResponse = z.object({
  status: z.enum(['ready', 'unready']),
  database: z.enum(['ok', 'unreachable']),
})
export type ReadyResponse = z.infer<typeof ZReadyResponse>

/**
 * The operator's status page (issue 38 "The operator's page"; GET /api/SystemStatus/Overview/Get, system
 * administrator only). Dates are ISO 8601 UTC; durations in seconds unless named `…Ms`.
 */

/** One API instance: `live` (heartbeat within three intervals), `stopped` (closed gracefully) or `silent`. */
export const ZStatusInstance = z.object({
  id: z.string(),
  host: z.string(),
  version: z.string(),
  startedAt: z.string(),
  lastBeatAt: z.string(),
  state: z.enum(['live', 'stopped', 'silent']),
  /** Seconds since it started (until it stopped or went silent). */
  uptimeSeconds: z.number().int(),
  /** Whether this is the instance that answered. */
  current: z.boolean(),
  /** Its outside services as its /readyz reports them: 'ok', 'unchecked' or 'down: <reason>'. */
  services: z.record(z.string(), z.string()),
  /** Outside systems whose circuit breaker in this instance refuses calls. */
  openCircuits: z.array(z.string()),
})
export type StatusInstance = z.infer<typeof ZStatusInstance>

/** The database as the answering instance sees it, with the migrations shipped and applied. */
export const ZStatusDatabase = z.object({
  state: z.enum(['ok', 'unreachable']),
  engine: z.enum(['pglite', 'postgres']),
  /** `server_version`, e.g. "15.20 (Debian 15.20-0+deb12u1)". */
  version: z.string().nullable(),
  /** Round trip of `select 1` in milliseconds. */
  pingMs: z.number().nullable(),
  /** This instance's PostgreSQL pool: connections in use, idle, and requests waiting (null on PGlite). */
  pool: z.object({ inUse: z.number().int(), idle: z.number().int(), waiting: z.number().int() }).nullable(),
  migrations: z.object({
    shipped: z.number().int(),
    applied: z.number().int(),
    /** Shipped and not applied, as `<folder table>/<journal time>`. */
    pending: z.array(z.string()),
  }),
})
export type StatusDatabase = z.infer<typeof ZStatusDatabase>

/** A background job in the operator's lists: its status, how many times it ran, when its row last changed. */
export const ZStatusJob = ZJobStatus.extend({ attempts: z.number().int(), updatedAt: z.string() })
export type StatusJob = z.infer<typeof ZStatusJob>

/** The job queue: counts by state and the jobs of each (at most 20 each). */
export const ZStatusJobs = z.object({
  counts: z.object({ queued: z.number().int(), running: z.number().int(), failed: z.number().int() }),
  queued: z.array(ZStatusJob),
  running: z.array(ZStatusJob),
  failed: z.array(ZStatusJob),
})
export type StatusJobs = z.infer<typeof ZStatusJobs>

/** The outside systems on the page, in its order. */
export const ZOutsideSystem = z.enum(['yoksis', 'moodle', 'military', 'bank', 'sms', 'smtp', 'sso'])
export type OutsideSystemName = z.infer<typeof ZOutsideSystem>

/** One outside system: last success, last failure with its message, and its circuit breaker. */
export const ZStatusOutside = z.object({
  system: ZOutsideSystem,
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  lastFailureOutcome: z.enum(['error', 'unavailable']).nullable(),
  lastFailureMessage: z.string().nullable(),
  /** `none` (the client has no breaker), `closed`, or `open` in at least one live instance (`openOn`). */
  breaker: z.enum(['none', 'closed', 'open']),
  openOn: z.array(z.string()),
})
export type StatusOutside = z.infer<typeof ZStatusOutside>

/** One audit chain verification. */
export const ZStatusAuditVerification = z.object({
  source: z.enum(['schedule', 'operator']),
  startedAt: z.string(),
  finishedAt: z.string(),
  intact: z.boolean(),
  rowCount: z.number().int(),
  brokenId: z.number().int().nullable(),
  problem: z.string().nullable(),
  detail: z.string().nullable(),
})
export type StatusAuditVerification = z.infer<typeof ZStatusAuditVerification>

/** The audit chain: the latest verifications (newest first), the one running now, and the schedule. */
export const ZStatusAudit = z.object({
  latest: z.array(ZStatusAuditVerification),
  running: z.boolean(),
  /** Hours between scheduled verifications (0: none scheduled). */
  everyHours: z.number().int(),
  /** Rows written and not yet sealed into the chain, and the oldest one's age in seconds (issue 40). */
  backlog: z.object({ rows: z.number().int(), oldestSeconds: z.number() }),
})
export type StatusAudit = z.infer<typeof ZStatusAudit>

/** Everything the operator's page shows. */
export const ZStatusOverview = z.object({
  checkedAt: z.string(),
  instances: z.array(ZStatusInstance),
  database: ZStatusDatabase,
  jobs: ZStatusJobs,
  outside: z.array(ZStatusOutside),
  audit: ZStatusAudit,
})
export type StatusOverview = z.infer<typeof ZStatusOverview>

/** Retrying a failed job. */
export const ZRetryJob = z.object({ id: ZJobId })
export type RetryJob = z.infer<typeof ZRetryJob>
