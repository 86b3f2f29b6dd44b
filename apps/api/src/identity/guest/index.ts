/**
 * The guest identity (spec §4 "Guest", §7; issue "Identity and session API" § Guests): one-time-code
 * sign-in, guest sessions and tokens, and the guest's own profile. Mail and rate-limit counters come from
 * the configuration (SMTP_URL / outbox, REDIS_URL / database) unless given.
 */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { createMailer } from '../../platform/mail/create-mailer.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts'
import { createCounterStore } from '../../platform/rate-limit/limiter.ts'
import type { Clock } from '../../platform/time.ts'
import type { SessionService } from '../sessions/session.service.ts'
import type { TokenService } from '../tokens/token-service.ts'
import './guest.messages.ts'
import { guestAuthRoutes } from './guest-auth.routes.ts'
import { guestProfileRoutes } from './guest-profile.routes.ts'
import { createOtpService } from './otp.service.ts'

/** What the guest module needs; `mailer` and `counters` default to the configured ones. */
export interface GuestModuleDeps {
  db: Database
  config: AppConfig
  tokens: TokenService
  sessions: Pick<SessionService, 'revoke' | 'live' | 'ownsRefreshCookie' | 'rotateRefresh'>
  mailer?: Mailer
  counters?: CounterStore
  /** The clock of code lifetimes and guest sessions (the one the session service checks them with). */
  clock?: Clock
}

/** Registers the guest calls; the mailer and counter store it creates are closed with the app. */
export async function guestModule(app: FastifyInstance, deps: GuestModuleDeps) {
  const mailer = deps.mailer ?? createMailer(deps.db, deps.config)
  const counters = deps.counters ?? createCounterStore(deps.db, deps.config)
  app.addHook('onClose', async () => {
    if (!deps.counters) await counters.close()
    if (!deps.mailer) await mailer.close()
  })
  const otp = createOtpService({
    db: deps.db,
    mailer,
    tokens: deps.tokens,
    pepper: deps.config.otpPepper,
    now: deps.clock,
  })
  await app.register(guestAuthRoutes, {
    db: deps.db,
    otp,
    counters,
    sessions: deps.sessions,
    tokens: deps.tokens,
  })
  await app.register(guestProfileRoutes, { db: deps.db })
}
