/**
 * The OpenID Connect relying party (issue "Identity and session API" § Sign-in; DESIGN.md §1), with
 * openid-client v6: authorization code flow with PKCE (S256), state and nonce; RP-initiated logout. The same
 * code talks to a university's provider and to the development provider at /idp. The provider's metadata is
 * discovered on first use and cached per process (a cache, not state: any instance can rediscover it).
 */
import * as oidc from 'openid-client'
import type { OidcSignInState } from './state-cookie.ts'

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
      discovered = oidc
        .discovery(
          issuer,
          settings.clientId,
          { client_secret: settings.clientSecret, redirect_uris: [settings.redirectUri] },
          oidc.ClientSecretBasic(settings.clientSecret),
          settings.allowHttp && issuer.protocol === 'http:'
            ? { execute: [oidc.allowInsecureRequests] }
            : undefined,
        )
        .catch((err: unknown) => {
          discovered = null // try again on the next sign-in
          throw err
        })
    }
    return discovered
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
      const config = await configuration()
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: state.codeVerifier,
        expectedState: state.state,
        expectedNonce: state.nonce,
        idTokenExpected: true,
      })
      const idClaims = tokens.claims()
      if (!idClaims) throw new Error('no ID token')
      let claims: Record<string, unknown> = { ...idClaims }
      if (claims[neededClaim] === undefined && config.serverMetadata().userinfo_endpoint) {
        const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)
        claims = { ...userInfo, ...claims }
      }
      return { claims, idToken: tokens.id_token }
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
