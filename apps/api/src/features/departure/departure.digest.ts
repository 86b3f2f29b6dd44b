/**
 * The departure queue's count for the staff daily digest (issue 39 Notifications; `addDigestSource` in
 * features/index.ts, queue `departure.pending`): clearance requests waiting for the registrar's approval
 * (`awaiting_registrar`) within the registrar's units (the student's programme lies under one of them).
 */
import { and, count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import { inUnits } from '../../identity/guard/unit-scope.ts'
import { departureRequests } from './departure.schema.ts'

/** Departure requests `awaiting_registrar` whose student's programme lies within `unitIds`. */
export async function pendingDepartureCount(db: Database, unitIds: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(departureRequests)
    .innerJoin(students, eq(students.id, departureRequests.studentId))
    .where(and(eq(departureRequests.status, 'awaiting_registrar'), inUnits(students.programmeId, unitIds)))
  return Number(row?.n ?? 0)
}
