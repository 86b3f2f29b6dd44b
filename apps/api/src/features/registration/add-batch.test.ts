/**
 * The registration add's batches (issue 40, add-batcher.ts). The write (take-seats.repo.ts): in one statement,
 * seats are granted in the batch's order up to the section's free seats, a student's second add of the batch
 * reads again, a basket read at an older version is not written, a key already stored writes nothing and
 * leaves its seat to a later try, and each held add has its item, audit row and stored answer. Through the
 * API, adds of one turn (read and written together): a revoked session's add is still refused 401 with nothing
 * written beside a live one's, and two adds under one key are written once and answered alike.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from '../../../test/audit-rows.ts'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { rows } from './registration.repo.ts'
import { type SeatToTake, takeSeats } from './take-seats.repo.ts'

let fx: IdentityFixture
let termId = 0
/** Two sections of the active term; `hot` is given exactly two free seats. */
let hot = { id: 0, courseId: 0 }
let other = { id: 0, courseId: 0 }
/** Active students of the active term that hold neither section. */
let students: { id: number; personId: number; studentNo: string }[] = []
let keyNo = 0
/** The new demo student (her registration this term has not started); her adds go through the API. */
const DEMO_STUDENT = '2026101901'

const actor = { personId: 1, impersonatorPersonId: null, onBehalfOfRegistryNo: null }

/** The basket of student `i` as the add's read would see it (null and version 0 before the first add). */
async function basketOf(i: number): Promise<{ basketId: number | null; version: number }> {
  const s = students[i]
  const [b] = await rows<{ id: number; version: number }>(
    fx.testDb.handle.db,
    sql`select id, version from registration_baskets where student_id = ${s?.id ?? 0} and term_id = ${termId}`,
  )
  return { basketId: b?.id ?? null, version: b?.version ?? 0 }
}

/** The write of student `i`'s add of `section`, under a new key unless `key` is given. */
async function seat(i: number, section: { id: number; courseId: number }, key?: string): Promise<SeatToTake> {
  const s = students[i]
  if (!s) throw new Error(`no student ${i}`)
  return {
    ...(await basketOf(i)),
    studentId: s.id,
    termId,
    sectionId: section.id,
    courseId: section.courseId,
    personId: s.personId,
    key: key ?? `take-seats-${++keyNo}-${Date.now()}`,
    requestHash: 'hash',
    answer: { StudentNo: s.studentNo, n: keyNo },
    actor,
    studentNo: s.studentNo,
  }
}

async function state(sectionId: number) {
  const [r] = await rows<{ basket: number; items: number; free: number }>(
    fx.testDb.handle.db,
    sql`select basket_count as basket, quota - registered_count - basket_count as free,
      (select count(*)::int from registration_items where section_id = ${sectionId}) as items
      from sections where id = ${sectionId}`,
  )
  return r
}

beforeAll(async () => {
  fx = await createIdentityFixture(50)
  const db = fx.testDb.handle.db
  const [term] = await rows<{ id: number }>(db, sql`select id from academic_terms where is_active`)
  termId = term?.id ?? 0
  const sections = await rows<{ id: number; courseId: number }>(
    db,
    sql`select id, course_id as "courseId" from sections where term_id = ${termId} order by id limit 2`,
  )
  if (sections.length < 2) throw new Error('no two sections')
  ;[hot, other] = sections as [typeof hot, typeof other]
  await db.execute(sql`update sections set quota = registered_count + basket_count + 2 where id = ${hot.id}`)
  await db.execute(
    sql`update sections set quota = registered_count + basket_count + 50 where id = ${other.id}`,
  )
  students = await rows(
    db,
    sql`select st.id, st.person_id as "personId", st.student_no as "studentNo" from students st
      where st.status = 'active' and st.student_no <> ${DEMO_STUDENT} and not exists (select 1 from registration_items ri
        join registration_baskets b on b.id = ri.basket_id
        where b.student_id = st.id and ri.section_id in (${hot.id}, ${other.id}))
      order by st.id limit 6`,
  )
  if (students.length < 6) throw new Error('no six students')
})
afterAll(async () => {
  await fx?.close()
})

