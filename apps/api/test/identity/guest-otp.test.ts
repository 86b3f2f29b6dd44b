/**
 * Guest sign-in with one-time codes (issue "Identity and session API" § Guests, "It is done when"):
 * request → code from /dev/outbox → verify → a guest token that works only on guest paths with
 * X-Is-Guest; wrong, expired, reused codes and the sixth try; identical answers for known and unknown
 * addresses; logout; guest and portal tokens kept apart.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { schema } from '../../src/db/client.ts'
import { seedDemoUniversity } from '../../src/db/seed/index.ts'
import { guestOtps, guests } from '../../src/identity/guest/guest.schema.ts'
import { sessions } from '../../src/identity/identity.schema.ts'
import { createIdentityServices } from '../../src/identity/index.ts'
import { auditRows } from '../audit-rows.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

let testDb: TestDatabase
let app: FastifyInstance
let portalToken: string

const GUEST_PATH = '/api/IdentityGuest/guest/guest-types'
const newEmail = () => `aday.${randomUUID().slice(0, 8)}@example.org`
/** A distinct client address per test, so the per-IP limits of one test never touch another. */
const newIp = () => `fd00::${randomBytes(8).toString('hex').match(/.{4}/g)?.join(':')}`

async function requestCode(email: string, ip = newIp(), lang = 'tr') {
  return app.inject({
    method: 'POST',
    url: '/api/IdentityGuest/auth/request-otp',
    remoteAddress: ip,
    headers: { 'accept-language': lang },
    payload: { email },
  })
}

