/** Retention of the SMS outbox (issue 39 "Retention"; rules in features/retention): old copies are deleted. */
import { lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { smsOutbox } from './sms.schema.ts'

/** Deletes outbox SMS written before `before`; resolves with how many. */
export async function purgeSmsOutbox(before: Date, tx: Database): Promise<number> {
  const rows = await tx
    .delete(smsOutbox)
    .where(lt(smsOutbox.createdAt, before))
    .returning({ id: smsOutbox.id })
  return rows.length
}