describe(`the batched seat write on ${testEngine}`, () => {
  it('grants the free seats in the batch order, refuses the rest full and reads again a second add of a student', async () => {
    const before = await state(hot.id)
    const batch = [await seat(0, hot), await seat(1, hot), await seat(2, hot), await seat(0, other)]
    expect(await takeSeats(fx.testDb.handle.db, batch)).toEqual(['held', 'held', 'full', 'stale'])
    expect(await state(hot.id)).toEqual({
      basket: (before?.basket ?? 0) + 2,
      items: (before?.items ?? 0) + 2,
      free: 0,
    })
    for (const [i, add] of batch.entries()) {
      const stored = await rows<{ statusCode: number; response: unknown }>(
        fx.testDb.handle.db,
        sql`select status_code as "statusCode", response from registration_idempotency
          where person_id = ${add.personId} and key = ${add.key}`,
      )
      expect(stored).toEqual(i < 2 ? [{ statusCode: 200, response: { data: add.answer } }] : [])
      const basket = await basketOf(i === 3 ? 0 : i)
      const audit = await auditRows(
        fx.testDb.handle.db,
        'registration-item',
        `${basket.basketId}:${add.sectionId}`,
      )
      expect(audit.map((a) => [a.action, a.after])).toEqual(
        i < 2
          ? [
              [
                'add',
                {
                  basketId: basket.basketId,
                  sectionId: hot.id,
                  courseId: hot.courseId,
                  studentNo: add.studentNo,
                },
              ],
            ]
          : [],
      )
    }
    // The student's second add reads again and is written in a later statement.
    expect(await takeSeats(fx.testDb.handle.db, [await seat(0, other)])).toEqual(['held'])
  })

  it('writes nothing for a basket read at an older version', async () => {
    const add = await seat(3, other)
    await takeSeats(fx.testDb.handle.db, [await seat(3, other)]) // the basket changes (created) after the read
    const before = await state(other.id)
    expect(
      await takeSeats(fx.testDb.handle.db, [
        { ...add, version: add.version + 5, basketId: (await basketOf(3)).basketId },
      ]),
    ).toEqual(['stale'])
    expect(await takeSeats(fx.testDb.handle.db, [add])).toEqual(['stale']) // the basket exists now: "first add" is stale too
    expect(await state(other.id)).toEqual(before)
  })

  it('writes nothing under a key already stored and leaves its seat to the next add, which reads again', async () => {
    await fx.testDb.handle.db.execute(sql`update sections set quota = quota + 1 where id = ${hot.id}`)
    const taken = await seat(4, hot, `take-seats-taken-${Date.now()}`)
    await fx.testDb.handle.db.execute(
      sql`insert into registration_idempotency (person_id, key, request_hash, status_code, response)
        values (${taken.personId}, ${taken.key}, 'other', 200, '{}'::jsonb)`,
    )
    const before = await state(hot.id)
    expect(await takeSeats(fx.testDb.handle.db, [taken, await seat(5, hot)])).toEqual(['keyTaken', 'stale'])
    expect(await state(hot.id)).toEqual(before)
    expect(await takeSeats(fx.testDb.handle.db, [await seat(5, hot)])).toEqual(['held'])
    expect(await state(hot.id)).toMatchObject({ free: 0 })
  })

  it('through the API, refuses a revoked session 401 beside a live one in the same turn, and writes one key once', async () => {
    const db = fx.testDb.handle.db
    const sections = await rows<{ id: number; courseId: number }>(
      db,
      sql`select s.id, s.course_id as "courseId" from sections s join courses c on c.id = s.course_id
        join academic_terms t on t.id = s.term_id and t.is_active
        join students st on st.student_no = ${DEMO_STUDENT} join units p on p.id = st.programme_id
        where c.unit_id = p.parent_id and s.registered_count + s.basket_count + 5 < s.quota order by s.id`,
    )
    const first = sections[0]
    const second = sections.find((x) => first && x.courseId !== first.courseId)
    if (!first || !second) throw new Error('no two curriculum sections')
    const revoked = await fx.signIn('student-new')
    await fx.identity.sessions.revoke(revoked.sessionId)
    const live = await fx.signIn('student-new')
    const add = (token: string, sectionId: number, k: string) =>
      fx.call(
        'POST',
        '/api/Registration/Basket/Add',
        token,
        { SectionId: sectionId },
        { 'idempotency-key': k },
      )
    const k = `add-batch-${Date.now()}`
    const [refused, added, again] = await Promise.all([
      add(revoked.token, second.id, `add-batch-revoked-${Date.now()}`),
      add(live.token, first.id, k),
      add(live.token, first.id, k),
    ])
    expect(refused?.statusCode).toBe(401)
    expect(added?.statusCode).toBe(200)
    expect(again?.statusCode).toBe(200)
    expect(again?.json()).toEqual(added?.json())
    const [held] = await rows<{ items: number; stored: number; second: number }>(
      db,
      sql`select (select count(*)::int from registration_items ri join registration_baskets b on b.id = ri.basket_id
          join students st on st.id = b.student_id where st.student_no = ${DEMO_STUDENT} and ri.section_id = ${first.id}) as items,
        (select count(*)::int from registration_items ri join registration_baskets b on b.id = ri.basket_id
          join students st on st.id = b.student_id where st.student_no = ${DEMO_STUDENT} and ri.section_id = ${second.id}) as second,
        (select count(*)::int from registration_idempotency where key = ${k}) as stored`,
    )
    expect(held).toEqual({ items: 1, stored: 1, second: 0 })
  })
})
