/**
 * HR's view of payroll requests (issue 22 "Request queues"): the seeded requests with filters (person,
 * unit, date, state), the XLSX export of the filtered list (issue 36), the failure list, resend of a failed request (mailed once: a second or concurrent
 * resend is 409), audit, unit scope and roles.
 */
import { and, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { setRoleUnits } from '../../../test/role-units.ts'
import { testEngine } from '../../../test/test-db.ts'
import { staffMembers, units } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { payrollRequests } from './payroll.schema.ts'

const B = '/api/Payroll/Yonetim'
const now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
let hr: string
let registrar: string
let student: string

type Item = {
  Id: number
  MailSent: boolean
  RegistryNo: string
  FullName: string
  Email: string
  SendDate: string
}
const list = async (token: string, query = '') => {
  const res = await fx.call('GET', `${B}/List?${query}`, token)
  expect(res.statusCode).toBe(200)
  return res.json().responseData as { items: Item[]; total: number }
}

beforeAll(async () => {
  fx = await createIdentityFixture(30, () => now)
  hr = (await fx.signIn('human-resources')).token
  registrar = (await fx.signIn('registrar')).token
  student = (await fx.signIn('student')).token
})
afterAll(async () => {
  await fx?.close()
})

describe(`HR payroll requests on ${testEngine}`, () => {
  it('lists every request with filters by state, person and date, paged on the server', async () => {
    const all = await list(hr, 'pageSize=5')
    expect(all.total).toBe(12)
    expect(all.items).toHaveLength(5)
    const failed = await list(hr, 'State=failed')
    expect(failed.total).toBe(3)
    expect(failed.items.every((i) => !i.MailSent)).toBe(true)
    const one = all.items[0] as Item
    const byPerson = await list(hr, `Search=${encodeURIComponent(one.RegistryNo)}`)
    expect(byPerson.items.map((i) => i.Id)).toContain(one.Id)
    const byName = await list(hr, `Search=${encodeURIComponent(one.FullName.split(' ')[0] ?? '')}`)
    expect(byName.items.map((i) => i.Id)).toContain(one.Id)
    const early = await list(hr, 'From=2026-11-02&To=2026-11-04')
    expect(early.total).toBe(3)
    const units = (await fx.call('GET', `${B}/Units`, hr)).json().responseData as { Id: number }[]
    expect(units.length).toBeGreaterThan(0)
    expect((await fx.call('GET', `${B}/List?From=2026-13-01`, hr)).statusCode).toBe(400)
  })

  it('exports the filtered list as XLSX: the page’s labels, Istanbul times, states in words', async () => {
    const res = await fx.call('GET', `${B}/Export?State=failed`, hr, undefined, { 'accept-language': 'tr' })
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''bordro-talepleri.xlsx")
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(((ws?.getRow(1).values ?? []) as unknown[]).slice(1)).toEqual([
      'Sicil No',
      'Adı Soyadı',
      'Birim',
      'Dönem',
      'Talep tarihi',
      'IP adresi',
      'E-posta adresi',
      'E-posta',
    ])
    const failed = await list(hr, 'State=failed')
    expect(ws?.rowCount).toBe(1 + failed.total)
    const first = failed.items[0] as Item
    const row = ws?.getRow(2)
    expect(row?.getCell(1).value).toBe(first.RegistryNo)
    expect(row?.getCell(2).value).toBe(first.FullName)
    expect(row?.getCell(5).value).toBe(
      new Date(first.SendDate).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' }),
    )
    expect(row?.getCell(8).value).toBe('Gönderilemedi')
    const en = await fx.call('GET', `${B}/Export`, hr, undefined, { 'accept-language': 'en' })
    expect(String(en.headers['content-disposition'])).toContain('payroll-requests.xlsx')
    const all = new ExcelJS.Workbook()
    await all.xlsx.load(en.rawPayload as unknown as ArrayBuffer)
    expect(all.worksheets[0]?.rowCount).toBe(1 + (await list(hr)).total)
    expect(all.worksheets[0]?.getRow(1).getCell(8).value).toBe('E-mail')
    expect((await fx.call('GET', `${B}/Export`, registrar)).statusCode).toBe(403)
    expect((await fx.call('GET', `${B}/Export?From=2026-13-01`, hr)).statusCode).toBe(400)
  })

  it('resends a failed request once: mailed, audited, 409 the second time', async () => {
    const [failed] = (await list(hr, 'State=failed')).items
    const res = await fx.call('POST', `${B}/Resend`, hr, { Id: failed?.Id }, { 'accept-language': 'en' })
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData.MailSent).toBe(true)
    expect(res.json().message).toBe(`The payroll was sent again to ${failed?.Email}.`)
    const again = await fx.call('POST', `${B}/Resend`, hr, { Id: failed?.Id })
    expect(again.statusCode).toBe(409)
    const mails = (
      await fx.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(failed?.Email ?? '')}` })
    ).json().responseData as unknown[]
    expect(mails).toHaveLength(1)
    const audit = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payroll_request'), eq(auditLog.action, 'resend')))
    expect(audit.map((a) => a.entityId)).toEqual([String(failed?.Id)])
    expect((await list(hr, 'State=failed')).total).toBe(2)
  })

  it('answers one of two concurrent resends and 409 to the other', async () => {
    const [failed] = (await list(hr, 'State=failed')).items
    const results = await Promise.all([
      fx.call('POST', `${B}/Resend`, hr, { Id: failed?.Id }),
      fx.call('POST', `${B}/Resend`, hr, { Id: failed?.Id }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
  })

  it('refuses other roles, students and anonymous callers', async () => {
    expect((await fx.call('GET', `${B}/List`, registrar)).statusCode).toBe(403)
    expect((await fx.call('GET', `${B}/List`, student)).statusCode).toBe(403)
    expect((await fx.call('GET', `${B}/List`)).statusCode).toBe(401)
    expect((await fx.call('POST', `${B}/Resend`, registrar, { Id: 1 })).statusCode).toBe(403)
  })

  it('limits the list and the resend to the caller’s units', async () => {
    const db = fx.testDb.handle.db
    const [failed] = (await list(hr, 'State=failed')).items
    const [other] = await db.select({ id: units.id }).from(units).where(eq(units.code, 'FEF'))
    await setRoleUnits(db, await fx.personOf('human-resources'), 10, [other?.id ?? 0])
    const narrowed = (await fx.signIn('human-resources')).token
    const seen = await list(narrowed)
    const inScope = await db
      .select({ id: payrollRequests.id, unitId: staffMembers.unitId })
      .from(payrollRequests)
      .innerJoin(staffMembers, eq(staffMembers.id, payrollRequests.staffMemberId))
    expect(seen.total).toBeLessThan(inScope.length)
    if (failed && !seen.items.some((i) => i.Id === failed.Id)) {
      expect((await fx.call('POST', `${B}/Resend`, narrowed, { Id: failed.Id })).statusCode).toBe(404)
    }
  })
})
