/**
 * The short-lived sign-in state (issue "Identity and session API" § Sign-in): what the callback must check
 * (OIDC state, nonce and PKCE verifier; the SAML request id) and where to return, kept in the browser in an
 * encrypted HttpOnly cookie — never in process memory, so any API instance can finish a sign-in another one
 * started. Encrypted with jose (JWE, dir + A256GCM) under a key derived by HKDF from SSO_COOKIE_SECRET, or
 * else from the database-held token signing key (the same for every instance).
 */
import { hkdfSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { EncryptJWT, jwtDecrypt } from 'jose'
import type { Database } from '../../db/client.ts'
import { signingKeys } from '../identity.schema.ts'

/** Name of the state cookie. */
export const STATE_COOKIE = 'unacs_sso'
/** Lifetime of a sign-in attempt in seconds (10 minutes). */
export const STATE_SECONDS = 600
/** The cookie is only sent to the sign-in endpoints. */
const STATE_PATH = '/api/Identity/Auth'
const AUDIENCE = 'unacs-sso-state'
const CONFIG_KID = 'config'

/** An OIDC sign-in in progress. */
export interface OidcSignInState {
  protocol: 'oidc'
  state: string
  nonce: string
  codeVerifier: string
  returnUrl: string
}

/** A SAML sign-in in progress: the AuthnRequest id and when it was issued (ISO instant). */
export interface SamlSignInState {
  protocol: 'saml'
  requestId: string
  issuedAt: string
  returnUrl: string
}

/** A sign-in in progress. */
export type SignInState = OidcSignInState | SamlSignInState

/** Seals and opens sign-in states. */
export interface StateSealer {
  /** Encrypts `state` into a cookie value valid for STATE_SECONDS. */
  seal(state: SignInState): Promise<string>
  /** The state in `value`, or null when it is missing, tampered with, expired or malformed. */
  open(value: string | undefined): Promise<SignInState | null>
}

const derive = (secret: Uint8Array | string) =>
  new Uint8Array(hkdfSync('sha256', secret, 'unacs', 'unacs-sso-state-cookie', 32))

/**
 * Creates the sealer. With `secret` (SSO_COOKIE_SECRET) the key comes from it; otherwise from the private
 * part of a database-held signing key, looked up by key id (so keys added by other instances are found).
 */
export function createStateSealer(db: Database, secret: string | null): StateSealer {
  const keys = new Map<string, Uint8Array>()
  if (secret) keys.set(CONFIG_KID, derive(secret))

  async function keyFor(kid: string | undefined): Promise<Uint8Array | null> {
    if (!kid) return null
    const known = keys.get(kid)
    if (known || secret) return known ?? null
    const [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, kid))
    if (!row) return null
    const d = (JSON.parse(row.privateJwk) as { d?: string }).d
    if (!d) return null
    const key = derive(Buffer.from(d, 'base64url'))
    keys.set(kid, key)
    return key
  }

  async function currentKid(): Promise<string> {
    if (secret) return CONFIG_KID
    const [first] = keys.keys()
    if (first) return first
    const [row] = await db
      .select({ kid: signingKeys.kid })
      .from(signingKeys)
      .where(eq(signingKeys.isActive, true))
      .orderBy(signingKeys.createdAt)
      .limit(1)
    if (!row) throw new Error('no signing key to derive the sign-in state key from')
    await keyFor(row.kid)
    return row.kid
  }

  return {
    async seal(state) {
      const kid = await currentKid()
      const key = await keyFor(kid)
      if (!key) throw new Error('sign-in state key unavailable')
      return new EncryptJWT({ ...state })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${STATE_SECONDS}s`)
        .encrypt(key)
    },
    async open(value) {
      if (!value) return null
      try {
        const { payload } = await jwtDecrypt(
          value,
          async (header) => {
            const key = await keyFor(header.kid)
            if (!key) throw new Error('unknown key')
            return key
          },
          { audience: AUDIENCE, keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] },
        )
        return parseState(payload)
      } catch {
        return null
      }
    },
  }
}

function parseState(p: Record<string, unknown>): SignInState | null {
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : null)
  const returnUrl = str('returnUrl')
  if (returnUrl === null) return null
  if (p.protocol === 'oidc') {
    const state = str('state')
    const nonce = str('nonce')
    const codeVerifier = str('codeVerifier')
    if (!state || !nonce || !codeVerifier) return null
    return { protocol: 'oidc', state, nonce, codeVerifier, returnUrl }
  }
  if (p.protocol === 'saml') {
    const requestId = str('requestId')
    const issuedAt = str('issuedAt')
    if (!requestId || !issuedAt) return null
    return { protocol: 'saml', requestId, issuedAt, returnUrl }
  }
  return null
}

/**
 * Sets the state cookie: HttpOnly, Secure, 10 minutes, only sent to /api/Identity/Auth. SameSite=Lax for
 * OIDC (the callback is a top-level GET); SameSite=None for SAML, whose callback is a cross-site POST that
 * would not carry a Lax cookie.
 */
export function setStateCookie(reply: FastifyReply, value: string, protocol: SignInState['protocol']): void {
  reply.setCookie(STATE_COOKIE, value, {
    httpOnly: true,
    secure: true,
    sameSite: protocol === 'saml' ? 'none' : 'lax',
    path: STATE_PATH,
    maxAge: STATE_SECONDS,
  })
}

/** Clears the state cookie (a sign-in attempt is used once, whatever its outcome). */
export function clearStateCookie(reply: FastifyReply): void {
  reply.clearCookie(STATE_COOKIE, { path: STATE_PATH, httpOnly: true, secure: true })
}
