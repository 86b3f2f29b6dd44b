/**
 * Privacy (issue 39 "Privacy") through the real app on the engine under test: the seeded notice is pending only
 * for the dedicated demo student; acknowledging records who, when and which version (idempotent; an old version
 * is refused); a new version published by the system administrator (audited; a stale one is 409) asks everyone
 * again; the guest applicant's notice; the access log of a registrar reading a health file (a freeze request's
 * document), nothing for the student's own read, the officer's viewer with filters and its XLSX export, the
 * export of many persons recording each, and the table refusing updates and early deletes.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { privacyAccessLog, privacyAcknowledgements } from './privacy.schema.ts'

const now = new Date('2026-11-21T09:00:00Z')
const clock = () => now
let fx: IdentityFixture
const tokens: Record<string, string> = {}

const db = () => fx.testDb.handle.db
const get = (url: string, who: string, lang = 'tr') =>
  fx.call('GET', url, tokens[who], undefined, { 'accept-language': lang })
const post = (url: string, who: string, body: object, lang = 'tr') =>
  fx.call('POST', url, tokens[who], body, { 'accept-language': lang })

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** Creates a freeze request with a document as `who` (a student); its id. */
async function freezeRequest(who: string): Promise<number> {
  const boundary = `----unacs${randomBytes(8).toString('hex')}`
  const fields = {
    Reason: 'health',
    Terms: '2026-2027-B',
    Explanation: 'Ameliyat sonrası iyileşme dönemim nedeniyle bu dönem kaydımı dondurmam gerekiyor.',
  }
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  )
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rapor.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/Freeze/Student/Create',
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${tokens[who]}`,
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().responseData
}

/** A signed-in guest applicant's token. */
async function guestToken(): Promise<string> {
  const email = `aday.${randomBytes(4).toString('hex')}@example.com`
  const ask = await fx.app.inject({
    method: 'POST',
    url: '/api/IdentityGuest/auth/request-otp',
    payload: { email },
  })
  expect(ask.statusCode).toBe(200)
  const mail = await fx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(email)}` })
  const code = /\b(\d{6})\b/.exec(mail.json().responseData[0]?.text ?? '')?.[1] ?? ''
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/IdentityGuest/auth/verify-otp',
    payload: { email, code },
  })
  expect(res.statusCode).toBe(200)
  return res.json().responseData
}

beforeAll(async () => {
  fx = await createIdentityFixture(40, clock)
  for (const key of [
    'student',
    'student-departure',
    'registrar',
    'instructor-advisor',
    'human-resources',
  ] as const)
    tokens[key] = (await fx.signIn(key)).token
  tokens.sysadmin = (await fx.signIn('sysadmin', { activeRoleId: 13 })).token
  tokens.officer = (await fx.signIn('sysadmin', { activeRoleId: 17 })).token
})
afterAll(async () => {
  await fx?.close()
})