async function latestCode(email: string): Promise<string> {
  const res = await app.inject({ url: `/dev/outbox?to=${encodeURIComponent(email)}` })
  const text: string = res.json().responseData[0]?.text ?? ''
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

async function verify(email: string, code: string, ip = newIp(), lang = 'tr') {
  return app.inject({
    method: 'POST',
    url: '/api/IdentityGuest/auth/verify-otp',
    remoteAddress: ip,
    headers: { 'accept-language': lang },
    payload: { email, code },
  })
}

/** Any 6-digit code other than `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function signIn(email = newEmail()): Promise<string> {
  expect((await requestCode(email)).statusCode).toBe(200)
  const res = await verify(email, await latestCode(email))
  expect(res.statusCode).toBe(200)
  return res.json().responseData
}

const asGuest = (token: string, url = GUEST_PATH, guestHeader = true) =>
  app.inject({
    url,
    headers: { authorization: `Bearer ${token}`, ...(guestHeader ? { 'x-is-guest': 'true' } : {}) },
  })

beforeAll(async () => {
  testDb = await createTestDatabase()
  await seedDemoUniversity(testDb.handle.db, { students: 50 })
  const config = testConfig()
  app = await buildApp({ config, database: testDb.handle, logger: false })
  await app.ready()
  const [student] = await testDb.handle.db.select().from(schema.students).limit(1)
  if (!student) throw new Error('no seeded student')
  const identity = await createIdentityServices(testDb.handle.db, config)
  portalToken = (await identity.sessions.start({ kind: 'student', personId: student.personId })).token
})

afterAll(async () => {
  await app?.close()
  await testDb?.dispose()
})

describe(`guest one-time codes on ${testEngine}`, () => {
  it('signs a guest in: code by mail, then a guest token with Email, GuestId and sid', async () => {
    const email = newEmail()
    const res = await requestCode(email.toUpperCase(), newIp(), 'en')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'If the address is valid, a confirmation code has been sent by e-mail.',
      responseData: null,
    })
    const outbox = (await app.inject({ url: `/dev/outbox?to=${email}` })).json()
    expect(outbox.success).toBe(true)
    expect(outbox.responseData).toHaveLength(1)
    expect(outbox.responseData[0].to).toBe(email)
    expect(outbox.responseData[0].subject).toBe('UNACS guest sign-in confirmation code')
    const code = await latestCode(email)
    // Only the HMAC is stored.
    const [row] = await testDb.handle.db.select().from(guestOtps).where(eq(guestOtps.email, email))
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row?.codeHash).not.toContain(code)

    const verified = await verify(email, code)
    expect(verified.statusCode).toBe(200)
    const token: string = verified.json().responseData
    const claims = decodeJwt(token)
    const [guest] = await testDb.handle.db.select().from(guests).where(eq(guests.email, email))
    expect(claims).toMatchObject({
      Email: email,
      GuestId: guest?.id,
      aud: 'unacs-guest',
      sub: String(guest?.id),
    })
    const [session] = await testDb.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.sid)))
    expect(session).toMatchObject({ kind: 'guest', guestId: guest?.id, activeRoleId: 100, revokedAt: null })
    const hours = ((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)) / 3_600_000
    expect(hours).toBeCloseTo(12, 1)

    expect((await asGuest(token)).statusCode).toBe(200)
    expect((await asGuest(token, GUEST_PATH, false)).statusCode).toBe(401)
  })

  it('mails the code in the caller language (tr by default)', async () => {
    const email = newEmail()
    await requestCode(email, newIp(), 'tr-TR')
    const [mail] = (await app.inject({ url: `/dev/outbox?to=${email}` })).json().responseData
    expect(mail.subject).toBe('UNACS misafir girişi doğrulama kodu')
    expect(mail.text).toMatch(/doğrulama kodunuz: \d{6}/)
    expect(mail.text).toContain('5 dakika')
  })

  it('answers known and unknown addresses identically', async () => {
    const known = newEmail()
    await signIn(known)
    const unknown = newEmail()
    const a = await requestCode(known)
    const b = await requestCode(unknown)
    expect(a.statusCode).toBe(b.statusCode)
    expect(a.json()).toEqual(b.json())
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort())
  })

  it('keeps one guest per address across sign-ins', async () => {
    const email = newEmail()
    const first = decodeJwt(await signIn(email))
    const second = decodeJwt(await signIn(email.toUpperCase()))
    expect(second.GuestId).toBe(first.GuestId)
    expect(second.sid).not.toBe(first.sid)
  })

  it('refuses a wrong code with the §8 message in tr and en', async () => {
    const email = newEmail()
    await requestCode(email)
    const code = await latestCode(email)
    const tr = await verify(email, otherCode(code))
    expect(tr.statusCode).toBe(422)
    expect(tr.json()).toEqual({
      success: false,
      message: 'Doğrulama kodu hatalı veya süresi dolmuş.',
      responseData: null,
    })
    const en = await verify(email, otherCode(code), newIp(), 'en')
    expect(en.json().message).toBe('The confirmation code is wrong or has expired.')
    expect((await verify(email, code)).statusCode).toBe(200)
  })

  it('refuses a code for an address that never asked for one, and a malformed code', async () => {
    expect((await verify(newEmail(), '123456')).statusCode).toBe(422)
    expect((await verify(newEmail(), '12345')).statusCode).toBe(400)
  })

  it('refuses an expired code', async () => {
    const email = newEmail()
    await requestCode(email)
    const code = await latestCode(email)
    await testDb.handle.db
      .update(guestOtps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(guestOtps.email, email))
    const res = await verify(email, code)
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('Doğrulama kodu hatalı veya süresi dolmuş.')
  })

  it('lets a code live exactly 5 minutes on the business clock', async () => {
    let at = new Date('2026-06-01T09:00:00Z')
    const clocked = await buildApp({
      config: testConfig(),
      database: testDb.handle,
      logger: false,
      clock: () => at,
    })
    const send = (action: string, payload: object) =>
      clocked.inject({
        method: 'POST',
        url: `/api/IdentityGuest/auth/${action}`,
        remoteAddress: newIp(),
        payload,
      })
    const [early, late] = [newEmail(), newEmail()]
    await send('request-otp', { email: early })
    await send('request-otp', { email: late })
    const [earlyCode, lateCode] = [await latestCode(early), await latestCode(late)]
    at = new Date('2026-06-01T09:04:59Z')
    expect((await send('verify-otp', { email: early, code: earlyCode })).statusCode).toBe(200)
    at = new Date('2026-06-01T09:05:00Z')
    expect((await send('verify-otp', { email: late, code: lateCode })).statusCode).toBe(422)
    await clocked.close()
  })

  it('lets a code work once', async () => {
    const email = newEmail()
    await requestCode(email)
    const code = await latestCode(email)
    expect((await verify(email, code)).statusCode).toBe(200)
    expect((await verify(email, code)).statusCode).toBe(422)
  })

  it('retires an older code when a newer one is sent', async () => {
    const email = newEmail()
    await requestCode(email)
    const first = await latestCode(email)
    await requestCode(email)
    const second = await latestCode(email)
    if (first !== second) expect((await verify(email, first)).statusCode).toBe(422)
    expect((await verify(email, second)).statusCode).toBe(200)
  })

  it('kills a code after 5 wrong tries: the sixth try fails even with the right code', async () => {
    const email = newEmail()
    await requestCode(email)
    const code = await latestCode(email)
    for (let i = 0; i < 5; i++) expect((await verify(email, otherCode(code))).statusCode).toBe(422)
    expect((await verify(email, code)).statusCode).toBe(422)
    // A fresh code works again.
    await requestCode(email)
    expect((await verify(email, await latestCode(email))).statusCode).toBe(200)
  })

  it('accepts the right code on the fifth try after 4 wrong ones', async () => {
    const email = newEmail()
    await requestCode(email)
    const code = await latestCode(email)
    for (let i = 0; i < 4; i++) await verify(email, otherCode(code))
    expect((await verify(email, code)).statusCode).toBe(200)
  })

  it('logs out: the session is revoked and the token gets 401', async () => {
    const token = await signIn()
    const res = await app.inject({
      method: 'POST',
      url: '/api/IdentityGuest/auth/logout',
      headers: { authorization: `Bearer ${token}`, 'x-is-guest': 'true' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().success).toBe(true)
    const [row] = await testDb.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(decodeJwt(token).sid)))
    expect(row?.revokedAt).toBeInstanceOf(Date)
    expect((await asGuest(token)).statusCode).toBe(401)
    // Sign-in and sign-out are audited (issue 15); the guest is named in the row (no person).
    const guestId = Number(decodeJwt(token).GuestId)
    const audited = await auditRows(testDb.handle.db, 'session', String(decodeJwt(token).sid))
    expect(audited.map((r) => [r.action, r.actorPersonId])).toEqual([
      ['signIn', null],
      ['signOut', null],
    ])
    expect(audited[0]?.after).toEqual({ kind: 'guest', guestId })
    expect(audited[1]?.before).toMatchObject({ kind: 'guest', guestId })
    // A second logout with the now-revoked (or any invalid) token still succeeds, so the client can clear
    // its storage after a 401 (spec §4), and changes nothing.
    for (const authorization of [`Bearer ${token}`, 'Bearer garbage', undefined]) {
      const again = await app.inject({
        method: 'POST',
        url: '/api/IdentityGuest/auth/logout',
        headers: { ...(authorization ? { authorization } : {}), 'x-is-guest': 'true' },
      })
      expect(again.statusCode).toBe(200)
    }
  })

  it('does not let a portal token revoke anything through the guest logout', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/IdentityGuest/auth/logout',
      headers: { authorization: `Bearer ${portalToken}`, 'x-is-guest': 'true' },
    })
    expect(res.statusCode).toBe(200)
    const menu = await app.inject({
      url: '/api/Menu/GetUnacsMenuListByRoleId',
      headers: { authorization: `Bearer ${portalToken}` },
    })
    expect(menu.statusCode).toBe(200)
  })

  it('never accepts a guest token on a staff path, nor a portal token on a guest path', async () => {
    const guestToken = await signIn()
    const staff = await app.inject({
      url: '/api/Menu/GetUnacsMenuListByRoleId',
      headers: { authorization: `Bearer ${guestToken}`, 'x-is-guest': 'true' },
    })
    expect(staff.statusCode).toBe(401)
    expect(staff.json().success).toBe(false)
    const portalOnGuest = await asGuest(portalToken)
    expect(portalOnGuest.statusCode).toBe(401)
    // The portal token itself is fine where it belongs.
    const menu = await app.inject({
      url: '/api/Menu/GetUnacsMenuListByRoleId',
      headers: { authorization: `Bearer ${portalToken}` },
    })
    expect(menu.statusCode).toBe(200)
  })

  it('lists every guest call in the OpenAPI document under the guest tag', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json()
    const calls = [
      ['post', '/api/IdentityGuest/auth/request-otp'],
      ['post', '/api/IdentityGuest/auth/verify-otp'],
      ['post', '/api/IdentityGuest/auth/logout'],
      ['get', '/api/IdentityGuest/guest/guest-types'],
      ['get', '/api/IdentityGuest/guest/get-guest-personal_info'],
      ['post', '/api/IdentityGuest/guest/add-guest-personal-info'],
      ['post', '/api/IdentityGuest/guest/add-guest-detail'],
    ] as const
    for (const [method, path] of calls) expect(doc.paths[path]?.[method]?.tags).toEqual(['guest'])
    const body = doc.paths['/api/IdentityGuest/auth/verify-otp'].post.requestBody.content['application/json']
    expect(body.schema.required).toEqual(['email', 'code'])
  })
})
