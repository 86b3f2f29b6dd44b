/**
 * The operator's status (issue 38 "The operator's page"): every instance with version, uptime, services and
 * open breakers; the database with its migrations; the job queue; each outside system's last outcomes and
 * breaker; the audit chain's latest verifications. Also the operator's two actions: retry a failed job
 * (audited, in the retry's transaction) and verify the audit chain now.
 */
import type {
  OutsideSystemName,
  StatusAudit,
  StatusDatabase,
  StatusInstance,
  StatusOutside,
  StatusOverview,
} from '@unacs/contracts'
import { sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '../../db/client.ts'
import { pendingMigrationsOf, shippedMigrations } from '../../db/migration-status.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { auditBacklog } from '../../platform/audit/audit-seal.ts'
import type { JobAdmin, JobSummary, Jobs } from '../../platform/jobs/jobs.ts'
import {
  AUDIT_VERIFY_JOB,
  AUDIT_VERIFY_KEY,
  latestVerifications,
  type VerificationSource,
} from './audit-verification.ts'
import type { Heartbeat, InstanceRow } from './heartbeat.ts'
import type { OutcomeStore } from './outcome-store.ts'

/** The outside systems in the page's order, and those whose client has a circuit breaker. */
const SYSTEMS: OutsideSystemName[] = ['yoksis', 'moodle', 'military', 'bank', 'sms', 'smtp', 'sso']
const WITH_BREAKER = new Set<OutsideSystemName>(['yoksis', 'moodle', 'military'])
/** Jobs listed per state. */
const JOBS_LISTED = 20

/** What the service needs. */
export interface SystemStatusServiceDeps {
  db: Database
  database: Pick<DatabaseHandle, 'engine' | 'poolStats'>
  jobs: Jobs
  jobAdmin: JobAdmin
  heartbeat: Heartbeat
  outcomes: OutcomeStore
  auditVerifyHours: number
}

/** How a retry ended for the route: the job queued again, or the refusal's kind. */
export type RetryAnswer = { job: JobSummary } | 'notFound' | 'notFailed' | 'busy'

/** The service. */
export interface SystemStatusService {
  /** Everything the page shows, read now. */
  overview(): Promise<StatusOverview>
  /** Queues failed job `id` again; the retry is audited as `background_job` `retry` by `principal`. */
  retry(principal: Principal, id: string): Promise<RetryAnswer>
  /** Starts (or joins) the audit chain verification; answers the job's id. */
  verifyNow(principal: Principal): Promise<{ id: string; joined: boolean }>
}

/** An instance row as the page's shape, `now` being the read time. */
function instanceOf(row: InstanceRow, now: number, currentId: string): StatusInstance {
  const beat = row.beatAt.getTime()
  const state = row.stoppedAt ? 'stopped' : now - beat <= 3 * row.beatSeconds * 1000 ? 'live' : 'silent'
  const until = state === 'live' ? now : (row.stoppedAt?.getTime() ?? beat)
  return {
    id: row.id,
    host: row.host,
    version: row.version,
    startedAt: row.startedAt.toISOString(),
    lastBeatAt: row.beatAt.toISOString(),
    state,
    uptimeSeconds: Math.max(0, Math.floor((until - row.startedAt.getTime()) / 1000)),
    current: row.id === currentId,
    services: (row.services ?? {}) as Record<string, string>,
    openCircuits: row.openCircuits,
  }
}

/** Creates the service. */
export function createSystemStatusService(deps: SystemStatusServiceDeps): SystemStatusService {
  const { db } = deps
  const pending = pendingMigrationsOf(db)
  const shipped = shippedMigrations().length

  async function database(): Promise<StatusDatabase> {
    const migrations = { shipped, applied: 0, pending: [] as string[] }
    try {
      const started = performance.now()
      await db.execute(sql`select 1`)
      const pingMs = Math.round((performance.now() - started) * 10) / 10
      const versionRows = (await db.execute(sql`show server_version`)) as unknown as {
        rows: { server_version: string }[]
      }
      migrations.pending = await pending()
      migrations.applied = shipped - migrations.pending.length
      return {
        state: 'ok',
        engine: deps.database.engine,
        version: versionRows.rows[0]?.server_version ?? null,
        pingMs,
        pool: deps.database.poolStats?.() ?? null,
        migrations,
      }
    } catch {
      const pool = deps.database.poolStats?.() ?? null
      return {
        state: 'unreachable',
        engine: deps.database.engine,
        version: null,
        pingMs: null,
        pool,
        migrations,
      }
    }
  }

  function outside(rows: Awaited<ReturnType<OutcomeStore['list']>>, live: StatusInstance[]): StatusOutside[] {
    return SYSTEMS.map((system) => {
      const row = rows.find((r) => r.system === system)
      const openOn = live.filter((i) => i.openCircuits.includes(system)).map((i) => i.host)
      return {
        system,
        lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
        lastFailureAt: row?.lastFailureAt?.toISOString() ?? null,
        lastFailureOutcome: (row?.lastFailureOutcome as StatusOutside['lastFailureOutcome']) ?? null,
        lastFailureMessage: row?.lastFailureMessage ?? null,
        breaker: !WITH_BREAKER.has(system) ? 'none' : openOn.length > 0 ? 'open' : 'closed',
        openOn,
      }
    })
  }

  async function audit(): Promise<StatusAudit> {
    const [latest, job, backlog] = await Promise.all([
      latestVerifications(db, 5),
      deps.jobs.latest(AUDIT_VERIFY_JOB, AUDIT_VERIFY_KEY),
      auditBacklog(db),
    ])
    return {
      latest: latest.map((v) => ({
        source: v.source as VerificationSource,
        startedAt: v.startedAt.toISOString(),
        finishedAt: v.finishedAt.toISOString(),
        intact: v.intact,
        rowCount: v.rowCount,
        brokenId: v.brokenId,
        problem: v.problem,
        detail: v.detail,
      })),
      running: job?.state === 'queued' || job?.state === 'running',
      everyHours: deps.auditVerifyHours,
      backlog: { rows: backlog.count, oldestSeconds: Math.round(backlog.oldestAgeSeconds) },
    }
  }

  return {
    async overview() {
      const [db_, rows, jobs, outcomes, chain] = await Promise.all([
        database(),
        deps.heartbeat.list(),
        deps.jobAdmin.overview(JOBS_LISTED),
        deps.outcomes.list(),
        audit(),
      ])
      const now = Date.now()
      const instances = rows.map((r) => instanceOf(r, now, deps.heartbeat.id))
      return {
        checkedAt: new Date(now).toISOString(),
        instances,
        database: db_,
        jobs,
        outside: outside(
          outcomes,
          instances.filter((i) => i.state === 'live'),
        ),
        audit: chain,
      }
    },

    async retry(principal, id) {
      const result = await deps.jobAdmin.retry(id, (tx, failed) =>
        recordAudit(tx, auditActorOf(principal), {
          entity: 'background_job',
          entityId: id,
          action: 'retry',
          before: {
            kind: failed.kind,
            key: failed.key,
            state: failed.state,
            error: failed.error,
            attempts: failed.attempts,
          },
          after: { state: 'queued' },
        }),
      )
      return typeof result === 'string' ? result : { job: result.retried }
    },

    verifyNow(principal) {
      return deps.jobs.start(
        AUDIT_VERIFY_JOB,
        { source: 'operator' satisfies VerificationSource },
        { key: AUDIT_VERIFY_KEY, personId: principal.personId },
      )
    },
  }
}
