/**
 * Writing the audit trail inside the caller's transaction (DESIGN.md §4): actor, impersonator, the proxy
 * giver when acting under a delegation, entity, before, after and reason.
 */
import type { Database } from '../../db/client.ts'
import { countAuditRows } from '../metrics/metrics.ts'
import { auditLog } from './audit.schema.ts'

/** Who acts: the signed-in person, who impersonates them (if anyone), on whose behalf (proxy). */
export interface AuditActor {
  personId: number | null
  impersonatorPersonId: number | null
  onBehalfOfRegistryNo: string | null
}

/** One audited change. `before`/`after` are JSON-serialisable snapshots (null for create/delete). */
export interface AuditEntry {
  entity: string
  entityId: string | number
  action: string
  before?: unknown
  after?: unknown
  reason?: string | null
}

/** Appends an audit row with `tx` (pass the transaction of the change so both commit or neither). */
export async function recordAudit(
  tx: Pick<Database, 'insert'>,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorPersonId: actor.personId,
    impersonatorPersonId: actor.impersonatorPersonId,
    onBehalfOfRegistryNo: actor.onBehalfOfRegistryNo,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  })
  countAuditRows()
}
