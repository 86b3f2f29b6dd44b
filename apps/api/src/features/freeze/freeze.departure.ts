/**
 * Closing a departed studentship's pending freeze requests (issue 16 "on completion … open baskets and
 * requests are closed"): each pending request becomes withdrawn, audited with the departure as the reason.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { type AuditActor, recordAudit } from '../../platform/audit/audit.ts'
import { freezeRequests } from './freeze.schema.ts'

/** Withdraws every pending freeze request of `studentId` in one transaction; returns how many it closed. */
export async function closePendingFreezeRequests(
  db: Database,
  studentId: number,
  actor: AuditActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(freezeRequests)
      .set({ status: 'withdrawn', version: sql`${freezeRequests.version} + 1` })
      .where(and(eq(freezeRequests.studentId, studentId), eq(freezeRequests.status, 'pending')))
      .returning()
    for (const after of closed) {
      await recordAudit(tx, actor, {
        entity: 'freeze_request',
        entityId: after.id,
        action: 'close_on_departure',
        before: { status: 'pending' },
        after: { status: after.status },
        reason: 'departure',
      })
    }
    return closed.length
  })
}
