/**
 * Payroll requests (issue "Staff self-service" § Payroll requests; spec §3 "Payroll request"): the month
 * bounds (before the start month refused; the current month refused before the availability day in
 * Istanbul and accepted from it), the PDF e-mailed as an attachment with Turkish letters embedded, the
 * outbox entry with its downloadable attachment, the history newest first, the audit row with the money figures.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { toUnicodeMaps } from '../../../test/pdf-text.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'

const BASE = '/api/Payroll/Bordro'
const EMAIL = 'zeynep.celik@anadoluteknik.edu.tr'
// 2026-11-14T20:59Z is 23:59 on the 14th in Istanbul; a minute later it is the 15th (availability day).
let now = new Date('2026-11-14T20:59:00Z')
let fx: IdentityFixture
let token: string

/** The development outbox (newest first) for `to`, as a user would read it at /dev/outbox. */
async function outbox(to: string) {
  return (await fx.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json()
    .responseData as {
    to: string
    subject: string
    text: string
    attachments: { filename: string; contentType: string; size: number; url: string }[]
  }[]
}

beforeAll(async () => {
  fx = await createIdentityFixture(50, () => now)
  token = (await fx.signIn('instructor-advisor')).token // duty start 2016-02-01
})
afterAll(async () => {
  await fx?.close()
})

const create = (Month: number, Year: number, lang = 'tr') =>
  fx.call('POST', `${BASE}/Create`, token, { Month, Year }, { 'accept-language': lang })

describe(`payroll requests on ${testEngine}`, () => {
  it('gives the bounds: from the duty start month to the previous month before the availability day', async () => {
    const res = await fx.call('GET', `${BASE}/Bounds`, token)
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData).toEqual({
      Start: { Month: 2, Year: 2016 },
      Last: { Month: 10, Year: 2026 },
      AvailabilityDay: 15,
      HasAvailable: true,
    })
  })

  it('refuses a month before the start payroll month', async () => {
    const res = await create(1, 2016)
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(
      'Bordro talebi en erken görevinize başladığınız ay için yapılabilir (2/2016).',
    )
    const en = await create(12, 2015, 'en')
    expect(en.json().message).toBe(
      'A payroll can be requested from the month you started duty at the earliest (2/2016).',
    )
  })

  it('refuses the current month before the availability day (Istanbul date) and a future month', async () => {
    const res = await create(11, 2026)
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(
      'Bu ayın bordrosu henüz hazır değil. Talep edilebilecek son dönem: 10/2026 (bordrolar her ayın 15. gününden itibaren hazırdır).',
    )
    expect((await create(1, 2027)).statusCode).toBe(422)
    expect(await outbox(EMAIL)).toHaveLength(0)
  })

  it('rejects a malformed month with 400', async () => {
    const res = await fx.call(
      'POST',
      `${BASE}/Create`,
      token,
      { Month: 13, Year: 2026 },
      { 'accept-language': 'en' },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^The information entered is not valid: Month/)
  })

  it('accepts the start month and e-mails the payroll PDF as an attachment', async () => {
    const res = await create(2, 2016)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(`Şubat 2016 dönemine ait bordronuz ${EMAIL} adresine gönderildi.`)
    expect(res.json().responseData).toMatchObject({
      Month: 2,
      Year: 2016,
      MailSent: true,
      Email: EMAIL,
      IpAddress: '127.0.0.1',
    })
    const mails = await outbox(EMAIL)
    expect(mails).toHaveLength(1)
    const mail = mails[0]
    expect(mail?.to).toBe(EMAIL)
    expect(mail?.subject).toBe('Maaş bordronuz: Şubat 2016')
    expect(mail?.text).toContain('Sayın Zeynep Çelik')
    const attachment = mail?.attachments[0]
    expect(attachment).toMatchObject({
      filename: 'bordro-2016-02-P10001.pdf',
      contentType: 'application/pdf',
    })
    const download = await fx.app.inject({ method: 'GET', url: String(attachment?.url) })
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toContain('bordro-2016-02-P10001.pdf')
    const pdf = download.rawPayload
    expect(pdf.length).toBe(attachment?.size)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.length).toBeGreaterThan(1024)
    const raw = pdf.toString('latin1')
    expect(raw).toContain('/FontFile2') // an embedded TrueType font, not a standard 14 font
    expect(raw).not.toContain('/Helvetica')
    // ç ğ ı İ ö ş ü (and Ç Ö Ü) are mapped to real glyphs of the embedded font
    const maps = toUnicodeMaps(pdf)
    for (const code of ['00e7', '011f', '0131', '0130', '00f6', '015f', '00fc', '00c7', '00d6', '00dc']) {
      expect(maps, `U+${code}`).toContain(`<${code}>`)
    }
  })

  it('accepts the current month from the availability day on, at 00:00 Istanbul time', async () => {
    now = new Date('2026-11-14T21:00:00Z') // 00:00 on the 15th in Istanbul
    const bounds = (await fx.call('GET', `${BASE}/Bounds`, token)).json().responseData
    expect(bounds.Last).toEqual({ Month: 11, Year: 2026 })
    const res = await create(11, 2026, 'en')
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(`Your payroll for November 2026 was sent to ${EMAIL}.`)
    expect((await outbox(EMAIL))[0]?.subject).toBe('Your payroll: November 2026')
    expect((await create(12, 2026)).statusCode).toBe(422)
  })

  it('lists the requests newest first with send date, month, year, IP address and mail sent', async () => {
    now = new Date('2026-11-16T08:00:00Z')
    token = (await fx.signIn('instructor-advisor')).token // a new session on the new day
    expect((await create(6, 2024)).statusCode).toBe(200)
    const res = await fx.call('GET', `${BASE}/History?page=1&pageSize=10`, token)
    expect(res.statusCode).toBe(200)
    const page = res.json().responseData
    expect(page.total).toBe(3)
    expect(page.items.map((i: { Month: number; Year: number }) => `${i.Year}-${i.Month}`)).toEqual([
      '2024-6',
      '2026-11',
      '2016-2',
    ])
    expect(page.items[0]).toMatchObject({
      SendDate: '2026-11-16T08:00:00.000Z',
      IpAddress: '127.0.0.1',
      MailSent: true,
    })
    const second = (await fx.call('GET', `${BASE}/History?page=2&pageSize=2`, token)).json().responseData
    expect(second.items).toHaveLength(1)
    // another staff member sees only their own
    const other = (await fx.signIn('registrar')).token
    expect((await fx.call('GET', `${BASE}/History`, other)).json().responseData.total).toBe(0)
  })

  it('audits each request with its money figures in kuruş', async () => {
    const rows = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payroll_request'), eq(auditLog.action, 'create')))
    expect(rows).toHaveLength(3)
    const after = rows[0]?.after as Record<string, number | string>
    expect(after).toMatchObject({
      registryNo: 'P10001',
      month: 2,
      year: 2016,
      currency: 'TRY',
      ipAddress: '127.0.0.1',
    })
    expect(Number.isInteger(after.grossKurus)).toBe(true)
    expect(after.netKurus).toBe(Number(after.grossKurus) - Number(after.deductionsKurus))
    expect(rows[0]?.actorPersonId).toBe(await fx.personOf('instructor-advisor'))
  })

  it('refuses students', async () => {
    const student = (await fx.signIn('student')).token
    expect((await fx.call('GET', `${BASE}/History`, student)).statusCode).toBe(403)
    expect((await fx.call('POST', `${BASE}/Create`, student, { Month: 1, Year: 2026 })).statusCode).toBe(403)
  })
})
