/**
 * The registrar's digest queues of documents and departure (issue 39 Notifications): the counts equal the
 * waiting rows of the seeded university for the root unit, none for no unit, and only the programme's own for a
 * programme unit. The teaching queues (absence excuse and grade requests: the instructor's own sections, the
 * head's department), HR's failed payroll mails within its units and the committee's applications awaiting the
 * member's opinion count what that person may process, open items only.
 */
import { isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { units } from '../src/db/schema/index.ts'
import { pendingDepartureCount } from '../src/features/departure/index.ts'
import {
  awaitingOpinionCount,
  failedPayrollCount,
  pendingExcuseCount,
  pendingGradeRequestCount,
  staffDigestQueues,
} from '../src/features/digest-queues.ts'
import { pendingDocumentCount } from '../src/features/documents/index.ts'
import { istanbulToday } from '../src/platform/time.ts'
import { createIdentityFixture, type IdentityFixture } from './identity/identity-fixture.ts'
import { testEngine } from './test-db.ts'

let fx: IdentityFixture

beforeAll(async () => {
  fx = await createIdentityFixture(40)
})
afterAll(async () => {
  await fx?.close()
})

/** Rows of a count query. */
async function counted(query: ReturnType<typeof sql>): Promise<{ programme: number; n: number }[]> {
  const r = await fx.testDb.handle.db.execute<{ programme: number; n: number }>(query)
  return (r as unknown as { rows: { programme: number; n: number }[] }).rows.map((x) => ({
    programme: Number(x.programme),
    n: Number(x.n),
  }))
}

describe(`registrar digest counts on ${testEngine}`, () => {
  it.each([
    [
      'documents',
      pendingDocumentCount,
      sql`select s.programme_id as programme, count(*) as n from document_requests d join students s on s.id = d.student_id
          where d.status in ('requested', 'preparing') group by s.programme_id`,
    ],
    [
      'departure',
      pendingDepartureCount,
      sql`select s.programme_id as programme, count(*) as n from departure_requests d join students s on s.id = d.student_id
          where d.status = 'awaiting_registrar' group by s.programme_id`,
    ],
  ])('%s: the waiting rows within the units', async (_name, countOf, query) => {
    const db = fx.testDb.handle.db
    const rows = await counted(query)
    const total = rows.reduce((sum, r) => sum + r.n, 0)
    expect(total).toBeGreaterThan(0) // the seed has waiting rows in both queues
    const [root] = await db.select({ id: units.id }).from(units).where(isNull(units.parentId))
    expect(await countOf(db, [root?.id ?? 0])).toBe(total)
    expect(await countOf(db, [])).toBe(0)
    for (const r of rows) expect(await countOf(db, [r.programme])).toBe(r.n)
  })
})

/** The one number of a count query. */
async function one(query: ReturnType<typeof sql>): Promise<number> {
  const r = await fx.testDb.handle.db.execute<{ n: number }>(query)
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0)
}

