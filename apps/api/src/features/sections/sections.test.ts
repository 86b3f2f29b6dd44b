/**
 * Section definitions (issue 22 "Definitions"): the head of department opens three sections of a course with a
 * total quota (split, audited), validation and conflicts answer 400/422 in TR and EN and write nothing, other
 * departments' courses are refused, the quota never goes below the seats held (also with cuts and a seat take
 * at once), and only an empty section is deleted.
 */
import type { SectionDefinition, SectionOptions } from '@unacs/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { sections } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'

let fx: IdentityFixture
let head: string
let options: SectionOptions
let termId: number
const P = '/api/Sections/Definitions'

beforeAll(async () => {
  fx = await createIdentityFixture(30)
  head = (await fx.signIn('head-of-department', { activeRoleId: 11 })).token
  const res = await fx.call('GET', `${P}/Options`, head)
  expect(res.statusCode, res.body).toBe(200)
  options = res.json().responseData
  termId = options.Terms.find((t) => t.IsActive)?.TermId ?? 0
}, 120_000)
afterAll(async () => {
  await fx?.close()
})

const db = () => fx.testDb.handle.db
const post = (action: string, body: object, token = head, language = 'tr') =>
  fx.call('POST', `${P}/${action}`, token, body, { 'accept-language': language })
const course = (i: number) => options.Courses[i]?.CourseId ?? 0
const staff = (i: number) => options.Instructors[i]?.StaffId ?? 0
const slot = (Day: number, Start: string, End: string) => ({ Day, Start, End })
const sectionCount = async () => (await db().select({ id: sections.id }).from(sections)).length

/** Three sections of course 0 on Saturdays (the seeded timetable uses weekdays only). */
const three = () => ({
  TermId: termId,
  CourseId: course(0),
  SectionCount: 3,
  TotalQuota: 100,
  Sections: ['T1', 'T2', 'T3'].map((Name, i) => ({
    Name,
    Classroom: `TEST-D${i + 1}`,
    InstructorIds: [staff(i)],
    Slots: [slot(6, '09:00', '10:50')],
  })),
})
let opened: SectionDefinition[] = []

