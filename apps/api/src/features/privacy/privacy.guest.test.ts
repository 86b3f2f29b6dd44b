/**
 * "My personal data" for guest applicants (issue 39) through the real app on the engine under test: the guest's
 * overview (account, profile, applications and their steps, with purposes and legal bases; no staff reads), the
 * request lifecycle (filed by the guest, in the officer's queue under the guest's name, answered and audited,
 * the answer on the guest's list), one guest not seeing another's requests, and portal tokens refused.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { privacyRequests } from './privacy.schema.ts'

const now = new Date('2026-11-21T09:00:00Z')
const clock = () => now
let fx: IdentityFixture
const tokens: Record<string, string> = {}

const db = () => fx.testDb.handle.db
const get = (url: string, who: string, lang = 'tr') =>
  fx.call('GET', url, tokens[who], undefined, { 'accept-language': lang })
const post = (url: string, who: string, body: object | undefined, lang = 'tr') =>
  fx.call('POST', url, tokens[who], body, { 'accept-language': lang })

/** A guest call with the guest token and `X-Is-Guest: true`. */
const guestCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'tr') =>
  fx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-is-guest': 'true', 'accept-language': lang },
    ...(payload ? { payload } : {}),
  })

/** Signs a new guest applicant in by their e-mail code; their token and e-mail. */
async function signInGuest(): Promise<{ token: string; email: string }> {
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
  return { token: res.json().responseData, email }
}

beforeAll(async () => {
  fx = await createIdentityFixture(40, clock)
  tokens.student = (await fx.signIn('student')).token
  tokens.officer = (await fx.signIn('sysadmin', { activeRoleId: 17 })).token
}, 120_000)
afterAll(async () => {
  await fx?.close()
})

describe(`my personal data for guests on ${testEngine}`, () => {
  it("shows the guest's categories with purposes and legal bases, the mailed codes and no staff reads", async () => {
    const guest = await signInGuest()
    const tr = (await guestCall('GET', '/api/IdentityGuest/MyData/Overview', guest.token)).json().responseData
    expect(tr.Person).toEqual({ Name: guest.email, Audience: 'guest' })
    const byKey = Object.fromEntries(tr.Categories.map((c: { Key: string }) => [c.Key, c]))
    for (const k of [
      'account',
      'profile',
      'application-applications',
      'application-personalInfo',
      'application-resume',
      'application-works',
      'application-files',
      'data-requests',
    ])
      expect(byKey[k], k).toBeDefined()
    expect(byKey.account).toMatchObject({ Records: 1 })
    expect(byKey.account.LegalBasis).toContain('KVKK m. 5/2-c')
    expect(byKey['application-applications']).toMatchObject({ Records: 0 })
    expect(tr.Reads).toEqual([])
    expect(tr.LastExport).toBeNull()
    // The sign-in code was mailed to the guest: a transfer to the mail system.
    expect(tr.Transfers.map((t: { System: string }) => t.System)).toContain('mail')
    const en = (
      await guestCall('GET', '/api/IdentityGuest/MyData/Overview', guest.token, undefined, 'en')
    ).json().responseData
    expect(en.Categories.find((c: { Key: string }) => c.Key === 'account').Name).toBe(
      'Account e-mail address',
    )
  })

  it('files a request, the officer sees it under the guest name and answers it (audited), the guest sees the answer', async () => {
    const guest = await signInGuest()
    const other = await signInGuest()
    const [g] = await db()
      .execute<{ id: number }>(sql`select id from guests where email = ${guest.email}`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows)
    await db().execute(
      sql`insert into guest_profiles (guest_id, guest_type_id, first_name, last_name, national_id, nationality,
            birth_date, gender, phone) values (${g?.id}, 1, 'Zeynep', 'Aday', '10000000146', 'TR', '1990-01-01',
            'female', '5551112233')`,
    )
    const filed = await guestCall('POST', '/api/IdentityGuest/MyData/Request/File', guest.token, {
      Kind: 'deletion',
      Text: 'Başvurum bittiğinde kişisel verilerimin silinmesini istiyorum.',
    })
    expect(filed.statusCode, filed.body).toBe(200)
    const request = filed.json().responseData
    expect(request).toMatchObject({
      Kind: 'deletion',
      State: 'open',
      DueOn: '2026-12-21',
      Person: 'Zeynep Aday',
    })
    const [row] = await db().select().from(privacyRequests).where(eq(privacyRequests.id, request.Id))
    expect(row).toMatchObject({ guestId: g?.id, personId: null })

    // Only the guest's own requests.
    const mine = (await guestCall('GET', '/api/IdentityGuest/MyData/Request/List', guest.token)).json()
      .responseData
    expect(mine.map((r: { Id: number }) => r.Id)).toEqual([request.Id])
    const theirs = (await guestCall('GET', '/api/IdentityGuest/MyData/Request/List', other.token)).json()
    expect(theirs.responseData).toEqual([])

    // The officer's queue names the guest; a search by the name finds it.
    const queue = (await get('/api/Privacy/DataRequest/List?person=zeynep', 'officer')).json().responseData
    expect(queue.items.map((r: { Id: number; Person: string }) => [r.Id, r.Person])).toContainEqual([
      request.Id,
      'Zeynep Aday',
    ])
    const answered = await post('/api/Privacy/DataRequest/Answer', 'officer', {
      Id: request.Id,
      Version: request.Version,
      Outcome: 'accepted',
      Answer: 'Başvuru süreciniz bittiğinde verileriniz silinecektir.',
    })
    expect(answered.statusCode, answered.body).toBe(200)
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'privacy_request'), eq(auditLog.entityId, String(request.Id))))
    expect(audits.map((a) => a.action).sort()).toEqual(['answer', 'file'])
    const after = (await guestCall('GET', '/api/IdentityGuest/MyData/Request/List', guest.token)).json()
      .responseData[0]
    expect(after).toMatchObject({ State: 'answered', Outcome: 'accepted' })
    // An e-mail-only guest is named by the e-mail.
    const plain = await guestCall('POST', '/api/IdentityGuest/MyData/Request/File', other.token, {
      Kind: 'objection',
      Text: 'Verilerimin işlenmesine itiraz ediyorum, lütfen bilgi veriniz.',
    })
    expect(plain.json().responseData.Person).toBe(other.email)
  })

  it('refuses portal tokens on the guest routes and guest tokens on the portal routes', async () => {
    for (const url of ['/api/IdentityGuest/MyData/Overview', '/api/IdentityGuest/MyData/Request/List'])
      expect((await get(url, 'student')).statusCode).toBe(401)
    expect(
      (
        await post('/api/IdentityGuest/MyData/Request/File', 'officer', {
          Kind: 'deletion',
          Text: 'x'.repeat(20),
        })
      ).statusCode,
    ).toBe(401)
    const guest = await signInGuest()
    expect((await guestCall('GET', '/api/Privacy/MyData/Overview', guest.token)).statusCode).toBe(401)
  })
})
