/**
 * The statements of "add a section to the basket" on the registration-day path (issue 7 "built for the
 * registration-day rush"): one read and one atomic write, no explicit transaction. The write takes the seat
 * only if the basket is still the version the read saw (optimistic concurrency per student: every change to
 * a basket bumps its version), so rules checked on the read (time conflicts, credit and ECTS limits, one
 * section per course) hold at the write; when it changed, the add reads again; the seat itself is only ever taken by the conditional
 * `UPDATE sections … WHERE registered_count + basket_count < quota`, and the idempotent answer is inserted in
 * the same statement, so a key that is already stored makes the whole statement fail (23505) and change nothing.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { namedQuery } from '../../db/prepared.ts'
import type { AuditActor } from '../../platform/audit/audit.ts'
import type { StoredAnswer, StoredRefusal } from './idempotency.ts'
import {
  BASKET_COLS,
  type BasketRow,
  type ItemRow,
  type Runner,
  type SectionToAdd,
  STUDENT_SELECT,
  type StudentInfo,
  sectionAndItemsColumns,
  type TermInfo,
} from './registration.repo.ts'

/** What the add reads in one round trip. */
export interface AddSnapshot {
  /** The caller's studentship, null when the number is unknown. */
  student: StudentInfo | null
  /** The active term, null when none is active. */
  term: TermInfo | null
  /** The answer already stored for the caller's key, if any. */
  stored: StoredAnswer | null
  /**
   * True when the section of this term was full at the read and the statement itself stored the "section
   * full" refusal under the key (the caller only answers it); `basket` and `items` are then not read.
   */
  refusedFull: boolean
  /**
   * When the target asked for a session check: true when the session is live and has the caller's facts
   * (then `impersonatorRoleId` is its impersonator's role). Always true without a check.
   */
  sessionLive: boolean
  impersonatorRoleId: number | null
  /** The student's basket of the term, null before the first change. */
  basket: BasketRow | null
  section: SectionToAdd | null
  items: ItemRow[]
}

/**
 * The session the add's statement checks (issue 40, last points: the guard left it to the statement): live at
 * `at` (not revoked, before its 12 h end), a student session of the target's person and studentship, with
 * this active role and impersonator, no proxy.
 */
export interface SessionToCheck {
  id: string
  at: Date
  activeRoleId: number
  impersonatorPersonId: number | null
}

/** Who adds what: the caller, the key and its request hash, the studentship number and the section. */
export interface AddTarget {
  personId: number
  key: string
  requestHash: string
  studentNo: string
  sectionId: number
  /** The caller's session to check in the statement; null when the guard has read it. */
  session: SessionToCheck | null
}

/**
 * Reads in one statement the caller's session when asked (`t.session`: nothing is written unless it is live
 * with the caller's facts), the studentship and the active term (the caller's context), the stored answer of
 * the key, the basket, the section and the held sections. A full section is refused in the same statement
 * (issue 23, third pass): when the caller is the studentship's active owner, a term is active, no answer is
 * stored under the key and the section is of that term and full, the statement stores the refusal
 * `registration.sectionFull` (422, the same row `storeRefusal` writes) and skips the basket and items;
 * a concurrent request that stored the key first wins (`on conflict do nothing`, then `refusedFull` false).
 * That transaction commits with `synchronous_commit` off (it changed nothing but the stored refusal; see
 * docs/decisions.md "The registration add under the rush"); every other write waits for the flush as ever.
 */
export async function addSnapshot(db: Database, t: AddTarget): Promise<AddSnapshot> {
  const basketId: SQL = sql`(select id from bk)`
  const skip = sql`exists (select 1 from refused)`
  const check = t.session !== null
  const [r] = await namedQuery<Omit<AddSnapshot, 'items'> & { items: ItemRow[] | null }>(
    db,
    'registration_add_snapshot_v3',
    sql`with sess as (select impersonator_role_id as "impersonatorRoleId" from sessions
        where ${check}::boolean and id = ${t.session?.id ?? ''}::text and revoked_at is null
          and expires_at > ${(t.session?.at ?? new Date(0)).toISOString()}::timestamptz and kind = 'student'
          and person_id = ${t.personId}::int and active_student_no = ${t.studentNo}::text
          and active_role_id = ${t.session?.activeRoleId ?? 0}::int and not is_proxy
          and impersonator_person_id is not distinct from ${t.session?.impersonatorPersonId ?? null}::int)
      , me as (${STUDENT_SELECT} where st.student_no = ${t.studentNo})
      , term as (select id, name_tr as "nameTr", name_en as "nameEn", season from academic_terms
        where is_active limit 1)
      , prior as (select request_hash as "requestHash", status_code as "statusCode", response
          from registration_idempotency where person_id = ${t.personId} and key = ${t.key})
      , full_section as (select s.name, c.code from sections s join courses c on c.id = s.course_id
          where s.id = ${t.sectionId} and s.registered_count + s.basket_count >= s.quota
            and s.term_id = (select id from term))
      , refused as (
        insert into registration_idempotency (person_id, key, request_hash, status_code, response)
        select ${t.personId}::int, ${t.key}::text, ${t.requestHash}::text, 422,
          jsonb_build_object('messageKey', 'registration.sectionFull',
            'params', jsonb_build_object('code', f.code, 'section', f.name), 'data', null)
        from full_section f
        where exists (select 1 from me where "personId" = ${t.personId}::int and status = 'active')
          and not exists (select 1 from prior)
          and (not ${check}::boolean or exists (select 1 from sess))
        on conflict do nothing returning 1)
      , bk as (select ${BASKET_COLS} from registration_baskets
        where student_id = (select id from me) and term_id = (select id from term) and not ${skip})
      select
        (not ${check}::boolean or exists (select 1 from sess)) as "sessionLive",
        (select "impersonatorRoleId" from sess) as "impersonatorRoleId",
        (select row_to_json(me) from me) as student,
        (select row_to_json(term) from term) as term,
        (select row_to_json(prior) from prior) as stored,
        ${skip} as "refusedFull",
        -- A stored refusal records that nothing changed: its commit does not wait for the WAL flush.
        case when ${skip} then set_config('synchronous_commit', 'off', true) end as "asyncCommit",
        (select row_to_json(bk) from bk) as basket,
        ${sectionAndItemsColumns(
          t.sectionId,
          basketId,
          {
            id: sql`(select id from me)`,
            deptId: sql`(select "deptId" from me)`,
            level: sql`(select level from me)`,
          },
          skip,
        )}`,
  )
  return {
    student: r?.student ?? null,
    term: r?.term ?? null,
    stored: r?.stored ?? null,
    refusedFull: r?.refusedFull ?? false,
    sessionLive: r?.sessionLive ?? false,
    impersonatorRoleId: r?.impersonatorRoleId ?? null,
    basket: r?.basket ?? null,
    section: r?.section ?? null,
    items: r?.items ?? [],
  }
}

