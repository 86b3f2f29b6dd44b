/**
 * The student side of the shared request queue (issue 36 "one shared request queue"): most queues review
 * students' requests (certificates, documents, freeze, absences, grades), joined the same way to the student,
 * the person and the programme, searched the same way (number prefix, or every word in the name with the
 * Turkish fold of platform/text) and limited the same way (the student's programme under the caller's units;
 * a staff role without units gets 403).
 */
import type { Language } from '@unacs/contracts'
import { eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { persons, students, units } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { inUnits, roleUnitsOf } from '../../identity/guard/unit-scope.ts'
import { forbidden } from '../http/errors.ts'
import { foldedContains, likeEscape } from '../text/turkish-fold.ts'

/** SQL: the student's programme lies in the subtree of one of `unitIds` (false when empty). */
export const programmeUnder = (unitIds: readonly number[]) => inUnits(students.programmeId, unitIds)

/** The student's full name as SQL ("first last"). */
export const studentFullName = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`

/** Joins of a request table whose `studentId` column names the studentship: student, person, programme. */
export const joinStudent =
  (studentId: PgColumn) =>
  (q: PgSelect): PgSelect =>
    q
      .innerJoin(students, eq(students.id, studentId))
      .innerJoin(persons, eq(persons.id, students.personId))
      .innerJoin(units, eq(units.id, students.programmeId))

/** Number prefix, or every word of `search` in the name (the platform's Turkish fold). */
export const studentSearch = (search: string): SQL | undefined =>
  or(ilike(students.studentNo, `${likeEscape(search.trim())}%`), foldedContains(studentFullName, search))

/** The student columns of a queue row: number, full name and the programme's name in `lang`. */
export const studentColumns = (lang: Language) => ({
  studentNo: students.studentNo,
  fullName: studentFullName,
  programme: lang === 'en' ? units.nameEn : units.nameTr,
})

/** The caller's units for a student queue; 403 for students and for a role without units. */
export async function staffUnitsOf(db: Database, principal: Principal): Promise<number[]> {
  if (principal.userType !== 'staff') throw forbidden()
  const scope = await roleUnitsOf(db, principal)
  if (scope.length === 0) throw forbidden()
  return scope
}
