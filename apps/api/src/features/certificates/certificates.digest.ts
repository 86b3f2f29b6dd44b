/**
 * The certificate queue's count for the staff daily digest (issue 39 Notifications; `addDigestSource` in
 * features/index.ts): requests waiting for the registrar, within the registrar's units (the student's
 * programme lies under one of them, as the queue's unit scope checks).
 */
import { and, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import { inUnits } from '../../identity/guard/unit-scope.ts'
import { certificateRequests } from './certificates.schema.ts'

/** Certificate requests still `requested` whose student's programme lies within `unitIds`. */
export async function pendingCertificateCount(db: Database, unitIds: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(certificateRequests)
    .innerJoin(students, eq(students.id, certificateRequests.studentId))
    .where(and(eq(certificateRequests.status, 'requested'), inUnits(students.programmeId, unitIds)))
  return Number(row?.n ?? 0)
}
