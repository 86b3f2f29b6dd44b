/**
 * Retention of the guest identity tables (issue 39 "Retention"; rules in features/retention): expired one-time
 * codes are deleted, and guests whose applications were all anonymised lose their profile, details and e-mail.
 */
import { and, eq, inArray, lt, not, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { guestDetails, guestOtps, guestProfiles, guests } from './guest.schema.ts'

/** The e-mail an anonymised guest keeps (unique, never deliverable: `.invalid` is reserved). */
export const anonymisedGuestEmail = (id: number) => `anonymised-${id}@guest.invalid`

/** Deletes one-time codes that expired before `before`; resolves with how many. */
export async function purgeGuestOtps(before: Date, tx: Database): Promise<number> {
  const rows = await tx
    .delete(guestOtps)
    .where(lt(guestOtps.expiresAt, before))
    .returning({ id: guestOtps.id })
  return rows.length
}

/**
 * Anonymises the guests `ids`: deletes their profile (names, identity numbers, phone) and details (address),
 * replaces the e-mail with `anonymisedGuestEmail`; keeps the row and its id. Already anonymised guests are
 * left alone. Resolves with how many guests changed.
 */
export async function anonymiseGuests(ids: number[], tx: Database): Promise<number> {
  if (ids.length === 0) return 0
  await tx.delete(guestProfiles).where(inArray(guestProfiles.guestId, ids))
  await tx.delete(guestDetails).where(inArray(guestDetails.guestId, ids))
  const rows = await tx
    .update(guests)
    .set({ email: sql`'anonymised-' || ${guests.id} || '@guest.invalid'` })
    .where(
      and(
        inArray(guests.id, ids),
        not(eq(guests.email, sql`'anonymised-' || ${guests.id} || '@guest.invalid'`)),
      ),
    )
    .returning({ id: guests.id })
  return rows.length
}
