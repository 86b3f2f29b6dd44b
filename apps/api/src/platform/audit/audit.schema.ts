/**
 * The audit trail: every change to grades, absences, money, approvals or delegations writes a row here
 * in the same transaction (DESIGN.md §4; guide "Standards").
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
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
)
