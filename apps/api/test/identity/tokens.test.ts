/**
 * Token and session rules (issue "Identity and session API" § Tokens): every protected call answers 401 for
 * a missing, malformed, tampered, alg:none, expired, revoked, wrong-audience or unknown-key token; refresh
 * needs the session's HttpOnly cookie; sessions end after 12 h.
 */
import { eq } from 'drizzle-orm'
import { base64url, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../src/identity/identity.schema.ts'
import { loadSigningKeys } from '../../src/identity/tokens/signing-keys.ts'
import { AUDIENCE } from '../../src/identity/tokens/token-service.ts'
import { testConfig, testEngine } from '../test-db.ts'
import { claimsOf, createIdentityFixture, type IdentityFixture } from './identity-fixture.ts'

const MENU = '/api/Menu/GetUnacsMenuListByRoleId'
let fx: IdentityFixture

beforeAll(async () => {
  fx = await createIdentityFixture()
})
afterAll(async () => {
  await fx?.close()
})

/** Re-signs `claims` with the real key but the given changes (to forge expired / wrong tokens). */
async function forge(
  claims: Record<string, unknown>,
  opts: { exp?: number; aud?: string; iss?: string; kid?: string },
) {
  const [key] = await loadSigningKeys(fx.testDb.handle.db, testConfig().keyEncryptionKey)
  if (!key) throw new Error('no key')
  const { exp, aud, iss, iat, nbf, sub, ...rest } = claims
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'EdDSA', kid: opts.kid ?? key.kid })
    .setSubject(String(sub))
    .setIssuer(opts.iss ?? String(iss))
    .setAudience(opts.aud ?? String(aud))
    .setIssuedAt(Number(iat))
    .setNotBefore(Number(nbf))
    .setExpirationTime(opts.exp ?? Number(exp))
    .sign(key.privateKey)
}

describe(`tokens on ${testEngine}`, () => {
  it('accepts a valid token and sets a token lifetime a little over 960 s', async () => {
    const { token } = await fx.signIn('registrar')
    const res = await fx.call('GET', MENU, token)
    expect(res.statusCode).toBe(200)
    const c = claimsOf(token)
    expect(Number(c.exp) - Number(c.iat)).toBe(1000)
    expect(c.aud).toBe(AUDIENCE.portal)
    expect(c.iss).toBe(testConfig().publicUrl)
  })

  it('answers 401 in the wrapper without a token, with a malformed one or a non-Bearer scheme', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-jwt' }, { authorization: 'Basic abc' }]) {
      const res = await fx.app.inject({ url: MENU, headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ success: false, responseData: null })
    }
  })

  it('refuses a tampered token', async () => {
    const { token } = await fx.signIn('registrar')
    const [h, p, s] = token.split('.') as [string, string, string]
    const payload = JSON.parse(new TextDecoder().decode(base64url.decode(p)))
    payload.ActiveRoleId = 13
    const tampered = `${h}.${base64url.encode(JSON.stringify(payload))}.${s}`
    expect((await fx.call('GET', MENU, tampered)).statusCode).toBe(401)
  })

  it('refuses alg: none', async () => {
    const { token } = await fx.signIn('registrar')
    const [, p] = token.split('.') as [string, string]
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${p}.`
    expect((await fx.call('GET', MENU, none)).statusCode).toBe(401)
    expect((await fx.call('GET', MENU, `${none}x`)).statusCode).toBe(401)
  })

  it('refuses an expired token, a wrong audience, a wrong issuer and an unknown key id', async () => {
    const { token } = await fx.signIn('registrar')
    const claims = claimsOf(token)
    expect((await fx.call('GET', MENU, await forge(claims, {}))).statusCode).toBe(200)
    const past = Math.floor(Date.now() / 1000) - 5
    expect((await fx.call('GET', MENU, await forge(claims, { exp: past }))).statusCode).toBe(401)
    expect((await fx.call('GET', MENU, await forge(claims, { aud: AUDIENCE.guest }))).statusCode).toBe(401)
    expect(
      (await fx.call('GET', MENU, await forge(claims, { iss: 'https://evil.example' }))).statusCode,
    ).toBe(401)
    expect((await fx.call('GET', MENU, await forge(claims, { kid: 'unknown' }))).statusCode).toBe(401)
  })

  it('refuses a token of a revoked session', async () => {
    const { token, sessionId } = await fx.signIn('registrar')
    await fx.identity.sessions.revoke(sessionId)
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(401)
  })

  it('ends a session after 12 hours whatever the refreshes', async () => {
    const { token, cookie, sessionId } = await fx.signIn('registrar')
    await fx.testDb.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId))
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(401)
    const refresh = await fx.app.inject({
      method: 'POST',
      url: '/api/Identity/RefreshToken/GenerateRefreshToken',
      headers: { authorization: `Bearer ${token}`, cookie: `unacs_rt=${cookie}` },
    })
    expect(refresh.statusCode).toBe(401)
  })
})

describe(`refresh on ${testEngine}`, () => {
  const REFRESH = '/api/Identity/RefreshToken/GenerateRefreshToken'

  it('gives a new token for a live session with its cookie', async () => {
    const { token, cookie, sessionId } = await fx.signIn('finance')
    const res = await fx.app.inject({
      method: 'POST',
      url: REFRESH,
      headers: { authorization: `Bearer ${token}`, cookie: `unacs_rt=${cookie}` },
    })
    expect(res.statusCode).toBe(200)
    const fresh = res.json().responseData as string
    expect(claimsOf(fresh).sid).toBe(sessionId)
    expect((await fx.call('GET', MENU, fresh)).statusCode).toBe(200)
  })

  it('refuses a refresh without the cookie, with a wrong secret or with another session’s cookie', async () => {
    const a = await fx.signIn('finance')
    const b = await fx.signIn('inventory')
    const headers = { authorization: `Bearer ${a.token}` }
    expect((await fx.app.inject({ method: 'POST', url: REFRESH, headers })).statusCode).toBe(401)
    const wrong = `${a.sessionId}.${'x'.repeat(43)}`
    expect(
      (
        await fx.app.inject({
          method: 'POST',
          url: REFRESH,
          headers: { ...headers, cookie: `unacs_rt=${wrong}` },
        })
      ).statusCode,
    ).toBe(401)
    expect(
      (
        await fx.app.inject({
          method: 'POST',
          url: REFRESH,
          headers: { ...headers, cookie: `unacs_rt=${b.cookie}` },
        })
      ).statusCode,
    ).toBe(401)
  })

  it('sets the refresh cookie HttpOnly, Secure, SameSite=Strict on a role switch', async () => {
    const { token } = await fx.signIn('multi-role')
    const res = await fx.call('POST', '/api/Identity/Account/RolDegistir', token, {
      IsProxy: false,
      RolId: 16,
      ProxySicilNo: '',
      ImpId: 0,
    })
    expect(res.statusCode).toBe(200)
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(/unacs_rt=/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/Secure/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).toMatch(/Path=\/api\/Identity/)
  })
})
