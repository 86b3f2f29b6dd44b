/**
 * Test helper of the unit-scoped queues (issue 22 "Request queues", issue 36 "one shared request queue"): moves
 * a person's role to other units, so the tests can show that a queue, its decisions and downloads are limited
 * to the caller's units.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { roleAssignments, staffMembers, units } from '../src/db/schema/index.ts'

/** Gives `personId`'s assignments of `roleId` the units `unitIds` (all their staff records). Returns nothing. */
export async function setRoleUnits(db: Database, personId: number, roleId: number, unitIds: number[]) {
  const staff = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.personId, personId))
  await db
    .update(roleAssignments)
    .set({ unitIds })
    .where(
      and(
        inArray(
          roleAssignments.staffMemberId,
          staff.map((s) => s.id),
        ),
        eq(roleAssignments.roleId, roleId),
      ),
    )
}

/** The id of the unit with `code` (e.g. 'FEF'), 0 when there is none. */
export async function unitIdOf(db: Database, code: string): Promise<number> {
  const [row] = await db.select({ id: units.id }).from(units).where(eq(units.code, code))
  return row?.id ?? 0
}
