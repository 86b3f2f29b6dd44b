/**
 * Signing and verifying portal and guest tokens (jose, EdDSA only, `kid` in the header; exp, nbf, iat,
 * aud and iss checked). Issue "Identity and session API" § Tokens; spec §3 claims. The signature is checked
 * with node:crypto (synchronous, a key object made once per key) and the claims by jose's own claim-set
 * validation (issue 40, last points: jose's WebCrypto verify was 9 % of the API's CPU in the rush, where
 * every token is new to the verified-token cache).
 */
import { KeyObject, verify as verifyEd25519 } from 'node:crypto'
import {
  decodeProtectedHeader,
  errors,
  type JWTClaimVerificationOptions,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from 'jose'
import { unauthorized } from '../../platform/http/errors.ts'
import { type Clock, systemClock } from '../../platform/time.ts'
import { type SigningKey, TOKEN_ALGORITHM } from './signing-keys.ts'

/** Audiences: portal tokens never work on guest paths and guest tokens never elsewhere. */
export const AUDIENCE = { portal: 'unacs-portal', guest: 'unacs-guest' } as const
export type Audience = (typeof AUDIENCE)[keyof typeof AUDIENCE]

/** Access-token lifetime in seconds: a little over the client's 960 s refresh counter (spec §9). */
export const ACCESS_TOKEN_SECONDS = 1000

/** Why a token was refused (all map to 401). */
export type TokenFailure = 'missing' | 'malformed' | 'expired' | 'invalid'

/** Signs and verifies tokens with the database-held keys. */
export interface TokenService {
  /** Signs `claims` for `audience`, subject `sub`, valid now for ACCESS_TOKEN_SECONDS. Returns the JWT. */
  sign(claims: Record<string, unknown>, sub: string, audience: Audience): Promise<string>
  /**
   * Verifies a JWT for `audience`; resolves the payload or rejects with a TokenError. With
   * `expiredForSeconds`, a token expired at most that many seconds ago is still accepted (refresh only:
   * signature, issuer and audience are checked as ever; the caller checks the session).
   */
  verify(token: string, audience: Audience, expiredForSeconds?: number): Promise<Readonly<JWTPayload>>
  /** The public keys as a JWKS document. */
  jwks(): { keys: object[] }
}

/** A refused token with its reason. */
export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(`token ${reason}`)
  }
}

/**
 * Creates the token service over `keys` (newest first) with `issuer` (the portal's public URL); `clock`
 * dates iat/nbf/exp and is the "now" of verification (the business clock, so tests can move time).
 */
export function createTokenService(
  keys: SigningKey[],
  issuer: string,
  clock: Clock = systemClock,
): TokenService {
  const signer = keys[0]
  if (!signer) throw new Error('no signing key')
  const byKid = new Map(keys.map((k) => [k.kid, verificationKeyOf(k)]))
  const verified = new VerifiedTokens()
  const claimChecks = (audience: Audience) => ({
    audience,
    issuer,
    requiredClaims: ['exp', 'nbf', 'iat', 'sub'],
    currentDate: clock(),
  })
  return {
    async sign(claims, sub, audience) {
      const at = Math.floor(clock().getTime() / 1000)
      return new SignJWT(claims)
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: signer.kid, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(at)
        .setNotBefore(at)
        .setExpirationTime(at + ACCESS_TOKEN_SECONDS)
        .sign(signer.privateKey)
    },
    async verify(token, audience, expiredForSeconds = 0) {
      if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) throw new TokenError('malformed')
      const now = Math.floor(clock().getTime() / 1000)
      const known = expiredForSeconds === 0 ? verified.get(audience, token, now) : undefined
      // Frozen when remembered: given as it is, without a copy per call (issue 23, third pass).
      if (known) return known
      try {
        const payload = verifiedClaims(token, byKid, claimChecks(audience))
        if (expiredForSeconds === 0) verified.add(audience, token, payload)
        return payload
      } catch (err) {
        if (err instanceof TokenError) throw err
        if (err instanceof errors.JWTExpired) {
          const exp = (err.payload as JWTPayload).exp ?? 0
          if (expiredForSeconds > 0 && clock().getTime() / 1000 - exp <= expiredForSeconds)
            return err.payload as JWTPayload
          throw new TokenError('expired')
        }
        throw new TokenError('invalid')
      }
    },
    jwks: () => ({ keys: keys.map((k) => k.publicJwk) }),
  }
}

/** The public key of `key` as a node:crypto key object (Ed25519 only: anything else is refused at start). */
function verificationKeyOf(key: SigningKey): KeyObject {
  const object = KeyObject.from(key.publicKey)
  if (object.asymmetricKeyType !== 'ed25519') throw new Error(`signing key ${key.kid} is not Ed25519`)
  return object
}

/** The protected header of a token whose only algorithm is `none`, for jose's claim checks. */
const UNSECURED_HEADER = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')

