/**
 * Retention of the development mail outbox (issue 39 "Retention"; rules in features/retention): copies
 * written before the cut-off are deleted with their attachments (cascade).
 */
import { lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { mailOutbox } from './mail.schema.ts'

/** Deletes outbox mail written before `before`; resolves with how many. */
export async function purgeMailOutbox(before: Date, tx: Database): Promise<number> {
  const rows = await tx
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, before))
    .returning({ id: mailOutbox.id })
  return rows.length
}
