/**
 * Retention of finished background jobs' results (issue 39 "Retention", the "exports" rule in
 * features/retention): a done or failed job that finished before the cut-off is deleted when a newer job of
 * the same kind and key exists, so `latest(kind, key)` (the last comparison, today's digest) always stays.
 */
import { and, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { backgroundJobs } from './jobs.schema.ts'

/** Deletes superseded finished jobs that finished before `before`; resolves with how many. */
export async function purgeFinishedJobs(before: Date, tx: Database): Promise<number> {
  const rows = await tx
    .delete(backgroundJobs)
    .where(
      and(
        inArray(backgroundJobs.state, ['done', 'failed']),
        lt(backgroundJobs.finishedAt, before),
        sql`exists (select 1 from background_jobs newer where newer.kind = ${backgroundJobs.kind}
          and newer.key = ${backgroundJobs.key} and newer.created_at > ${backgroundJobs.createdAt})`,
      ),
    )
    .returning({ id: backgroundJobs.id })
  return rows.length
}
