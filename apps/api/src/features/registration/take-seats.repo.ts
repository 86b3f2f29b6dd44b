/**
 * The registration add's write for many adds at once (issue 40, "cut the add's database work"): the adds that
 * reach their write in the same turn of the event loop (add-batcher.ts) are written by one statement, one
 * round trip and one commit, instead of one each. Each add keeps the single write's meaning (`takeSeat` in
 * basket-add.repo.ts): its basket must still be at the version its read saw, a seat is taken only while one
 * is free, the item, the audit row and the stored answer are written with the seat, and nothing is written
 * for an add whose key is already stored.
 *
 * Seats are granted in the batch's order: the sections are locked (in id order), each section's adds are
 * ranked by their place in the batch and the first `free` of them get a seat; one update per section adds the
 * seats granted. A batch holds one add per basket (the later adds of a student in the same batch read again,
 * as two concurrent adds of one student always did).
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { namedQuery } from '../../db/prepared.ts'
import type { AuditActor } from '../../platform/audit/audit.ts'

/** One add's write: what `takeSeat` takes. */
export interface SeatToTake {
  /** The basket read, null when the student has none in the term yet. */
  basketId: number | null
  /** The basket's version at the read (0 when there was none). */
  version: number
  studentId: number
  termId: number
  sectionId: number
  courseId: number
  personId: number
  /** The Idempotency-Key and the request's hash (idempotency.ts). */
  key: string
  requestHash: string
  /** The success answer to store under the key (the add's `Basket`, JSON-serialisable). */
  answer: unknown
  /** Who adds (the audit row's actor, impersonator and proxy grantor). */
  actor: AuditActor
  studentNo: string
}

/**
 * What became of one add's write: `held` (seat, item, audit row and answer written), `full` (the basket was
 * current but the section had no free seat), `stale` (the basket changed since the read, or an earlier add of the
 * batch is the same student's or under the same key: read again), `keyTaken` (an answer was stored under the key meanwhile: read
 * again and replay it). Nothing was written for an add that is not `held` (a basket created by a first add
 * stays, empty, as with the single write).
 */
export type SeatOutcome = 'held' | 'full' | 'stale' | 'keyTaken'

/**
 * Writes `adds` in one statement (one transaction); returns each add's outcome, in the order given. Throws
 * the driver's error when the statement fails (then nothing was written; e.g. a deadlock with another
 * basket change, 40P01): the caller writes the adds one by one instead.
 */
export async function takeSeats(db: Database, adds: SeatToTake[]): Promise<SeatOutcome[]> {
  const input = adds.map((a, ord) => ({
    ord,
    basketId: a.basketId,
    version: a.version,
    studentId: a.studentId,
    termId: a.termId,
    sectionId: a.sectionId,
    courseId: a.courseId,
    personId: a.personId,
    key: a.key,
    requestHash: a.requestHash,
    answer: { data: a.answer },
    actor: a.actor.personId,
    impersonator: a.actor.impersonatorPersonId,
    onBehalfOf: a.actor.onBehalfOfRegistryNo,
    studentNo: a.studentNo,
  }))
  const result = await namedQuery<{ ord: number; outcome: SeatOutcome }>(
    db,
    'registration_take_seats_v2',
    sql`with a as (
        select * from json_to_recordset(${JSON.stringify(input)}::json) as x(ord int, "basketId" int, version int,
          "studentId" int, "termId" int, "sectionId" int, "courseId" int, "personId" int, key text,
          "requestHash" text, answer json, actor int, impersonator int, "onBehalfOf" text, "studentNo" text))
      , one as (
        select * from (select distinct on ("studentId", "termId") * from a order by "studentId", "termId", ord) u
        where not exists (select 1 from a d where d."personId" = u."personId" and d.key = u.key and d.ord < u.ord))
      , created as (
        insert into registration_baskets (student_id, term_id, version)
        select "studentId", "termId", version + 1 from one where "basketId" is null
        on conflict (student_id, term_id) do nothing returning id, student_id, term_id)
      , locked as (
        select b.id, one.ord from registration_baskets b join one on b.id = one."basketId" and b.version = one.version
        order by b.id for update of b)
      , cur as (
        select one.*, coalesce(l.id, c.id) as bid,
          row_number() over (partition by one."sectionId" order by one.ord) as rank
        from one left join locked l on l.ord = one.ord
          left join created c on one."basketId" is null and c.student_id = one."studentId" and c.term_id = one."termId"
        where l.id is not null or c.id is not null)
      , sec as (
        select s.id, s.quota - s.registered_count - s.basket_count as free from sections s
        where s.id = any(array(select "sectionId" from cur)) order by s.id for update)
      , granted as (select cur.* from cur join sec on sec.id = cur."sectionId" where cur.rank <= sec.free)
      , stored as (
        insert into registration_idempotency (person_id, key, request_hash, status_code, response)
        select "personId", key, "requestHash", 200, answer::jsonb from granted
        on conflict do nothing returning person_id, key)
      , won as (select g.* from granted g join stored s on s.person_id = g."personId" and s.key = g.key)
      , seat as (
        update sections s set basket_count = s.basket_count + w.n
        from (select "sectionId", count(*)::int as n from won group by "sectionId") w
        where s.id = w."sectionId" returning s.id)
      , bump as (
        update registration_baskets b set version = b.version + 1, updated_at = now()
        from won join locked l on l.ord = won.ord where b.id = l.id returning b.id)
      , item as (
        insert into registration_items (basket_id, section_id, course_id)
        select bid, "sectionId", "courseId" from won returning basket_id)
      , audited as (
        insert into audit_log (actor_person_id, impersonator_person_id, on_behalf_of_registry_no, entity,
          entity_id, action, after)
        select actor, impersonator, "onBehalfOf", 'registration-item', bid || ':' || "sectionId", 'add',
          jsonb_build_object('basketId', bid, 'sectionId', "sectionId", 'courseId', "courseId",
            'studentNo', "studentNo")
        from won returning 1)
      select a.ord,
        case when won.ord is not null then 'held'
          when g.ord is not null then 'keyTaken'
          when cur.ord is null then 'stale'
          when sec.free > (select count(*) from won w2 where w2."sectionId" = cur."sectionId") then 'stale'
          else 'full' end as outcome
      from a left join cur on cur.ord = a.ord left join granted g on g.ord = a.ord
        left join won on won.ord = a.ord left join sec on sec.id = cur."sectionId"
      order by a.ord`,
  )
  return result.map((r) => r.outcome)
}
