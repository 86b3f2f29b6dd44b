/**
 * The single sign-on endpoints of spec §7 ("Browser redirect GET /api/Identity/Auth/Login", "Browser
 * redirect /api/Identity/Auth/Logout") and their assertion consumer services (issue "Identity and session
 * API" § Sign-in). All are browser redirects answering HTML on failure, never JSON.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { SsoConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { databaseFault } from '../../db/errors.ts'
import { RETRY_AFTER_SECONDS } from '../../platform/http/error-handler.ts'
import { notFound } from '../../platform/http/errors.ts'
import { access } from '../guard/access.ts'
import { clearRefreshCookie } from '../sessions/refresh-cookie.ts'
import type { SessionService } from '../sessions/session.service.ts'
import type { TokenService } from '../tokens/token-service.ts'
import { completeSignIn } from './complete-sign-in.ts'
import { type SignInProblem, sendSignInError } from './error-page.ts'
import { findSessionToEnd } from './logout.ts'
import type { OidcClient } from './oidc-client.ts'
import { safeReturnPath } from './return-url.ts'
import { type SamlClient, SamlNotConfiguredError } from './saml-client.ts'
import { clearStateCookie, STATE_COOKIE, type StateSealer, setStateCookie } from './state-cookie.ts'

/** Paths of the sign-in endpoints. */
export const SSO_PATHS = {
  login: '/api/Identity/Auth/Login',
  callback: '/api/Identity/Auth/Callback',
  samlCallback: '/api/Identity/Auth/SamlCallback',
  samlMetadata: '/api/Identity/Auth/SamlMetadata',
  logout: '/api/Identity/Auth/Logout',
} as const

/** What the routes need; `oidc` is null when OIDC is not the protocol or no provider is configured. */
export interface SsoRouteDeps {
  db: Database
  tokens: TokenService
  sessions: SessionService
  settings: SsoConfig
  publicUrl: string
  oidc: OidcClient | null
  saml: SamlClient | null
  sealer: StateSealer
}

const redirectNote =
  'Browser redirect (302/303); failures answer an HTML page in the Accept-Language language.'

