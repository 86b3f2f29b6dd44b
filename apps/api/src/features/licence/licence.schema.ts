/**
 * Microsoft licences (spec §1, §4 "Licence: requested, held (A1 or A3)"). Everyone holds A1 without a row;
 * a row records an A3 (or an explicitly recorded A1) per person: requested, then held once granted.
 */
import { integer, pgEnum, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { persons } from '../../db/schema/people.schema.ts'

export const licenceKind = pgEnum('licence_kind', ['A1', 'A3'])
export const licenceStatus = pgEnum('licence_status', ['requested', 'held'])

/** One licence of a person; at most one row per person and kind. */
export const licences = pgTable(
  'licences',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    kind: licenceKind('kind').notNull(),
    status: licenceStatus('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('licences_person_kind').on(t.personId, t.kind)],
)
