/**
 * Sign-out (spec §7 "Browser redirect /api/Identity/Auth/Logout"; issue 34 points 1, 5 and 8): the portal
 * session ends first, then the provider's — OIDC RP-initiated logout with id_token_hint, or a signed SAML
 * LogoutRequest over HTTP-Redirect to SAML_LOGOUT_URL — and every sign-out ends on the signed-out page, which
 * never starts a new sign-in by itself. The SAML single logout service verifies the provider's LogoutResponse
 * and ends the portal sessions an IdP-initiated LogoutRequest names.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok, wrapped } from '../../platform/http/response.ts'
import { access } from '../guard/access.ts'
import { clearRefreshCookie } from '../sessions/refresh-cookie.ts'
import { sendSignedOut, sendSignInError } from './error-page.ts'
import { findSessionToEnd, type SessionToEnd, sessionsOfSubject } from './logout.ts'
import { inResponseToOf, type SamlSubject } from './saml-client.ts'
import type { SsoRouteDeps } from './sso-deps.ts'
import { SSO_PATHS } from './sso-paths.ts'
import {
  clearNamedCookie,
  clearStateCookie,
  SWITCH_COOKIE,
  type SwitchAccountState,
  setStateCookie,
  stateCookieOf,
} from './state-cookie.ts'

const redirectNote =
  'Browser redirect (302/303); failures answer an HTML page in the Accept-Language language.'

/** Registers Logout (GET redirect, POST JSON), SamlLogout and SignedOut. */
export async function logoutRoutes(app: FastifyInstance, deps: SsoRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const signedOutUrl = `${deps.publicUrl}${SSO_PATHS.signedOut}`
  const loginUrl = `${deps.publicUrl}${SSO_PATHS.login}`

  /** The switch cookie's provider identity (an unknown identity's "use another account"), cleared. */
  async function switchIdentity(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SwitchAccountState | null> {
    const value = request.cookies[SWITCH_COOKIE]
    if (!value) return null
    clearNamedCookie(reply, SWITCH_COOKIE)
    const state = await deps.sealer.open(value)
    return state?.protocol === 'switch' ? state : null
  }

  /**
   * Ends the caller's portal session (bearer, else refresh cookie) and answers where the browser goes next:
   * the provider's sign-out (with the hint, or a signed LogoutRequest whose state cookie is set here) or the
   * signed-out page. Never throws for a provider problem (the portal session is already ended then).
   */
  async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const ending: SessionToEnd | null = await findSessionToEnd(request, deps.db, deps.tokens, deps.sessions)
    if (ending) await deps.sessions.revoke(ending.sessionId, undefined, 'signOut')
    clearRefreshCookie(reply)
    const other = ending ? null : await switchIdentity(request, reply)
    if (deps.oidc) {
      try {
        const hint = ending?.idTokenHint ?? other?.idToken ?? null
        return (await deps.oidc.endSessionUrl(hint, signedOutUrl)) ?? signedOutUrl
      } catch (err) {
        request.log.warn({ err }, 'provider end-session URL unavailable; signing out of the portal only')
        return signedOutUrl
      }
    }
    const subject: SamlSubject | null =
      ending?.samlSubject ??
      (other?.nameID
        ? {
            nameID: other.nameID,
            nameIDFormat: other.nameIDFormat ?? null,
            nameQualifier: other.nameQualifier ?? null,
            spNameQualifier: other.spNameQualifier ?? null,
            sessionIndex: other.sessionIndex ?? null,
          }
        : null)
    if (deps.saml && subject && deps.saml.canLogout()) {
      try {
        const started = await deps.saml.startLogout(subject)
        setStateCookie(
          request,
          reply,
          started.state.requestId,
          await deps.sealer.seal(started.state),
          'saml-logout',
        )
        return started.url
      } catch (err) {
        request.log.warn({ err }, 'SAML LogoutRequest could not be built; signing out of the portal only')
      }
    }
    // Without Single Logout the provider's session may still be alive: the page advises closing the browser.
    return deps.saml ? `${signedOutUrl}?idp=alive` : signedOutUrl
  }

  /**
   * GET Logout: ends the portal session named by the refresh cookie (or, for an unknown identity, nothing)
   * and redirects (302) to the provider's sign-out or the signed-out page.
   */
  api.get(
    SSO_PATHS.logout,
    {
      config: {
        access: access.public,
        otherStatuses: {
          302: { description: "Redirect to the provider's sign-out or the signed-out page" },
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
      const target = await signOut(request, reply)
      return reply.header('cache-control', 'no-store').redirect(target, 302)
    },
  )

  /**
   * POST Logout (the web app's sign-out, issue 34 point 8): ends the bearer's session first — the bearer may
   * have expired, up to the 12 h session — and answers `{ redirectUrl }`: where the browser goes next.
   */
  api.post(
    SSO_PATHS.logout,
    {
      config: { access: access.public },
      schema: {
        tags: ['identity'],
        summary: "Sign out: end the portal session now and get the provider's sign-out address",
        response: {
          200: wrapped(
            z.object({ redirectUrl: z.string().describe("provider's sign-out or the signed-out page") }),
          ),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return ok({ redirectUrl: await signOut(request, reply) })
    },
  )

  /**
   * GET SamlLogout (SAML single logout service, HTTP-Redirect): a LogoutResponse to our LogoutRequest is
   * verified (signature, issuer, InResponseTo, Success) → signed-out page; an IdP-initiated LogoutRequest
   * (signed) ends the sessions of its subject and is answered with a signed LogoutResponse.
   */
  api.get(
    SSO_PATHS.samlLogout,
    {
      config: {
        access: access.public,
        otherStatuses: {
          302: { description: 'Redirect to the signed-out page or the LogoutResponse to the provider' },
          400: { description: 'HTML page: the logout message could not be verified', html: true },
          404: { description: 'HTML page (signed out): SAML is not the sign-in protocol', html: true },
          503: { description: 'HTML page: the database is unavailable', html: true },
        },
      },
      schema: {
        tags: ['identity'],
        summary: 'SAML 2.0 single logout service (HTTP-Redirect)',
        description: redirectNote,
        querystring: z.looseObject({
          SAMLRequest: z.string().optional(),
          SAMLResponse: z.string().optional(),
          RelayState: z.string().optional(),
          SigAlg: z.string().optional(),
          Signature: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, string>
      const rawQuery = request.url.split('?')[1] ?? ''
      if (!deps.saml) return sendSignedOut(request, reply, 404, loginUrl)
      if (query.SAMLResponse) {
        const key = inResponseToOf(query.SAMLResponse, true)
        const state = await deps.sealer.open(stateCookieOf(request, key))
        clearStateCookie(reply, key)
        if (state?.protocol !== 'saml-logout') {
          request.log.warn('SAML LogoutResponse without its request state')
          return sendSignedOut(request, reply, 400, loginUrl, { unconfirmed: true })
        }
        try {
          await deps.saml.finishLogout(query, rawQuery, state)
        } catch (err) {
          request.log.warn({ err }, 'SAML LogoutResponse refused')
          return sendSignedOut(request, reply, 400, loginUrl, { unconfirmed: true })
        }
        return reply.header('cache-control', 'no-store').redirect(signedOutUrl, 302)
      }
      if (query.SAMLRequest) {
        try {
          const logout = await deps.saml.readLogoutRequest(query, rawQuery)
          const ended = await sessionsOfSubject(deps.db, logout.subject)
          for (const id of ended) await deps.sessions.revoke(id, undefined, 'signOut')
          clearRefreshCookie(reply)
          request.log.info({ sessions: ended.length }, 'IdP-initiated SAML logout')
          return reply.header('cache-control', 'no-store').redirect(await logout.responseUrl(true), 302)
        } catch (err) {
          request.log.warn({ err }, 'SAML LogoutRequest refused')
          return sendSignInError(request, reply, 400, { key: 'sso.error.logout' }, loginUrl)
        }
      }
      return sendSignInError(request, reply, 400, { key: 'sso.error.logout' }, loginUrl)
    },
  )

  /**
   * GET SignedOut: "you are signed out" (tr/en) with a link to sign in again; starts no sign-in.
   * `?idp=alive` adds the advice to close the browser (the provider's session may still be alive).
   */
  api.get(
    SSO_PATHS.signedOut,
    {
      config: {
        access: access.public,
        otherStatuses: { 200: { description: 'HTML page: you are signed out', html: true } },
      },
      schema: {
        tags: ['identity'],
        summary: 'The signed-out page (HTML)',
        querystring: z.object({ idp: z.string().optional() }),
      },
    },
    async (request, reply) =>
      sendSignedOut(request, reply, 200, loginUrl, { providerSessionMayLive: request.query.idp === 'alive' }),
  )
}
