/**
 * The academic calendar (issue 24 deadlines): the student's upcoming entries on the Istanbul date (in-progress
 * ones included, days left, the reader's language, past ones left out); who may read and write (students and
 * other staff 403, a registrar clerk of a few schools reads but may not write); the registrar's add, edit and
 * delete with the date rules (422 in the caller's language), compare-and-set versions (409) and audit rows.
 */
import type { CalendarEntry, CalendarList, UpcomingCalendarEntry } from '@unacs/contracts'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { roleAssignments, staffMembers, students, units } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { calendarEntries } from './academic-calendar.schema.ts'

let fx: IdentityFixture
let registrar: string
let student: string
const B = '/api/AkademikTakvim'

beforeAll(async () => {
  // 2026-11-23 22:30 UTC is already Tuesday 2026-11-24 in Istanbul.
  fx = await createIdentityFixture(40, () => new Date('2026-11-23T22:30:00Z'))
  registrar = (await fx.signIn('registrar')).token
  student = (await fx.signIn('student')).token
})
afterAll(async () => {
  await fx?.close()
})

const db = () => fx.testDb.handle.db
const get = (url: string, token: string, lang = 'tr') =>
  fx.call('GET', url, token, undefined, { 'accept-language': lang })
const post = (url: string, body: object, token = registrar, lang = 'tr') =>
  fx.call('POST', url, token, body, { 'accept-language': lang })
const upcoming = async (query = '', lang = 'tr') => {
  const res = await get(`${B}/Ogrenci/Yaklasan${query}`, student, lang)
  expect(res.statusCode).toBe(200)
  return res.json().responseData as UpcomingCalendarEntry[]
}
const list = async (token = registrar) =>
  (await get(`${B}/Yonetim/Liste`, token)).json().responseData as CalendarList
const fallId = async () => (await list()).Terms.find((t) => t.Code === '2026-2027-G')?.Id as number
const entry = (termId: number, over: Partial<Record<string, unknown>> = {}) => ({
  Id: null,
  Version: null,
  TermId: termId,
  Kind: 'freeze_deadline',
  TitleTr: 'Ek kayıt dondurma başvurusu için son gün',
  TitleEn: 'Last day for late freeze applications',
  StartsOn: '2026-11-30',
  EndsOn: '2026-11-30',
  Audience: 'students',
  ...over,
})

