/**
 * Retention of notifications (issue 39 "Retention"; rules in features/retention): notifications created
 * before the cut-off are deleted with their mail/SMS deliveries (cascade).
 */
import { lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { notifications } from './notifications.schema.ts'

/** Deletes notifications created before `before`; resolves with how many. */
export async function purgeNotifications(before: Date, tx: Database): Promise<number> {
  const rows = await tx
    .delete(notifications)
    .where(lt(notifications.createdAt, before))
    .returning({ id: notifications.id })
  return rows.length
}
