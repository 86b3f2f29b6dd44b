/**
 * The background job service (the `Jobs` of jobs.ts) over pg-boss and the `background_jobs` status table,
 * docs/adr/0001-background-jobs.md. Delivery, retries and expiry of lost work are pg-boss's; the portal's row
 * holds what people see (state, progress, result) and enforces "one job per kind and key while it runs".
 */
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import PgBoss from 'pg-boss'
import type { DatabaseHandle } from '../../db/client.ts'
import { pgErrorCode } from '../../db/errors.ts'
import { backgroundJobs } from './jobs.schema.ts'
import type {
  JobAdmin,
  JobContext,
  JobHandler,
  JobStatus,
  JobSummary,
  Jobs,
  RecurringTask,
  RetryResult,
} from './jobs.ts'
import { JOB_QUEUE, QUEUE_SCHEMA, queueDb, TASK_QUEUE } from './queue.ts'

/** The service with its lifecycle: `open` starts working the queue, `close` stops (running work is retried). */
export interface JobService extends Jobs, JobAdmin {
  open(): Promise<void>
  close(): Promise<void>
  /** Hands running jobs without a heartbeat back to the queue or fails them (run by a timer; exposed for tests). */
  reapDead(): Promise<string[]>
}

/**
 * Options: how often an idle worker polls (seconds, ≥ 0.5), how long `close` waits for running work (ms), how
 * often a running job's heartbeat is written (ms, default 5 s), after how long without one a running job counts
 * as dead (ms, default 30 s) and how often every instance looks for dead jobs (ms, default 15 s).
 */
export interface JobServiceOptions {
  pollingIntervalSeconds?: number
  stopTimeoutMs?: number
  heartbeatMs?: number
  staleAfterMs?: number
  reapEveryMs?: number
  /** Where handler failures are logged. */
  log?: { error(obj: unknown, msg?: string): void }
}

