/**
 * Registration queries (issue 7): people and terms from the core tables, opened sections with live seat
 * counts, baskets and their items, and the seat moves. Seats are only ever taken by the conditional
 * `UPDATE sections … WHERE registered_count + basket_count < quota`, so a section never holds more than its
 * quota whatever the concurrency or the number of API instances.
 */
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'
import type { Tx } from './idempotency.ts'
import { registrationBaskets } from './registration.schema.ts'

/** Anything that can run SQL: the database or a transaction. */
export type Runner = Pick<Database, 'execute'>

/** The rows of an `execute` result on either engine. */
export async function rows<T>(runner: Runner, query: SQL): Promise<T[]> {
  const result = await runner.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

/** The active academic term. */
export interface TermInfo {
  id: number
  nameTr: string
  nameEn: string
  season: 'fall' | 'spring' | 'summer'
}

/** The active term, or null when none is active. */
export async function activeTerm(runner: Runner): Promise<TermInfo | null> {
  const [t] = await rows<TermInfo>(
    runner,
    sql`select id, name_tr as "nameTr", name_en as "nameEn", season from academic_terms where is_active limit 1`,
  )
  return t ?? null
}

/** A studentship with its programme. `deptId` is the programme's parent (the course-owning department). */
export interface StudentInfo {
  id: number
  personId: number
  studentNo: string
  fullName: string
  status: string
  classYear: number
  programmeId: number
  programmeTr: string
  programmeEn: string
  level: string | null
  deptId: number | null
  advisorId: number | null
}

export const STUDENT_SELECT = sql`select st.id, st.person_id as "personId", st.student_no as "studentNo",
  p.first_name || ' ' || p.last_name as "fullName", st.status, st.class_year as "classYear",
  st.programme_id as "programmeId", u.name_tr as "programmeTr", u.name_en as "programmeEn", u.level,
  u.parent_id as "deptId", st.advisor_id as "advisorId"
  from students st join persons p on p.id = st.person_id join units u on u.id = st.programme_id`

/** The studentship numbered `studentNo`, or null. */
export async function studentByNo(runner: Runner, studentNo: string): Promise<StudentInfo | null> {
  const [s] = await rows<StudentInfo>(runner, sql`${STUDENT_SELECT} where st.student_no = ${studentNo}`)
  return s ?? null
}

/** Active staff-member ids of a person (usually one). */
export async function staffIdsOfPerson(runner: Runner, personId: number): Promise<number[]> {
  const r = await rows<{ id: number }>(
    runner,
    sql`select id from staff_members where person_id = ${personId} and is_active`,
  )
  return r.map((x) => x.id)
}

/** The staff-member id with registry number `registryNo`, or null. */
export async function staffIdByRegistryNo(runner: Runner, registryNo: string): Promise<number | null> {
  const [r] = await rows<{ id: number }>(
    runner,
    sql`select id from staff_members where registry_no = ${registryNo}`,
  )
  return r?.id ?? null
}

/**
 * The condition "course `c` belongs to the curriculum of a programme under department `deptId`": the
 * department's own courses, plus the university-wide common courses for associate and bachelor programmes.
 */
export function inCurriculum(deptId: number | null, level: string | null): SQL {
  return inCurriculumOf(sql`${deptId ?? -1}`, sql`${level ?? ''}::text`)
}

/** The same condition with the department and the programme level given as SQL expressions. */
export function inCurriculumOf(deptId: SQL, level: SQL): SQL {
  return sql`coalesce(c.unit_id = ${deptId} or (${level} in ('bachelor', 'associate')
      and c.unit_id in (select cu.id from units cu join units up on up.id = cu.parent_id
        where up.kind = 'university' and cu.kind = 'department')), false)`
}

/** Filters of an opened-sections query. */
export interface SectionFilters {
  code?: string | undefined
  name?: string | undefined
  unitId?: number | undefined
  courseType?: string | undefined
  educationType?: string | undefined
  onlyFree?: boolean | undefined
}

/** One opened section row as queried. */
export interface SectionRowOut {
  sectionId: number
  sectionName: string
  quota: number
  capacity: number
  registeredCount: number
  basketCount: number
  classroom: string | null
  lessonTime: string | null
  courseId: number
  code: string
  nameTr: string
  nameEn: string
  category: 'required' | 'elective'
  credit: number
  ects: number
  theoryHours: number
  practiceHours: number
  labHours: number
  semester: number
  courseType: string
  educationType: string
  unitId: number
  unitTr: string
  unitEn: string
  instructors: string[] | null
  total: number
}

/** A page of opened sections of `termId` matching `f`, optionally limited by `scope` (a SQL condition on c). */
export async function openedSections(
  runner: Runner,
  termId: number,
  f: SectionFilters,
  page: { page: number; pageSize: number } | null,
  scope: SQL | null,
): Promise<SectionRowOut[]> {
  const where: SQL[] = [sql`s.term_id = ${termId}`]
  if (scope) where.push(scope)
  if (f.code) where.push(sql`c.code ilike ${`${f.code.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`)
  const name = foldedContains([sql`c.name_tr`, sql`c.name_en`], f.name)
  if (name) where.push(name)
  if (f.unitId) where.push(sql`c.unit_id = ${f.unitId}`)
  if (f.courseType) where.push(sql`c.course_type = ${f.courseType}`)
  if (f.educationType) where.push(sql`c.education_type = ${f.educationType}`)
  if (f.onlyFree) where.push(sql`s.registered_count + s.basket_count < s.quota`)
  const limit = page ? sql` limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}` : sql``
  return rows<SectionRowOut>(
    runner,
    sql`select s.id as "sectionId", s.name as "sectionName", s.quota, s.capacity,
      s.registered_count as "registeredCount", s.basket_count as "basketCount", s.classroom,
      s.lesson_time as "lessonTime", c.id as "courseId", c.code, c.name_tr as "nameTr", c.name_en as "nameEn",
      c.category, c.credit, c.ects, c.theory_hours as "theoryHours", c.practice_hours as "practiceHours",
      c.lab_hours as "labHours", c.semester, c.course_type as "courseType",
      c.education_type as "educationType", c.unit_id as "unitId", u.name_tr as "unitTr", u.name_en as "unitEn",
      (select array_agg(p.first_name || ' ' || p.last_name order by ${orderByTurkish(sql`p.last_name`)}, sm.id)
         from section_instructors si join staff_members sm on sm.id = si.staff_member_id
         join persons p on p.id = sm.person_id where si.section_id = s.id) as instructors,
      (count(*) over())::int as total
    from sections s join courses c on c.id = s.course_id join units u on u.id = c.unit_id
    where ${sql.join(where, sql` and `)}
    order by c.code, length(s.name), s.name${limit}`,
  )
}

/** Distinct filter values of the courses opened in `termId` within `scope`. */
export async function filterValues(runner: Runner, termId: number, scope: SQL | null) {
  const cond = scope ? sql` and ${scope}` : sql``
  const [r] = await rows<{
    units: { id: number; tr: string; en: string }[] | null
    courseTypes: string[] | null
    educationTypes: string[] | null
  }>(
    runner,
    sql`select
      (select json_agg(x order by ${orderByTurkish(sql`x.tr`)}, x.id) from (select distinct u.id, u.name_tr as tr, u.name_en as en
         from sections s join courses c on c.id = s.course_id join units u on u.id = c.unit_id
         where s.term_id = ${termId}${cond}) x) as units,
      (select array_agg(distinct c.course_type) from sections s join courses c on c.id = s.course_id
         where s.term_id = ${termId}${cond}) as "courseTypes",
      (select array_agg(distinct c.education_type) from sections s join courses c on c.id = s.course_id
         where s.term_id = ${termId}${cond}) as "educationTypes"`,
  )
  return { units: r?.units ?? [], courseTypes: r?.courseTypes ?? [], educationTypes: r?.educationTypes ?? [] }
}

/** Every term, newest first. */
export async function allTerms(runner: Runner) {
  return rows<{ id: number; nameTr: string; nameEn: string; isActive: boolean }>(
    runner,
    sql`select id, name_tr as "nameTr", name_en as "nameEn", is_active as "isActive" from academic_terms
      order by starts_on desc`,
  )
}

/** A basket row. */
export interface BasketRow {
  id: number
  status: 'draft' | 'submitted' | 'approved' | 'rejected' | 'returned'
  version: number
  reason: string | null
  submittedAt: string | Date | null
  decidedAt: string | Date | null
}

export const BASKET_COLS = sql`id, status, version, reason, submitted_at as "submittedAt", decided_at as "decidedAt"`

/** The basket of a studentship in a term, or null. `lock` takes a row lock (inside a transaction). */
export async function basketOf(
  runner: Runner,
  studentId: number,
  termId: number,
  lock = false,
): Promise<BasketRow | null> {
  const [b] = await rows<BasketRow>(
    runner,
    sql`select ${BASKET_COLS} from registration_baskets where student_id = ${studentId} and term_id = ${termId}
      ${lock ? sql`for update` : sql``}`,
  )
  return b ?? null
}

/**
 * The basket of a studentship in a term, created when absent, locked and with its version bumped: every
 * change of one student's basket is serialised on this row (limits can't be beaten by parallel adds).
 */
export async function lockBasketForChange(tx: Tx, studentId: number, termId: number): Promise<BasketRow> {
  const [b] = await rows<BasketRow>(
    tx,
    sql`insert into registration_baskets (student_id, term_id) values (${studentId}, ${termId})
      on conflict (student_id, term_id) do update
        set version = registration_baskets.version + 1, updated_at = now()
      returning ${BASKET_COLS}`,
  )
  if (!b) throw new Error('basket not created')
  return b
}

/** One held section with its course, as the basket shows it. */
export interface ItemRow {
  sectionId: number
  courseId: number
  sectionName: string
  lessonTime: string | null
  classroom: string | null
  code: string
  nameTr: string
  nameEn: string
  category: 'required' | 'elective'
  credit: number
  ects: number
  isRepeat: boolean
}

/** The sections held by basket `basketId`; `isRepeat` when the course was approved in another term. */
export async function itemsOf(runner: Runner, basketId: number, studentId: number): Promise<ItemRow[]> {
  return rows<ItemRow>(
    runner,
    sql`select ri.section_id as "sectionId", ri.course_id as "courseId", s.name as "sectionName",
      s.lesson_time as "lessonTime", s.classroom, c.code, c.name_tr as "nameTr", c.name_en as "nameEn",
      c.category, c.credit, c.ects,
      exists (select 1 from registration_items r2 join registration_baskets b2 on b2.id = r2.basket_id
        where b2.student_id = ${studentId} and b2.id <> ${basketId} and b2.status = 'approved'
          and r2.course_id = ri.course_id) as "isRepeat"
    from registration_items ri join sections s on s.id = ri.section_id join courses c on c.id = ri.course_id
    where ri.basket_id = ${basketId} order by c.code`,
  )
}

/** A section to add: its course, term and whether it is in the student's curriculum. */
export interface SectionToAdd extends ItemRow {
  termId: number
  inCurriculum: boolean
  full: boolean
}

/**
 * The two columns `section` (the section to add, JSON, null when unknown) and `items` (JSON array of the held
 * sections, null when none) for basket `basketId` (an SQL expression, so a caller can name it by a subquery).
 * When the condition `skipItems` holds, `items` is null without being read.
 */
export function sectionAndItemsColumns(
  sectionId: number | SQL,
  basketId: SQL,
  student: { id: SQL; deptId: SQL; level: SQL },
  skipItems: SQL = sql`false`,
): SQL {
  return sql`(select row_to_json(x) from (select s.id as "sectionId", c.id as "courseId", s.name as "sectionName",
        s.lesson_time as "lessonTime", s.classroom, c.code, c.name_tr as "nameTr", c.name_en as "nameEn",
        c.category, c.credit, c.ects, s.term_id as "termId",
        ${inCurriculumOf(student.deptId, student.level)} as "inCurriculum",
        exists (select 1 from registration_items r2 join registration_baskets b2 on b2.id = r2.basket_id
          where b2.student_id = ${student.id} and b2.term_id <> s.term_id and b2.status = 'approved'
            and r2.course_id = c.id) as "isRepeat",
        s.registered_count + s.basket_count >= s.quota as full
        from sections s join courses c on c.id = s.course_id where s.id = ${sectionId}) x) as section,
      case when ${skipItems} then null else (select json_agg(y order by y.code) from (select ri.section_id as "sectionId", ri.course_id as "courseId",
        s.name as "sectionName", s.lesson_time as "lessonTime", s.classroom, c.code, c.name_tr as "nameTr",
        c.name_en as "nameEn", c.category, c.credit, c.ects,
        exists (select 1 from registration_items r2 join registration_baskets b2 on b2.id = r2.basket_id
          where b2.student_id = ${student.id} and b2.id <> ${basketId} and b2.status = 'approved'
            and r2.course_id = ri.course_id) as "isRepeat"
        from registration_items ri join sections s on s.id = ri.section_id join courses c on c.id = ri.course_id
        where ri.basket_id = ${basketId}) y) end as items`
}

/** The studentship `studentNo` with the active term (null term when none is active), in one round trip. */
export async function studentAndTerm(
  runner: Runner,
  studentNo: string,
): Promise<{ student: StudentInfo; term: TermInfo | null } | null> {
  const [r] = await rows<
    StudentInfo & { termId: number | null; termTr: string; termEn: string; season: TermInfo['season'] }
  >(
    runner,
    sql`select x.*, t.id as "termId", t.name_tr as "termTr", t.name_en as "termEn", t.season
      from (${STUDENT_SELECT} where st.student_no = ${studentNo}) x
      left join academic_terms t on t.is_active`,
  )
  if (!r) return null
  const { termId, termTr, termEn, season, ...student } = r
  return { student, term: termId === null ? null : { id: termId, nameTr: termTr, nameEn: termEn, season } }
}

/** Drops `sectionId` from the basket and gives its basket seat back; false when it was not held. */
export async function releaseSeat(tx: Tx, basketId: number, sectionId: number): Promise<boolean> {
  const [r] = await rows<{ n: number }>(
    tx,
    sql`with item as (
        delete from registration_items where basket_id = ${basketId} and section_id = ${sectionId}
        returning section_id)
      , seat as (
        update sections set basket_count = basket_count - 1 where id in (select section_id from item)
        returning id)
      select count(*)::int as n from seat`,
  )
  return (r?.n ?? 0) === 1
}

/**
 * Moves the seats of basket `basketId` between the counters: `toRegistered` (approval) turns basket seats into
 * registered ones; otherwise (approval removed) back. The sum per section never changes. The sections are
 * locked in id order first, as the batched add locks them (take-seats.repo.ts), so the two never deadlock.
 */
export async function moveSeats(tx: Tx, basketId: number, toRegistered: boolean): Promise<number> {
  const set = toRegistered
    ? sql`basket_count = basket_count - 1, registered_count = registered_count + 1`
    : sql`basket_count = basket_count + 1, registered_count = registered_count - 1`
  const r = await rows<{ id: number }>(
    tx,
    sql`with locked as (select id from sections
        where id in (select section_id from registration_items where basket_id = ${basketId}) order by id for update)
      update sections set ${set}, version = version + 1 where id = any(array(select id from locked)) returning id`,
  )
  return r.length
}

/** Curriculum course rows of a programme (department + common courses) with the student's standing. */
export interface CurriculumRow {
  courseId: number
  code: string
  nameTr: string
  nameEn: string
  category: 'required' | 'elective'
  semester: number
  credit: number
  ects: number
  taken: boolean
  current: boolean
  inBasket: boolean
  opened: boolean
}

/** The curriculum of `student` for `termId`, by semester then code. */
export async function curriculumOf(runner: Runner, student: StudentInfo, termId: number) {
  return rows<CurriculumRow>(
    runner,
    sql`select c.id as "courseId", c.code, c.name_tr as "nameTr", c.name_en as "nameEn", c.category,
      c.semester, c.credit, c.ects,
      exists (select 1 from registration_items r join registration_baskets b on b.id = r.basket_id
        where b.student_id = ${student.id} and b.term_id <> ${termId} and b.status = 'approved'
          and r.course_id = c.id) as taken,
      exists (select 1 from registration_items r join registration_baskets b on b.id = r.basket_id
        where b.student_id = ${student.id} and b.term_id = ${termId} and b.status = 'approved'
          and r.course_id = c.id) as current,
      exists (select 1 from registration_items r join registration_baskets b on b.id = r.basket_id
        where b.student_id = ${student.id} and b.term_id = ${termId} and b.status <> 'approved'
          and r.course_id = c.id) as "inBasket",
      exists (select 1 from sections s where s.course_id = c.id and s.term_id = ${termId}) as opened
    from courses c where ${inCurriculum(student.deptId, student.level)}
    order by c.semester, c.category, c.code`,
  )
}

/** Changes a basket's status (and reason / timestamps / decider); bumps its version; returns the new row. */
export async function updateBasket(
  tx: Tx,
  basketId: number,
  set: {
    status: BasketRow['status']
    reason?: string | null
    submittedAt?: Date
    decidedAt?: Date | null
    decidedByPersonId?: number | null
  },
): Promise<BasketRow> {
  const [b] = await tx
    .update(registrationBaskets)
    .set({ ...set, version: sql`${registrationBaskets.version} + 1`, updatedAt: new Date() })
    .where(eq(registrationBaskets.id, basketId))
    .returning({
      id: registrationBaskets.id,
      status: registrationBaskets.status,
      version: registrationBaskets.version,
      reason: registrationBaskets.reason,
      submittedAt: registrationBaskets.submittedAt,
      decidedAt: registrationBaskets.decidedAt,
    })
  if (!b) throw new Error('basket vanished')
  return b
}
