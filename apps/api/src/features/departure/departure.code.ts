/**
 * Departure confirmation codes (issue 16: "a 6-digit code sent by SMS to the mobile number on record and by
 * e-mail (both, same code; 5 minutes; single use; 5 wrong tries kill it)"; spec §5 "a wrong or expired
 * confirmation code stops the process", §8 "confirmation code wrong or expired"). The code comes from a
 * CSPRNG and is stored only as an HMAC (key OTP_PEPPER, like the guest one-time codes) bound to the request.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { AppError, businessRule } from '../../platform/http/errors.ts'
import { departureCodes } from './departure.schema.ts'

/** How long a code lives, in seconds. */
export const CODE_TTL_SECONDS = 5 * 60
/** Wrong tries after which a code is dead (even the right code then fails). */
export const CODE_MAX_ATTEMPTS = 5

/** At least this many seconds between two codes of one request (Start's code counts). */
export const CODE_MIN_INTERVAL_SECONDS = 60
/** At most this many codes of one request within any hour (Start's code counts). */
export const CODE_MAX_PER_HOUR = 5

/** The §8 error of a wrong, expired, used or dead code. */
export const wrongCode = () => businessRule('departure.codeWrongOrExpired')

/** The code store of departure requests, keyed by `pepper`. */
export function createDepartureCodes(pepper: string) {
  const hashOf = (requestId: number, code: string) =>
    createHmac('sha256', pepper).update(`departure\n${requestId}\n${code}`).digest('hex')

  return {
    /**
     * Issues a new code for request `requestId` in `tx` (retiring older live ones); returns the plain code
     * (to send, never stored) and its expiry.
     */
    async issue(tx: Database, requestId: number, at: Date): Promise<{ code: string; expiresAt: Date }> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const expiresAt = new Date(at.getTime() + CODE_TTL_SECONDS * 1000)
      await tx
        .update(departureCodes)
        .set({ usedAt: at })
        .where(and(eq(departureCodes.requestId, requestId), isNull(departureCodes.usedAt)))
      await tx
        .insert(departureCodes)
        .values({ requestId, codeHash: hashOf(requestId, code), createdAt: at, expiresAt })
      return { code, expiresAt }
    },

    /**
     * Refuses a new code for request `requestId` at `at` with 429 when the newest code is younger than
     * CODE_MIN_INTERVAL_SECONDS (`departure.codeTooSoon` {seconds}) or CODE_MAX_PER_HOUR codes were issued in
     * the last hour (`departure.codeLimit` {max, minutes}); params.retryAfter is the wait in seconds. Counts
     * the request's own code rows (a sliding window on the app clock, shared by every API instance); call it
     * in the transaction that holds the request's row lock so two resends cannot both pass.
     */
    async assertMayIssue(tx: Database, requestId: number, at: Date): Promise<void> {
      const hourAgo = new Date(at.getTime() - 3600_000)
      const recent = await tx
        .select({ createdAt: departureCodes.createdAt })
        .from(departureCodes)
        .where(and(eq(departureCodes.requestId, requestId), gt(departureCodes.createdAt, hourAgo)))
        .orderBy(desc(departureCodes.createdAt))
      const newest = recent[0]?.createdAt
      const sinceNewest = newest ? (at.getTime() - newest.getTime()) / 1000 : Infinity
      if (sinceNewest < CODE_MIN_INTERVAL_SECONDS) {
        const seconds = Math.max(1, Math.ceil(CODE_MIN_INTERVAL_SECONDS - sinceNewest))
        throw new AppError(429, 'departure.codeTooSoon', { seconds, retryAfter: seconds })
      }
      const oldest = recent.at(-1)?.createdAt
      if (recent.length >= CODE_MAX_PER_HOUR && oldest) {
        const seconds = Math.max(1, Math.ceil((oldest.getTime() + 3600_000 - at.getTime()) / 1000))
        throw new AppError(429, 'departure.codeLimit', {
          max: CODE_MAX_PER_HOUR,
          minutes: Math.ceil(seconds / 60),
          retryAfter: seconds,
        })
      }
    },

    /** The live code's expiry of a request, or null. */
    async liveExpiry(db: Database, requestId: number, at: Date): Promise<Date | null> {
      const [row] = await db
        .select({ expiresAt: departureCodes.expiresAt })
        .from(departureCodes)
        .where(
          and(
            eq(departureCodes.requestId, requestId),
            isNull(departureCodes.usedAt),
            gt(departureCodes.expiresAt, at),
            lt(departureCodes.attempts, CODE_MAX_ATTEMPTS),
          ),
        )
        .orderBy(desc(departureCodes.createdAt), desc(departureCodes.id))
        .limit(1)
      return row?.expiresAt ?? null
    },

    /**
     * Checks `code` against the newest unused code of the request (outside any transaction). A wrong code
     * counts a try and throws 422; a missing, expired or dead code throws 422. Answers the code's id.
     */
    async check(db: Database, requestId: number, code: string, at: Date): Promise<number> {
      const [row] = await db
        .select()
        .from(departureCodes)
        .where(and(eq(departureCodes.requestId, requestId), isNull(departureCodes.usedAt)))
        .orderBy(desc(departureCodes.createdAt), desc(departureCodes.id))
        .limit(1)
      if (!row || row.expiresAt <= at || row.attempts >= CODE_MAX_ATTEMPTS) throw wrongCode()
      const expected = Buffer.from(row.codeHash, 'hex')
      const given = Buffer.from(hashOf(requestId, code), 'hex')
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await db
          .update(departureCodes)
          .set({ attempts: sql`${departureCodes.attempts} + 1` })
          .where(eq(departureCodes.id, row.id))
        // While tries are left the code still works: say so, not "stopped" (issue 36).
        const left = CODE_MAX_ATTEMPTS - row.attempts - 1
        if (left > 0) throw businessRule('departure.codeWrong', { left })
        throw wrongCode()
      }
      return row.id
    },

    /** Claims checked code `codeId` in `tx` (single use): 422 when it was used, killed or expired meanwhile. */
    async claim(tx: Database, codeId: number, at: Date): Promise<void> {
      const [claimed] = await tx
        .update(departureCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(departureCodes.id, codeId),
            isNull(departureCodes.usedAt),
            lt(departureCodes.attempts, CODE_MAX_ATTEMPTS),
            gt(departureCodes.expiresAt, at),
          ),
        )
        .returning({ id: departureCodes.id })
      if (!claimed) throw wrongCode()
    },
  }
}

/** The code store's type. */
export type DepartureCodes = ReturnType<typeof createDepartureCodes>
