/**
 * The short-lived sign-in state (issue "Identity and session API" § Sign-in): what the callback must check
 * (OIDC state, nonce and PKCE verifier; the SAML request id) and where to return, kept in the browser in an
 * encrypted HttpOnly cookie — never in process memory, so any API instance can finish a sign-in another one
 * started. One cookie per attempt (issue 34 point 7: two tabs signing in at once each find their own), named
 * by a short hash of the attempt's key (the OIDC `state`, the SAML request id); at most MAX_ATTEMPTS are kept.
 * A second cookie kind carries a SAML LogoutRequest's id, and a third what an unknown identity's "use another
 * account" sign-out needs (issue 34 point 5). Encrypted with jose (JWE, dir + A256GCM) under a key derived by HKDF from SSO_COOKIE_SECRET, or
 * else from KEY_ENCRYPTION_KEY (the same for every instance; never from the token signing keys).
 */
import { createHash, hkdfSync } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { EncryptJWT, jwtDecrypt } from 'jose'

/** Prefix of the state cookies' names (`unacs_sso_<hash of the key>`). */
export const STATE_COOKIE = 'unacs_sso'
/** The cookie of an unknown identity's provider sign-out ("use another account"). */
export const SWITCH_COOKIE = 'unacs_sso_switch'
/** Sign-in attempts kept at once; an older one beyond this is dropped when a new one starts. */
export const MAX_ATTEMPTS = 6
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

/** A SAML LogoutRequest waiting for its LogoutResponse. */
export interface SamlLogoutState {
  protocol: 'saml-logout'
  requestId: string
  issuedAt: string
}

/** What signing out at the provider needs for an identity the portal did not know (no portal session). */
export interface SwitchAccountState {
  protocol: 'switch'
  /** OIDC: the ID token for id_token_hint. */
  idToken?: string
  /** SAML: the subject of the assertion, for a LogoutRequest. */
  nameID?: string
  nameIDFormat?: string | null
  nameQualifier?: string | null
  spNameQualifier?: string | null
  sessionIndex?: string | null
}

/** A sign-in in progress. */
export type SignInState = OidcSignInState | SamlSignInState | SamlLogoutState | SwitchAccountState

/** The key naming an attempt's cookie: the OIDC state or the SAML request id. */
export function keyOf(state: OidcSignInState | SamlSignInState | SamlLogoutState): string {
  return state.protocol === 'oidc' ? state.state : state.requestId
}

/** The cookie name of the attempt keyed `key` (`unacs_sso_` and 16 hex digits of its sha256). */
export function stateCookieName(key: string): string {
  return `${STATE_COOKIE}_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`
}

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
  if (p.protocol === 'saml-logout') {
    const requestId = str('requestId')
    const issuedAt = str('issuedAt')
    return requestId && issuedAt ? { protocol: 'saml-logout', requestId, issuedAt } : null
  }
  if (p.protocol === 'switch') {
    return {
      protocol: 'switch',
      ...(str('idToken') ? { idToken: str('idToken') as string } : {}),
      ...(str('nameID')
        ? {
            nameID: str('nameID') as string,
            nameIDFormat: str('nameIDFormat'),
            nameQualifier: str('nameQualifier'),
            spNameQualifier: str('spNameQualifier'),
            sessionIndex: str('sessionIndex'),
          }
        : {}),
    }
  }
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

const cookieOptions = (sameSite: 'lax' | 'none') =>
  ({ httpOnly: true, secure: true, sameSite, path: STATE_PATH, maxAge: STATE_SECONDS }) as const

/**
 * Sets the cookie of the attempt `key`: HttpOnly, Secure, 10 minutes, only sent to /api/Identity/Auth.
 * SameSite=Lax for OIDC and SAML logout (their answers are top-level GETs); SameSite=None for a SAML
 * sign-in, whose answer is a cross-site POST that would not carry a Lax cookie. When the browser already holds
 * MAX_ATTEMPTS attempts, the others are cleared (a browser restoring many tabs keeps the latest ones).
 */
export function setStateCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  value: string,
  protocol: SignInState['protocol'],
): void {
  const held = Object.keys(request.cookies).filter(
    (n) => n.startsWith(`${STATE_COOKIE}_`) && n !== SWITCH_COOKIE,
  )
  if (held.length >= MAX_ATTEMPTS) for (const name of held) clearNamedCookie(reply, name)
  reply.setCookie(stateCookieName(key), value, cookieOptions(protocol === 'saml' ? 'none' : 'lax'))
}

/** The sealed value of the attempt `key` in `request`, or undefined. */
export function stateCookieOf(request: FastifyRequest, key: string | undefined | null): string | undefined {
  return key ? request.cookies[stateCookieName(key)] : undefined
}

/** Clears the cookie of the attempt `key` (an attempt is used once, whatever its outcome). */
export function clearStateCookie(reply: FastifyReply, key: string | undefined | null): void {
  if (key) clearNamedCookie(reply, stateCookieName(key))
}

/** Sets the "use another account" cookie (SameSite=Lax: its link is a top-level GET). */
export function setSwitchCookie(reply: FastifyReply, value: string): void {
  reply.setCookie(SWITCH_COOKIE, value, cookieOptions('lax'))
}

/** Clears the cookie `name` on the sign-in path. */
export function clearNamedCookie(reply: FastifyReply, name: string): void {
  reply.clearCookie(name, { path: STATE_PATH, httpOnly: true, secure: true })
}