describe(`privacy notices on ${testEngine}`, () => {
  it('asks only the dedicated demo student; an acknowledgement records who, when and which version', async () => {
    expect((await get('/api/Privacy/Notice/Pending', 'student')).json().responseData).toEqual({
      Notice: null,
    })
    expect((await get('/api/Privacy/Notice/Pending', 'registrar')).json().responseData).toEqual({
      Notice: null,
    })
    const tr = (await get('/api/Privacy/Notice/Pending', 'student-departure')).json().responseData.Notice
    expect(tr).toMatchObject({ Audience: 'student', Version: 1 })
    expect(tr.Title).toBe('Öğrencilere Yönelik Kişisel Verilerin Korunması Aydınlatma Metni')
    expect(tr.Body).toContain('6698 sayılı')
    const en = (await get('/api/Privacy/Notice/Pending', 'student-departure', 'en')).json().responseData
      .Notice
    expect(en.Title).toBe('Privacy Notice for Students')

    // Another audience's notice is refused (422 in the caller's language), nothing recorded.
    const wrong = await post('/api/Privacy/Notice/Acknowledge', 'student-departure', { Id: tr.Id + 1 }, 'en')
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().message).toContain('not the current version')
    const ok = await post('/api/Privacy/Notice/Acknowledge', 'student-departure', { Id: tr.Id })
    expect(ok.statusCode).toBe(200)
    expect(
      (await post('/api/Privacy/Notice/Acknowledge', 'student-departure', { Id: tr.Id })).statusCode,
    ).toBe(200)
    const person = await fx.personOf('student-departure')
    const acks = await db()
      .select()
      .from(privacyAcknowledgements)
      .where(eq(privacyAcknowledgements.personId, person))
    expect(acks).toHaveLength(1)
    expect(acks[0]).toMatchObject({ noticeId: tr.Id, acknowledgedAt: now })
    expect(acks[0]?.ip).toBeTruthy()
    expect((await get('/api/Privacy/Notice/Pending', 'student-departure')).json().responseData).toEqual({
      Notice: null,
    })
  })

  it('a new version by the system administrator is audited, refused when stale, and asks everyone again', async () => {
    const history = (await get('/api/Privacy/NoticeAdmin/List?audience=student', 'sysadmin')).json()
      .responseData
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ Version: 1, PublishedBy: null })
    expect(history[0].Acknowledged).toBeGreaterThan(30)
    const input = {
      Audience: 'student',
      BaseVersion: 1,
      TitleTr: 'Öğrenci Aydınlatma Metni (2027)',
      TitleEn: 'Privacy Notice for Students (2027)',
      BodyTr: 'Güncellenen aktarım listesi: YÖKSİS, Moodle, banka, e-posta ve SMS sağlayıcıları.',
      BodyEn: 'Updated list of transfers: YÖKSİS, Moodle, the bank, e-mail and SMS providers.',
    }
    expect((await post('/api/Privacy/NoticeAdmin/Publish', 'registrar', input)).statusCode).toBe(403)
    expect(
      (await post('/api/Privacy/NoticeAdmin/Publish', 'sysadmin', { ...input, BodyTr: ' ' })).statusCode,
    ).toBe(400)
    const published = await post('/api/Privacy/NoticeAdmin/Publish', 'sysadmin', input)
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json().responseData).toMatchObject({
      Version: 2,
      Acknowledged: 0,
      PublishedBy: 'Çağrı Erdoğan',
    })
    const stale = await post('/api/Privacy/NoticeAdmin/Publish', 'sysadmin', input, 'en')
    expect(stale.statusCode).toBe(409)
    expect(stale.json().responseData).toMatchObject({ Version: 2 })
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'privacy_notice'), eq(auditLog.action, 'publish')))
    expect(audit?.after).toMatchObject({ audience: 'student', version: 2 })

    // Everyone of the audience is asked again; staff are not.
    const again = (await get('/api/Privacy/Notice/Pending', 'student')).json().responseData.Notice
    expect(again).toMatchObject({ Version: 2, Title: 'Öğrenci Aydınlatma Metni (2027)' })
    expect((await get('/api/Privacy/Notice/Pending', 'registrar')).json().responseData.Notice).toBeNull()
    expect((await post('/api/Privacy/Notice/Acknowledge', 'student', { Id: history[0].Id })).statusCode).toBe(
      422,
    )
    expect((await post('/api/Privacy/Notice/Acknowledge', 'student', { Id: again.Id })).statusCode).toBe(200)
  })

  it("asks a guest applicant for the guests' notice once", async () => {
    const token = await guestToken()
    const call = (method: 'GET' | 'POST', action: string, payload?: object) =>
      fx.app.inject({
        method,
        url: `/api/IdentityGuest/PrivacyNotice/${action}`,
        headers: { authorization: `Bearer ${token}`, 'x-is-guest': 'true' },
        ...(payload ? { payload } : {}),
      })
    const notice = (await call('GET', 'Pending')).json().responseData.Notice
    expect(notice).toMatchObject({ Audience: 'guest', Version: 1 })
    expect((await call('POST', 'Acknowledge', { Id: notice.Id })).statusCode).toBe(200)
    expect((await call('GET', 'Pending')).json().responseData.Notice).toBeNull()
    // A portal token is no guest's.
    expect((await get('/api/IdentityGuest/PrivacyNotice/Pending', 'student')).statusCode).toBe(401)
  })
})

