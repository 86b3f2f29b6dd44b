/**
 * Background jobs as the browser sees them (platform/jobs; the guide's "long work … reports progress to the
 * browser"): a feature's start endpoint answers ZJobStarted, its status endpoint ZJobStatus.
 */
import { z } from 'zod'

/** Where a job is. */
export const ZJobState = z.enum(['queued', 'running', 'done', 'failed'])
export type JobState = z.infer<typeof ZJobState>

/** A job's id (UUID) as a path or query parameter. */
export const ZJobId = z.string().uuid()

/** What a start endpoint answers: the job's id and whether it joined one already running for the same work. */
export const ZJobStarted = z.object({ id: ZJobId, joined: z.boolean() })
export type JobStarted = z.infer<typeof ZJobStarted>

/** A job's status; `done`/`total` are units of work (rows, students…), `total` 0 while unknown; dates ISO UTC. */
export const ZJobStatus = z.object({
  id: ZJobId,
  kind: z.string(),
  key: z.string(),
  state: ZJobState,
  done: z.number().int(),
  total: z.number().int(),
  result: z.unknown(),
  error: z.string().nullable(),
  startedBy: z.number().int().nullable(),
  createdAt: z.string(),
  /** The last heartbeat or change (a running job's worker writes it every few seconds). */
  updatedAt: z.string().optional(),
  /** Seconds left at the measured or configured pace, when the feature knows it. */
  etaSeconds: z.number().int().nullable().optional(),
  /**
   * Seconds since a running job's last heartbeat, when the feature reports it (issue 35): the worker writes one
   * every 5 s, so a long silence means its instance stopped; the job is handed back within about a minute.
   */
  silentSeconds: z.number().int().nullable().optional(),
  finishedAt: z.string().nullable(),
})
export type JobStatusView = z.infer<typeof ZJobStatus>
