/**
 * Database reads and writes of section definitions (issue 22): the caller's units, the department's courses,
 * instructors and open terms, the section list, and the other sections of a term for the conflict checks.
 * Plain SQL through `execute`, so one runner type serves the database and a transaction.
 */
import type { Language } from '@unacs/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { orderByTurkish } from '../../platform/text/turkish-fold.ts'

/** The database or a transaction. */
export type Runner = Pick<Database, 'execute'>

/** The rows of an `execute` result on either engine. */
export async function rows<T>(runner: Runner, query: SQL): Promise<T[]> {
  return ((await runner.execute(query)) as unknown as { rows: T[] }).rows
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/**
 * The units (granted and every unit below) where the caller's active role is held: their own assignments, or
 * the delegated ones when acting under a proxy role, within their dates. Empty when none.
 */
export async function scopeUnits(db: Runner, principal: Principal): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`with recursive granted as (
        select unnest(ra.unit_ids) as id from role_assignments ra
        join staff_members sm on sm.id = ra.staff_member_id
        where sm.person_id = ${principal.personId} and sm.is_active and ra.is_active
          and ra.role_id = ${principal.activeRoleId} and ra.is_proxy = ${principal.isProxy}
          and (ra.valid_from is null or ra.valid_from <= (now() at time zone 'Europe/Istanbul')::date)
          and (ra.valid_to is null or ra.valid_to >= (now() at time zone 'Europe/Istanbul')::date)
      ), tree as (
        select id from granted union select u.id from units u join tree t on u.parent_id = t.id
      ) select id from tree`,
  )
  return found.map((r) => r.id)
}

/** Terms still open for definitions: the active term and the ones starting after it. */
export async function openTerms(db: Runner) {
  return rows<{ id: number; nameTr: string; nameEn: string; isActive: boolean }>(
    db,
    sql`select id, name_tr as "nameTr", name_en as "nameEn", is_active as "isActive" from academic_terms
      where is_active or starts_on > coalesce(
        (select starts_on from academic_terms where is_active limit 1), (now() at time zone 'Europe/Istanbul')::date)
      order by starts_on`,
  )
}

/** The active term's id, or null. */
export async function activeTermId(db: Runner): Promise<number | null> {
  const [t] = await rows<{ id: number }>(db, sql`select id from academic_terms where is_active limit 1`)
  return t?.id ?? null
}

/** A course with its unit, or undefined. */
export async function courseById(db: Runner, id: number) {
  const [c] = await rows<{ id: number; code: string; unitId: number }>(
    db,
    sql`select id, code, unit_id as "unitId" from courses where id = ${id}`,
  )
  return c
}

