/**
 * Database access of certificate requests (issue 20 § Certificate requests): the caller's studentship, the
 * registrar's units, the student's own rows and the registrar's queue limited to students whose programme
 * lies under the caller's units.
 */
import type { CertificateQueueQuery, Language } from '@unacs/contracts'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
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
import { certificateRequests } from './certificates.schema.ts'

/** A certificate request row. */
export type CertificateRow = typeof certificateRequests.$inferSelect

/** The studentship `studentNo` of `personId` (id, number), or null when it is not theirs. */
export async function studentshipOf(db: Database, personId: number, studentNo: string) {
  const [row] = await db
    .select({ id: students.id, studentNo: students.studentNo })
    .from(students)
    .where(and(eq(students.studentNo, studentNo), eq(students.personId, personId)))
  return row ?? null
}

/** Name, number and programme (in `lang`) of studentship `studentId`; null when missing. */
export async function studentInfo(db: Database, studentId: number, lang: Language) {
  const [row] = await db
    .select({
      fullName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
      studentNo: students.studentNo,
      programme: lang === 'en' ? units.nameEn : units.nameTr,
    })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(eq(students.id, studentId))
  return row ?? null
}

/** The requests of `studentId`, newest first (at most 200). */
export async function requestsOf(db: Database, studentId: number): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificateRequests)
    .where(eq(certificateRequests.studentId, studentId))
    .orderBy(desc(certificateRequests.requestedAt), desc(certificateRequests.id))
    .limit(200)
}

/** The certificate queue's table and rules for the shared request queue (platform/request-queue). */
export const certificateQueue: RequestQueueTable = {
  table: certificateRequests,
  id: certificateRequests.id,
  status: certificateRequests.status,
  requestedAt: certificateRequests.requestedAt,
  join: joinStudent(certificateRequests.studentId),
  search: studentSearch,
  entity: 'certificate_request',
  conflictKey: 'certificates.notDecidable',
}

/** WHERE of the queue: the caller's units, state and filters. */
export function queueWhere(q: CertificateQueueQuery, scope: readonly number[]): SQL | undefined {
  return queueFilter(
    certificateQueue,
    { statuses: q.Status === 'all' ? undefined : [q.Status], search: q.Search },
    programmeUnder(scope),
    q.Kind ? eq(certificateRequests.kind, q.Kind) : undefined,
  )
}

/** The columns of a queue row: the request with the student and programme. */
export const queueColumns = (lang: Language) => ({ r: certificateRequests, ...studentColumns(lang) })

/** A queue row with the student and programme. */
export type QueueRow = QueueRowOf<ReturnType<typeof queueColumns>>

/** A page of the queue, oldest request first, and the number of matching rows. */
export function queuePageOf(
  db: Database,
  where: SQL | undefined,
  lang: Language,
  page: number,
  size: number,
) {
  return queuePage(db, certificateQueue, queueColumns(lang), where, page, size)
}

/** Requests `ids` whose student lies in `scope`, with the student and programme in `lang`. */
export function scopedRequests(
  db: Database,
  ids: readonly number[],
  scope: readonly number[],
  lang: Language,
) {
  return queueRowsById(db, certificateQueue, queueColumns(lang), ids, programmeUnder(scope))
}

/** Request `id` when its student lies in `scope` (with number), or null. */
export async function scopedRequest(db: Database, id: number, scope: readonly number[]) {
  const [row] = await scopedRequests(db, [id], scope, 'tr')
  return row ?? null
}

/** The approved request with verification `code`, or null. */
export async function approvedByCode(db: Database, code: string): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(certificateRequests)
    .where(and(eq(certificateRequests.verificationCode, code), eq(certificateRequests.status, 'approved')))
  return row ?? null
}