describe(`section definitions on ${testEngine}`, () => {
  it("is the head of department's, with the department's courses and instructors", async () => {
    expect((await fx.call('GET', `${P}/Options`)).statusCode).toBe(401)
    expect((await fx.call('GET', `${P}/List`, (await fx.signIn('registrar')).token)).statusCode).toBe(403)
    expect((await fx.call('GET', `${P}/List`, (await fx.signIn('student')).token)).statusCode).toBe(403)
    expect(options.Courses.length).toBeGreaterThan(1)
    expect(options.Instructors.length).toBeGreaterThan(2)
    expect(termId).toBeGreaterThan(0)
  })

  it('opens three sections with the total quota split over them, audited', async () => {
    const res = await post('Open', three())
    expect(res.statusCode, res.body).toBe(200)
    opened = res.json().responseData
    expect(opened.map((s) => [s.Name, s.Quota, s.Classroom])).toEqual([
      ['T1', 34, 'TEST-D1'],
      ['T2', 33, 'TEST-D2'],
      ['T3', 33, 'TEST-D3'],
    ])
    expect(opened[0]?.LessonTime).toBe('Cmt 09:00-10:50')
    expect(opened[0]?.Instructors[0]?.StaffId).toBe(staff(0))
    const audits = await db()
      .select({ id: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'section'), eq(auditLog.action, 'open')))
    expect(audits).toHaveLength(3)
    const list = await fx.call('GET', `${P}/List?termId=${termId}&courseId=${course(0)}&pageSize=200`, head)
    expect(list.statusCode).toBe(200)
    const names = (list.json().responseData.items as SectionDefinition[]).map((s) => s.Name)
    expect(names).toEqual(expect.arrayContaining(['T1', 'T2', 'T3']))
  })

  it('refuses bad input with a clear 400 in TR and EN and writes nothing', async () => {
    const before = await sectionCount()
    const mismatch = {
      ...three(),
      SectionCount: 2,
      Sections: three().Sections.map((s) => ({ ...s, Name: `X${s.Name}` })),
    }
    const tr = await post('Open', mismatch)
    expect(tr.statusCode).toBe(400)
    expect(tr.json().message).toContain('Şube sayısı')
    const en = await post('Open', mismatch, head, 'en')
    expect(en.json().message).toContain('section count')
    const noRoom = three()
    noRoom.Sections[0] = { ...(noRoom.Sections[0] as (typeof noRoom.Sections)[0]), Classroom: ' ' }
    expect((await post('Open', noRoom)).statusCode).toBe(400)
    const sum = {
      ...three(),
      Sections: three().Sections.map((s) => ({ ...s, Name: `Y${s.Name}`, Quota: 10 })),
    }
    expect((await post('Open', sum, head, 'en')).json().message).toContain('add up to the total quota')
    const { TotalQuota: _, ...noTotal } = three()
    expect((await post('Open', noTotal)).statusCode).toBe(400)
    const badTime = {
      ...three(),
      Sections: three().Sections.map((s) => ({ ...s, Slots: [slot(6, '11:00', '10:00')] })),
    }
    expect((await post('Open', badTime)).statusCode).toBe(400)
    expect((await post('Open', three())).statusCode).toBe(422) // names taken
    expect(await sectionCount()).toBe(before)
  })

  it('refuses classroom and instructor conflicts naming the other section', async () => {
    const before = await sectionCount()
    const other = (over: object) => ({
      TermId: termId,
      CourseId: course(1),
      SectionCount: 1,
      TotalQuota: 20,
      Sections: [
        { Name: 'C1', Classroom: 'TEST-X', InstructorIds: [], Slots: [slot(6, '10:00', '11:50')], ...over },
      ],
    })
    const room = await post('Open', other({ Classroom: 'test-d2' }), head, 'en')
    expect(room.statusCode).toBe(422)
    expect(room.json().message).toContain('Classroom test-d2 is taken at Sat 10:00-11:50')
    expect(room.json().message).toContain(`section T2 of ${opened[1]?.CourseCode}`)
    const who = await post('Open', other({ InstructorIds: [staff(2)] }))
    expect(who.statusCode).toBe(422)
    expect(who.json().message).toContain(options.Instructors[2]?.Name)
    expect(who.json().message).toContain('T3')
    expect(who.json().message).toContain('Cmt 10:00-11:50')
    // Within one opening: two new sections in the same room at the same time.
    const twin = other({})
    twin.SectionCount = 2
    twin.Sections.push({ ...(twin.Sections[0] as (typeof twin.Sections)[0]), Name: 'C2' })
    expect((await post('Open', twin)).statusCode).toBe(422)
    expect(await sectionCount()).toBe(before)
    // Next to it (ends as the other starts) is fine.
    expect(
      (await post('Open', other({ Classroom: 'TEST-D1', Slots: [slot(6, '10:50', '12:00')] }))).statusCode,
    ).toBe(200)
  })

  it("refuses another department's course and a past term", async () => {
    const res = await db().execute(
      sql`select c.id from courses c where c.unit_id not in (select id from units where code = 'MUH-BIL') limit 1`,
    )
    const foreign = (res as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0
    const outside = await post('Open', { ...three(), CourseId: foreign })
    // Outside the caller's units: 404, as for a stranger's record (issue 33 §2, the platform's unit scope).
    expect(outside.statusCode).toBe(404)
    const past = await db().execute(
      sql`select id from academic_terms where not is_active order by starts_on limit 1`,
    )
    const pastId = (past as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0
    expect((await post('Open', { ...three(), TermId: pastId })).statusCode).toBe(422)
    expect((await post('Open', { ...three(), CourseId: 2_000_000 })).statusCode).toBe(404)
  })

  it('never cuts the quota below the seats held, also with cuts and a seat take at once', async () => {
    const s = opened[0] as SectionDefinition
    // Test set-up: the registration feature's counts as students registering would leave them.
    await db()
      .update(sections)
      .set({ registeredCount: 20, basketCount: 5 })
      .where(eq(sections.id, s.SectionId))
    const edit = (Quota: number, language = 'tr') =>
      post(
        'Update',
        {
          SectionId: s.SectionId,
          Name: s.Name,
          Classroom: s.Classroom,
          InstructorIds: [staff(0)],
          Slots: s.Slots,
          Quota,
        },
        head,
        language,
      )
    const low = await edit(24, 'en')
    expect(low.statusCode).toBe(422)
    expect(low.json().message).toContain('20 students are registered and 5 hold it')
    expect((await edit(30)).statusCode).toBe(200)
    const takeSeat = () =>
      db().execute(
        sql`update sections set registered_count = registered_count + 1
          where id = ${s.SectionId} and registered_count + basket_count < quota`,
      )
    const results = await Promise.all([edit(25), takeSeat(), edit(26), takeSeat(), edit(25)])
    for (const r of [results[0], results[2], results[4]]) expect([200, 422]).toContain(r.statusCode)
    const [row] = await db().select().from(sections).where(eq(sections.id, s.SectionId))
    expect(row && row.quota >= row.registeredCount + row.basketCount).toBe(true)
    const audits = await db()
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'section'), eq(auditLog.action, 'update')))
    expect(audits.length).toBeGreaterThan(0)
  })

  it('deletes only an empty section', async () => {
    const full = opened[0] as SectionDefinition
    const refused = await post('Delete', { SectionId: full.SectionId }, head, 'en')
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toContain('cannot be deleted')
    const empty = opened[2] as SectionDefinition
    expect((await post('Delete', { SectionId: empty.SectionId })).statusCode).toBe(200)
    expect(await db().select().from(sections).where(eq(sections.id, empty.SectionId))).toHaveLength(0)
    expect((await post('Delete', { SectionId: empty.SectionId })).statusCode).toBe(404)
    const gone = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'section'), eq(auditLog.action, 'delete')))
    expect(gone).toHaveLength(1)
  })
})
