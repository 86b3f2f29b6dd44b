/**
 * The retention feature (issue 39 "Retention"): the rules per category (retention.rules.ts), applied daily by a
 * background job with the purges the owning features pass in (features/index.ts), each run recorded in
 * `retention_runs` and shown on the operator's page with a "Run now" for the system administrator.
 *
 * Scheduling: every instance checks every RETENTION_CHECK_EVERY_MS whether today's (Istanbul) run is due, from
 * RETENTION_HOUR; the run is a job of the job service with one key for every run, so two instances (or an
 * operator and the schedule) join one job and runs never overlap; a run lost with its instance is retried by
 * the queue, and the next check starts one when today's is missing.
 */
import { and, desc, eq, gte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import { retentionRoutes } from './retention.routes.ts'
import { retentionRuns } from './retention.schema.ts'
import { createRetentionService, type Purges, type RunTrigger } from './retention.service.ts'

export type { Purge, Purges } from './retention.service.ts'

/** The job kind and its one key (a second start while one is queued or running joins it). */
export const RETENTION_JOB = 'retention.run'
export const RETENTION_KEY = 'rules'
/** How often each instance checks whether today's run is due, ms. */
const RETENTION_CHECK_EVERY_MS = 10 * 60_000
/** The Istanbul hour from which the day's run is started (a quiet hour). */
export const RETENTION_HOUR = 3

const istanbulHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  hourCycle: 'h23',
})

/** What the feature needs: the database, the business clock, the job service and the owners' purges. */
export interface RetentionDeps {
  db: Database
  clock: Clock
  jobs: Jobs
  purges: Purges
  log?: { warn(obj: unknown, msg?: string): void }
}

/** Creates the service, registers the job handler and returns the scheduling helpers. */
export function createRetention(deps: RetentionDeps) {
  const service = createRetentionService(deps.db, deps.clock, deps.purges)
  deps.jobs.register<RunTrigger>({
    kind: RETENTION_JOB,
    async run(input, ctx) {
      await ctx.progress(0, 1)
      const run = await service.run({
        trigger: input?.trigger === 'operator' ? 'operator' : 'schedule',
        personId: input?.personId ?? null,
      })
      await ctx.progress(1, 1)
      return { runId: run.id }
    },
  })

  /** Starts (or joins) a run; `personId` set for an operator's run. */
  const start = (by: RunTrigger) =>
    deps.jobs.start(RETENTION_JOB, by, { key: RETENTION_KEY, personId: by.personId })

  /** Whether a run is queued or running now. */
  const running = async () => {
    const last = await deps.jobs.latest(RETENTION_JOB, RETENTION_KEY)
    return last?.state === 'queued' || last?.state === 'running'
  }

  /** Starts today's scheduled run when it is due: from RETENTION_HOUR, when no run finished today. */
  async function runIfDue(): Promise<boolean> {
    const now = deps.clock()
    if (Number(istanbulHour.format(now)) < RETENTION_HOUR) return false
    const since = new Date(now.getTime() - 26 * 3600_000)
    const [last] = await deps.db
      .select({ startedAt: retentionRuns.startedAt })
      .from(retentionRuns)
      .where(and(eq(retentionRuns.state, 'done'), gte(retentionRuns.startedAt, since)))
      .orderBy(desc(retentionRuns.startedAt))
      .limit(1)
    if (last && istanbulToday(last.startedAt) === istanbulToday(now)) return false
    if (await running()) return false
    await start({ trigger: 'schedule', personId: null })
    return true
  }

  return {
    service,
    start,
    running,
    runIfDue,
    /** Starts the daily check's timer; returns its stop. */
    startTimer(): () => void {
      const timer = setInterval(() => {
        runIfDue().catch((error) => deps.log?.warn({ err: error }, 'retention check failed'))
      }, RETENTION_CHECK_EVERY_MS)
      timer.unref()
      return () => clearInterval(timer)
    },
  }
}

/** The feature's services (created once by features/index.ts). */
export type Retention = ReturnType<typeof createRetention>

/** Registers the routes; starts the daily check when the app is ready, stops it when the app closes. */
export async function retentionFeature(app: FastifyInstance, deps: { retention: Retention; db: Database }) {
  await app.register(retentionRoutes, { retention: deps.retention, db: deps.db })
  let stop: (() => void) | null = null
  // The first check comes with the timer's first round, not at start (tests' clocks stand at any hour).
  app.addHook('onReady', async () => {
    stop = deps.retention.startTimer()
  })
  app.addHook('onClose', async () => {
    stop?.()
  })
}
