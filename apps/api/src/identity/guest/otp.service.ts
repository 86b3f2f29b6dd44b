/**
 * Guest one-time codes (issue "Identity and session API" § Guests): a 6-digit code from a CSPRNG, kept
 * only as an HMAC (key OTP_PEPPER) bound to the address, sent by e-mail in the caller's language. A code
 * lives 5 minutes, works once and dies after 5 wrong tries; a newer code retires older ones. A right code
 * creates the guest on first use and a guest session, and answers the guest token.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { businessRule } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { Refreshed } from '../sessions/session.service.ts'
import type { TokenService } from '../tokens/token-service.ts'
import { guestOtps, guests } from './guest.schema.ts'
import { insertGuestSession, signGuestToken } from './guest-session.ts'

/** How long a code lives, in seconds. */
export const OTP_TTL_SECONDS = 5 * 60
/** Wrong tries after which a code is dead (the next try fails even with the right code). */
export const OTP_MAX_ATTEMPTS = 5

/** What the code service needs. `now` is the clock. */
export interface OtpServiceDeps {
  db: Database
  mailer: Mailer
  tokens: TokenService
  /** HMAC key of the stored codes (config OTP_PEPPER). */
  pepper: string
  now?: () => Date
}

/** The canonical form of an address: trimmed, lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** The error of a wrong, expired, used or dead code (spec §8 "confirmation code wrong or expired"). */
const wrongCode = () => businessRule('guest.codeWrongOrExpired')

/** Creates the code service. */
export function createOtpService(deps: OtpServiceDeps) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const hashOf = (email: string, code: string) =>
    createHmac('sha256', deps.pepper).update(`${email}\n${code}`).digest('hex')

  return {
    /**
     * Issues a code for `email` and mails it in `lang`. Resolves the same way whether or not the address
     * belongs to a guest (the caller never learns which).
     */
    async request(email: string, lang: Language): Promise<void> {
      const address = normaliseEmail(email)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const at = now()
      await db.transaction(async (tx) => {
        await tx
          .update(guestOtps)
          .set({ usedAt: at })
          .where(and(eq(guestOtps.email, address), isNull(guestOtps.usedAt)))
        await tx.insert(guestOtps).values({
          email: address,
          codeHash: hashOf(address, code),
          expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
          createdAt: at,
        })
      })
      const params = { code, minutes: OTP_TTL_SECONDS / 60 }
      await deps.mailer.send({
        to: address,
        subject: translate(lang, 'guest.otpMail.subject', params),
        text: translate(lang, 'guest.otpMail.text', params),
      })
    },

    /**
     * Checks `code` against the newest live code of `email`. Right: marks it used, creates the guest if
     * new, starts a guest session (one transaction) and resolves the guest token. Otherwise counts a wrong
     * try and throws 422 'guest.codeWrongOrExpired'.
     */
    async verify(email: string, code: string): Promise<Refreshed> {
      const address = normaliseEmail(email)
      const at = now()
      const [otp] = await db
        .select()
        .from(guestOtps)
        .where(and(eq(guestOtps.email, address), isNull(guestOtps.usedAt)))
        .orderBy(desc(guestOtps.createdAt), desc(guestOtps.id))
        .limit(1)
      if (!otp || otp.expiresAt <= at || otp.attempts >= OTP_MAX_ATTEMPTS) throw wrongCode()
      const expected = Buffer.from(otp.codeHash, 'hex')
      const given = Buffer.from(hashOf(address, code), 'hex')
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await db
          .update(guestOtps)
          .set({ attempts: sql`${guestOtps.attempts} + 1` })
          .where(eq(guestOtps.id, otp.id))
        throw wrongCode()
      }
      const started = await db.transaction(async (tx) => {
        // Claim the code atomically: a concurrent verification or a wrong try in between loses.
        const [claimed] = await tx
          .update(guestOtps)
          .set({ usedAt: at })
          .where(
            and(
              eq(guestOtps.id, otp.id),
              isNull(guestOtps.usedAt),
              lt(guestOtps.attempts, OTP_MAX_ATTEMPTS),
              gt(guestOtps.expiresAt, at),
            ),
          )
          .returning({ id: guestOtps.id })
        if (!claimed) return null
        const [guest] = await tx
          .insert(guests)
          .values({ email: address })
          .onConflictDoUpdate({ target: guests.email, set: { email: address } })
          .returning({ id: guests.id })
        if (!guest) throw new Error('guest upsert returned no row')
        const identity = { guestId: guest.id, email: address }
        return { identity, ...(await insertGuestSession(tx, identity, at)) }
      })
      if (!started) throw wrongCode()
      const token = await signGuestToken(deps.tokens, started.identity, started.sessionId)
      return { token, refreshCookie: started.refreshCookie }
    },
  }
}

/** The code service's type. */
export type OtpService = ReturnType<typeof createOtpService>
