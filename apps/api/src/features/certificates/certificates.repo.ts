/**
 * Database access of certificate requests (issue 20 § Certificate requests): the caller's studentship, the
 * registrar's units, the student's own rows and the registrar's queue limited to students whose programme
 * lies under the caller's units.
 */
import type { CertificateQueueQuery, Language } from '@unacs/contracts'
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students, units } from '../../db/schema/index.ts'
import { inUnits } from '../../identity/guard/unit-scope.ts'
import { foldedContains } from '../../platform/text/turkish-fold.ts'
import { certificateRequests } from './certificates.schema.ts'

/** SQL: the student's programme lies in the subtree of one of `unitIds` (false when empty). */
export const programmeUnder = (unitIds: readonly number[]) => inUnits(students.programmeId, unitIds)

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

/** WHERE of the queue: the caller's units, state and filters. */
export function queueWhere(q: CertificateQueueQuery, scope: readonly number[]): SQL | undefined {
  const r = certificateRequests
  const escaped = q.Search?.replace(/[\\%_]/g, (c) => `\\${c}`)
  return and(
    programmeUnder(scope),
    q.Status === 'all' ? undefined : eq(r.status, q.Status),
    q.Kind ? eq(r.kind, q.Kind) : undefined,
    escaped
      ? or(
          ilike(students.studentNo, `${escaped}%`),
          foldedContains(sql`${persons.firstName} || ' ' || ${persons.lastName}`, q.Search),
        )
      : undefined,
  )
}

const queueColumns = (lang: Language) => ({
  r: certificateRequests,
  studentNo: students.studentNo,
  fullName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
  programme: lang === 'en' ? units.nameEn : units.nameTr,
})

/** A queue row with the student and programme. */
export type QueueRow = Awaited<ReturnType<typeof queueRows>>[number]

/** A page of the queue, oldest request first. */
export async function queueRows(
  db: Database,
  where: SQL | undefined,
  lang: Language,
  page: number,
  size: number,
) {
  return db
    .select(queueColumns(lang))
    .from(certificateRequests)
    .innerJoin(students, eq(students.id, certificateRequests.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(where)
    .orderBy(certificateRequests.requestedAt, certificateRequests.id)
    .limit(size)
    .offset((page - 1) * size)
}

/** How many queue rows `where` matches. */
export async function queueCount(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(certificateRequests)
    .innerJoin(students, eq(students.id, certificateRequests.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(where)
  return Number(row?.n ?? 0)
}

/** Request `id` when its student lies in `scope` (with number), or null. */
export async function scopedRequest(db: Database, id: number, scope: readonly number[]) {
  const [row] = await db
    .select({ r: certificateRequests, studentNo: students.studentNo })
    .from(certificateRequests)
    .innerJoin(students, eq(students.id, certificateRequests.studentId))
    .where(and(eq(certificateRequests.id, id), programmeUnder(scope)))
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