describe(`the access log on ${testEngine}`, () => {
  it("records a registrar reading a student's health file, not the student's own read", async () => {
    const id = await freezeRequest('student')
    const studentPerson = await fx.personOf('student')
    const registrarPerson = await fx.personOf('registrar')
    const before = await db().select().from(privacyAccessLog)
    expect((await get(`/api/Freeze/File?id=${id}`, 'student')).statusCode).toBe(200)
    expect(await db().select().from(privacyAccessLog)).toHaveLength(before.length)

    const read = await fx.app.inject({
      url: `/api/Freeze/File?id=${id}`,
      headers: { authorization: `Bearer ${tokens.registrar}` },
      remoteAddress: '10.1.2.3',
    })
    expect(read.statusCode).toBe(200)
    const rows = await db()
      .select()
      .from(privacyAccessLog)
      .where(eq(privacyAccessLog.kind, 'freeze.attachment'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      readerPersonId: registrarPerson,
      readerRoleId: 4,
      subjectPersonId: studentPerson,
      target: `freeze:${id}`,
      ip: '10.1.2.3',
      at: now,
    })

    // The officer's viewer: filtered by person (name, Turkish-folded), reader and kind.
    const list = await get('/api/Privacy/AccessLog/List?kind=freeze.attachment&reader=elif', 'officer', 'en')
    expect(list.statusCode).toBe(200)
    const page = list.json().responseData
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({
      Reader: 'Elif Arslan',
      ReaderRole: 'Registrar',
      KindName: 'Freeze request document (health)',
      Ip: '10.1.2.3',
    })
    const none = await get('/api/Privacy/AccessLog/List?kind=freeze.attachment&from=2026-11-22', 'officer')
    expect(none.json().responseData.total).toBe(0)
    expect((await get('/api/Privacy/AccessLog/List', 'registrar')).statusCode).toBe(403)
    expect((await get('/api/Privacy/AccessLog/List', 'sysadmin')).statusCode).toBe(403)
    expect((await get('/api/Privacy/AccessLog/List?from=2026-13-01', 'officer')).statusCode).toBe(400)

    const xlsx = await get('/api/Privacy/AccessLog/Export?kind=freeze.attachment', 'officer')
    expect(xlsx.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = wb.worksheets[0]
    expect(sheet?.getRow(1).getCell(2).value).toBe('Okuyan')
    expect(sheet?.getRow(2).getCell(2).value).toBe('Elif Arslan')
  })

  it('records reads of student and personnel records and every person of an export', async () => {
    const [student] = await db()
      .execute<{ id: number; person_id: number }>(
        sql`select id, person_id from students where student_no = '2025104001'`,
      )
      .then((r) => (r as unknown as { rows: { id: number; person_id: number }[] }).rows)
    expect((await get(`/api/Students/Record/Get?id=${student?.id}`, 'registrar')).statusCode).toBe(200)
    expect((await get('/api/Personnel/Bilgi/Get?sicilNo=P10003', 'human-resources')).statusCode).toBe(200)
    const kinds = await db()
      .select({ kind: privacyAccessLog.kind, subject: privacyAccessLog.subjectPersonId })
      .from(privacyAccessLog)
    expect(kinds).toContainEqual({ kind: 'student.record', subject: student?.person_id })
    expect(kinds.some((k) => k.kind === 'personnel.record')).toBe(true)

    const exported = await get('/api/Students/Report/Export', 'registrar')
    expect(exported.statusCode).toBe(200)
    const total = Number(exported.headers['x-total-count'])
    const batch = await db()
      .select({ n: sql<number>`count(distinct ${privacyAccessLog.subjectPersonId})::int` })
      .from(privacyAccessLog)
      .where(eq(privacyAccessLog.kind, 'students.export'))
    // One row per person exported (the double-major student's two studentships are one person).
    const persons = await db().execute(sql`select count(distinct person_id)::int as n from students`)
    expect(total).toBeGreaterThan(10)
    expect(Number(batch[0]?.n)).toBe(Number((persons as unknown as { rows: { n: number }[] }).rows[0]?.n))
  })

  it('is append-only: an update or an early delete is refused', async () => {
    await expect(db().execute(sql`update privacy_access_log set ip = 'x'`)).rejects.toThrow()
    await expect(db().execute(sql`delete from privacy_access_log`)).rejects.toThrow()
  })
})