/**
 * The payload of compact JWS `token` (already matched as three base64url parts) when its protected header
 * names EdDSA and a known `kid` with no `crit` extension (none is supported), its Ed25519 signature over
 * header and payload verifies with that key (node:crypto, synchronous), and its claims pass jose's own
 * claim-set validation with `checks` (the same function `jwtVerify` ends with: exp, nbf, iat, iss, aud,
 * required claims; the header given to it is `alg: none`, so it sees no `typ` — none is asked). Throws
 * TokenError('invalid') for header, key and signature problems, jose's JWT errors (JWTExpired…) for claims.
 */
function verifiedClaims(
  token: string,
  keys: ReadonlyMap<string, KeyObject>,
  checks: JWTClaimVerificationOptions,
): JWTPayload {
  const dot = token.indexOf('.')
  const last = token.lastIndexOf('.')
  let header: ReturnType<typeof decodeProtectedHeader>
  try {
    header = decodeProtectedHeader(token)
  } catch {
    throw new TokenError('invalid')
  }
  if (header.alg !== TOKEN_ALGORITHM || header.crit !== undefined || header.b64 !== undefined)
    throw new TokenError('invalid')
  const key = typeof header.kid === 'string' ? keys.get(header.kid) : undefined
  if (!key) throw new TokenError('invalid')
  const signed = Buffer.from(token.slice(0, last), 'ascii')
  const signature = Buffer.from(token.slice(last + 1), 'base64url')
  if (signature.length !== 64 || !verifyEd25519(null, signed, key, signature)) throw new TokenError('invalid')
  return UnsecuredJWT.decode(`${UNSECURED_HEADER}${token.slice(dot, last)}.`, checks).payload
}

/** How many verified tokens a process remembers (about 1 KB each: 10 MB at most). */
const VERIFIED_TOKENS_MAX = 10_000

/**
 * Tokens whose signature, issuer, audience and required claims were verified (issue 23 "the request path":
 * the EdDSA check through WebCrypto was the guard's largest cost). The entry is the exact token text, so a
 * remembered token is byte for byte the one verified; keys never change while a token service lives. On
 * each use the time claims are checked again against the clock (expired: not given, and forgotten), so
 * the cache never lengthens a token's life; the session behind the token is checked by the guard as ever.
 * Oldest first out when full.
 */
class VerifiedTokens {
  /** By audience, then by the exact token text (no key text is built per look-up; issue 23, third pass). */
  private readonly byAudience = new Map<Audience, Map<string, Readonly<JWTPayload>>>()
  private size = 0

  /** The payload of `token` verified for `audience` and valid at `now` (epoch seconds), if remembered. */
  get(audience: Audience, token: string, now: number): Readonly<JWTPayload> | undefined {
    const tokens = this.byAudience.get(audience)
    const payload = tokens?.get(token)
    if (!payload || !tokens) return undefined
    if (typeof payload.exp !== 'number' || payload.exp <= now) {
      tokens.delete(token)
      this.size--
      return undefined
    }
    // A clock moved back (tests) before the token's nbf/iat: verify again in full.
    if (typeof payload.nbf !== 'number' || payload.nbf > now) return undefined
    return payload
  }

  /** Remembers `payload` (frozen) as the verified content of `token` for `audience`. */
  add(audience: Audience, token: string, payload: JWTPayload): void {
    let tokens = this.byAudience.get(audience)
    if (!tokens) {
      tokens = new Map()
      this.byAudience.set(audience, tokens)
    }
    if (tokens.has(token)) tokens.delete(token)
    else if (this.size >= VERIFIED_TOKENS_MAX) {
      // Oldest first out, from the fullest audience (portal tokens, in practice).
      let fullest = tokens
      for (const other of this.byAudience.values()) if (other.size > fullest.size) fullest = other
      const oldest = fullest.keys().next().value
      if (oldest !== undefined) fullest.delete(oldest)
    } else this.size++
    tokens.set(token, Object.freeze({ ...payload }))
  }
}

/** How long after its expiry an access token may still be refreshed: the 12 h session (seconds). */
export const REFRESHABLE_SECONDS = 12 * 60 * 60

/**
 * The session id (`sid`) of the bearer token in `authorization` for a refresh call on `audience`: the token
 * must be well signed, of the right issuer and audience, and expired for at most REFRESHABLE_SECONDS (the
 * caller then checks the session is live and owns the refresh cookie). Throws 401 otherwise.
 */
export async function refreshableSid(
  tokens: Pick<TokenService, 'verify'>,
  authorization: string | undefined,
  audience: Audience,
): Promise<string> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
  if (!token) throw unauthorized()
  const payload = await tokens.verify(token, audience, REFRESHABLE_SECONDS).catch(() => {
    throw unauthorized()
  })
  if (typeof payload.sid !== 'string') throw unauthorized()
  return payload.sid
}
