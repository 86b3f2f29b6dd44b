/**
 * Retention of sessions (issue 39 "Retention"; rules in features/retention): sessions that expired or were
 * revoked before the cut-off are deleted with their retired refresh-token hashes and SAML session links
 * (both cascade).
 */
import { lt, or } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sessions } from '../identity.schema.ts'

/** Deletes sessions expired or revoked before `before`; resolves with how many. */
export async function purgeSessions(before: Date, tx: Database): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id })
  return rows.length
}
