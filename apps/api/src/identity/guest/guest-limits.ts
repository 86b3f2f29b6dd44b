/**
 * Rate limits of the guest sign-in (issue "Identity and session API" § Guests: requests and failures are
 * limited per address and per IP), counted in the shared CounterStore. Addresses are hashed in keys so no
 * e-mail address is stored in Redis.
 */
import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts'
import { enforceRate, type RateRule } from '../../platform/rate-limit/limiter.ts'

const WINDOW = 15 * 60

/** The limits: code requests and verification attempts, per address and per IP, per 15 minutes. */
export const GUEST_LIMITS = {
  requestPerAddress: { max: 5, windowSeconds: WINDOW },
  requestPerIp: { max: 20, windowSeconds: WINDOW },
  verifyPerAddress: { max: 10, windowSeconds: WINDOW },
  verifyPerIp: { max: 50, windowSeconds: WINDOW },
} as const satisfies Record<string, RateRule>

const addressKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32)

/**
 * Counts one `action` ('request' or 'verify') by `ip` for `email` (already normalised); throws 429 with
 * Retry-After when either limit is passed.
 */
export async function enforceGuestLimits(
  store: CounterStore,
  reply: FastifyReply,
  action: 'request' | 'verify',
  email: string,
  ip: string,
): Promise<void> {
  const [perIp, perAddress] =
    action === 'request'
      ? [GUEST_LIMITS.requestPerIp, GUEST_LIMITS.requestPerAddress]
      : [GUEST_LIMITS.verifyPerIp, GUEST_LIMITS.verifyPerAddress]
  await enforceRate(store, reply, `guest:${action}:ip:${ip}`, perIp, 'guest.tooManyRequests')
  await enforceRate(
    store,
    reply,
    `guest:${action}:addr:${addressKey(email)}`,
    perAddress,
    'guest.tooManyRequests',
  )
}
