/**
 * Absences (issue 6 § Absences, § Requests; issue 5 § Absences): day entry with optimistic versions,
 * confirmation and its removal, excuses, exemptions, reports with school-day and calendar-day counting,
 * the student's view with the limit warning, absence requests with a sniffed file, processing within the
 * approval end date, finalisation failing a student for absenteeism, ownership refusals and audit rows.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { sectionInstructors, sections } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import { absentDays } from './absences.counting.ts'
import { scheduledHours } from './absences.entry.ts'

let now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
let instructor: string
let student: string
let otherStudent: string
let registrar: string
let sectionIds: number[]
let foreignSection: number

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
  const boundary = `----unacs${randomBytes(8).toString('hex')}`
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  )
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    )
    parts.push(Buffer.from(file.bytes), Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const get = (url: string, token: string, lang = 'tr') =>
  fx.call('GET', url, token, undefined, { 'accept-language': lang })
const post = (url: string, token: string, body: object, lang = 'tr') =>
  fx.call('POST', url, token, body, { 'accept-language': lang })
const sendRequest = (
  token: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
  lang = 'tr',
) => {
  const m = multipart(fields, file)
  return fx.app.inject({
    method: 'POST',
    url: '/api/Absences/Student/Requests/Create',
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
  })
}

beforeAll(async () => {
  fx = await createIdentityFixture(60, () => now)
  instructor = (await fx.signIn('instructor-advisor')).token
  student = (await fx.signIn('student-double')).token
  otherStudent = (await fx.signIn('student')).token
  registrar = (await fx.signIn('registrar')).token
  const list = (await get('/api/Grades/Sections/List?termId=6', instructor)).json().responseData
  sectionIds = list
    .filter((s: { StudentCount: number }) => s.StudentCount > 0)
    .map((s: { SectionId: number }) => s.SectionId)
  const [foreign] = await fx.testDb.handle.db
    .select({ id: sections.id })
    .from(sections)
    .where(
      sql`${sections.termId} = 6 and not exists (select 1 from ${sectionInstructors} si join staff_members sm on sm.id = si.staff_member_id where si.section_id = ${sections.id} and sm.registry_no = 'P10001')`,
    )
    .limit(1)
  foreignSection = foreign?.id ?? 0
})
afterAll(async () => {
  await fx?.close()
})

describe(`absences on ${testEngine}`, () => {
  it('counts absent days by school days or calendar days (spec §9)', () => {
    // Friday 2026-11-13 and Monday 2026-11-16: 2 school days, 4 calendar days; a lone Wednesday adds 1.
    expect(absentDays(['2026-11-13', '2026-11-16', '2026-11-18'], 'school')).toBe(3)
    expect(absentDays(['2026-11-13', '2026-11-16', '2026-11-18'], 'calendar')).toBe(5)
  })

  it('defaults a new day to the section’s scheduled hours on that weekday, else its weekly hours (issue 24)', () => {
    // 2026-11-16 is a Monday, 2026-11-19 a Thursday, 2026-11-17 a Tuesday.
    expect(scheduledHours('Pzt 09:00-11:50', 3, '2026-11-16')).toBe(3)
    expect(scheduledHours('Pzt 09:00-10:50, Per 13:00-15:50', 5, '2026-11-19')).toBe(3)
    expect(scheduledHours('Pzt 09:00-10:50, Per 13:00-15:50', 5, '2026-11-17')).toBe(5)
    expect(scheduledHours(null, 3, '2026-11-16')).toBe(3)
    expect(scheduledHours(null, 0, '2026-11-16')).toBe(1)
  })

  it('a new day’s entry carries the section’s lesson time and its hours from it', async () => {
    const sectionId = sectionIds[0] as number
    const d = (await get(`/api/Absences/Entry/Day?sectionId=${sectionId}&day=2026-11-17`, instructor)).json()
      .responseData
    const [ref] = await fx.testDb.handle.db
      .select({ lessonTime: sections.lessonTime })
      .from(sections)
      .where(eq(sections.id, sectionId))
    expect(d.LessonTime ?? null).toBe(ref?.lessonTime ?? null)
    if (d.Version === 0) expect(d.LessonHours).toBeGreaterThanOrEqual(1)
  })

  it('refuses another instructor’s section and students on staff endpoints', async () => {
    const s = foreignSection
    expect((await get(`/api/Absences/Entry/Day?sectionId=${s}&day=2026-11-16`, instructor)).statusCode).toBe(
      403,
    )
    expect((await get(`/api/Absences/Report/Section?sectionId=${s}`, instructor)).statusCode).toBe(403)
    expect((await get(`/api/Absences/Exemptions/List?sectionId=${s}`, instructor)).statusCode).toBe(403)
    expect(
      (
        await post('/api/Absences/Entry/SaveDay', instructor, {
          SectionId: s,
          Day: '2026-11-16',
          LessonHours: 2,
          Version: 0,
          Entries: [],
        })
      ).statusCode,
    ).toBe(403)
    expect((await get(`/api/Absences/Report/Section?sectionId=${sectionIds[0]}`, student)).statusCode).toBe(
      403,
    )
    expect((await get('/api/Absences/Student/Summary', instructor)).statusCode).toBe(403)
  })

  it('saves a day with an optimistic version, confirms it, refuses changes until the confirmation is removed; audited', async () => {
    const sectionId = sectionIds[2] as number
    const day = '2026-11-20'
    const d0 = (await get(`/api/Absences/Entry/Day?sectionId=${sectionId}&day=${day}`, instructor)).json()
      .responseData
    expect(d0.Version).toBe(0)
    const st = d0.Rows[1].StudentId
    const body = {
      SectionId: sectionId,
      Day: day,
      LessonHours: 2,
      Version: 0,
      Entries: [
        {
          StudentId: st,
          Hours: [
            { Hour: 1, ExcuseType: null, ConsideredAbsent: true },
            { Hour: 2, ExcuseType: null, ConsideredAbsent: true },
          ],
        },
      ],
    }
    const [a, b] = await Promise.all([
      post('/api/Absences/Entry/SaveDay', instructor, body),
      post('/api/Absences/Entry/SaveDay', instructor, body),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const saved = (a.statusCode === 200 ? a : b).json().responseData
    expect(saved.Version).toBe(1)
    expect(
      (
        await post('/api/Absences/Entry/SaveDay', instructor, {
          ...body,
          Entries: [{ StudentId: st, Hours: [{ Hour: 3, ExcuseType: null, ConsideredAbsent: true }] }],
          Version: 1,
        })
      ).statusCode,
    ).toBe(422)
    expect(
      (await post('/api/Absences/Entry/SaveDay', instructor, { ...body, Day: '2026-11-23', Version: 0 }))
        .statusCode,
    ).toBe(422)
    const confirmed = await post('/api/Absences/Entry/Confirm', instructor, {
      SectionId: sectionId,
      Day: day,
      Version: 1,
    })
    expect(confirmed.json().responseData.Confirmed).toBe(true)
    const locked = await post('/api/Absences/Entry/SaveDay', instructor, { ...body, Version: 2 }, 'en')
    expect(locked.statusCode).toBe(422)
    expect(locked.json().message).toMatch(/confirmed/)
    const un = await post('/api/Absences/Entry/Unconfirm', instructor, {
      SectionId: sectionId,
      Day: day,
      Version: 2,
    })
    expect(un.json().responseData.Confirmed).toBe(false)
    expect((await post('/api/Absences/Entry/SaveDay', instructor, { ...body, Version: 3 })).statusCode).toBe(
      200,
    )
    const audits = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'absence_day'), eq(auditLog.entityId, `${sectionId}:${day}`)))
    expect(audits.map((x) => x.action)).toEqual(['save', 'confirm', 'unconfirm', 'save'])
    const excuse = await post('/api/Absences/Entry/Excuse', instructor, {
      SectionId: sectionId,
      StudentId: st,
      Day: day,
      Hours: [1],
      ExcuseType: 'medical',
      ConsideredAbsent: false,
    })
    expect(excuse.statusCode).toBe(200)
    const report = (
      await get(`/api/Absences/Report/Section?sectionId=${sectionId}&counting=calendar`, instructor)
    ).json().responseData
    const row = report.Rows.find((r: { StudentId: number }) => r.StudentId === st)
    expect(row.ExcusedHours).toBeGreaterThanOrEqual(1)
    expect(report.Counting).toBe('calendar')
  })

  it('adds and removes exam exemptions with reason and date, audited', async () => {
    const sectionId = sectionIds[1] as number
    const roster = (
      await get(`/api/Absences/Entry/Day?sectionId=${sectionId}&day=2026-11-16`, instructor)
    ).json().responseData.Rows
    const add = await post('/api/Absences/Exemptions/Add', instructor, {
      SectionId: sectionId,
      StudentId: roster[0].StudentId,
      Reason: 'Sağlık raporu',
      Date: '2026-11-16',
    })
    expect(add.statusCode).toBe(200)
    expect(
      (
        await post('/api/Absences/Exemptions/Add', instructor, {
          SectionId: sectionId,
          StudentId: roster[0].StudentId,
          Reason: 'Sağlık raporu',
          Date: '2026-11-16',
        })
      ).statusCode,
    ).toBe(409)
    const list = (await get(`/api/Absences/Exemptions/List?sectionId=${sectionId}`, instructor)).json()
      .responseData
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      StudentId: roster[0].StudentId,
      StudentNo: roster[0].StudentNo,
      Reason: 'Sağlık raporu',
      Date: '2026-11-16',
    })
    const id = add.json().responseData
    const withFlag = (await get(`/api/Absences/Report/Section?sectionId=${sectionId}`, instructor)).json()
      .responseData.Rows
    expect(withFlag.find((r: { StudentId: number }) => r.StudentId === roster[0].StudentId).Exempt).toBe(true)
    expect((await post('/api/Absences/Exemptions/Remove', student, { Id: id })).statusCode).toBe(403)
    expect((await post('/api/Absences/Exemptions/Remove', instructor, { Id: id })).statusCode).toBe(200)
    expect((await post('/api/Absences/Exemptions/Remove', instructor, { Id: id })).statusCode).toBe(404)
    expect(
      (await get(`/api/Absences/Exemptions/List?sectionId=${sectionId}`, instructor)).json().responseData,
    ).toHaveLength(0)
    const audits = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'exam_exemption'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
    expect(audits.map((x) => [x.action, x.actorPersonId !== null])).toEqual([
      ['create', true],
      ['delete', true],
    ])
    expect(audits[0]?.before).toBeNull()
    expect(audits[0]?.after).toMatchObject({
      sectionId,
      studentId: roster[0].StudentId,
      reason: 'Sağlık raporu',
    })
    expect(audits[1]?.before).toMatchObject({ id, exemptOn: '2026-11-16' })
    expect(audits[1]?.after).toBeNull()
  })

  it('shows the student their own courses with a warning near the limit', async () => {
    const res = await get('/api/Absences/Student/Summary', student)
    expect(res.statusCode).toBe(200)
    const courses = res.json().responseData.Courses
    expect(courses.length).toBeGreaterThanOrEqual(3)
    expect(courses.some((c: { Warning: string }) => c.Warning === 'near')).toBe(true)
    const other = (await get('/api/Absences/Student/Summary', otherStudent)).json().responseData
    expect(other.Courses.map((c: { SectionId: number }) => c.SectionId)).not.toContain(sectionIds[0])
  })

  it('takes an absence request with a sniffed file, refuses bad input storing nothing, and lets staff approve within the end date', async () => {
    const files = async () =>
      (await fx.testDb.handle.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0]?.n
    const before = await files()
    const fields = {
      SectionId: String(sectionIds[0]),
      FromDay: '2026-09-21',
      ToDay: '2026-10-05',
      ExcuseType: 'medical',
      Reason: 'Hastane raporum ektedir.',
    }
    const noReason = await sendRequest(
      student,
      { ...fields, Reason: '' },
      { name: 'rapor.png', bytes: PNG },
      'en',
    )
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().message).toMatch(/explanation is required/)
    const wrongType = await sendRequest(student, fields, {
      name: 'rapor.pdf',
      bytes: Buffer.from('just text, not a pdf'),
    })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().message).toMatch(/Dosya türü uygun değil/)
    const big = await sendRequest(student, fields, {
      name: 'rapor.png',
      bytes: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]),
    })
    expect(big.statusCode).toBe(400)
    expect(big.json().message).toMatch(/en fazla 5 MB/)
    expect(await files()).toBe(before)
    const notMine = await sendRequest(otherStudent, fields, { name: 'rapor.png', bytes: PNG })
    expect(notMine.statusCode).toBe(404)
    const ok = await sendRequest(student, fields, { name: 'rapor.png', bytes: PNG })
    expect(ok.statusCode).toBe(200)
    const id = ok.json().responseData
    const mine = (await get('/api/Absences/Student/Requests', student)).json().responseData
    expect(mine[0]).toMatchObject({
      Id: id,
      Status: 'pending',
      ApprovalEndDate: '2026-12-06',
      FileName: 'rapor.png',
    })
    expect((await get(`/api/Absences/Requests/File?id=${id}`, otherStudent)).statusCode).toBe(403)
    expect((await get(`/api/Absences/Requests/File?id=${id}`, student)).statusCode).toBe(200)
    const staffList = (await get('/api/Absences/Requests/List', instructor)).json().responseData
    expect(staffList.map((r: { Id: number }) => r.Id)).toContain(id)
    const beforePct = (await get('/api/Absences/Student/Summary', student))
      .json()
      .responseData.Courses.find((c: { SectionId: number }) => c.SectionId === sectionIds[0])
    now = new Date('2026-12-07T09:00:00Z')
    instructor = (await fx.signIn('instructor-advisor')).token
    const late = await post('/api/Absences/Requests/Process', instructor, {
      Id: id,
      Approve: true,
      Answer: 'Rapor uygun.',
    })
    expect(late.statusCode).toBe(422)
    now = new Date('2026-11-22T09:00:00Z')
    instructor = (await fx.signIn('instructor-advisor')).token
    student = (await fx.signIn('student-double')).token
    const approve = await post('/api/Absences/Requests/Process', instructor, {
      Id: id,
      Approve: true,
      Answer: 'Rapor uygun.',
    })
    expect(approve.statusCode).toBe(200)
    expect(
      (
        await post('/api/Absences/Requests/Process', instructor, {
          Id: id,
          Approve: false,
          Answer: 'Rapor uygun.',
        })
      ).statusCode,
    ).toBe(409)
    const afterPct = (await get('/api/Absences/Student/Summary', student))
      .json()
      .responseData.Courses.find((c: { SectionId: number }) => c.SectionId === sectionIds[0])
    expect(afterPct.CountedHours).toBeLessThan(beforePct.CountedHours)
    const audits = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'absence_request'), eq(auditLog.entityId, String(id))))
    expect(audits.map((x) => x.action)).toEqual(['create', 'approve'])
    // The student is told once, in their language, with a link to their absences (issue 39 Notifications).
    const inbox = await fx.call(
      'GET',
      '/api/Notification/Inbox/List?page=1&pageSize=50',
      student,
      undefined,
      {
        'accept-language': 'en',
      },
    )
    expect(inbox.statusCode, inbox.body).toBe(200)
    const told = inbox
      .json()
      .responseData.items.filter((n: { Kind: string }) => n.Kind === 'absence.excuse.decided')
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({ Title: 'Your excuse was accepted', Link: 'ogrenci/devamsizliklarim' })
  })

  it('pages the excuse queue with counts, search and dates; a 409 carries the request as it is now; a bulk decision is all or none (issue 36)', async () => {
    type Row = { Id: number; Status: string; StudentNo: string; RequestDate: string }
    const ids: number[] = []
    for (const day of ['2026-10-12', '2026-10-19', '2026-10-26']) {
      const res = await sendRequest(
        student,
        {
          SectionId: String(sectionIds[0]),
          FromDay: day,
          ToDay: day,
          ExcuseType: 'medical',
          Reason: 'Hastane raporum ektedir.',
        },
        { name: 'rapor.png', bytes: PNG },
      )
      expect(res.statusCode).toBe(200)
      ids.push(res.json().responseData)
    }
    const [a, b, c] = ids as [number, number, number]
    const queue = async (query: string, token = instructor) =>
      get(`/api/Absences/Requests/Queue?${query}`, token)
    const page = async (query: string) => (await queue(query)).json().responseData
    const pending = await page('Status=pending&pageSize=200')
    expect(pending.items.map((r: Row) => r.Id)).toEqual(expect.arrayContaining(ids))
    expect(pending.total).toBe(pending.Counts.pending)
    const { pending: p, expired, approved, rejected, all } = pending.Counts
    expect(p + expired + approved + rejected).toBe(all)
    expect(approved).toBeGreaterThanOrEqual(1)
    const listed = (await page('Status=all&pageSize=200')).items as Row[]
    const times = listed.map((r) => r.RequestDate)
    expect([...times].sort()).toEqual(times)
    expect(listed.find((r) => r.Id === a)).toMatchObject({
      FromDay: '2026-10-12',
      ToDay: '2026-10-12',
      ExcuseType: 'medical',
      FileName: 'rapor.png',
      Status: 'pending',
    })
    // The same rows as the List call, in the same public shape.
    const list = (await get('/api/Absences/Requests/List', instructor)).json().responseData as Row[]
    expect(listed.find((r) => r.Id === a)).toEqual(list.find((r) => r.Id === a))
    const studentNo = (listed.find((r) => r.Id === a) as Row).StudentNo
    const byNo = await page(`Status=all&pageSize=200&Search=${studentNo}`)
    expect(byNo.items.every((r: Row) => r.StudentNo === studentNo)).toBe(true)
    expect(byNo.items.map((r: Row) => r.Id)).toEqual(expect.arrayContaining(ids))
    // Requested today (2026-11-22 in Istanbul): the three are in, none before.
    const today = await page('Status=all&pageSize=200&From=2026-11-22&To=2026-11-22')
    expect(today.items.map((r: Row) => r.Id).sort()).toEqual([...ids].sort())
    const before = await page('Status=all&pageSize=200&To=2026-11-21')
    expect(before.items.map((r: Row) => r.Id)).not.toContain(a)
    expect((await queue('From=yesterday')).statusCode).toBe(400)
    expect((await queue('Status=all', student)).statusCode).toBe(403)

    // A request decided once: the second decision is 409 with its current row.
    const first = await post('/api/Absences/Requests/Process', instructor, {
      Id: a,
      Approve: true,
      Answer: 'Rapor uygun.',
    })
    expect(first.statusCode).toBe(200)
    const again = await post(
      '/api/Absences/Requests/Process',
      instructor,
      { Id: a, Approve: false, Answer: 'Rapor uygun değil.' },
      'en',
    )
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('The request has already been processed.')
    // In the caller's language (the course name in English).
    const inEnglish = await get('/api/Absences/Requests/Queue?Status=approved&pageSize=200', instructor, 'en')
    const current = inEnglish.json().responseData.items.find((r: Row) => r.Id === a)
    expect(current.CourseName).not.toBe('')
    expect(again.json().responseData).toEqual([current])
    // Bulk with the decided one among them: 409 naming it, nothing changes.
    const mixed = await post('/api/Absences/Requests/ProcessMany', instructor, {
      Ids: [b, a],
      Approve: false,
      Answer: 'Rapor okunaklı değil.',
    })
    expect(mixed.statusCode).toBe(409)
    expect(mixed.json().responseData.map((r: Row) => r.Id)).toEqual([a])
    const stillPending = (await page('Status=pending&pageSize=200')).items.map((r: Row) => r.Id)
    expect(stillPending).toEqual(expect.arrayContaining([b, c]))
    // A student may not decide; the instructor rejects both at once, audited, each student told once.
    expect(
      (
        await post('/api/Absences/Requests/ProcessMany', student, {
          Ids: [b],
          Approve: true,
          Answer: 'Uygun.',
        })
      ).statusCode,
    ).toBe(403)
    const both = await post('/api/Absences/Requests/ProcessMany', instructor, {
      Ids: [b, c],
      Approve: false,
      Answer: 'Rapor okunaklı değil.',
    })
    expect(both.statusCode, both.body).toBe(200)
    expect(both.json().responseData).toBe(2)
    const rejectedNow = (await page('Status=rejected&pageSize=200')).items.map((r: Row) => r.Id)
    expect(rejectedNow).toEqual(expect.arrayContaining([b, c]))
    for (const id of [b, c]) {
      const rows = await fx.testDb.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'absence_request'), eq(auditLog.entityId, String(id))))
      expect(rows.map((x) => x.action)).toEqual(['create', 'reject'])
      expect(rows.find((x) => x.action === 'reject')?.reason).toBe('Rapor okunaklı değil.')
      const told = await fx.testDb.handle.db.execute(
        sql`select kind from notifications where event_key = ${`absence.excuse.decided:${id}`}`,
      )
      expect((told as unknown as { rows: unknown[] }).rows).toHaveLength(1)
    }
  })

  it('fails a student due to absenteeism at finalisation', async () => {
    const sectionId = sectionIds[2] as number
    const day = (
      await get(`/api/Absences/Entry/Day?sectionId=${sectionId}&day=2026-11-20`, instructor)
    ).json().responseData
    const st = day.Rows[1].StudentId
    // Mark the student absent for every hour of many days, beyond the 30 % limit.
    for (let k = 0; k < 9; k++) {
      const d = new Date(Date.parse('2026-09-22T00:00:00Z') + k * 7 * 86_400_000).toISOString().slice(0, 10)
      const cur = (await get(`/api/Absences/Entry/Day?sectionId=${sectionId}&day=${d}`, instructor)).json()
        .responseData
      if (cur.Confirmed)
        await post('/api/Absences/Entry/Unconfirm', instructor, {
          SectionId: sectionId,
          Day: d,
          Version: cur.Version,
        })
      const v = (await get(`/api/Absences/Entry/Day?sectionId=${sectionId}&day=${d}`, instructor)).json()
        .responseData.Version
      const hours = Array.from({ length: 4 }, (_, h) => ({
        Hour: h + 1,
        ExcuseType: null,
        ConsideredAbsent: true,
      }))
      const res = await post('/api/Absences/Entry/SaveDay', instructor, {
        SectionId: sectionId,
        Day: d,
        LessonHours: 4,
        Version: v,
        Entries: [{ StudentId: st, Hours: hours }],
      })
      expect(res.statusCode).toBe(200)
    }
    await post('/api/Grades/GradeBook/Save', instructor, {
      SectionId: sectionId,
      CategoryName: 'Final',
      ExamName: 'Final',
      MaxPoint: 100,
      Weight: 100,
    })
    const sheet = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json()
      .responseData
    for (const row of sheet.Rows) {
      await post('/api/Grades/GradeEntry/Save', instructor, {
        ItemId: sheet.Items[0].Id,
        StudentId: row.StudentId,
        Score: 90,
        NotTaken: false,
        Version: 0,
        ConfirmAbovePercentage: true,
      })
    }
    const fin = await post('/api/Grades/GradeEntry/Finalize', instructor, {
      SectionId: sectionId,
      Version: sheet.Version,
    })
    expect(fin.statusCode).toBe(200)
    const after = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json()
      .responseData
    expect(after.Rows.find((r: { StudentId: number }) => r.StudentId === st)).toMatchObject({
      LetterGrade: 'DZ',
      PassStatus: 'failedAbsenteeism',
    })
  })
  it('lists a section’s excuse hours by student, day and type; setting an excuse shows there, bumps the day and is audited', async () => {
    now = new Date('2026-11-22T09:00:00Z')
    instructor = (await fx.signIn('instructor-advisor')).token
    registrar = (await fx.signIn('registrar')).token
    const sectionId = sectionIds[0] as number
    const url = `/api/Absences/Excuses/List?sectionId=${sectionId}`
    type Hour = { Hour: number; ExcuseType: string | null; ConsideredAbsent: boolean }
    type Day = { Day: string; Confirmed: boolean; Hours: Hour[] }
    type Row = {
      StudentId: number
      AbsentHours: number
      ExcusedHours: number
      ByType: { ExcuseType: string; Hours: number }[]
      Days: Day[]
    }
    const read = async () => (await get(url, instructor)).json().responseData
    const data = await read()
    expect(data.SectionId).toBe(sectionId)
    expect(data.Totals.map((x: { ExcuseType: string }) => x.ExcuseType)).toEqual([
      'medical',
      'official',
      'family',
      'sports',
      'other',
    ])
    const rows: Row[] = data.Rows
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.AbsentHours > 0 && r.Days.length > 0)).toBe(true)
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
    expect(sum(rows.map((r) => r.AbsentHours))).toBe(data.AbsentHours)
    expect(sum(data.Totals.map((x: { Hours: number }) => x.Hours))).toBe(data.ExcusedHours)
    expect(sum(rows.map((r) => r.ExcusedHours))).toBe(data.ExcusedHours)

    const row = rows.find((r) => r.Days.some((d) => d.Hours.some((h) => h.ExcuseType === null))) as Row
    const day = row.Days.find((d) => d.Hours.some((h) => h.ExcuseType === null)) as Day
    const hour = (day.Hours.find((h) => h.ExcuseType === null) as Hour).Hour
    const dayUrl = `/api/Absences/Entry/Day?sectionId=${sectionId}&day=${day.Day}`
    const version = (await get(dayUrl, instructor)).json().responseData.Version
    const officialBefore = data.Totals.find((x: { ExcuseType: string }) => x.ExcuseType === 'official').Hours
    const set = await post(
      '/api/Absences/Entry/Excuse',
      instructor,
      {
        SectionId: sectionId,
        StudentId: row.StudentId,
        Day: day.Day,
        Hours: [hour],
        ExcuseType: 'official',
        ConsideredAbsent: false,
      },
      'en',
    )
    expect(set.statusCode).toBe(200)
    expect(set.json().message).toBe('The excuse was saved.')
    const after = await read()
    expect(after.Totals.find((x: { ExcuseType: string }) => x.ExcuseType === 'official').Hours).toBe(
      officialBefore + 1,
    )
    const changed = (after.Rows as Row[]).find((r) => r.StudentId === row.StudentId) as Row
    expect(changed.ExcusedHours).toBe(row.ExcusedHours + 1)
    expect(changed.ByType.find((x) => x.ExcuseType === 'official')?.Hours).toBeGreaterThanOrEqual(1)
    expect(changed.Days.find((d) => d.Day === day.Day)?.Hours.find((h) => h.Hour === hour)).toEqual({
      Hour: hour,
      ExcuseType: 'official',
      ConsideredAbsent: false,
    })
    // The day's version moved on, so an entry grid read before the excuse cannot overwrite it.
    expect((await get(dayUrl, instructor)).json().responseData.Version).toBe(version + 1)
    const [audit] = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'absence_excuse'),
          eq(auditLog.entityId, `${sectionId}:${row.StudentId}:${day.Day}`),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(audit).toMatchObject({
      action: 'set',
      before: [{ hour, excuseType: null, consideredAbsent: true }],
      after: [{ hour, excuseType: 'official', consideredAbsent: false }],
    })
    expect(audit?.actorPersonId).not.toBeNull()
    // Hours without absence are refused; the excuse is cleared again.
    const free = Array.from({ length: 12 }, (_, k) => k + 1).find((h) => !day.Hours.some((x) => x.Hour === h))
    const none = await post('/api/Absences/Entry/Excuse', instructor, {
      SectionId: sectionId,
      StudentId: row.StudentId,
      Day: day.Day,
      Hours: [free],
      ExcuseType: 'medical',
      ConsideredAbsent: false,
    })
    expect(none.statusCode).toBe(422)
    const clear = await post('/api/Absences/Entry/Excuse', instructor, {
      SectionId: sectionId,
      StudentId: row.StudentId,
      Day: day.Day,
      Hours: [hour],
      ExcuseType: null,
      ConsideredAbsent: true,
    })
    expect(clear.statusCode).toBe(200)
    expect((await read()).ExcusedHours).toBe(data.ExcusedHours)
  })

  it('refuses the excuse list and excuses of another instructor’s section and students; the registrar reaches it', async () => {
    expect((await get(`/api/Absences/Excuses/List?sectionId=${foreignSection}`, instructor)).statusCode).toBe(
      403,
    )
    expect((await get(`/api/Absences/Excuses/List?sectionId=${sectionIds[0]}`, student)).statusCode).toBe(403)
    expect((await get('/api/Absences/Excuses/List?sectionId=999999', instructor)).statusCode).toBe(404)
    expect(
      (
        await post('/api/Absences/Entry/Excuse', instructor, {
          SectionId: foreignSection,
          StudentId: 1,
          Day: '2026-11-16',
          Hours: [1],
          ExcuseType: 'medical',
          ConsideredAbsent: false,
        })
      ).statusCode,
    ).toBe(403)
    const reg = await get(`/api/Absences/Excuses/List?sectionId=${foreignSection}`, registrar)
    expect(reg.statusCode).toBe(200)
    expect(reg.json().responseData.Totals).toHaveLength(5)
    const own = await get(`/api/Absences/Excuses/List?sectionId=${sectionIds[0]}`, registrar)
    expect(own.statusCode).toBe(200)
  })

  it('reports one student’s courses in the caller’s scope with daily figures, by school or calendar days', async () => {
    const sectionId = sectionIds[0] as number
    const section = (await get(`/api/Absences/Report/Section?sectionId=${sectionId}`, instructor)).json()
      .responseData
    const target = section.Rows.find((r: { AbsentHours: number }) => r.AbsentHours > 0)
    const url = (counting: string, token = instructor) =>
      get(`/api/Absences/Report/Student?studentId=${target.StudentId}&counting=${counting}`, token)
    const school = (await url('school')).json().responseData
    expect(school).toMatchObject({
      StudentId: target.StudentId,
      StudentNo: target.StudentNo,
      FullName: target.FullName,
      Counting: 'school',
      LimitPercent: 30,
    })
    const course = school.Courses.find((c: { SectionId: number }) => c.SectionId === sectionId)
    expect(course).toMatchObject({
      AbsentHours: target.AbsentHours,
      CountedHours: target.CountedHours,
      Percentage: target.Percentage,
      AbsentDays: target.AbsentDays,
    })
    expect(course.Daily.length).toBeGreaterThan(0)
    const calendar = (await url('calendar')).json().responseData
    expect(calendar.Counting).toBe('calendar')
    const calCourse = calendar.Courses.find((c: { SectionId: number }) => c.SectionId === sectionId)
    expect(calCourse.AbsentDays).toBeGreaterThanOrEqual(course.AbsentDays)
    expect(calCourse.Percentage).toBe(course.Percentage)

    // A student whose only section is another instructor's: refused to the instructor, shown to the registrar.
    const db = fx.testDb.handle.db
    const found = await db.execute<{ id: number }>(
      sql`select id from students where id not in (select student_id from course_results) order by id limit 1`,
    )
    const outsider = (found as unknown as { rows: { id: number }[] }).rows[0]?.id
    expect(outsider).toBeGreaterThan(0)
    await db.execute(
      sql`insert into course_results (section_id, student_id) values (${foreignSection}, ${outsider})`,
    )
    const refused = await get(`/api/Absences/Report/Student?studentId=${outsider}`, instructor, 'en')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/not authorised/)
    const reg = await get(`/api/Absences/Report/Student?studentId=${outsider}`, registrar)
    expect(reg.statusCode).toBe(200)
    expect(reg.json().responseData.Courses.map((c: { SectionId: number }) => c.SectionId)).toEqual([
      foreignSection,
    ])
    expect((await get('/api/Absences/Report/Student?studentId=999999', instructor)).statusCode).toBe(404)
    expect((await get(`/api/Absences/Report/Student?studentId=${outsider}`, student)).statusCode).toBe(403)
  })
})
