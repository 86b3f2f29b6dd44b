/**
 * Bulk decisions on certificate requests (issue 36 "bulk decide"; POST /api/Sertifika/Yonetim/Decide beside
 * Approve and Reject): the selected requests are approved (each with its PDF and verification code) or
 * rejected with the reason the students see, all or nothing; a request decided meanwhile makes the whole call
 * 409 naming it, with its current row, and nothing changes; bad input 400, other roles 403, requests outside
 * the registrar's units 404.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { setRoleUnits, unitIdOf } from '../../../test/role-units.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { certificateRequests } from './certificates.schema.ts'

const S = '/api/Sertifika'
const now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
let ayse: string
let registrar: string
let hr: string
/** Ayşe's pending requests made for this file. */
const ids: number[] = []

type Item = {
  Id: number
  Status: string
  RejectionReason: string | null
  VerificationCode: string | null
  StudentNo?: string
}

beforeAll(async () => {
  fx = await createIdentityFixture(30, () => now)
  ayse = (await fx.signIn('student-double')).token
  registrar = (await fx.signIn('registrar')).token
  hr = (await fx.signIn('human-resources')).token
  const offered = (
    (await fx.call('GET', `${S}/Talep/Options`, ayse)).json().responseData as {
      Kind: string
      SubjectId: number | null
    }[]
  ).filter((o) => o.SubjectId !== null)
  expect(offered.length).toBeGreaterThanOrEqual(4)
  for (const o of offered.slice(0, 4)) {
    const res = await fx.call('POST', `${S}/Talep/Create`, ayse, {
      Kind: o.Kind,
      SubjectId: o.SubjectId,
      Purpose: 'Burs başvurusu',
      Language: 'tr',
    })
    expect(res.statusCode).toBe(200)
    ids.push(res.json().responseData.Id as number)
  }
})
afterAll(async () => {
  await fx?.close()
})

const decide = (token: string | undefined, body: object, lang = 'tr') =>
  fx.call('POST', `${S}/Yonetim/Decide`, token, body, { 'accept-language': lang })
const mine = async () => (await fx.call('GET', `${S}/Talep/List`, ayse)).json().responseData as Item[]
const statusOf = async (id: number | undefined) => (await mine()).find((i) => i.Id === id)?.Status
const audits = (action: string, of: number[]) =>
  fx.testDb.handle.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'certificate_request'),
        eq(auditLog.action, action),
        inArray(auditLog.entityId, of.map(String)),
      ),
    )

describe(`bulk certificate decisions on ${testEngine}`, () => {
  it('refuses bad input (400) and other roles (401/403), changing nothing', async () => {
    const [a] = ids
    const noReason = await decide(registrar, { Ids: [a], Action: 'reject' }, 'en')
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().message).toContain('write the reason the students will see')
    expect((await decide(registrar, { Ids: [a], Action: 'reject', Reason: ' ' })).statusCode).toBe(400)
    expect((await decide(registrar, { Ids: [], Action: 'approve' })).statusCode).toBe(400)
    expect((await decide(registrar, { Ids: [a], Action: 'prepare' })).statusCode).toBe(400)
    expect((await decide(hr, { Ids: [a], Action: 'approve' })).statusCode).toBe(403)
    expect((await decide(ayse, { Ids: [a], Action: 'approve' })).statusCode).toBe(403)
    expect((await decide(undefined, { Ids: [a], Action: 'approve' })).statusCode).toBe(401)
    for (const id of ids) expect(await statusOf(id)).toBe('requested')
  })

  it('approves the selected requests together, each with its verifiable certificate (audited)', async () => {
    const [a, b] = ids as [number, number]
    const res = await decide(registrar, { Ids: [a, b, a], Action: 'approve' }, 'en')
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData).toEqual({ Count: 2 })
    expect(res.json().message).toBe('2 request(s) approved and their certificates created.')
    const items = (await mine()).filter((i) => i.Id === a || i.Id === b)
    expect(items.map((i) => i.Status)).toEqual(['approved', 'approved'])
    const codes = items.map((i) => i.VerificationCode)
    expect(new Set(codes).size).toBe(2)
    for (const code of codes) {
      const verified = await fx.call('GET', `/api/Belge/Dogrulama/Get?code=${code}`)
      expect(verified.statusCode).toBe(200)
      expect(JSON.stringify(verified.json().responseData.Fields)).toContain('Burs başvurusu')
    }
    const pdf = await fx.call('GET', `${S}/Talep/Download?id=${a}`, ayse)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await audits('approve', [a, b])).map((x) => x.entityId).sort()).toEqual(
      [String(a), String(b)].sort(),
    )
  })

  it('answers 409 naming a request decided meanwhile, with its current row, and decides none', async () => {
    const [a, , c] = ids as [number, number, number]
    const res = await decide(registrar, { Ids: [c, a], Action: 'reject', Reason: 'Belgeler eksik' })
    expect(res.statusCode).toBe(409)
    const body = res.json()
    expect(body.message).toContain('hiçbiri karara bağlanmadı')
    expect(body.message).toContain('2024101001')
    expect(body.message).toContain('Onaylandı')
    expect(body.responseData).toHaveLength(1)
    expect(body.responseData[0]).toMatchObject({ Id: a, Status: 'approved', StudentNo: '2024101001' })
    expect(Object.keys(body.responseData[0])).not.toContain('fileId')
    expect(await statusOf(c)).toBe('requested')
    expect(await statusOf(a)).toBe('approved')
    expect(await audits('reject', [a, c])).toEqual([])
  })

  it('rejects the selected requests with the reason each student sees (audited)', async () => {
    const [, , c] = ids as [number, number, number]
    const res = await decide(registrar, { Ids: [c], Action: 'reject', Reason: 'Etkinlik kaydı eksik' })
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData).toEqual({ Count: 1 })
    expect(res.json().message).toBe('1 talep reddedildi.')
    expect((await mine()).find((i) => i.Id === c)).toMatchObject({
      Status: 'rejected',
      RejectionReason: 'Etkinlik kaydı eksik',
      VerificationCode: null,
    })
    const [audit] = await audits('reject', [c])
    expect(audit?.reason).toBe('Etkinlik kaydı eksik')
    const [row] = await fx.testDb.handle.db
      .select({ status: certificateRequests.status })
      .from(certificateRequests)
      .where(eq(certificateRequests.id, c))
    expect(row?.status).toBe('rejected')
  })

  it('refuses requests outside the registrar’s units (404) and decides none of the selection', async () => {
    const [a, , , d] = ids as [number, number, number, number]
    const db = fx.testDb.handle.db
    await setRoleUnits(db, await fx.personOf('registrar'), 4, [await unitIdOf(db, 'FEF')])
    const narrowed = (await fx.signIn('registrar')).token
    expect((await decide(narrowed, { Ids: [d], Action: 'approve' })).statusCode).toBe(404)
    expect(
      (await decide(narrowed, { Ids: [d, a], Action: 'reject', Reason: 'Kapsam dışı' })).statusCode,
    ).toBe(404)
    expect(await statusOf(d)).toBe('requested')
  })
})