/** Registers the sign-in routes (a Fastify plugin). */
export async function ssoRoutes(app: FastifyInstance, deps: SsoRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const loginUrl = `${deps.publicUrl}${SSO_PATHS.login}`
  const completeDeps = { ...deps, loginUrl }
  const fail = (request: FastifyRequest, reply: FastifyReply, status: number, problem: SignInProblem) =>
    sendSignInError(request, reply, status, problem, loginUrl)
  // The sign-in routes answer a browser: a database outage is the 503 page with Retry-After (issue 15), not
  // the API's JSON; every other error goes to the app's handler.
  const appErrorHandler = app.errorHandler
  app.setErrorHandler((error, request, reply) => {
    if (!databaseFault(error)) return appErrorHandler.call(app, error, request, reply)
    request.log.warn({ url: request.url.split('?')[0] }, 'sign-in: database unavailable, 503 page')
    reply.header('retry-after', String(RETRY_AFTER_SECONDS))
    return fail(request, reply, 503, { key: 'sso.error.unavailable' })
  })

  /**
   * GET Login?returnUrl=<path>: redirects to the provider (OIDC authorization request with PKCE, state and
   * nonce, or SAML AuthnRequest), keeping the attempt in the encrypted state cookie. An unsafe returnUrl
   * becomes /ana-sayfa. 503 page when no provider is configured, 502 when it cannot be reached.
   */
  api.get(
    SSO_PATHS.login,
    {
      config: {
        access: access.public,
        otherStatuses: {
          302: { description: 'Redirect to the identity provider' },
          502: { description: 'HTML page: the identity provider cannot be reached', html: true },
          503: {
            description: 'HTML page: no identity provider is configured, or the database is unavailable',
            html: true,
          },
        },
      },
      schema: {
        tags: ['identity'],
        summary: 'Sign in: redirect to the identity provider',
        description: redirectNote,
        querystring: z.object({
          returnUrl: z.string().optional().describe('in-app path to return to, e.g. /ana-sayfa'),
        }),
      },
    },
    async (request, reply) => {
      const returnUrl = safeReturnPath(request.query.returnUrl)
      const client = deps.settings.protocol === 'saml' ? deps.saml : deps.oidc
      if (!client) return fail(request, reply, 503, { key: 'sso.error.notConfigured' })
      try {
        const started = await client.startSignIn(returnUrl)
        setStateCookie(reply, await deps.sealer.seal(started.state), started.state.protocol)
        return reply.header('cache-control', 'no-store').redirect(started.url, 302)
      } catch (err) {
        if (err instanceof SamlNotConfiguredError) {
          return fail(request, reply, 503, { key: 'sso.error.notConfigured' })
        }
        request.log.error({ err }, 'sign-in could not start: identity provider unreachable')
        return fail(request, reply, 502, { key: 'sso.error.unreachable' })
      }
    },
  )

  /**
   * GET Callback (OIDC redirect URI): checks the state cookie, the provider's answer (state, issuer, code
   * with PKCE, ID token signature and nonce), maps the identity and hands the token to /tokenreader.
   * 403 page for an unknown identity or a refusal (error=access_denied), 400 for an invalid answer.
   */
  api.get(
    SSO_PATHS.callback,
    {
      config: {
        access: access.public,
        otherStatuses: {
          303: { description: 'Redirect to /tokenreader with the portal token' },
          400: {
            description: 'HTML page: an invalid answer of the provider or a stale sign-in attempt',
            html: true,
          },
          403: { description: 'HTML page: an unknown identity or a refusal', html: true },
          503: {
            description: 'HTML page: OpenID Connect is not configured, or the database is unavailable',
            html: true,
          },
        },
      },
      schema: {
        tags: ['identity'],
        summary: 'OpenID Connect callback (assertion consumer service)',
        description: redirectNote,
        querystring: z.looseObject({
          code: z.string().optional(),
          state: z.string().optional(),
          iss: z.string().optional(),
          error: z.string().optional(),
          error_description: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const state = await deps.sealer.open(request.cookies[STATE_COOKIE])
      clearStateCookie(reply)
      const { error } = request.query
      if (error) {
        request.log.info({ error }, 'identity provider answered an error')
        if (error === 'access_denied') return fail(request, reply, 403, { key: 'sso.error.accessDenied' })
        return fail(request, reply, 400, { key: 'sso.error.provider', params: { error } })
      }
      if (state?.protocol !== 'oidc') return fail(request, reply, 400, { key: 'sso.error.state' })
      if (!deps.oidc) return fail(request, reply, 503, { key: 'sso.error.notConfigured' })
      const currentUrl = new URL(`${deps.publicUrl}${SSO_PATHS.callback}`)
      currentUrl.search = request.url.split('?')[1] ?? ''
      let result: Awaited<ReturnType<OidcClient['finishSignIn']>>
      try {
        result = await deps.oidc.finishSignIn(currentUrl, state, deps.settings.emailClaim)
      } catch (err) {
        request.log.warn({ err }, 'sign-in refused: invalid OpenID Connect answer')
        return fail(request, reply, 400, { key: 'sso.error.response' })
      }
      return completeSignIn(
        completeDeps,
        request,
        reply,
        result.claims,
        state.returnUrl,
        result.idToken ?? null,
      )
    },
  )

  /**
   * POST SamlCallback (SAML assertion consumer service, HTTP-POST binding, form-encoded SAMLResponse and
   * RelayState): checks the state cookie and RelayState, the signatures with the pinned certificate,
   * InResponseTo, audience and validity, then maps the identity like the OIDC callback.
   */
  api.post(
    SSO_PATHS.samlCallback,
    {
      config: {
        access: access.public,
        otherStatuses: {
          303: { description: 'Redirect to /tokenreader with the portal token' },
          400: {
            description: 'HTML page: an invalid answer of the provider or a stale sign-in attempt',
            html: true,
          },
          403: { description: 'HTML page: an unknown identity or a refusal', html: true },
          503: {
            description: 'HTML page: SAML is not configured, or the database is unavailable',
            html: true,
          },
        },
      },
      schema: {
        tags: ['identity'],
        summary: 'SAML 2.0 assertion consumer service',
        description: redirectNote,
        consumes: ['application/x-www-form-urlencoded'],
        body: z.object({ SAMLResponse: z.string().min(1), RelayState: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const state = await deps.sealer.open(request.cookies[STATE_COOKIE])
      clearStateCookie(reply)
      if (state?.protocol !== 'saml' || safeReturnPath(request.body.RelayState) !== state.returnUrl) {
        return fail(request, reply, 400, { key: 'sso.error.state' })
      }
      if (!deps.saml) return fail(request, reply, 503, { key: 'sso.error.notConfigured' })
      let claims: Record<string, unknown>
      try {
        claims = await deps.saml.finishSignIn(request.body.SAMLResponse, state)
      } catch (err) {
        request.log.warn({ err }, 'sign-in refused: invalid SAML response')
        return fail(request, reply, 400, { key: 'sso.error.response' })
      }
      return completeSignIn(completeDeps, request, reply, claims, state.returnUrl, null)
    },
  )

  /** GET SamlMetadata: the portal's SAML service provider metadata (XML); 404 unless SSO_PROTOCOL=saml. */
  api.get(
    SSO_PATHS.samlMetadata,
    {
      config: { access: access.public },
      schema: { tags: ['identity'], summary: 'SAML 2.0 service provider metadata (XML)' },
    },
    async (_request, reply) => {
      if (!deps.saml) throw notFound()
      try {
        return reply.type('application/samlmetadata+xml; charset=utf-8').send(deps.saml.metadata())
      } catch (err) {
        if (err instanceof SamlNotConfiguredError) throw notFound()
        throw err
      }
    },
  )

  /**
   * GET Logout: revokes the caller's portal session (bearer token, else refresh cookie), clears the refresh
   * cookie and redirects to the provider's end-session endpoint (OIDC RP-initiated logout with id_token_hint
   * and post_logout_redirect_uri = PUBLIC_URL/), or to PUBLIC_URL/ when the provider has none.
   */
  api.get(
    SSO_PATHS.logout,
    {
      config: {
        access: access.public,
        otherStatuses: {
          302: { description: "Redirect to the provider's sign-out or the portal's start page" },
          503: { description: 'HTML page: the database is unavailable', html: true },
        },
      },
      schema: {
        tags: ['identity'],
        summary: 'Sign out: end the portal session and the provider session',
        description: redirectNote,
      },
    },
    async (request, reply) => {
      const home = `${deps.publicUrl}/`
      const ending = await findSessionToEnd(request, deps.tokens, deps.sessions)
      if (ending) await deps.sessions.revoke(ending.sessionId, undefined, 'signOut')
      clearRefreshCookie(reply)
      let target = home
      if (deps.oidc) {
        try {
          target = (await deps.oidc.endSessionUrl(ending?.idTokenHint ?? null, home)) ?? home
        } catch (err) {
          request.log.warn({ err }, 'provider end-session URL unavailable; signing out of the portal only')
        }
      }
      return reply.header('cache-control', 'no-store').redirect(target, 302)
    },
  )
}