describe(`the teaching, payroll and committee digest queues on ${testEngine}`, () => {
  const today = istanbulToday()

  it('absence excuse and grade requests: the instructor her own sections, the head her units, open ones only', async () => {
    const db = fx.testDb.handle.db
    const instructor = await fx.personOf('instructor-advisor')
    const head = await fx.personOf('head-of-department')
    const committee = await fx.personOf('committee-chair')
    // A section the instructor teaches; its course's unit is the head's department.
    const sectionId = await one(sql`select si.section_id as n from section_instructors si
      join staff_members m on m.id = si.staff_member_id where m.person_id = ${instructor} order by 1 limit 1`)
    expect(sectionId).toBeGreaterThan(0)
    const studentId = await one(sql`select id as n from students order by id limit 1`)
    const counts = async () => ({
      excuses: await Promise.all([instructor, head, committee].map((p) => pendingExcuseCount(db, p, today))),
      grades: await Promise.all(
        [instructor, head, committee].map((p) => pendingGradeRequestCount(db, p, today)),
      ),
    })
    const before = await counts()
    // One open request of each kind, and ones that are decided or past their approval end date (not counted).
    for (const [status, end] of [
      ['pending', '2099-01-01'],
      ['approved', '2099-01-01'],
      ['pending', '2000-01-01'],
    ] as const) {
      await db.execute(sql`insert into absence_requests (section_id, student_id, from_day, to_day, excuse_type, reason,
          status, approval_end_date) values (${sectionId}, ${studentId}, '2026-11-02', '2026-11-02', 'medical',
          'Hastaydım.', ${status}, ${end})`)
      await db.execute(sql`insert into grade_requests (section_id, student_id, reason, status, approval_end_date)
          values (${sectionId}, ${studentId}, 'Sınav kâğıdımı görmek istiyorum.', ${status}, ${end})`)
    }
    const after = await counts()
    expect(after.excuses[0]).toBe((before.excuses[0] ?? 0) + 1)
    expect(after.grades[0]).toBe((before.grades[0] ?? 0) + 1)
    // The head of the course's department sees it too; someone neither teaching nor heading it does not.
    const headsUnit =
      await one(sql`select count(*) as n from sections se join courses co on co.id = se.course_id
      join role_assignments ra on co.unit_id = any(ra.unit_ids) join staff_members m on m.id = ra.staff_member_id
      where se.id = ${sectionId} and m.person_id = ${head} and ra.role_id = 11`)
    expect(after.excuses[1]).toBe((before.excuses[1] ?? 0) + (headsUnit > 0 ? 1 : 0))
    expect(headsUnit).toBeGreaterThan(0)
    expect(after.excuses[2]).toBe(before.excuses[2])
    expect(after.grades[2]).toBe(before.grades[2])
  })

  it("payroll: failed mails of staff within HR's units (subtrees), none for no unit", async () => {
    const db = fx.testDb.handle.db
    const [root] = await db.select({ id: units.id }).from(units).where(isNull(units.parentId))
    const staff = await one(sql`select id as n from staff_members order by id limit 1`)
    const unit = await one(sql`select unit_id as n from staff_members where id = ${staff}`)
    // A leaf unit other than the staff member's: its subtree is itself, so her request is not in it.
    const other = await one(sql`select u.id as n from units u where u.id <> ${unit}
      and not exists (select 1 from units c where c.parent_id = u.id) order by u.id limit 1`)
    const before = [await failedPayrollCount(db, [root?.id ?? 0]), await failedPayrollCount(db, [unit])]
    const otherBefore = await failedPayrollCount(db, [other])
    for (const sent of [false, true])
      await db.execute(sql`insert into payroll_requests (staff_member_id, month, year, sent_at, ip_address, mail_sent)
        values (${staff}, 9, 2026, now(), '10.0.0.1', ${sent})`)
    expect(await failedPayrollCount(db, [root?.id ?? 0])).toBe((before[0] ?? 0) + 1)
    expect(await failedPayrollCount(db, [unit])).toBe((before[1] ?? 0) + 1)
    expect(await failedPayrollCount(db, [other])).toBe(otherBefore)
    expect(await failedPayrollCount(db, [])).toBe(0)
  })

  it('committee: finalised applications under evaluation without the member’s opinion, on her positions', async () => {
    const db = fx.testDb.handle.db
    const member = await fx.personOf('committee-member')
    const expected = await one(sql`select count(*) as n from applications a
      join position_committee pc on pc.position_id = a.position_id join staff_members m on m.id = pc.staff_member_id
      where m.person_id = ${member} and a.status = 'finalised' and a.evaluation_finished_at is null
        and not exists (select 1 from evaluation_opinions o where o.application_id = a.id
          and o.staff_member_id = pc.staff_member_id)`)
    expect(expected).toBeGreaterThan(0) // the seed has applications under evaluation
    expect(await awaitingOpinionCount(db, member)).toBe(expected)
    // Her opinion on one of them takes it off her queue.
    await db.execute(sql`insert into evaluation_opinions (application_id, staff_member_id, status, text)
      select a.id, pc.staff_member_id, 'positive', ${'x'.repeat(120)} from applications a
      join position_committee pc on pc.position_id = a.position_id join staff_members m on m.id = pc.staff_member_id
      where m.person_id = ${member} and a.status = 'finalised' and a.evaluation_finished_at is null
        and not exists (select 1 from evaluation_opinions o where o.application_id = a.id
          and o.staff_member_id = pc.staff_member_id)
      order by a.id limit 1`)
    expect(await awaitingOpinionCount(db, member)).toBe(expected - 1)
    expect(await awaitingOpinionCount(db, await fx.personOf('student'))).toBe(0)
  })

  it('adds the four queues with their roles; the teaching and committee ones count per person', () => {
    const queues = staffDigestQueues(fx.testDb.handle.db, () => new Date())
    expect(queues.map((q) => [q.queue, [...q.roleIds], q.personal ?? false])).toEqual([
      ['absences.excuses', [2, 11], true],
      ['grades.requests', [2, 11], true],
      ['payroll.failed', [10], false],
      ['applications.evaluation', [8, 9], true],
    ])
  })
})
