/**
 * Reads of the core world for the YÖKSİS feature (issue 20): the caller's unit scope, the unit tree for the
 * picker, a unit's programmes, our studentships as YÖKSİS would hold them, and the health-sciences candidates.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rowsOf, type SqlRunner } from '../../db/rows.ts'
import { grantedUnitTree } from '../../identity/guard/granted-units.ts'
import { type OurRecord, STATUS_IN_YOKSIS } from './yoksis.compare.ts'

export { rowsOf }

type Runner = SqlRunner

/** The caller's unit scope (granted units and everything below; the giver's for a delegated role). */
export const scopeUnits = grantedUnitTree

/** The academic units among `ids` (university, faculties, schools, departments, programmes) with depth. */
export async function unitTree(
  db: Database,
  ids: readonly number[],
  lang: 'tr' | 'en',
): Promise<{ id: number; name: string; kind: string; depth: number }[]> {
  if (ids.length === 0) return []
  const name = lang === 'en' ? sql`u.name_en` : sql`u.name_tr`
  const r = await rowsOf<{ id: number; name: string; kind: string; depth: number; path: string }>(
    db,
    sql`with recursive tree as (
        select u.id, u.parent_id, 0 as depth, lpad(u.id::text, 8, '0') as path from units u where u.parent_id is null
        union all
        select u.id, u.parent_id, t.depth + 1, t.path || '/' || lpad(u.id::text, 8, '0')
        from units u join tree t on u.parent_id = t.id
      )
      select u.id, ${name} as name, u.kind::text as kind, t.depth, t.path from tree t join units u on u.id = t.id
      where u.id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) and u.is_active and u.kind in ('university', 'faculty', 'vocational_school', 'graduate_school', 'department', 'programme')
      order by t.path`,
  )
  return r.map((x) => ({ id: Number(x.id), name: x.name, kind: x.kind, depth: Number(x.depth) }))
}

/** The programme units at or below `unitId` (id and code), in code order. */
export async function programmesUnder(db: Runner, unitId: number): Promise<{ id: number; code: string }[]> {
  const r = await rowsOf<{ id: number; code: string }>(
    db,
    sql`with recursive tree as (
        select id from units where id = ${unitId}
        union select u.id from units u join tree t on u.parent_id = t.id
      ) select u.id, u.code from units u join tree t on t.id = u.id where u.kind = 'programme' order by u.code`,
  )
  return r.map((x) => ({ id: Number(x.id), code: x.code }))
}

/** The unit's display name, or null when it does not exist. */
export async function unitName(db: Runner, unitId: number, lang: 'tr' | 'en'): Promise<string | null> {
  const [r] = await rowsOf<{ name: string }>(
    db,
    sql`select ${lang === 'en' ? sql`name_en` : sql`name_tr`} as name from units where id = ${unitId}`,
  )
  return r?.name ?? null
}

/** The programme units at or below any of `unitIds` (id and code), in code order. */
export async function programmesUnderAll(
  db: Runner,
  unitIds: readonly number[],
): Promise<{ id: number; code: string }[]> {
  if (unitIds.length === 0) return []
  const r = await rowsOf<{ id: number; code: string }>(
    db,
    sql`with recursive tree as (
        select id from units where id in (${sql.join(
          unitIds.map((i) => sql`${i}`),
          sql`, `,
        )})
        union select u.id from units u join tree t on u.parent_id = t.id
      ) select u.id, u.code from units u join tree t on t.id = u.id where u.kind = 'programme' order by u.code`,
  )
  return r.map((x) => ({ id: Number(x.id), code: x.code }))
}

/** Which of our studentships a comparison covers: programmes, graduates or not, optionally a class or a student. */
export interface StudentshipFilter {
  programmeIds: readonly number[]
  graduates: boolean
  classYear: number | null
  studentId: number | null
}

/** The SQL condition on `s` (students) of `f`. */
function studentshipWhere(f: StudentshipFilter): SQL {
  const ids =
    f.programmeIds.length === 0
      ? sql`null`
      : sql.join(
          f.programmeIds.map((i) => sql`${i}`),
          sql`, `,
        )
  return sql`s.programme_id in (${ids}) and ${f.graduates ? sql`s.status = 'graduated'` : sql`s.status <> 'graduated'`}
    ${f.classYear !== null ? sql`and s.class_year = ${f.classYear}` : sql``}
    ${f.studentId !== null ? sql`and s.id = ${f.studentId}` : sql``}`
}

/** How many persons the filter covers (each one YÖKSİS query). */
export async function countPersons(db: Runner, f: StudentshipFilter): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(
    db,
    sql`select count(distinct s.person_id)::int as n from students s where ${studentshipWhere(f)}`,
  )
  return Number(r?.n ?? 0)
}

/** The next `limit` persons (id, national id) of the filter after person id `after`, in person id order. */
export async function personsAfter(
  db: Runner,
  f: StudentshipFilter,
  after: number,
  limit: number,
): Promise<{ personId: number; nationalId: string }[]> {
  const r = await rowsOf<{ id: number; national_id: string }>(
    db,
    sql`select p.id, p.national_id from persons p
      where p.id > ${after} and exists (select 1 from students s where s.person_id = p.id and ${studentshipWhere(f)})
      order by p.id limit ${limit}`,
  )
  return r.map((x) => ({ personId: Number(x.id), nationalId: x.national_id }))
}

/** Our studentships of the filter for `personIds`; GPA left null (filled by the service). */
export async function ourRecordsOf(
  db: Runner,
  f: StudentshipFilter,
  personIds: readonly number[],
): Promise<OurRecord[]> {
  if (personIds.length === 0) return []
  const r = await rowsOf<OurRow>(
    db,
    sql`select s.id as student_id, s.student_no, p.national_id, p.first_name, p.last_name, u.code,
        s.status::text as status, s.registration_date::text as registration_date,
        s.departure_date::text as departure_date
      from students s join persons p on p.id = s.person_id join units u on u.id = s.programme_id
      where ${studentshipWhere(f)} and s.person_id in (${sql.join(
        personIds.map((i) => sql`${i}`),
        sql`, `,
      )})
      order by s.id`,
  )
  return r.map(ourRecordOf)
}

interface OurRow {
  student_id: number
  student_no: string
  national_id: string
  first_name: string
  last_name: string
  code: string
  status: string
  registration_date: string
  departure_date: string | null
}

const ourRecordOf = (x: OurRow): OurRecord => ({
  studentId: Number(x.student_id),
  studentNo: x.student_no,
  nationalId: x.national_id,
  firstName: x.first_name,
  lastName: x.last_name,
  programmeCode: x.code,
  status: STATUS_IN_YOKSIS[x.status] ?? x.status,
  entryDate: x.registration_date,
  graduationDate: x.status === 'graduated' ? x.departure_date : null,
  gpa: null,
})