/** The outcome of `takeSeat`. */
export interface TakeSeatResult {
  /** False when the basket changed (or left the editable states) since the read: read again. */
  basketCurrent: boolean
  /** True when the seat was free and is now held, with the item and the stored answer. */
  held: boolean
}

/**
 * In one statement: locks basket `basketId` if it is still at `version` (every change of a basket, its status
 * included, bumps the version, so the state the rules were checked on still holds) — or, when `basketId` is
 * null (the student's first add of the term), creates the basket at `version + 1` unless another request
 * created it meanwhile (then `basketCurrent` is false: read again) —, takes a seat of the section when one is
 * free, and only then bumps the basket's version, records the item, writes its audit row (entity
 * 'registration-item', action 'add'; issue 15) and stores the success `answer` under the key. Throws the
 * driver's 23505 when the key is already stored (then nothing changed). A created basket stays (empty,
 * draft) when the section was full at the write, as a basket created before the add's write always did.
 */
export async function takeSeat(
  db: Database,
  a: {
    /** The basket read, null when the student has none in the term yet. */
    basketId: number | null
    version: number
    studentId: number
    termId: number
    sectionId: number
    courseId: number
    personId: number
    key: string
    requestHash: string
    answer: unknown
    /** Who adds (audited in the same statement, issue 15). */
    actor: AuditActor
    studentNo: string
  },
): Promise<TakeSeatResult> {
  const [r] = await namedQuery<{ basket: number; held: number }>(
    db,
    'registration_take_seat_v2',
    sql`with created as (
        insert into registration_baskets (student_id, term_id, version)
        select ${a.studentId}::int, ${a.termId}::int, ${a.version}::int + 1 where ${a.basketId}::int is null
        on conflict (student_id, term_id) do nothing returning id)
      , locked as (
        select id from registration_baskets
        where id = ${a.basketId}::int and version = ${a.version}::int for update)
      , b as (select id from locked union all select id from created)
      , seat as (
        update sections set basket_count = basket_count + 1
        where id = ${a.sectionId} and registered_count + basket_count < quota and exists (select 1 from b)
        returning id)
      , bump as (
        update registration_baskets set version = version + 1, updated_at = now()
        where id = (select id from locked) and exists (select 1 from seat) returning id)
      , item as (
        insert into registration_items (basket_id, section_id, course_id)
        select (select id from b), id, ${a.courseId} from seat returning basket_id, section_id)
      , stored as (
        insert into registration_idempotency (person_id, key, request_hash, status_code, response)
        select ${a.personId}, ${a.key}, ${a.requestHash}, 200, ${JSON.stringify({ data: a.answer })}::jsonb
        where exists (select 1 from item)
          and (exists (select 1 from bump) or exists (select 1 from created)) returning 1)
      , audited as (
        insert into audit_log (actor_person_id, impersonator_person_id, on_behalf_of_registry_no, entity,
          entity_id, action, after)
        select ${a.actor.personId}::int, ${a.actor.impersonatorPersonId}::int, ${a.actor.onBehalfOfRegistryNo}::text,
          'registration-item', basket_id || ':' || section_id, 'add',
          jsonb_build_object('basketId', basket_id, 'sectionId', section_id, 'courseId', ${a.courseId}::int,
            'studentNo', ${a.studentNo}::text)
        from item returning 1)
      select (select count(*) from b)::int as basket, (select count(*) from stored)::int as held`,
  )
  return { basketCurrent: (r?.basket ?? 0) === 1, held: (r?.held ?? 0) === 1 }
}

/**
 * Stores a refusal (nothing changed) under the key. Throws the driver's 23505 when the key is already stored:
 * another request with the same key won, and its answer is the one to give.
 */
export async function storeRefusal(
  runner: Runner,
  a: { personId: number; key: string; requestHash: string; statusCode: number; refusal: StoredRefusal },
): Promise<void> {
  await runner.execute(
    sql`insert into registration_idempotency (person_id, key, request_hash, status_code, response)
      values (${a.personId}, ${a.key}, ${a.requestHash}, ${a.statusCode}, ${JSON.stringify(a.refusal)}::jsonb)`,
  )
}
