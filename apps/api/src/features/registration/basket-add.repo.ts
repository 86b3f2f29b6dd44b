/**
 * The statements of "add a section to the basket" on the registration-day path (issue 7 "built for the
 * registration-day rush"): one read here and one atomic write (take-seats.repo.ts, many adds per statement),
 * no explicit transaction. The write takes the seat only if the basket is still the version the read saw
 * (optimistic concurrency per student: every change to a basket bumps its version), so rules checked on the
 * read (time conflicts, credit and ECTS limits, one section per course) hold at the write; when it changed,
 * the add reads again. A seat is only ever taken while the locked section has one free, and the idempotent
 * answer is stored in the same statement; a key already stored means nothing is written for that add.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { namedQuery } from '../../db/prepared.ts'
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
 * Reads, for each of `targets` in one statement (issue 40: the adds that reach their read in the same turn go
 * together, add-batcher.ts), the caller's session when asked (`t.session`: nothing is written for a target
 * unless it is live with the caller's facts), the studentship and the active term (the caller's context), the
 * stored answer of the key, the basket, the section and the held sections; returns the snapshots in the order
 * of `targets`. A full section is refused in the same statement (issue 23, third pass): when the caller is the
 * studentship's active owner, a term is active, no answer is stored under the key and the section is of that
 * term and full, the statement stores the refusal `registration.sectionFull` (422, the same row
 * `storeRefusal` writes) and skips the basket and items; a concurrent request that stored the key first wins
 * (`on conflict do nothing`, then `refusedFull` false), and so does the first of two targets of the batch
 * under one key (the later one finds the key taken at its write and reads again). When the statement stored
 * a refusal its transaction commits with `synchronous_commit` off (it wrote nothing but stored refusals; see
 * docs/decisions.md "The registration add under the rush"); every other write waits for the flush as ever.
 * Throws the driver's error (nothing written).
 */
export async function addSnapshots(db: Database, targets: AddTarget[]): Promise<AddSnapshot[]> {
  const input = targets.map((t, ord) => ({
    ord,
    personId: t.personId,
    key: t.key,
    requestHash: t.requestHash,
    studentNo: t.studentNo,
    sectionId: t.sectionId,
    check: t.session !== null,
    sessionId: t.session?.id ?? null,
    at: t.session?.at.toISOString() ?? null,
    activeRoleId: t.session?.activeRoleId ?? null,
    impersonatorPersonId: t.session?.impersonatorPersonId ?? null,
  }))
  const found = await namedQuery<
    Omit<AddSnapshot, 'items' | 'sessionLive'> & {
      ord: number
      sessionLive: boolean
      items: ItemRow[] | null
    }
  >(
    db,
    'registration_add_snapshots_v1',
    sql`with t as (
        select * from json_to_recordset(${JSON.stringify(input)}::json) as x(ord int, "personId" int, key text,
          "requestHash" text, "studentNo" text, "sectionId" int, "check" boolean, "sessionId" text,
          at timestamptz, "activeRoleId" int, "impersonatorPersonId" int))
      , term as (select id, name_tr as "nameTr", name_en as "nameEn", season from academic_terms
        where is_active limit 1)
      , r as (
        select t.*, sess.ok as "sessionOk", sess."impersonatorRoleId", me.me, me.id as "studentId",
          me."deptId", me.level, me."ownerId", me.status, prior.prior, fs.name as "fullName", fs.code as "fullCode",
          row_number() over (partition by t."personId", t.key order by t.ord) as nth
        from t
        left join lateral (select true as ok, impersonator_role_id as "impersonatorRoleId" from sessions
          where t."check" and id = t."sessionId" and revoked_at is null and expires_at > t.at
            and kind = 'student' and person_id = t."personId" and active_student_no = t."studentNo"
            and active_role_id = t."activeRoleId" and not is_proxy
            and impersonator_person_id is not distinct from t."impersonatorPersonId") sess on true
        left join lateral (select row_to_json(m) as me, m.id, m."deptId", m.level, m."personId" as "ownerId",
          m.status from (${STUDENT_SELECT} where st.student_no = t."studentNo") m) me on true
        left join lateral (select row_to_json(p) as prior from (select request_hash as "requestHash",
            status_code as "statusCode", response from registration_idempotency
          where person_id = t."personId" and key = t.key) p) prior on true
        left join lateral (select s.name, c.code from sections s join courses c on c.id = s.course_id
          where s.id = t."sectionId" and s.registered_count + s.basket_count >= s.quota
            and s.term_id = (select id from term)) fs on true)
      , refused as (
        insert into registration_idempotency (person_id, key, request_hash, status_code, response)
        select "personId", key, "requestHash", 422,
          jsonb_build_object('messageKey', 'registration.sectionFull',
            'params', jsonb_build_object('code', "fullCode", 'section', "fullName"), 'data', null)
        from r
        where "fullCode" is not null and nth = 1 and "ownerId" = "personId" and status = 'active'
          and prior is null and (not "check" or "sessionOk")
        on conflict do nothing returning person_id, key)
      , q as (
        select r.*, nth = 1 and exists (select 1 from refused f where f.person_id = r."personId" and f.key = r.key)
          as skip
        from r)
      select q.ord,
        not q."check" or coalesce(q."sessionOk", false) as "sessionLive",
        q."impersonatorRoleId",
        q.me as student,
        (select row_to_json(term) from term) as term,
        q.prior as stored,
        q.skip as "refusedFull",
        -- A stored refusal records that nothing changed: its commit does not wait for the WAL flush.
        case when q.skip then set_config('synchronous_commit', 'off', true) end as "asyncCommit",
        bk.basket,
        ${sectionAndItemsColumns(
          sql`q."sectionId"`,
          sql`bk.id`,
          { id: sql`q."studentId"`, deptId: sql`q."deptId"`, level: sql`q.level` },
          sql`q.skip`,
        )}
      from q
      left join lateral (select row_to_json(b) as basket, b.id from (select ${BASKET_COLS} from registration_baskets
        where student_id = q."studentId" and term_id = (select id from term) and not q.skip) b) bk on true
      order by q.ord`,
  )
  return found.map((r) => ({
    student: r.student ?? null,
    term: r.term ?? null,
    stored: r.stored ?? null,
    refusedFull: r.refusedFull ?? false,
    sessionLive: r.sessionLive ?? false,
    impersonatorRoleId: r.impersonatorRoleId ?? null,
    basket: r.basket ?? null,
    section: r.section ?? null,
    items: r.items ?? [],
  }))
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
