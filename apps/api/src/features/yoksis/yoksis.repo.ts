/**
 * Reads of the core world for the YÖKSİS feature (issue 20): the caller's unit scope, the unit tree for the
 * picker, a unit's programmes, our studentships as YÖKSİS would hold them, and the health-sciences candidates.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { type OurRecord, STATUS_IN_YOKSIS } from './yoksis.compare.ts'

type Runner = Pick<Database, 'execute'>

/** The rows of an `execute` result on either engine. */
export async function rowsOf<T>(runner: Runner, query: SQL): Promise<T[]> {
  const result = await runner.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

/**
 * The unit ids (granted units and everything below them) where the caller's active staff role applies; for a
 * delegated role, the giver's. Empty when none.
 */
export async function scopeUnits(db: Database, p: Principal): Promise<number[]> {
  const staff = p.isProxy
    ? sql`select id from staff_members where registry_no = ${p.proxyGiverRegistryNo ?? ''}`
    : sql`select id from staff_members where person_id = ${p.personId}`
  const r = await rowsOf<{ id: number }>(
    db,
    sql`with recursive granted as (
        select unnest(ra.unit_ids) as id from role_assignments ra
        where ra.staff_member_id in (${staff}) and ra.role_id = ${p.activeRoleId} and ra.is_active and not ra.is_proxy
      ), tree as (
        select id from granted union select u.id from units u join tree t on u.parent_id = t.id
      ) select id from tree`,
  )
  return r.map((x) => Number(x.id))
}

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

/** Our studentships of `programmeIds`: graduates, or everyone else; GPA left null (filled by the service). */
export async function ourRecords(
  db: Runner,
  programmeIds: readonly number[],
  graduates: boolean,
): Promise<OurRecord[]> {
  if (programmeIds.length === 0) return []
  const r = await rowsOf<{
    student_id: number
    student_no: string
    national_id: string
    first_name: string
    last_name: string
    code: string
    status: string
    registration_date: string
    departure_date: string | null
  }>(
    db,
    sql`select s.id as student_id, s.student_no, p.national_id, p.first_name, p.last_name, u.code,
        s.status::text as status, s.registration_date::text as registration_date,
        s.departure_date::text as departure_date
      from students s join persons p on p.id = s.person_id join units u on u.id = s.programme_id
      where s.programme_id in (${sql.join(
        programmeIds.map((i) => sql`${i}`),
        sql`, `,
      )}) and ${graduates ? sql`s.status = 'graduated'` : sql`s.status <> 'graduated'`}
      order by s.id`,
  )
  return r.map((x) => ({
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
  }))
}
