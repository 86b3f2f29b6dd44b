/**
 * The certificate requests of a studentship's record (issue 37 "Student record"): kind, subject, status and
 * request time, newest first. Read by the students feature through features/index.ts.
 */
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { certificateRequests } from './certificates.schema.ts'

/** The certificate requests of studentship `studentId`. */
export async function certificateRecordOf(db: Database, studentId: number) {
  const rows = await db
    .select({
      id: certificateRequests.id,
      kind: certificateRequests.kind,
      subject: certificateRequests.subject,
      status: certificateRequests.status,
      requestedAt: certificateRequests.requestedAt,
    })
    .from(certificateRequests)
    .where(eq(certificateRequests.studentId, studentId))
    .orderBy(desc(certificateRequests.requestedAt), desc(certificateRequests.id))
  return rows.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() }))
}
