/**
 * Background jobs (the guide's "long work"): imports, comparisons, calculations and large exports run outside
 * the request, survive a restart, report progress, and two people starting the same work join one job.
 * The queue is pg-boss on the same database (PGlite or PostgreSQL); docs/adr/0001-background-jobs.md.
 *
 * A feature registers its handlers once at start (`jobs.register`), starts work from a route (`jobs.start`)
 * and serves the status from its own route with its own role check (`jobs.status`), so who may see a job
 * stays the feature's rule. The web shows it with `useJob` / `<JobProgress>` (apps/web/src/shared/jobs).
 */
import type { Database } from '../../db/client.ts'

/** Where a job is: waiting in the queue, running, finished with a result, or failed with an error. */
export type JobState = 'queued' | 'running' | 'done' | 'failed'

/** What the status endpoint of a feature returns (dates ISO 8601 UTC). `result` is the handler's JSON value. */
export interface JobStatus {
  id: string
  kind: string
  /** The de-duplication key: the same kind and key while queued or running is one job. */
  key: string
  state: JobState
  /** Units of work done and in all (rows, students…); total 0 while unknown. */
  done: number
  total: number
  result: unknown
  /** The failure's message key or text when `state` is failed. */
  error: string | null
  /** The person who started it (the first of those who asked). */
  startedBy: number | null
  createdAt: string
  /** The last heartbeat or change: a running job's worker writes it every few seconds. */
  updatedAt: string
  finishedAt: string | null
}

/** Given to a running handler. */
export interface JobContext {
  id: string
  /** Records progress (rate-limited to one write per 250 ms, the last call always written). */
  progress(done: number, total: number): Promise<void>
  /** Aborted when the app stops; a handler should stop between units and throw. */
  signal: AbortSignal
}

/** A kind of job: `run` gets the input given to `start` (JSON) and returns a JSON result; a throw fails it. */
export interface JobHandler<I> {
  kind: string
  run(input: I, ctx: JobContext): Promise<unknown>
}

/**
 * A recurring task of the platform (issue 40: the audit sealer), not a job people see: `run` is called on one
 * instance at a time, again and again. It must end within about half a minute (it is considered lost after
 * TASK_EXPIRE_SECONDS) and stop early when `signal` aborts (the app stops); it must be idempotent (a run lost
 * with its instance is not retried, the next one starts over). Errors are logged, never shown.
 */
export interface RecurringTask {
  name: string
  /** How often each instance asks for a run (ms); runs never overlap, a request while one waits is dropped. */
  everyMs: number
  run(signal: AbortSignal): Promise<void>
}

/** The app's job service (in FeatureDeps as `jobs`). */
export interface Jobs {
  /** Registers a handler; call once per kind while registering the feature. */
  register<I>(handler: JobHandler<I>): void
  /**
   * Queues the job of `kind` for `input` unless one with the same kind and `key` is queued or running, in
   * which case that one's id is returned with `joined: true`. `personId` is who asked (recorded when new).
   */
  start<I>(
    kind: string,
    input: I,
    opts: { key: string; personId: number | null },
  ): Promise<{ id: string; joined: boolean }>
  /** The job's status, or undefined when there is no such job (or its kind is not `kind` when given). */
  status(id: string, kind?: string): Promise<JobStatus | undefined>
  /** The latest job of a kind and key (any state), e.g. to show the last comparison's result. */
  latest(kind: string, key: string): Promise<JobStatus | undefined>
  /** Registers a recurring task (before the service opens); see RecurringTask. */
  every(task: RecurringTask): void
}

/** A job as the operator sees it: its status, how many times it ran, and when its row last changed. */
export interface JobSummary extends JobStatus {
  attempts: number
  updatedAt: string
}

/** The queue at a glance (issue 38 "The operator's page"): counts by state and the jobs of each state. */
export interface JobOverview {
  counts: { queued: number; running: number; failed: number }
  /** Oldest first. */
  queued: JobSummary[]
  /** Oldest first, with their progress. */
  running: JobSummary[]
  /** Latest failure first, with the error. */
  failed: JobSummary[]
}

/** How a retry ended: queued again (the new status), or why not. */
export type RetryResult =
  | { retried: JobSummary }
  /** No such job. */
  | 'notFound'
  /** The job is not failed (queued, running or done). */
  | 'notFailed'
  /** Another job of the same kind and key is queued or running: the failed one stays failed. */
  | 'busy'

/** The operator's part of the job service (the system-status page; role checks are the caller's). */
export interface JobAdmin {
  /** The queue's counts and at most `limit` jobs of each state. */
  overview(limit: number): Promise<JobOverview>
  /**
   * Queues a failed job again with its input (same id, progress reset). `audit` runs in the transaction that
   * changes the row, with the job as it was, so the retry and its audit row commit together.
   */
  retry(id: string, audit: (tx: AuditWriter, failed: JobSummary) => Promise<void>): Promise<RetryResult>
}

/** What `retry`'s audit callback may do with the transaction: insert (the audit writer's need). */
export type AuditWriter = Pick<Database, 'insert'>
