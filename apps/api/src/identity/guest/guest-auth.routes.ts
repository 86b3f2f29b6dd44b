/**
 * Guest sign-in calls of spec §7: request a one-time code, verify it for a guest token (and the HttpOnly
 * guest refresh cookie), refresh (issue 15 "Sessions"), log out.
 * Requests and verification attempts are rate-limited per address and per IP (guest-limits.ts).
 */
import { ZOtpRequest, ZOtpVerifyRequest } from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { unauthorized } from '../../platform/http/errors.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts'
import { access } from '../guard/access.ts'
import { clearRefreshCookie, setRefreshCookie } from '../sessions/refresh-cookie.ts'
import { GUEST_REFRESH_COOKIE, type SessionService } from '../sessions/session.service.ts'
import { AUDIENCE, refreshableSid, type TokenService } from '../tokens/token-service.ts'
import { enforceGuestLimits } from './guest-limits.ts'
import { refreshGuestSession } from './guest-session.ts'
import { normaliseEmail, type OtpService } from './otp.service.ts'

/** Dependencies of the guest sign-in routes. */
export interface GuestAuthRouteDeps {
  db: Database
  otp: OtpService
  counters: CounterStore
  sessions: Pick<SessionService, 'revoke' | 'live' | 'ownsRefreshCookie' | 'rotateRefresh'>
  tokens: TokenService
}

const limited = { 429: errorWrapper.describe('too many requests; see Retry-After') }

/** Registers request-otp, verify-otp, refresh-token and logout under /api/IdentityGuest/auth/. */
export async function guestAuthRoutes(app: FastifyInstance, deps: GuestAuthRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  /** POST request-otp {email}: mails a code; the same answer for every address. */
  api.post(
    '/api/IdentityGuest/auth/request-otp',
    {
      config: { access: access.public },
      schema: {
        tags: ['guest'],
        summary: 'Send a one-time sign-in code to an e-mail address',
        body: ZOtpRequest,
        response: { 200: wrapped(z.null()), ...limited },
      },
    },
    async (request, reply) => {
      const lang = languageFrom(request.headers['accept-language'])
      const email = normaliseEmail(request.body.email)
      await enforceGuestLimits(deps.counters, reply, 'request', email, request.ip)
      await deps.otp.request(email, lang)
      return ok(null, translate(lang, 'guest.otpSent'))
    },
  )

  /**
   * POST verify-otp {email, code}: responseData is the guest token, and the HttpOnly guest refresh cookie is
   * set (path /api/IdentityGuest/auth); 422 for a wrong or expired code.
   */
  api.post(
    '/api/IdentityGuest/auth/verify-otp',
    {
      config: { access: access.public },
      schema: {
        tags: ['guest'],
        summary: 'Exchange a one-time code for a guest token',
        body: ZOtpVerifyRequest,
        response: {
          200: wrapped(z.string().describe('the guest token (JWT)')),
          422: errorWrapper.describe('confirmation code wrong or expired'),
          ...limited,
        },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email)
      await enforceGuestLimits(deps.counters, reply, 'verify', email, request.ip)
      const started = await deps.otp.verify(email, request.body.code)
      setRefreshCookie(reply, started.refreshCookie, 'guest')
      return ok(started.token)
    },
  )

  /**
   * POST refresh-token (X-Is-Guest: true): the bearer's guest session + its HttpOnly guest refresh cookie →
   * a new guest token (responseData) and a rotated cookie, the staff contract for guests (issue 15
   * "Sessions"). The bearer may have expired if its signature, issuer and audience hold and its session is
   * live (12 h, not revoked); 401 otherwise, and for a portal token or a staff cookie.
   */
  api.post(
    '/api/IdentityGuest/auth/refresh-token',
    {
      config: { access: access.selfChecked('guest') },
      schema: {
        tags: ['guest'],
        summary: 'New guest token for a live guest session (needs the guest refresh cookie)',
        security: [{ bearer: [] }],
        response: {
          200: wrapped(z.string().describe('the new guest token (JWT)')),
          401: errorWrapper.describe('no live guest session for this token and cookie'),
        },
      },
    },
    async (request, reply) => {
      if (request.headers['x-is-guest'] !== 'true') throw unauthorized()
      const sid = await refreshableSid(deps.tokens, request.headers.authorization, AUDIENCE.guest)
      const renewed = await refreshGuestSession(deps.db, deps, sid, request.cookies[GUEST_REFRESH_COOKIE])
      setRefreshCookie(reply, renewed.refreshCookie, 'guest')
      return ok(renewed.token)
    },
  )

  /**
   * POST logout: revokes the guest session of the bearer token when it is a valid guest token, and always
   * answers success, so that the client's "guest logout after a 401/403" (spec §4, §8) can clear its storage
   * even when the token has expired or was revoked already.
   */
  api.post(
    '/api/IdentityGuest/auth/logout',
    {
      config: { access: access.public },
      schema: {
        tags: ['guest'],
        summary: 'End the guest session (best effort; always succeeds)',
        security: [{ bearer: [] }],
        response: { 200: wrapped(z.null()) },
      },
    },
    async (request, reply) => {
      clearRefreshCookie(reply, 'guest')
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
      const payload = token ? await deps.tokens.verify(token, AUDIENCE.guest).catch(() => null) : null
      if (typeof payload?.sid === 'string') {
        const session = await deps.sessions.live(payload.sid)
        if (session?.kind === 'guest') await deps.sessions.revoke(session.id, undefined, 'signOut')
      }
      return ok(null, translate(languageFrom(request.headers['accept-language']), 'guest.loggedOut'))
    },
  )
}
