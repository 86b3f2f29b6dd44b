/**
 * Signing and verifying portal and guest tokens (jose, EdDSA only, `kid` in the header; exp, nbf, iat,
 * aud and iss checked). Issue "Identity and session API" § Tokens; spec §3 claims.
 */
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose'
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
  /** Verifies a JWT for `audience`; resolves the payload or rejects with a TokenError. */
  verify(token: string, audience: Audience): Promise<JWTPayload>
  /** The public keys as a JWKS document. */
  jwks(): { keys: object[] }
}

/** A refused token with its reason. */
export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(`token ${reason}`)
  }
}

/** Creates the token service over `keys` (newest first) with `issuer` (the portal's public URL). */
export function createTokenService(keys: SigningKey[], issuer: string): TokenService {
  const signer = keys[0]
  if (!signer) throw new Error('no signing key')
  const byKid = new Map(keys.map((k) => [k.kid, k]))
  return {
    async sign(claims, sub, audience) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: signer.kid, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(signer.privateKey)
    },
    async verify(token, audience) {
      if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) throw new TokenError('malformed')
      try {
        const { payload } = await jwtVerify(
          token,
          async (header) => {
            const key = header.kid ? byKid.get(header.kid) : undefined
            if (!key) throw new TokenError('invalid')
            return key.publicKey
          },
          { algorithms: [TOKEN_ALGORITHM], audience, issuer, requiredClaims: ['exp', 'nbf', 'iat', 'sub'] },
        )
        return payload
      } catch (err) {
        if (err instanceof TokenError) throw err
        if (err instanceof errors.JWTExpired) throw new TokenError('expired')
        throw new TokenError('invalid')
      }
    },
    jwks: () => ({ keys: keys.map((k) => k.publicJwk) }),
  }
}