/** The courses of `units`, by code. */
export async function coursesOf(db: Runner, units: readonly number[], lang: Language) {
  if (units.length === 0) return []
  return rows<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, ${lang === 'en' ? sql`name_en` : sql`name_tr`} as name from courses
      where unit_id in (${idList(units)}) order by code`,
  )
}

/** The active academic staff of `units` with title and name, by name. */
export async function instructorsOf(db: Runner, units: readonly number[]) {
  if (units.length === 0) return []
  return rows<{ id: number; name: string }>(
    db,
    sql`select sm.id, trim(sm.title || ' ' || p.first_name || ' ' || p.last_name) as name
      from staff_members sm join persons p on p.id = sm.person_id
      where sm.unit_id in (${idList(units)}) and sm.is_active and sm.kind = 'academic'
      order by ${orderByTurkish(sql`p.first_name`)}, ${orderByTurkish(sql`p.last_name`)}, sm.id`,
  )
}

/** The names of staff members by id (for conflict messages). */
export async function staffNames(db: Runner, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const found = await rows<{ id: number; name: string }>(
    db,
    sql`select sm.id, trim(sm.title || ' ' || p.first_name || ' ' || p.last_name) as name
      from staff_members sm join persons p on p.id = sm.person_id where sm.id in (${idList(ids)})`,
  )
  return new Map(found.map((r) => [r.id, r.name]))
}

/** A section row as the service uses it. */
export interface SectionRow {
  id: number
  termId: number
  courseId: number
  courseCode: string
  courseName: string
  unitId: number
  name: string
  classroom: string | null
  quota: number
  lessonTime: string | null
  instructorIds: number[]
  total: number
}

const sectionSelect = (lang: Language) => sql`select s.id, s.term_id as "termId", s.course_id as "courseId",
    c.code as "courseCode", ${lang === 'en' ? sql`c.name_en` : sql`c.name_tr`} as "courseName",
    c.unit_id as "unitId", s.name, s.classroom, s.quota, s.lesson_time as "lessonTime",
    coalesce((select array_agg(si.staff_member_id order by si.staff_member_id) from section_instructors si
      where si.section_id = s.id), '{}') as "instructorIds",
    (count(*) over ())::int as total
  from sections s join courses c on c.id = s.course_id`

/** A page of the sections of `termId` (optionally one course) among the courses of `units`. */
export async function sectionPage(
  db: Runner,
  q: { termId: number; courseId?: number; page: number; pageSize: number },
  units: readonly number[],
  lang: Language,
): Promise<SectionRow[]> {
  if (units.length === 0) return []
  return rows<SectionRow>(
    db,
    sql`${sectionSelect(lang)} where s.term_id = ${q.termId} and c.unit_id in (${idList(units)})
      ${q.courseId ? sql`and s.course_id = ${q.courseId}` : sql``}
      order by c.code, length(s.name), s.name, s.id
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  )
}

/** One section, locked for update when `lock` (inside a transaction), or undefined. */
export async function sectionById(db: Runner, id: number, lang: Language, lock = false) {
  if (lock) await db.execute(sql`select id from sections where id = ${id} for update`)
  const [s] = await rows<SectionRow>(db, sql`${sectionSelect(lang)} where s.id = ${id}`)
  return s
}

/** The existing section names of a course in a term (upper-cased, Turkish casing). */
export async function takenNames(db: Runner, courseId: number, termId: number): Promise<Set<string>> {
  const found = await rows<{ name: string }>(
    db,
    sql`select name from sections where course_id = ${courseId} and term_id = ${termId}`,
  )
  return new Set(found.map((r) => r.name.trim().toLocaleUpperCase('tr')))
}

/** The sections of a term that could conflict: same classroom or a shared instructor (excluding `exceptId`). */
export async function conflictCandidates(
  db: Runner,
  termId: number,
  classrooms: readonly string[],
  instructorIds: readonly number[],
  exceptId: number | null,
  lang: Language,
): Promise<SectionRow[]> {
  const rooms = classrooms.map((c) => sql`upper(trim(${c}))`)
  return rows<SectionRow>(
    db,
    sql`${sectionSelect(lang)} where s.term_id = ${termId} and s.lesson_time is not null
      ${exceptId ? sql`and s.id <> ${exceptId}` : sql``}
      and (${rooms.length ? sql`upper(trim(s.classroom)) in (${sql.join(rooms, sql`, `)})` : sql`false`}
        or ${
          instructorIds.length
            ? sql`exists (select 1 from section_instructors si where si.section_id = s.id
                and si.staff_member_id in (${idList(instructorIds)}))`
            : sql`false`
        })`,
  )
}

/** Serialises section definition writes of one term (conflict checks then see each other's rows). */
export async function lockTerm(tx: Runner, termId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(722022, ${termId})`)
}

/** Replaces the instructors of a section. */
export async function setInstructors(tx: Runner, sectionId: number, ids: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from section_instructors where section_id = ${sectionId}`)
  if (ids.length)
    await tx.execute(
      sql`insert into section_instructors (section_id, staff_member_id) values ${sql.join(
        ids.map((id) => sql`(${sectionId}, ${id})`),
        sql`, `,
      )}`,
    )
}
