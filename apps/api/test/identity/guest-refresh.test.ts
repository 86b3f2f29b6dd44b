/**
 * Refresh for guests and renewal of expired access tokens (issue 15 "Sessions"): verify-otp sets the
 * HttpOnly guest refresh cookie; refresh-token gives a new guest token and rotates the cookie; an expired
 * access token (of a live session) is renewed with the cookie, for guests and staff, within the 12 h
 * session; revoked sessions, forged tokens and cross-kind cookies are refused. Time moves on the app's
 * business clock.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_TOKEN_SECONDS } from '../../src/identity/tokens/token-service.ts'
import { testEngine } from '../test-db.ts'
import { claimsOf, createIdentityFixture, type IdentityFixture, movableClock } from './identity-fixture.ts'

const { clock, at } = movableClock('2027-03-15T09:00:00Z')

let fx: IdentityFixture

const GUEST_REFRESH = '/api/IdentityGuest/auth/refresh-token'
const STAFF_REFRESH = '/api/Identity/RefreshToken/GenerateRefreshToken'
const GUEST_PATH = '/api/IdentityGuest/guest/guest-types'
const MENU = '/api/Menu/GetUnacsMenuListByRoleId'
const newIp = () => `fd00::${randomBytes(8).toString('hex').match(/.{4}/g)?.join(':')}`

/** The value of cookie `name` set by `res`, with its attributes. */
function setCookie(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name)
}

