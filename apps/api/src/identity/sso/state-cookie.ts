/**
 * The short-lived sign-in state (issue "Identity and session API" § Sign-in): what the callback must check
 * (OIDC state, nonce and PKCE verifier; the SAML request id) and where to return, kept in the browser in an
 * encrypted HttpOnly cookie — never in process memory, so any API instance can finish a sign-in another one
 * started. Encrypted with jose (JWE, dir + A256GCM) under a key derived by HKDF from SSO_COOKIE_SECRET, or
 * else from KEY_ENCRYPTION_KEY (the same for every instance; never from the token signing keys).
 */
import { hkdfSync } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import { EncryptJWT, jwtDecrypt } from 'jose'

/** Name of the state cookie. */
export const STATE_COOKIE = 'unacs_sso'
/** Lifetime of a sign-in attempt in seconds (10 minutes). */
export const STATE_SECONDS = 600
/** The cookie is only sent to the sign-in endpoints. */
const STATE_PATH = '/api/Identity/Auth'
const AUDIENCE = 'unacs-sso-state'
/** Key id in the cookie's header (one key per deployment; cookies sealed by earlier versions are refused). */
const KID = 'config'

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
 * Creates the sealer. The key is derived by HKDF from `secret` (SSO_COOKIE_SECRET) when set, else from
 * `keyEncryptionKey` (KEY_ENCRYPTION_KEY, the same on every instance; issue 15: nothing is derived from the
 * token signing keys any more). Never reads the database.
 */
export function createStateSealer(secret: string | null, keyEncryptionKey: Uint8Array): StateSealer {
  const key = derive(secret ?? keyEncryptionKey)

  return {
    async seal(state) {
      return new EncryptJWT({ ...state })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: KID })
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
            if (header.kid !== KID) throw new Error('unknown key')
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
