/**
 * The OpenID Connect relying party (issue "Identity and session API" § Sign-in; DESIGN.md §1), with
 * openid-client v6: authorization code flow with PKCE (S256), state and nonce; RP-initiated logout. The same
 * code talks to a university's provider and to the development provider at /idp. The provider's metadata is
 * discovered on first use and cached per process (a cache, not state: any instance can rediscover it).
 */
import { createPrivateKey } from 'node:crypto'
import { importPKCS8 } from 'jose'
import * as oidc from 'openid-client'
import type { OidcTokenAuthMethod } from '../../config.ts'
import { type OutsideOutcome, timedOutsideCall } from '../../platform/metrics/metrics.ts'
import type { OidcSignInState } from './state-cookie.ts'

/** The provider could not be reached (network failure, timeout): a 502 page, not "could not be verified". */
export class ProviderUnreachableError extends Error {}

/** Error codes of a failed connection (Node's and undici's). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
])

/** True when `err` (or an error it wraps) is a failed connection rather than a refused answer. */
export function isNetworkError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, message, code } = e as { name?: string; message?: string; code?: string }
    if (code && NETWORK_CODES.has(code)) return true
    if (name === 'TimeoutError' || name === 'AbortError') return true
    if (name === 'TypeError' && message === 'fetch failed') return true
  }
  return false
}

/**
 * How a call to the identity provider ended, for the metrics (issue 38): not reached → `unavailable`; the
 * provider answered with an OAuth error or an unusable answer → `error`; refused here before any request (a
 * callback with the provider's error or a wrong state: the sign-in's outcome, not the provider's) → not counted.
 */
function providerOutcome(err: unknown): OutsideOutcome | null {
  if (isNetworkError(err)) return 'unavailable'
  if (err instanceof oidc.AuthorizationResponseError) return null
  if (err instanceof oidc.ResponseBodyError || err instanceof oidc.WWWAuthenticateChallengeError)
    return 'error'
  // oauth4webapi's checks of the callback's parameters (state, iss, code) say "response parameter" in the
  // error or its cause; they run before the token request.
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    if (/response parameter/.test(String((e as { message?: unknown }).message ?? ''))) return null
  return 'error'
}

/** Runs `call` to the identity provider, counted in the metrics as the `sso` system. */
const counted = <T>(call: () => Promise<T>) => timedOutsideCall('sso', call, providerOutcome)

/** The JWS algorithm for a PEM private key: RS256 for RSA, ES256/384/512 for EC, EdDSA for Ed25519. */
function algorithmOf(pem: string): string {
  const key = createPrivateKey(pem)
  if (key.asymmetricKeyType === 'rsa') return 'RS256'
  if (key.asymmetricKeyType === 'ed25519') return 'EdDSA'
  if (key.asymmetricKeyType === 'ec') {
    const curve = key.asymmetricKeyDetails?.namedCurve
    return curve === 'secp384r1' ? 'ES384' : curve === 'secp521r1' ? 'ES512' : 'ES256'
  }
  throw new Error(`OIDC_CLIENT_PRIVATE_KEY: unsupported key type ${key.asymmetricKeyType}`)
}

/** The client authentication of `method` (issue 34 point 6). */
async function clientAuthOf(settings: OidcClientSettings): Promise<oidc.ClientAuth> {
  if (settings.tokenAuthMethod === 'client_secret_post') return oidc.ClientSecretPost(settings.clientSecret)
  if (settings.tokenAuthMethod === 'private_key_jwt') {
    if (!settings.clientPrivateKey) throw new Error('OIDC_CLIENT_PRIVATE_KEY is needed for private_key_jwt')
    const pkcs8 = createPrivateKey(settings.clientPrivateKey)
      .export({ type: 'pkcs8', format: 'pem' })
      .toString()
    const key = await importPKCS8(pkcs8, algorithmOf(settings.clientPrivateKey))
    return oidc.PrivateKeyJwt(key as CryptoKey)
  }
  return oidc.ClientSecretBasic(settings.clientSecret)
}

