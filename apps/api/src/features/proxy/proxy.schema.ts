/**
 * Delegations (Vekalet): a staff member gives a role they hold in a unit to another staff member for a date
 * range (spec §1, §3 "Proxy", §6). Each delegation owns the proxy role assignment it creates; deleting the
 * delegation deactivates that assignment, which ends any session acting under it.
 */
import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { units } from '../../db/schema/organisation.schema.ts'
import { staffMembers } from '../../db/schema/people.schema.ts'
import { roleAssignments, roles } from '../../db/schema/roles.schema.ts'

/** One delegation. `createdAt` is the process date. Start and end are inclusive Istanbul dates. */
export const delegations = pgTable(
  'delegations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    giverStaffMemberId: integer('giver_staff_member_id')
      .notNull()
      .references(() => staffMembers.id),
    takerStaffMemberId: integer('taker_staff_member_id')
      .notNull()
      .references(() => staffMembers.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    roleAssignmentId: integer('role_assignment_id')
      .notNull()
      .references(() => roleAssignments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByPersonId: integer('created_by_person_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByPersonId: integer('deleted_by_person_id'),
  },
  (t) => [
    uniqueIndex('delegations_identical_live')
      .on(t.giverStaffMemberId, t.takerStaffMemberId, t.roleId, t.unitId, t.startDate, t.endDate)
      .where(sql`deleted_at is null`),
    index('delegations_giver_idx').on(t.giverStaffMemberId),
    index('delegations_taker_idx').on(t.takerStaffMemberId),
  ],
)