/** Signs a new guest in through request-otp → outbox → verify-otp; returns token and cookie value. */
async function guestSignIn(): Promise<{ token: string; cookie: string; res: LightMyRequestResponse }> {
  const email = `aday.${randomUUID().slice(0, 8)}@example.org`
  const ip = newIp()
  await fx.app.inject({
    method: 'POST',
    url: '/api/IdentityGuest/auth/request-otp',
    remoteAddress: ip,
    payload: { email },
  })
  const mail = await fx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(email)}` })
  const code = /\b(\d{6})\b/.exec(mail.json().responseData[0]?.text ?? '')?.[1]
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/IdentityGuest/auth/verify-otp',
    remoteAddress: ip,
    payload: { email, code },
  })
  expect(res.statusCode).toBe(200)
  return { token: res.json().responseData, cookie: setCookie(res, 'unacs_grt')?.value ?? '', res }
}

const guestRefresh = (token: string, cookie: string, name = 'unacs_grt') =>
  fx.app.inject({
    method: 'POST',
    url: GUEST_REFRESH,
    headers: { authorization: `Bearer ${token}`, 'x-is-guest': 'true', cookie: `${name}=${cookie}` },
  })

const staffRefresh = (token: string, cookie: string, name = 'unacs_rt') =>
  fx.app.inject({
    method: 'POST',
    url: STAFF_REFRESH,
    headers: { authorization: `Bearer ${token}`, cookie: `${name}=${cookie}` },
  })

const asGuest = (token: string) =>
  fx.app.inject({ url: GUEST_PATH, headers: { authorization: `Bearer ${token}`, 'x-is-guest': 'true' } })

beforeAll(async () => {
  fx = await createIdentityFixture(20, clock)
})

afterAll(async () => {
  await fx?.close()
})

describe(`guest refresh on ${testEngine}`, () => {
  it('sets the HttpOnly guest refresh cookie at verify-otp (Secure, SameSite=Strict, guest path, 12 h)', async () => {
    at(0)
    const { res, cookie } = await guestSignIn()
    const set = setCookie(res, 'unacs_grt')
    expect(set).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/IdentityGuest/auth',
      maxAge: 12 * 60 * 60,
    })
    expect(cookie).toMatch(/^[\w-]+\.[\w-]{43}$/)
  })

  it('gives a new guest token and rotates the cookie; the old cookie is refused afterwards', async () => {
    at(0)
    const { token, cookie } = await guestSignIn()
    at(60)
    const res = await guestRefresh(token, cookie)
    expect(res.statusCode).toBe(200)
    const fresh = res.json().responseData as string
    expect(claimsOf(fresh)).toMatchObject({ sid: claimsOf(token).sid, Email: claimsOf(token).Email })
    expect((await asGuest(fresh)).statusCode).toBe(200)
    const next = setCookie(res, 'unacs_grt')?.value ?? ''
    expect(next).not.toBe(cookie)
    expect((await guestRefresh(fresh, cookie)).statusCode).toBe(401)
    expect((await guestRefresh(fresh, next)).statusCode).toBe(200)
  })

  it('renews an expired guest token with the cookie within the 12 h session, and not after', async () => {
    at(0)
    const { token, cookie } = await guestSignIn()
    at(ACCESS_TOKEN_SECONDS + 1)
    expect((await asGuest(token)).statusCode).toBe(401)
    const renewed = await guestRefresh(token, cookie)
    expect(renewed.statusCode).toBe(200)
    const fresh = renewed.json().responseData as string
    expect((await asGuest(fresh)).statusCode).toBe(200)
    at(12 * 60 * 60)
    const late = await guestRefresh(fresh, setCookie(renewed, 'unacs_grt')?.value ?? '')
    expect(late.statusCode).toBe(401)
  })

  it('refuses a revoked guest session, a forged token and a missing X-Is-Guest', async () => {
    at(0)
    const a = await guestSignIn()
    const headerless = await fx.app.inject({
      method: 'POST',
      url: GUEST_REFRESH,
      headers: { authorization: `Bearer ${a.token}`, cookie: `unacs_grt=${a.cookie}` },
    })
    expect(headerless.statusCode).toBe(401)
    const [h, p] = a.token.split('.')
    expect((await guestRefresh(`${h}.${p}.${'A'.repeat(86)}`, a.cookie)).statusCode).toBe(401)
    await fx.app.inject({
      method: 'POST',
      url: '/api/IdentityGuest/auth/logout',
      headers: { authorization: `Bearer ${a.token}` },
    })
    expect((await guestRefresh(a.token, a.cookie)).statusCode).toBe(401)
  })

  it('keeps the kinds apart: a staff cookie or token never renews a guest, nor a guest cookie a staff member', async () => {
    at(0)
    const guest = await guestSignIn()
    const staff = await fx.signIn('finance')
    // Staff cookie under the guest name with the guest token; staff token + cookie on the guest call.
    expect((await guestRefresh(guest.token, staff.cookie)).statusCode).toBe(401)
    expect((await guestRefresh(staff.token, staff.cookie)).statusCode).toBe(401)
    expect((await guestRefresh(staff.token, staff.cookie, 'unacs_rt')).statusCode).toBe(401)
    // Guest cookie with the staff token; guest token + cookie on the staff call.
    expect((await staffRefresh(staff.token, guest.cookie)).statusCode).toBe(401)
    expect((await staffRefresh(guest.token, guest.cookie)).statusCode).toBe(401)
    expect((await staffRefresh(guest.token, guest.cookie, 'unacs_grt')).statusCode).toBe(401)
    // Both still work with their own.
    expect((await guestRefresh(guest.token, guest.cookie)).statusCode).toBe(200)
    expect((await staffRefresh(staff.token, staff.cookie)).statusCode).toBe(200)
  })
})

describe(`staff refresh of an expired token on ${testEngine}`, () => {
  it('renews an expired staff token with the cookie and rotates the cookie; refused after 12 h or revocation', async () => {
    at(0)
    const { token, cookie, sessionId } = await fx.signIn('registrar')
    at(ACCESS_TOKEN_SECONDS + 1)
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(401)
    const renewed = await staffRefresh(token, cookie)
    expect(renewed.statusCode).toBe(200)
    const fresh = renewed.json().responseData as string
    expect((await fx.call('GET', MENU, fresh)).statusCode).toBe(200)
    const next = setCookie(renewed, 'unacs_rt')
    expect(next).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/Identity' })
    expect((await staffRefresh(fresh, cookie)).statusCode).toBe(401)
    at(12 * 60 * 60)
    expect((await staffRefresh(fresh, next?.value ?? '')).statusCode).toBe(401)
    at(0)
    const other = await fx.signIn('registrar')
    await fx.identity.sessions.revoke(other.sessionId)
    expect((await staffRefresh(other.token, other.cookie)).statusCode).toBe(401)
    expect(sessionId).not.toBe(other.sessionId)
  })
})
