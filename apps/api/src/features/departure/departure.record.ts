/**
 * The departure side of a studentship's record (issue 37 "Student record"; spec §3 "student-right end
 * date"): the departure requests, newest first, with reason, status and target programme, and the
 * student-right end date of the completed one. Read by the students feature through features/index.ts.
 */
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { departureRequests } from './departure.schema.ts'

/** The requests and the student-right end date of studentship `studentId`. */
export async function departureRecordOf(db: Database, studentId: number) {
  const rows = await db
    .select({
      id: departureRequests.id,
      reason: departureRequests.reason,
      status: departureRequests.status,
      createdAt: departureRequests.createdAt,
      targetProgramme: departureRequests.targetProgramme,
      studentRightEndsOn: departureRequests.studentRightEndsOn,
    })
    .from(departureRequests)
    .where(eq(departureRequests.studentId, studentId))
    .orderBy(desc(departureRequests.createdAt), desc(departureRequests.id))
  const done = rows.find((r) => r.status === 'completed')
  return {
    rightEndsOn: done?.studentRightEndsOn ?? null,
    requests: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      status: r.status,
      requestedAt: r.createdAt.toISOString(),
      targetProgramme: r.targetProgramme,
    })),
  }
}
