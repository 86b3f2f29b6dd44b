/**
 * Database access of the staff side of student documents (issue 22 "Request queues"): the caller's units,
 * the registrar's queue with its filters, a student search and the rows of one student, all limited to
 * students whose programme lies under the caller's units.
 */
import type { DocumentQueueQuery, Language } from '@unacs/contracts'
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students, units } from '../../db/schema/index.ts'
import { inUnits } from '../../identity/guard/unit-scope.ts'
import { foldedContains, likeEscape } from '../../platform/text/turkish-fold.ts'
import { documentRequests } from './documents.schema.ts'

/** SQL: the student's programme lies in the subtree of one of `unitIds` (false when empty). */
export const programmeUnder = (unitIds: readonly number[]) => inUnits(students.programmeId, unitIds)

/** Number prefix, or every word of `search` in the name (the platform's Turkish fold). */
const nameLike = (search: string) =>
  or(
    ilike(students.studentNo, `${likeEscape(search.trim())}%`),
    foldedContains(sql`${persons.firstName} || ' ' || ${persons.lastName}`, search),
  )

/** Istanbul midnight of 'YYYY-MM-DD' as an instant. */
const istanbulDay = (d: string) => new Date(`${d}T00:00:00+03:00`)

/** A queue row with the student and programme. */
export type QueueRow = Awaited<ReturnType<typeof queueRows>>[number]

const queueColumns = (lang: Language) => ({
  r: documentRequests,
  studentNo: students.studentNo,
  firstName: persons.firstName,
  lastName: persons.lastName,
  programme: lang === 'en' ? units.nameEn : units.nameTr,
})

/** WHERE of the queue: reviewed kinds, scope, state and filters. */
export function queueWhere(
  q: DocumentQueueQuery,
  scope: readonly number[],
  kinds: readonly string[],
): SQL | undefined {
  const r = documentRequests
  const status =
    q.Status === 'all'
      ? undefined
      : q.Status === 'open'
        ? inArray(r.status, ['requested', 'preparing'])
        : eq(r.status, q.Status)
  return and(
    isNull(r.deletedAt),
    inArray(r.kind, kinds as (typeof r.kind.enumValues)[number][]),
    programmeUnder(scope),
    status,
    q.Kind ? eq(r.kind, q.Kind) : undefined,
    q.Search ? nameLike(q.Search) : undefined,
    q.From ? gte(r.requestedAt, istanbulDay(q.From)) : undefined,
    q.To ? lt(r.requestedAt, new Date(istanbulDay(q.To).getTime() + 86_400_000)) : undefined,
  )
}

/** A page of the queue, oldest request first (first come, first served). */
export async function queueRows(
  db: Database,
  where: SQL | undefined,
  lang: Language,
  page: number,
  size: number,
) {
  return db
    .select(queueColumns(lang))
    .from(documentRequests)
    .innerJoin(students, eq(students.id, documentRequests.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(where)
    .orderBy(documentRequests.requestedAt, documentRequests.id)
    .limit(size)
    .offset((page - 1) * size)
}

/** How many rows `where` matches. */
export async function queueCount(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentRequests)
    .innerJoin(students, eq(students.id, documentRequests.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(where)
  return Number(row?.n ?? 0)
}

/** The undeleted requests `ids` whose student is in `scope`, with the student's number. */
export async function scopedRequests(db: Database, ids: readonly number[], scope: readonly number[]) {
  return db
    .select({ r: documentRequests, studentNo: students.studentNo })
    .from(documentRequests)
    .innerJoin(students, eq(students.id, documentRequests.studentId))
    .where(
      and(inArray(documentRequests.id, [...ids]), isNull(documentRequests.deletedAt), programmeUnder(scope)),
    )
}

/** Students in `scope` by number prefix or name part (at most 20), names in `lang`. */
export async function searchStudents(db: Database, search: string, scope: readonly number[], lang: Language) {
  return db
    .select({
      id: students.id,
      studentNo: students.studentNo,
      firstName: persons.firstName,
      lastName: persons.lastName,
      programme: lang === 'en' ? units.nameEn : units.nameTr,
      status: students.status,
    })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(and(programmeUnder(scope), nameLike(search)))
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