/** Thrown into a handler's work when the app stops; the job is then retried by the next instance. */
export class JobInterrupted extends Error {
  constructor() {
    super('job interrupted by shutdown')
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const PROGRESS_EVERY_MS = 250

/** The error of a job whose worker stopped (kill -9, lost machine) more often than the queue retries. */
export const WORKER_DIED = 'workerDied'

type Row = typeof backgroundJobs.$inferSelect

/** A row as the status shape. */
function statusOf(row: Row): JobStatus {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    state: row.state as JobStatus['state'],
    done: row.done,
    total: row.total,
    result: row.result ?? null,
    error: row.error,
    startedBy: row.startedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  }
}

/** A row as the operator's summary. */
function summaryOf(row: Row): JobSummary {
  return { ...statusOf(row), attempts: row.attempts, updatedAt: row.updatedAt.toISOString() }
}

/** Creates the job service on `handle` (pg-boss's schema must exist: `migrateDatabase` makes it). */
export function createJobService(handle: DatabaseHandle, options: JobServiceOptions = {}): JobService {
  const { db } = handle
  const heartbeatMs = options.heartbeatMs ?? 5_000
  const staleAfterMs = options.staleAfterMs ?? 30_000
  const reapEveryMs = options.reapEveryMs ?? 15_000
  let reaper: NodeJS.Timeout | null = null
  const handlers = new Map<string, JobHandler<unknown>>()
  const running = new Set<AbortController>()
  const tasks = new Map<string, RecurringTask>()
  let taskTimers: NodeJS.Timeout[] = []
  let tasksStop = new AbortController()
  const boss = new PgBoss({
    db: queueDb(handle),
    schema: QUEUE_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 60,
  } as PgBoss.ConstructorOptions)
  boss.on('error', (error) => options.log?.error({ err: error }, 'job queue error'))
  let opening: Promise<void> | null = null

  const setRow = (id: string, values: Partial<typeof backgroundJobs.$inferInsert>) =>
    db
      .update(backgroundJobs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(backgroundJobs.id, id))

  /** Runs one delivered job; rethrows only what pg-boss should retry (shutdown, a crash of the process). */
  async function work(job: PgBoss.JobWithMetadata<{ jobId: string }>): Promise<void> {
    const id = job.data.jobId
    const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id))
    if (!row || row.state === 'done' || row.state === 'failed') return
    const handler = handlers.get(row.kind)
    if (!handler) {
      await setRow(id, { state: 'failed', error: `no handler for ${row.kind}`, finishedAt: new Date() })
      return
    }
    const controller = new AbortController()
    running.add(controller)
    const attempt = row.attempts + 1
    let lost = false
    // Progress is kept: a resumed handler continues from its own cursor and reports again.
    await setRow(id, { state: 'running', attempts: attempt, error: null })
    // The heartbeat: `updated_at` moves while the handler runs; if the row is no longer this attempt's
    // (a reaper took it as dead), this worker stops so two never run the same job.
    const heartbeat = setInterval(() => {
      void db
        .update(backgroundJobs)
        .set({ updatedAt: new Date() })
        .where(
          and(
            eq(backgroundJobs.id, id),
            eq(backgroundJobs.attempts, attempt),
            eq(backgroundJobs.state, 'running'),
          ),
        )
        .returning({ id: backgroundJobs.id })
        .then((rows) => {
          if (rows.length > 0) return
          lost = true
          controller.abort()
        })
        .catch(() => {})
    }, heartbeatMs)
    heartbeat.unref?.()
    let last = 0
    let pending: { done: number; total: number } | null = null
    let timer: NodeJS.Timeout | null = null
    // Progress writes one after another: a timed write still under way when the job ends must not land after the
    // final one (on PostgreSQL two pooled writes can commit in either order: a done job showed 13 of 14).
    let writing: Promise<unknown> = Promise.resolve()
    const flush = async () => {
      if (timer) clearTimeout(timer)
      timer = null
      if (!pending) return writing
      const p = pending
      pending = null
      last = Date.now()
      writing = writing.catch(() => {}).then(() => setRow(id, { done: p.done, total: p.total }))
      return writing
    }
    const ctx: JobContext = {
      id,
      signal: controller.signal,
      async progress(done, total) {
        if (controller.signal.aborted) throw new JobInterrupted()
        pending = { done: Math.max(0, Math.trunc(done)), total: Math.max(0, Math.trunc(total)) }
        if (Date.now() - last >= PROGRESS_EVERY_MS) await flush()
        else if (!timer) timer = setTimeout(() => void flush().catch(() => {}), PROGRESS_EVERY_MS)
      },
    }
    try {
      const result = await handler.run(row.input, ctx)
      await flush()
      await setRow(id, { state: 'done', result: (result ?? null) as never, finishedAt: new Date() })
    } catch (error) {
      if (timer) clearTimeout(timer)
      // Taken over as dead by another instance: the row and the queue job are no longer this worker's.
      if (lost) return
      if (controller.signal.aborted || error instanceof JobInterrupted) {
        await setRow(id, { state: 'queued', error: null }).catch(() => {})
        throw error
      }
      options.log?.error({ err: error, jobId: id, kind: row.kind }, 'background job failed')
      const message = error instanceof Error ? error.message : String(error)
      await setRow(id, { state: 'failed', error: message.slice(0, 500), finishedAt: new Date() })
    } finally {
      clearInterval(heartbeat)
      running.delete(controller)
    }
  }

  /**
   * Finds running jobs without a heartbeat for `staleAfterMs` (their worker died) and hands them back to the
   * queue through pg-boss's own failure path: within the retry limit the job is queued again and the next
   * worker resumes it (handlers continue from their cursor); past it the row is failed with WORKER_DIED.
   * `onlyId` limits it to one job (a start meeting a dead job). Returns the ids handled.
   */
  async function reap(onlyId?: string): Promise<string[]> {
    const stale = await db
      .select({ id: backgroundJobs.id, attempts: backgroundJobs.attempts })
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.state, 'running'),
          sql`${backgroundJobs.updatedAt} < now() - make_interval(secs => ${staleAfterMs / 1000})`,
          onlyId ? eq(backgroundJobs.id, onlyId) : sql`true`,
        ),
      )
    const out: string[] = []
    for (const job of stale) {
      // Claim it first (only one instance reaps a job), then let pg-boss decide retry or failure.
      const claimed = await db
        .update(backgroundJobs)
        .set({ state: 'queued', updatedAt: new Date() })
        .where(
          and(
            eq(backgroundJobs.id, job.id),
            eq(backgroundJobs.state, 'running'),
            eq(backgroundJobs.attempts, job.attempts),
          ),
        )
        .returning({ id: backgroundJobs.id })
      if (claimed.length === 0) continue
      await boss.fail(JOB_QUEUE, job.id, { message: 'worker stopped (no heartbeat)' }).catch(() => {})
      const queued = (await boss.getJobById(JOB_QUEUE, job.id).catch(() => null)) as { state?: string } | null
      if (queued?.state !== 'retry' && queued?.state !== 'created') {
        await setRow(job.id, { state: 'failed', error: WORKER_DIED, finishedAt: new Date() })
      }
      options.log?.error({ jobId: job.id, retried: queued?.state === 'retry' }, 'background job worker died')
      out.push(job.id)
    }
    return out
  }

  return {
    register(handler) {
      if (handlers.has(handler.kind)) throw new Error(`job kind ${handler.kind} registered twice`)
      handlers.set(handler.kind, handler as JobHandler<unknown>)
    },

    async start(kind, input, { key, personId }) {
      if (!handlers.has(kind)) throw new Error(`unknown job kind ${kind}`)
      for (let attempt = 0; attempt < 5; attempt++) {
        const id = randomUUID()
        const inserted = await db
          .insert(backgroundJobs)
          .values({ id, kind, key, state: 'queued', input: (input ?? null) as never, startedBy: personId })
          .onConflictDoNothing()
          .returning({ id: backgroundJobs.id })
        if (inserted.length > 0) {
          try {
            await boss.send(JOB_QUEUE, { jobId: id }, { id })
          } catch (error) {
            await db.delete(backgroundJobs).where(eq(backgroundJobs.id, id))
            throw error
          }
          return { id, joined: false }
        }
        const [active] = await db
          .select({ id: backgroundJobs.id, state: backgroundJobs.state, updatedAt: backgroundJobs.updatedAt })
          .from(backgroundJobs)
          .where(
            and(
              eq(backgroundJobs.kind, kind),
              eq(backgroundJobs.key, key),
              inArray(backgroundJobs.state, ['queued', 'running']),
            ),
          )
        // Never join a dead job: one without a heartbeat is handed back to the queue (or failed) first.
        if (active && active.state === 'running' && Date.now() - active.updatedAt.getTime() > staleAfterMs) {
          await reap(active.id)
          const [now] = await db
            .select({ state: backgroundJobs.state })
            .from(backgroundJobs)
            .where(eq(backgroundJobs.id, active.id))
          if (now?.state === 'queued') return { id: active.id, joined: true }
          continue
        }
        if (active) return { id: active.id, joined: true }
      }
      throw new Error(`could not queue ${kind}`)
    },

    async status(id, kind) {
      if (!UUID.test(id)) return undefined
      const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id))
      if (!row || (kind !== undefined && row.kind !== kind)) return undefined
      return statusOf(row)
    },

    every(task) {
      if (tasks.has(task.name)) throw new Error(`task ${task.name} registered twice`)
      tasks.set(task.name, task)
    },

    async latest(kind, key) {
      const [row] = await db
        .select()
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.kind, kind), eq(backgroundJobs.key, key)))
        .orderBy(desc(backgroundJobs.createdAt))
        .limit(1)
      return row ? statusOf(row) : undefined
    },

    async overview(limit) {
      const counted = await db
        .select({ state: backgroundJobs.state, n: count() })
        .from(backgroundJobs)
        .where(inArray(backgroundJobs.state, ['queued', 'running', 'failed']))
        .groupBy(backgroundJobs.state)
      const n = (state: string) => Number(counted.find((c) => c.state === state)?.n ?? 0)
      const inState = (state: string, order: ReturnType<typeof asc>) =>
        db.select().from(backgroundJobs).where(eq(backgroundJobs.state, state)).orderBy(order).limit(limit)
      const [queued, running, failed] = await Promise.all([
        inState('queued', asc(backgroundJobs.createdAt)),
        inState('running', asc(backgroundJobs.createdAt)),
        inState('failed', desc(backgroundJobs.finishedAt)),
      ])
      return {
        counts: { queued: n('queued'), running: n('running'), failed: n('failed') },
        queued: queued.map(summaryOf),
        running: running.map(summaryOf),
        failed: failed.map(summaryOf),
      }
    },

    async retry(id, audit): Promise<RetryResult> {
      if (!UUID.test(id)) return 'notFound'
      let outcome: RetryResult
      try {
        outcome = await db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(backgroundJobs)
            .where(eq(backgroundJobs.id, id))
            .for('update')
          if (!before) return 'notFound' as const
          if (before.state !== 'failed') return 'notFailed' as const
          const [after] = await tx
            .update(backgroundJobs)
            .set({
              state: 'queued',
              error: null,
              done: 0,
              result: null,
              finishedAt: null,
              updatedAt: new Date(),
            })
            .where(eq(backgroundJobs.id, id))
            .returning()
          await audit(tx, summaryOf(before))
          return { retried: summaryOf(after as Row) }
        })
      } catch (error) {
        // The partial unique index: the same kind and key is queued or running again.
        if (pgErrorCode(error) === '23505') return 'busy'
        throw error
      }
      if (typeof outcome === 'string') return outcome
      try {
        // The queue's own job of the first run is done (the handler's failure was caught): replace it.
        await boss.deleteJob(JOB_QUEUE, id)
        await boss.send(JOB_QUEUE, { jobId: id }, { id })
      } catch (error) {
        await setRow(id, { state: 'failed', error: 'retry could not be queued', finishedAt: new Date() })
        throw error
      }
      return outcome
    },

    open() {
      opening ??= openQueue()
      return opening
    },

    reapDead: () => reap(),

    async close() {
      if (reaper) clearInterval(reaper)
      reaper = null
      if (!opening) return
      const wasOpening = opening
      opening = null
      await wasOpening.catch(() => {})
      for (const controller of running) controller.abort()
      for (const timer of taskTimers) clearInterval(timer)
      taskTimers = []
      tasksStop.abort()
      await boss.stop({ graceful: true, close: false, wait: true, timeout: options.stopTimeoutMs ?? 10_000 })
    },
  }

  /** Starts pg-boss, fails rows whose queue job is gone, and starts the worker. */
  async function openQueue(): Promise<void> {
    await boss.start()
    // A row whose queue job is gone (a crash between the two writes, or pg-boss gave up) is failed, so the
    // key is free again and the page says so.
    await db.execute(sql`
        update background_jobs b set state = 'failed', error = 'lost', finished_at = now(), updated_at = now()
        where b.state in ('queued', 'running') and not exists (
          select 1 from ${sql.raw(QUEUE_SCHEMA)}.job j
          where j.id = b.id and j.state in ('created', 'retry', 'active'))`)
    await reap().catch((error) => options.log?.error({ err: error }, 'job reaper failed'))
    reaper = setInterval(() => {
      void reap().catch((error) => options.log?.error({ err: error }, 'job reaper failed'))
    }, reapEveryMs)
    reaper.unref?.()
    await boss.work<{ jobId: string }>(
      JOB_QUEUE,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        if (job) await work(job)
      },
    )
    if (tasks.size > 0) await openTasks()
  }

  /**
   * Works the recurring tasks' queue with its own worker (a long run never holds up the jobs people wait for)
   * and asks for each task every `everyMs` on this instance; the stately queue drops a request while one waits.
   */
  async function openTasks(): Promise<void> {
    tasksStop = new AbortController()
    const signal = tasksStop.signal
    await boss.work<{ task: string }>(
      TASK_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        const task = job ? tasks.get(job.data.task) : undefined
        if (!task || signal.aborted) return
        try {
          await task.run(signal)
        } catch (error) {
          if (!signal.aborted) options.log?.error({ err: error, task: task.name }, 'recurring task failed')
        }
      },
    )
    for (const task of tasks.values()) {
      const ask = () =>
        void boss
          .send(TASK_QUEUE, { task: task.name }, { singletonKey: task.name })
          .catch((error) => options.log?.error({ err: error, task: task.name }, 'recurring task not queued'))
      ask()
      const timer = setInterval(ask, task.everyMs)
      timer.unref()
      taskTimers.push(timer)
    }
  }
}