describe(`academic calendar on ${testEngine}`, () => {
  it('gives the student the entries not yet over on the Istanbul date, in progress first, with days left', async () => {
    const rows = await upcoming()
    expect(rows).toHaveLength(5)
    // The midterm week (16–27 Nov) is in progress on 24 Nov: three days to its end.
    expect(rows[0]).toMatchObject({
      Kind: 'exams',
      Title: 'Ara sınav haftası',
      StartsOn: '2026-11-16',
      EndsOn: '2026-11-27',
      InProgress: true,
      DaysLeft: 3,
      TermName: '2026-2027 Güz Dönemi',
    })
    expect(rows[1]).toMatchObject({
      Kind: 'departure_deadline',
      StartsOn: '2026-12-11',
      InProgress: false,
      DaysLeft: 17,
    })
    expect(rows.every((r) => r.EndsOn >= '2026-11-24')).toBe(true)
    expect(rows.map((r) => r.StartsOn)).toEqual([...rows.map((r) => r.StartsOn)].sort())
    const en = await upcoming('?count=2', 'en')
    expect(en.map((r) => r.Title)).toEqual([
      'Midterm exam week',
      'Last day to apply for departure with a fee refund',
    ])
    expect(en[0]?.TermName).toBe('2026-2027 Fall Term')
    expect((await get(`${B}/Ogrenci/Yaklasan?count=0`, student)).statusCode).toBe(400)
  })

  it('lists nothing for a studentship that has ended by departure or graduation (issue 37)', async () => {
    const [one] = await db()
      .select({ id: students.id, personId: students.personId, studentNo: students.studentNo })
      .from(students)
      .where(eq(students.status, 'active'))
      .orderBy(desc(students.id))
      .limit(1)
    if (!one) throw new Error('no active studentship seeded')
    const { token } = await fx.identity.sessions.start({
      kind: 'student',
      personId: one.personId,
      activeStudentNo: one.studentNo,
    })
    expect((await get(`${B}/Ogrenci/Yaklasan`, token)).json().responseData.length).toBeGreaterThan(0)
    try {
      for (const status of ['withdrawn', 'graduated'] as const) {
        await db().update(students).set({ status }).where(eq(students.id, one.id))
        const res = await get(`${B}/Ogrenci/Yaklasan`, token)
        expect(res.statusCode).toBe(200)
        expect(res.json().responseData).toEqual([])
      }
    } finally {
      await db().update(students).set({ status: 'active' }).where(eq(students.id, one.id))
    }
  })

  it('refuses the registrar pages to students and other staff, and the student call to staff', async () => {
    expect((await get(`${B}/Yonetim/Liste`, student)).statusCode).toBe(403)
    const finance = (await fx.signIn('finance')).token
    expect((await get(`${B}/Yonetim/Liste`, finance)).statusCode).toBe(403)
    expect((await get(`${B}/Ogrenci/Yaklasan`, registrar)).statusCode).toBe(403)
    const before = await db().select().from(calendarEntries)
    const termId = await fallId()
    expect((await post(`${B}/Yonetim/Kaydet`, entry(termId), student)).statusCode).toBe(403)
    expect((await post(`${B}/Yonetim/Kaydet`, entry(termId), finance)).statusCode).toBe(403)
    const first = before[0] as typeof calendarEntries.$inferSelect
    expect(
      (await post(`${B}/Yonetim/Sil`, { Id: first.id, Version: first.version }, student)).statusCode,
    ).toBe(403)
    expect(await db().select().from(calendarEntries)).toHaveLength(before.length)
  })

  it('lets a registrar clerk of a few schools read the calendar but not change it (university-wide)', async () => {
    const clerks = await db()
      .select({ personId: staffMembers.personId, unitIds: roleAssignments.unitIds })
      .from(roleAssignments)
      .innerJoin(staffMembers, eq(staffMembers.id, roleAssignments.staffMemberId))
      .where(and(eq(roleAssignments.roleId, 4), eq(roleAssignments.isProxy, false)))
    const [root] = await db().select().from(units).where(eq(units.code, 'ATU'))
    const clerk = clerks.find((c) => !c.unitIds.includes(root?.id as number))
    expect(clerk).toBeDefined()
    const session = await fx.identity.sessions.start({
      kind: 'staff',
      personId: clerk?.personId as number,
      activeRoleId: 4,
    })
    expect((await get(`${B}/Yonetim/Liste`, session.token)).statusCode).toBe(200)
    const res = await post(`${B}/Yonetim/Kaydet`, entry(await fallId()), session.token, 'en')
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(
      'Only registrar staff with university-wide scope may change the academic calendar.',
    )
  })

  it('refuses bad dates with 422 in the caller’s language and bad input with 400, changing nothing', async () => {
    const termId = await fallId()
    const count = (await db().select().from(calendarEntries)).length
    const back = await post(
      `${B}/Yonetim/Kaydet`,
      entry(termId, { StartsOn: '2026-12-02', EndsOn: '2026-12-01' }),
    )
    expect(back.statusCode).toBe(422)
    expect(back.json().message).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.')
    const outside = await post(
      `${B}/Yonetim/Kaydet`,
      entry(termId, { StartsOn: '2027-02-01', EndsOn: '2027-02-10' }),
      registrar,
      'en',
    )
    expect(outside.statusCode).toBe(422)
    expect(outside.json().message).toBe(
      'The dates must lie within the 2026-2027 Fall Term calendar (31/08/2026 – 05/02/2027).',
    )
    expect((await post(`${B}/Yonetim/Kaydet`, entry(99999))).statusCode).toBe(422)
    expect((await post(`${B}/Yonetim/Kaydet`, entry(termId, { TitleTr: '  ' }))).statusCode).toBe(400)
    expect((await post(`${B}/Yonetim/Kaydet`, entry(termId, { Kind: 'party' }))).statusCode).toBe(400)
    expect((await post(`${B}/Yonetim/Kaydet`, entry(termId, { StartsOn: '2026-13-01' }))).statusCode).toBe(
      400,
    )
    expect(await db().select().from(calendarEntries)).toHaveLength(count)
  })

  it('adds, edits and deletes an entry the student then sees (versions compared, audited)', async () => {
    const termId = await fallId()
    const added = await post(`${B}/Yonetim/Kaydet`, entry(termId))
    expect(added.statusCode).toBe(200)
    const row = added.json().responseData as CalendarEntry
    expect(row).toMatchObject({ TermId: termId, Kind: 'freeze_deadline', StartsOn: '2026-11-30', Version: 1 })
    expect((await upcoming()).map((r) => r.Id)).toContain(row.Id)
    const seen = (await upcoming()).find((r) => r.Id === row.Id)
    expect(seen).toMatchObject({
      DaysLeft: 6,
      InProgress: false,
      Title: 'Ek kayıt dondurma başvurusu için son gün',
    })

    const edited = await post(
      `${B}/Yonetim/Kaydet`,
      entry(termId, { Id: row.Id, Version: 1, EndsOn: '2026-12-04' }),
    )
    expect(edited.statusCode).toBe(200)
    expect(edited.json().responseData).toMatchObject({ EndsOn: '2026-12-04', Version: 2 })

    // A second editor still holding version 1 is refused and gets the current entry back.
    const stale = await post(
      `${B}/Yonetim/Kaydet`,
      entry(termId, { Id: row.Id, Version: 1, TitleTr: 'Eski' }),
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json().responseData).toMatchObject({ Version: 2, EndsOn: '2026-12-04' })
    expect((await post(`${B}/Yonetim/Sil`, { Id: row.Id, Version: 1 })).statusCode).toBe(409)
    expect((await post(`${B}/Yonetim/Kaydet`, entry(termId, { Id: 99999, Version: 1 }))).statusCode).toBe(404)

    const deleted = await post(`${B}/Yonetim/Sil`, { Id: row.Id, Version: 2 }, registrar, 'en')
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().message).toBe('The calendar entry was deleted.')
    expect(await db().select().from(calendarEntries).where(eq(calendarEntries.id, row.Id))).toHaveLength(0)
    expect((await upcoming('?count=20')).map((r) => r.Id)).not.toContain(row.Id)
    expect((await post(`${B}/Yonetim/Sil`, { Id: row.Id, Version: 2 })).statusCode).toBe(404)

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'academic_calendar_entry'), eq(auditLog.entityId, String(row.Id))))
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update'])
    expect(
      audits.every((a) => a.actorPersonId === audits[0]?.actorPersonId && a.actorPersonId !== null),
    ).toBe(true)
  })

  it('filters the registrar list by term', async () => {
    const all = await list()
    expect(all.Terms.map((t) => t.Code)).toEqual(['2026-2027-G', '2026-2027-B'])
    const spring = all.Terms[1]?.Id as number
    const res = await get(`${B}/Yonetim/Liste?termId=${spring}`, registrar)
    const springOnly = res.json().responseData as CalendarList
    expect(springOnly.Entries.length).toBeGreaterThan(0)
    expect(springOnly.Entries.every((e) => e.TermId === spring)).toBe(true)
    expect(springOnly.Entries.length).toBeLessThan(all.Entries.length)
  })
})
