/**
 * The freeze side of a studentship's record (issue 37 "Student record"; spec §3 "term counters
 * (unconditional, conditional, maximum)"): the counters (defaults when the studentship has no row yet) and the
 * freeze requests, newest first. Read by the students feature through features/index.ts.
 */
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { countersOf } from './freeze.repo.ts'
import { freezeRequests } from './freeze.schema.ts'

/** The counters and requests of studentship `studentId`. */
export async function freezeRecordOf(db: Database, studentId: number) {
  const [c, requests] = await Promise.all([
    countersOf(db, studentId),
    db
      .select({
        id: freezeRequests.id,
        reason: freezeRequests.reason,
        status: freezeRequests.status,
        requestedAt: freezeRequests.requestedAt,
        answer: freezeRequests.answer,
      })
      .from(freezeRequests)
      .where(eq(freezeRequests.studentId, studentId))
      .orderBy(desc(freezeRequests.requestedAt), desc(freezeRequests.id)),
  ])
  return {
    counters: {
      unconditionalUsed: c.unconditionalUsed,
      unconditionalLimit: c.unconditionalLimit,
      conditionalUsed: c.conditionalUsed,
      conditionalLimit: c.conditionalLimit,
      maximum: c.maximumTerms,
    },
    requests: requests.map((r) => ({
      id: r.id,
      reason: r.reason,
      status: r.status,
      requestedAt: r.requestedAt.toISOString(),
      answer: r.answer,
    })),
  }
}