/** What the relying party needs to know. */
export interface OidcClientSettings {
  issuer: string
  clientId: string
  clientSecret: string
  scope: string
  /** Our callback (the redirect URI registered at the provider). */
  redirectUri: string
  /** Allow an http:// issuer (development, or the development provider); otherwise https is required. */
  allowHttp: boolean
  /** Token endpoint authentication (OIDC_TOKEN_AUTH_METHOD; default client_secret_basic). */
  tokenAuthMethod?: OidcTokenAuthMethod
  /** PEM private key for private_key_jwt (OIDC_CLIENT_PRIVATE_KEY). */
  clientPrivateKey?: string | null
}

/** The outcome of a successful callback: the user's claims and the ID token (for logout). */
export interface OidcSignInResult {
  claims: Record<string, unknown>
  idToken: string | undefined
}

/** The relying party. */
export interface OidcClient {
  /** The provider's authorization URL for a new sign-in, and the state to keep until the callback. */
  startSignIn(returnUrl: string): Promise<{ url: string; state: OidcSignInState }>
  /**
   * Validates the authorization response at `callbackUrl` against `state` (state, nonce, PKCE, issuer),
   * redeems the code and returns the claims (ID token, completed from UserInfo when `neededClaim` is
   * missing there). Rejects on any validation or provider error.
   */
  finishSignIn(callbackUrl: URL, state: OidcSignInState, neededClaim: string): Promise<OidcSignInResult>
  /** The provider's end-session URL for RP-initiated logout, or null when it has none. */
  endSessionUrl(idTokenHint: string | null, postLogoutRedirectUri: string): Promise<string | null>
}

/** Creates the relying party for `settings`; nothing is fetched until the first call. */
export function createOidcClient(settings: OidcClientSettings): OidcClient {
  let discovered: Promise<oidc.Configuration> | null = null

  function configuration(): Promise<oidc.Configuration> {
    if (!discovered) {
      const issuer = new URL(settings.issuer)
      const method = settings.tokenAuthMethod ?? 'client_secret_basic'
      discovered = clientAuthOf(settings)
        .then((auth) =>
          counted(() =>
            oidc.discovery(
              issuer,
              settings.clientId,
              {
                ...(method === 'private_key_jwt' ? {} : { client_secret: settings.clientSecret }),
                redirect_uris: [settings.redirectUri],
                token_endpoint_auth_method: method,
              },
              auth,
              settings.allowHttp && issuer.protocol === 'http:'
                ? { execute: [oidc.allowInsecureRequests] }
                : undefined,
            ),
          ),
        )
        .catch((err: unknown) => {
          discovered = null // try again on the next sign-in
          throw err
        })
    }
    return discovered
  }

  /** Redeems the code of `callbackUrl` and returns the claims (see `finishSignIn`). */
  async function finish(
    callbackUrl: URL,
    state: OidcSignInState,
    neededClaim: string,
  ): Promise<OidcSignInResult> {
    const config = await configuration()
    const tokens = await counted(() =>
      oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: state.codeVerifier,
        expectedState: state.state,
        expectedNonce: state.nonce,
        idTokenExpected: true,
      }),
    )
    const idClaims = tokens.claims()
    if (!idClaims) throw new Error('no ID token')
    let claims: Record<string, unknown> = { ...idClaims }
    if (claims[neededClaim] === undefined && config.serverMetadata().userinfo_endpoint) {
      const userInfo = await counted(() => oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub))
      claims = { ...userInfo, ...claims }
    }
    return { claims, idToken: tokens.id_token }
  }

  return {
    async startSignIn(returnUrl) {
      const config = await configuration()
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scope,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return { url: url.href, state: { protocol: 'oidc', state, nonce, codeVerifier, returnUrl } }
    },

    async finishSignIn(callbackUrl, state, neededClaim) {
      try {
        return await finish(callbackUrl, state, neededClaim)
      } catch (err) {
        if (isNetworkError(err))
          throw new ProviderUnreachableError('identity provider unreachable', { cause: err })
        throw err
      }
    },

    async endSessionUrl(idTokenHint, postLogoutRedirectUri) {
      const config = await configuration()
      if (!config.serverMetadata().end_session_endpoint) return null
      const params: Record<string, string> = { post_logout_redirect_uri: postLogoutRedirectUri }
      if (idTokenHint) params.id_token_hint = idTokenHint
      return oidc.buildEndSessionUrl(config, params).href
    },
  }
}
