/**
 * The document queue's count for the staff daily digest (issue 39 Notifications; `addDigestSource` in
 * features/index.ts, queue `documents.review`): document requests waiting for the registrar (requested or being
 * prepared) within the registrar's units (the student's programme lies under one of them, as the queue's scope).
 */
import { and, count, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import { inUnits } from '../../identity/guard/unit-scope.ts'
import { documentRequests } from './documents.schema.ts'

/** Document requests still `requested` or `preparing` whose student's programme lies within `unitIds`. */
export async function pendingDocumentCount(db: Database, unitIds: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentRequests)
    .innerJoin(students, eq(students.id, documentRequests.studentId))
    .where(
      and(
        inArray(documentRequests.status, ['requested', 'preparing']),
        inUnits(students.programmeId, unitIds),
      ),
    )
  return Number(row?.n ?? 0)
}
