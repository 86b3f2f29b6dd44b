/**
 * The single sign-on endpoints of spec §7 ("Browser redirect GET /api/Identity/Auth/Login", "Browser
 * redirect /api/Identity/Auth/Logout") and their assertion consumer services (issue "Identity and session
 * API" § Sign-in). All are browser redirects answering HTML on failure, never JSON.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { databaseFault } from '../../db/errors.ts'
import { RETRY_AFTER_SECONDS } from '../../platform/http/error-handler.ts'
import { notFound } from '../../platform/http/errors.ts'
import { access } from '../guard/access.ts'
import { completeSignIn } from './complete-sign-in.ts'
import { type SignInProblem, sendSignInError } from './error-page.ts'
import { logoutRoutes } from './logout.routes.ts'
import { type OidcClient, ProviderUnreachableError } from './oidc-client.ts'
import { consumeOnce } from './replay-guard.ts'
import { safeReturnPath } from './return-url.ts'
import { inResponseToOf, type SamlAssertion, SamlNotConfiguredError, SamlRefusal } from './saml-client.ts'
import type { SsoRouteDeps } from './sso-deps.ts'
import { SSO_PATHS } from './sso-paths.ts'
import { clearStateCookie, keyOf, setStateCookie, stateCookieOf } from './state-cookie.ts'

export type { SsoRouteDeps }
export { SSO_PATHS }

/**
 * The OAuth 2.0 / OpenID Connect error codes of an authorization response the page names (RFC 6749 §4.1.2.1,
 * OIDC Core §3.1.2.6); any other `error=` text is not shown (issue 34 point 9).
 */
const KNOWN_OIDC_ERRORS = new Set([
  'invalid_request',
  'unauthorized_client',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'interaction_required',
  'login_required',
  'account_selection_required',
  'consent_required',
  'invalid_request_uri',
  'invalid_request_object',
  'request_not_supported',
  'request_uri_not_supported',
  'registration_not_supported',
])

/** The page for a refused SAML answer (issue 34 points 2, 3 and 5). */
const SAML_PROBLEMS: Record<SamlRefusal['reason'], string> = {
  issuer: 'sso.error.issuer',
  assertionNotSigned: 'sso.error.assertionNotSigned',
  invalid: 'sso.error.response',
  providerStatus: 'sso.error.providerStatus',
  logoutNotSigned: 'sso.error.logout',
}

const redirectNote =
  'Browser redirect (302/303); failures answer an HTML page in the Accept-Language language.'

/** Registers the sign-in routes (a Fastify plugin). */
export async function ssoRoutes(app: FastifyInstance, deps: SsoRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const loginUrl = `${deps.publicUrl}${SSO_PATHS.login}`
  const completeDeps = { ...deps, loginUrl, logoutUrl: `${deps.publicUrl}${SSO_PATHS.logout}` }
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
        const sealed = await deps.sealer.seal(started.state)
        setStateCookie(request, reply, keyOf(started.state), sealed, started.state.protocol)
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
      // The state first: without this browser's own attempt nothing of the answer is shown (issue 34 point 9).
      const key = request.query.state
      const state = await deps.sealer.open(stateCookieOf(request, key))
      clearStateCookie(reply, key)
      if (state?.protocol !== 'oidc' || state.state !== key) {
        return fail(request, reply, 400, { key: 'sso.error.state' })
      }
      const { error } = request.query
      if (error) {
        request.log.info({ error }, 'identity provider answered an error')
        if (error === 'access_denied') return fail(request, reply, 403, { key: 'sso.error.accessDenied' })
        if (!KNOWN_OIDC_ERRORS.has(error))
          return fail(request, reply, 400, { key: 'sso.error.providerUnknown' })
        return fail(request, reply, 400, { key: 'sso.error.provider', params: { error } })
      }
      if (!deps.oidc) return fail(request, reply, 503, { key: 'sso.error.notConfigured' })
      const currentUrl = new URL(`${deps.publicUrl}${SSO_PATHS.callback}`)
      currentUrl.search = request.url.split('?')[1] ?? ''
      let result: Awaited<ReturnType<OidcClient['finishSignIn']>>
      try {
        result = await deps.oidc.finishSignIn(currentUrl, state, deps.settings.emailClaim)
      } catch (err) {
        if (err instanceof ProviderUnreachableError) {
          request.log.error({ err }, 'sign-in failed: identity provider unreachable at the callback')
          return fail(request, reply, 502, { key: 'sso.error.unreachable' })
        }
        request.log.warn({ err }, 'sign-in refused: invalid OpenID Connect answer')
        return fail(request, reply, 400, { key: 'sso.error.response' })
      }
      return completeSignIn(completeDeps, request, reply, result.claims, state.returnUrl, {
        idToken: result.idToken ?? null,
        attributeNames: Object.keys(result.claims),
      })
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
      // The Response names its request (InResponseTo), whose cookie holds the attempt; an unsolicited
      // (IdP-initiated) Response has none and is not supported (issue 34 point 5).
      const key = inResponseToOf(request.body.SAMLResponse)
      if (!key) {
        request.log.info('sign-in refused: IdP-initiated SAML response (not supported)')
        return fail(request, reply, 400, { key: 'sso.error.idpInitiated' })
      }
      const state = await deps.sealer.open(stateCookieOf(request, key))
      clearStateCookie(reply, key)
      if (state?.protocol !== 'saml' || safeReturnPath(request.body.RelayState) !== state.returnUrl) {
        return fail(request, reply, 400, { key: 'sso.error.state' })
      }
      if (!deps.saml) return fail(request, reply, 503, { key: 'sso.error.notConfigured' })
      let assertion: SamlAssertion
      try {
        assertion = await deps.saml.finishSignIn(request.body.SAMLResponse, state)
      } catch (err) {
        if (err instanceof SamlNotConfiguredError)
          return fail(request, reply, 503, { key: 'sso.error.notConfigured' })
        const reason = err instanceof SamlRefusal ? err.reason : 'invalid'
        const details = err instanceof SamlRefusal ? err.details : {}
        request.log.warn({ err, reason, ...details }, `sign-in refused: SAML response (${reason})`)
        return fail(request, reply, 400, { key: SAML_PROBLEMS[reason] })
      }
      // Replay (issue 34 point 3): the assertion and its request are used once, on every instance.
      if (!(await consumeOnce(deps.db, assertion.onceIds, assertion.usableUntil))) {
        request.log.warn({ ids: assertion.onceIds }, 'sign-in refused: SAML assertion replayed')
        return fail(request, reply, 400, { key: 'sso.error.replay' })
      }
      return completeSignIn(completeDeps, request, reply, assertion.claims, state.returnUrl, {
        samlSubject: assertion.subject,
        attributeNames: assertion.attributeNames,
      })
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

  await logoutRoutes(app, deps)
}
