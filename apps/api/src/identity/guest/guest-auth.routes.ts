/**
 * Guest sign-in calls of spec §7: request a one-time code, verify it for a guest token, log out.
 * Requests and verification attempts are rate-limited per address and per IP (guest-limits.ts).
 */
import { ZOtpRequest, ZOtpVerifyRequest } from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts'
import { access } from '../guard/access.ts'
import type { SessionService } from '../sessions/session.service.ts'
import { AUDIENCE, type TokenService } from '../tokens/token-service.ts'
import { enforceGuestLimits } from './guest-limits.ts'
import { normaliseEmail, type OtpService } from './otp.service.ts'

/** Dependencies of the guest sign-in routes. */
export interface GuestAuthRouteDeps {
  otp: OtpService
  counters: CounterStore
  sessions: Pick<SessionService, 'revoke' | 'live'>
  tokens: Pick<TokenService, 'verify'>
}

const limited = { 429: errorWrapper.describe('too many requests; see Retry-After') }

/** Registers request-otp, verify-otp and logout under /api/IdentityGuest/auth/. */
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

  /** POST verify-otp {email, code}: responseData is the guest token; 422 for a wrong or expired code. */
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
      return ok(await deps.otp.verify(email, request.body.code))
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
    async (request) => {
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
