/**
 * The SAML replay guard (issue 34 point 3 "Replay"): an assertion, and the AuthnRequest it answers, are
 * consumed once. Their ids are kept in `sso_consumed_messages` (the database every API instance shares) until
 * the assertion could no longer be accepted anyway; a second use finds them there and is refused.
 */
import { inArray, lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { ssoConsumedMessages } from './sso.schema.ts'

/**
 * Marks every id of `ids` consumed until `expiresAt`. Returns false, leaving them consumed, when any of them
 * was consumed before (a replay). Forgets ids past their time on the way. Database errors propagate.
 */
export async function consumeOnce(
  db: Database,
  ids: string[],
  expiresAt: Date,
  now = new Date(),
): Promise<boolean> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return true
  await db.delete(ssoConsumedMessages).where(lt(ssoConsumedMessages.expiresAt, now))
  const inserted = await db
    .insert(ssoConsumedMessages)
    .values(unique.map((id) => ({ id, expiresAt })))
    .onConflictDoNothing()
    .returning({ id: ssoConsumedMessages.id })
  return inserted.length === unique.length
}

/** True when `id` is currently recorded as consumed (tests and diagnostics). */
export async function isConsumed(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: ssoConsumedMessages.id })
    .from(ssoConsumedMessages)
    .where(inArray(ssoConsumedMessages.id, [id]))
  return rows.length > 0
}
