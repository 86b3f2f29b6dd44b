/**
 * Queries of the students feature over the core tables (persons, students, units, role assignments). The
 * feature owns no table of its own for the search and report; CGPA comes from the grades feature's service.
 */
import type { Language, StudentFilter, StudentStatus } from '@unacs/contracts'
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, students, units } from '../../db/schema/index.ts'
import { inUnits } from '../../identity/guard/unit-scope.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'

/** A student's full name as searched (the expression the students search index of the migration folds). */
export const studentFullName = sql`${persons.firstName} || ' ' || ${persons.lastName}`

/** The studentship's programme, its parent (department or school) and that one's parent (faculty). */
export const programme = alias(units, 'programme')
/** The programme's parent unit. */
export const department = alias(units, 'department')
/** The department's parent unit. */
export const faculty = alias(units, 'faculty')

/** SQL: the student's programme lies in the subtree of one of `unitIds` (false when empty). */
export const programmeUnder = (unitIds: readonly number[]): SQL => inUnits(students.programmeId, unitIds)

/** The where clause of `filter` within the caller's `scope` (unit ids with their subtrees). */
export function whereOf(filter: StudentFilter, scope: readonly number[]): SQL | undefined {
  const digits = /^\d+$/.test((filter.q ?? '').trim()) ? (filter.q ?? '').trim() : null
  const text = digits
    ? sql`(${students.studentNo} like ${`${digits}%`} or ${persons.nationalId} = ${digits})`
    : foldedContains(studentFullName, filter.q)
  return and(
    programmeUnder(scope),
    filter.unitId ? programmeUnder([filter.unitId]) : undefined,
    filter.classYear ? eq(students.classYear, filter.classYear) : undefined,
    filter.status ? eq(students.status, filter.status) : undefined,
    filter.entryYear ? eq(students.entryYear, filter.entryYear) : undefined,
    text,
  )
}

/** The row columns of a studentship, names in `lang` (faculty: the programme's faculty or school). */
export function rowColumns(lang: Language) {
  const nameOf = (u: { nameEn: SQL.Aliased | unknown; nameTr: unknown }) =>
    sql<string>`${lang === 'en' ? u.nameEn : u.nameTr}`
  return {
    id: students.id,
    studentNo: students.studentNo,
    firstName: persons.firstName,
    lastName: persons.lastName,
    nationalId: persons.nationalId,
    programme: nameOf(programme),
    faculty: sql<string>`case when ${faculty.kind} = 'university' or ${faculty.kind} is null then ${nameOf(department)} else ${nameOf(faculty)} end`,
    classYear: students.classYear,
    status: students.status,
    entryYear: students.entryYear,
    admissionType: students.admissionType,
  }
}

/** A studentship row as read by {@link studentRows}. */
export interface StudentDbRow {
  id: number
  studentNo: string
  firstName: string
  lastName: string
  nationalId: string
  programme: string
  faculty: string
  classYear: number
  status: StudentStatus
  entryYear: number
  admissionType: string
}

/** Rows matching `where`, ordered by student number, `limit` from `offset`. */
export async function studentRows(
  db: Database,
  where: SQL | undefined,
  lang: Language,
  offset: number,
  limit: number,
): Promise<StudentDbRow[]> {
  return db
    .select(rowColumns(lang))
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(programme, eq(programme.id, students.programmeId))
    .leftJoin(department, eq(department.id, programme.parentId))
    .leftJoin(faculty, eq(faculty.id, department.parentId))
    .where(where)
    .orderBy(asc(students.studentNo))
    .offset(offset)
    .limit(limit)
}

/** How many studentships match `where`. */
export async function studentCount(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(where)
  return Number(row?.n ?? 0)
}

/** The record's extra fields of studentship `id` (null when there is none). */
export async function recordExtras(db: Database, id: number) {
  const [row] = await db
    .select({
      personId: students.personId,
      email: persons.email,
      registrationDate: students.registrationDate,
      departureDate: students.departureDate,
      departureReason: students.departureReason,
      advisorFirst: sql<
        string | null
      >`(select p.first_name from persons p where p.id = ${staffMembers.personId})`,
      advisorLast: sql<
        string | null
      >`(select p.last_name from persons p where p.id = ${staffMembers.personId})`,
      advisorTitle: staffMembers.title,
    })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .leftJoin(staffMembers, eq(staffMembers.id, students.advisorId))
    .where(eq(students.id, id))
  return row ?? null
}

/** The units below `scope` (faculties, schools, departments, programmes), names in `lang`, in Turkish order by name. */
export async function unitsUnder(db: Database, scope: readonly number[], lang: Language) {
  if (scope.length === 0) return []
  const name = lang === 'en' ? sql`u.name_en` : sql`u.name_tr`
  const result = await db.execute(
    sql`with recursive sub(id) as (select id from units where id in (${sql.join(
      scope.map((id) => sql`${id}`),
      sql`, `,
    )}) union select u.id from units u join sub on u.parent_id = sub.id)
    select u.id, u.kind, ${name} as name from units u
    where u.id in (select id from sub) and u.kind in ('faculty', 'vocational_school', 'graduate_school', 'prep_school', 'department', 'programme')
    order by u.kind, ${orderByTurkish(name)}, u.id`,
  )
  return (result as unknown as { rows: { id: number; kind: string; name: string }[] }).rows
}
