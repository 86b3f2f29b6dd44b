/**
 * Reading audit rows in tests (issue 15 "Data safety": the audited events are asserted row by row).
 */
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { auditLog } from '../src/platform/audit/audit.schema.ts'

/** The audit rows of `entity` (and `entityId` when given), oldest first. */
export async function auditRows(db: Database, entity: string, entityId?: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(
      entityId === undefined
        ? eq(auditLog.entity, entity)
        : and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))),
    )
    .orderBy(asc(auditLog.id))
}
