/**
 * The audit trail: every change to grades, absences, money, approvals or delegations writes a row here
 * in the same transaction (DESIGN.md §4; guide "Standards"). Rows form a hash chain (issue 15 "Data
 * safety"): a BEFORE INSERT trigger (core migration 0009) sets `prev_hash` and `hash`; `npm run
 * audit:verify` walks it (audit-verify.ts).
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

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
    /** Hash of the previous row in the chain (64 zeros for the first); set by the insert trigger. */
    prevHash: text('prev_hash'),
    /** sha256(prev_hash || '|' || canonical content), hex; set by the insert trigger (audit-verify.ts). */
    hash: text('hash'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
)

/**
 * The head of the audit hash chain: one row (id 1) with the id and hash of the newest audit row. The insert
 * trigger locks it (so concurrent writers never fork the chain) and advances it; the verifier compares it
 * with the newest row (a removed newest row is detected). Owned by the migration role; the runtime role has
 * no privilege on it (the trigger function runs as its owner).
 */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer('id').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
})
