/**
 * The unit scope of the students feature's readers (issue 22): the units where the caller's active role is
 * held, and the export batch size shared by the reports.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { roleAssignments, staffMembers } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { forbidden } from '../../platform/http/errors.ts'

/** Rows read per batch when streaming an export. */
export const EXPORT_BATCH = 2000

/**
 * The unit ids where the caller's active role is held (own assignments, or the delegated ones when acting
 * under a proxy role, within their dates). Throws 403 when none: a role without units sees nothing.
 */
export async function scopeOf(db: Database, principal: Principal): Promise<number[]> {
  if (principal.userType !== 'staff') throw forbidden()
  const held = await db
    .select({ unitIds: roleAssignments.unitIds })
    .from(roleAssignments)
    .innerJoin(staffMembers, eq(staffMembers.id, roleAssignments.staffMemberId))
    .where(
      and(
        eq(staffMembers.personId, principal.personId),
        eq(staffMembers.isActive, true),
        eq(roleAssignments.roleId, principal.activeRoleId),
        eq(roleAssignments.isActive, true),
        eq(roleAssignments.isProxy, principal.isProxy),
        sql`(${roleAssignments.validFrom} is null or ${roleAssignments.validFrom} <= (now() at time zone 'Europe/Istanbul')::date)`,
        sql`(${roleAssignments.validTo} is null or ${roleAssignments.validTo} >= (now() at time zone 'Europe/Istanbul')::date)`,
      ),
    )
  const ids = [...new Set(held.flatMap((h) => h.unitIds))]
  if (ids.length === 0) throw forbidden()
  return ids
}
