/**
 * Roles and role assignments. Spec §3 (Personel.Roles: RoleId, RoleName, IsActive, IsProxy, SicilNo,
 * BirimIds; Ogrenci.RolId), §6 (roles; role id 388 is special).
 */
import { boolean, date, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { staffMembers } from './people.schema.ts'

export const roleAudience = pgEnum('role_audience', ['staff', 'student', 'guest'])

/** A role. `id` values are fixed (they are part of the live contract: RoleId/RolId), not generated. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  audience: roleAudience('audience').notNull(),
})

/**
 * A staff member holds a role in one or more units. `isProxy` rows are delegated roles
 * (the proxy feature creates them); `proxyGiverRegistryNo` is then the giver's SicilNo.
 */
export const roleAssignments = pgTable(
  'role_assignments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    staffMemberId: integer('staff_member_id')
      .notNull()
      .references(() => staffMembers.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    unitIds: integer('unit_ids').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isProxy: boolean('is_proxy').notNull().default(false),
    proxyGiverRegistryNo: text('proxy_giver_registry_no'),
    /** First and last day (Istanbul dates, inclusive) the assignment is in force; null = open-ended. */
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** When the role was granted (issue 37: a role granted since the last sign-in is the next one's role). */
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('role_assignments_staff_idx').on(t.staffMemberId)],
)
