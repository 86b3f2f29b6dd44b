/**
 * The token service's verification (issue 40, last points: the Ed25519 signature checked with node:crypto, the
 * claims by jose's claim-set validation): what jose's `jwtVerify` accepted is accepted, and a tampered payload,
 * another key's signature, an unknown or missing kid, another algorithm, a `crit` header, an expired or
 * not-yet-valid token, a missing required claim, another audience or issuer are refused with the same reasons.
 */
import { KeyObject, sign as signEd25519 } from 'node:crypto'
import { base64url, exportJWK, generateKeyPair, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import type { SigningKey } from '../../src/identity/tokens/signing-keys.ts'
import {
  ACCESS_TOKEN_SECONDS,
  AUDIENCE,
  createTokenService,
  TokenError,
} from '../../src/identity/tokens/token-service.ts'

const ISSUER = 'https://portal.example.edu.tr'

async function signingKey(kid: string): Promise<SigningKey> {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true })
  return {
    kid,
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'EdDSA', use: 'sig' },
  }
}

/** A token signed with `key` (header and claims changeable), valid from `at` (epoch s) for the access lifetime. */
function sign(
  key: SigningKey,
  at: number,
  o: { header?: Record<string, unknown>; claims?: Record<string, unknown>; sub?: string | null } = {},
) {
  const jwt = new SignJWT({ sid: 's-1', ...o.claims })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT', ...o.header })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE.portal)
    .setIssuedAt(at)
    .setNotBefore(at)
    .setExpirationTime(at + ACCESS_TOKEN_SECONDS)
  if (o.sub !== null) jwt.setSubject(o.sub ?? '42')
  return jwt.sign(key.privateKey)
}

/** A compact JWS of exactly `header` and `claims`, signed with `key` (what jose would refuse to make). */
function rawSign(key: SigningKey, header: object, claims: object): string {
  const enc = (x: object) => base64url.encode(JSON.stringify(x))
  const input = `${enc(header)}.${enc(claims)}`
  const signature = signEd25519(null, Buffer.from(input), KeyObject.from(key.privateKey))
  return `${input}.${base64url.encode(signature)}`
}

/** The reason `verify` refuses with, or 'accepted'. */
async function reason(p: Promise<unknown>): Promise<string> {
  try {
    await p
    return 'accepted'
  } catch (err) {
    return err instanceof TokenError ? err.reason : `other: ${String(err)}`
  }
}

describe('token verification', () => {
  it('accepts a good token and refuses every tampered, foreign or out-of-time one', async () => {
    const key = await signingKey('k1')
    const other = await signingKey('k2')
    let now = 1_800_000_000
    const tokens = createTokenService([key], ISSUER, () => new Date(now * 1000))
    const good = await sign(key, now)
    const payload = await tokens.verify(good, AUDIENCE.portal)
    expect(payload).toMatchObject({ sub: '42', sid: 's-1', iss: ISSUER, aud: AUDIENCE.portal })

    const [h, p, s] = good.split('.') as [string, string, string]
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(p)))
    const header = JSON.parse(new TextDecoder().decode(base64url.decode(h)))
    // The same header and claims signed outside jose are accepted: the cases below differ in one thing each.
    expect(await reason(tokens.verify(rawSign(key, header, claims), AUDIENCE.portal))).toBe('accepted')
    const tampered = `${h}.${base64url.encode(JSON.stringify({ ...claims, sub: '43' }))}.${s}`
    const sigBytes = base64url.decode(s)
    sigBytes[0] = (sigBytes[0] ?? 0) ^ 1
    const flipped = `${h}.${p}.${base64url.encode(sigBytes)}`
    const cases: [string, string, string][] = [
      ['tampered payload', tampered, 'invalid'],
      ['flipped signature bit', flipped, 'invalid'],
      ['short signature', `${h}.${p}.${s.slice(0, 40)}`, 'invalid'],
      ['another key under a known kid', await sign(other, now, { header: { kid: 'k1' } }), 'invalid'],
      ['unknown kid', await sign(other, now), 'invalid'],
      ['no kid', await sign(key, now, { header: { kid: undefined } }), 'invalid'],
      ['crit header', rawSign(key, { ...header, crit: ['exp'] }, claims), 'invalid'],
      ['b64 false', rawSign(key, { ...header, b64: false, crit: ['b64'] }, claims), 'invalid'],
      ['alg none', `${base64url.encode(JSON.stringify({ alg: 'none', kid: 'k1' }))}.${p}.${s}`, 'invalid'],
      [
        'HS256 header over an EdDSA signature',
        `${base64url.encode(JSON.stringify({ alg: 'HS256', kid: 'k1' }))}.${p}.${s}`,
        'invalid',
      ],
      ['no sub', await sign(key, now, { sub: null }), 'invalid'],
      ['guest audience', rawSign(key, header, { ...claims, aud: AUDIENCE.guest }), 'invalid'],
      ['other issuer', rawSign(key, header, { ...claims, iss: 'https://evil.example' }), 'invalid'],
      ['not a JWT', 'abc.def', 'malformed'],
    ]
    for (const [name, token, expected] of cases)
      expect([name, await reason(tokens.verify(token, AUDIENCE.portal))]).toEqual([name, expected])
    // Issued later by a service with another issuer.
    const foreign = createTokenService([key], 'https://evil.example', () => new Date(now * 1000))
    expect(await reason(tokens.verify(await foreign.sign({}, '42', AUDIENCE.portal), AUDIENCE.portal))).toBe(
      'invalid',
    )
    expect(await reason(tokens.verify(good, AUDIENCE.guest))).toBe('invalid')

    // Not yet valid: a token issued a minute after the clock (nbf, iat in the future).
    expect(await reason(tokens.verify(await sign(key, now + 60), AUDIENCE.portal))).toBe('invalid')
    // Expired: refused, but given for a refresh within its window.
    now += ACCESS_TOKEN_SECONDS + 1
    expect(await reason(tokens.verify(good, AUDIENCE.portal))).toBe('expired')
    expect(await tokens.verify(good, AUDIENCE.portal, 60)).toMatchObject({ sub: '42' })
    expect(await reason(tokens.verify(good, AUDIENCE.portal, 0))).toBe('expired')
  })
})
