/**
 * Database access of the staff side of student documents (issue 22 "Request queues"; issue 36 "one shared
 * request queue"): the document queue's table and rules for platform/request-queue, a student search and the
 * rows of one student, all limited to students whose programme lies under the caller's units.
 */
import type { DocumentQueueQuery, Language } from '@unacs/contracts'
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students, units } from '../../db/schema/index.ts'
import {
  type QueueRowOf,
  queueWhere as queueFilter,
  queuePage,
  queueRowsById,
  type RequestQueueTable,
} from '../../platform/request-queue/request-queue.ts'
import {
  joinStudent,
  programmeUnder,
  studentColumns,
  studentSearch,
} from '../../platform/request-queue/student-requests.ts'
import { documentRequests } from './documents.schema.ts'

/** The document queue's table and rules for the shared request queue. */
export const documentQueue: RequestQueueTable = {
  table: documentRequests,
  id: documentRequests.id,
  status: documentRequests.status,
  requestedAt: documentRequests.requestedAt,
  deletedAt: documentRequests.deletedAt,
  join: joinStudent(documentRequests.studentId),
  search: studentSearch,
  entity: 'document_request',
  conflictKey: 'documents.notDecidable',
}

/** The columns of a queue row: the request with the student and programme in `lang`. */
const queueColumns = (lang: Language) => ({ r: documentRequests, ...studentColumns(lang) })

/** A queue row with the student and programme. */
export type QueueRow = QueueRowOf<ReturnType<typeof queueColumns>>

/** WHERE of the queue: reviewed kinds, scope, state and filters. */
export function queueWhere(
  q: DocumentQueueQuery,
  scope: readonly number[],
  kinds: readonly string[],
): SQL | undefined {
  const r = documentRequests
  const statuses =
    q.Status === 'all' ? undefined : q.Status === 'open' ? ['requested', 'preparing'] : [q.Status]
  return queueFilter(
    documentQueue,
    { statuses, search: q.Search, from: q.From, to: q.To },
    inArray(r.kind, kinds as (typeof r.kind.enumValues)[number][]),
    programmeUnder(scope),
    q.Kind ? eq(r.kind, q.Kind) : undefined,
  )
}

/** A page of the queue, oldest request first (first come, first served), and the number of matching rows. */
export function queuePageOf(
  db: Database,
  where: SQL | undefined,
  lang: Language,
  page: number,
  size: number,
) {
  return queuePage(db, documentQueue, queueColumns(lang), where, page, size)
}

/** The undeleted requests `ids` whose student is in `scope`, with the student and programme in `lang`. */
export function scopedRequests(
  db: Database,
  ids: readonly number[],
  scope: readonly number[],
  lang: Language = 'tr',
) {
  return queueRowsById(db, documentQueue, queueColumns(lang), ids, programmeUnder(scope))
}

/** Students in `scope` by number prefix or name part (at most 20), names in `lang`. */
export async function searchStudents(db: Database, search: string, scope: readonly number[], lang: Language) {
  return db
    .select({ id: students.id, ...studentColumns(lang), status: students.status })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(and(programmeUnder(scope), studentSearch(search)))
    .orderBy(students.studentNo)
    .limit(20)
}

/** The undeleted document rows of `studentId` when the student is in `scope`, newest first. */
export async function studentRows(db: Database, studentId: number, scope: readonly number[], lang: Language) {
  return db
    .select(queueColumns(lang))
    .from(documentRequests)
    .innerJoin(students, eq(students.id, documentRequests.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(and(eq(students.id, studentId), isNull(documentRequests.deletedAt), programmeUnder(scope)))
    .orderBy(desc(documentRequests.requestedAt), desc(documentRequests.id))
}

/** True when studentship `studentId` exists and is in `scope`. */
export async function studentInScope(db: Database, studentId: number, scope: readonly number[]) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), programmeUnder(scope)))
  return row !== undefined
}
