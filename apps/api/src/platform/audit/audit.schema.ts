/**
 * The audit trail: every change to grades, absences, money, approvals or delegations writes a row here
 * in the same transaction (DESIGN.md §4; guide "Standards"). Rows form a hash chain (issue 15 "Data
 * safety"), sealed off the writer's path (issue 40; docs/adr/0002-audit-chain-sealing.md): the BEFORE INSERT
 * trigger only stamps the writer's transaction id and draws the row's id (core migration 0014); the sealer
 * (`audit_seal()`, audit-seal.ts) hashes rows in id order behind the watermark into `audit_seal`; `npm run
 * audit:verify` walks it (audit-verify.ts).
 */
import { bigint, customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** PostgreSQL's 64-bit transaction id (`xid8`), read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' })

/** One audited change: who (and on whose behalf / impersonated by whom), when, what, before, after, why. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorPersonId: integer('actor_person_id'),
    impersonatorPersonId: integer('impersonator_person_id'),
    /** Registry number of the delegation giver when the actor acted under a proxy role. */
    onBehalfOfRegistryNo: text('on_behalf_of_registry_no'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    /** The writing transaction's id, set by the insert trigger before it draws `id` (the sealer relies on it). */
    writerXid: xid8('writer_xid'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
)

/**
 * The watermark of the audit hash chain: one row (id 1) with the id and hash of the newest sealed row, how
 * many rows are sealed, the bound the sealer has armed (`pending_id`, sealed once every transaction below
 * `pending_xmax` has ended) and when it last sealed. Written only by `audit_seal()` (the owner's function);
 * the runtime role may read it. The verifier compares it with the newest sealed row and the seal count.
 */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer('id').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  sealedCount: bigint('sealed_count', { mode: 'number' }).notNull().default(0),
  pendingId: bigint('pending_id', { mode: 'number' }),
  pendingXmax: xid8('pending_xmax'),
  sealedAt: timestamp('sealed_at', { withTimezone: true }),
})

/**
 * One sealed audit row's link in the chain: `prev_hash` (64 zeros for the first row) and `hash` =
 * sha256(prev_hash || '|' || canonical content), hex (audit-verify.ts). Append-only; written by `audit_seal()`.
 */
export const auditSeal = pgTable('audit_seal', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
})
