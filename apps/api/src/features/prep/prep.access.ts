/**
 * Who may do what in the preparatory school (issue 18 "authorisation: only prep administrators; instructors
 * only their sections"). The prep administrator's role (5) is scoped to the preparatory school unit, the
 * only unit these tables belong to, so holding it as the active role is the unit scope.
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { staffMembers } from '../../db/schema/index.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { forbidden } from '../../platform/http/errors.ts'
import { prepSectionInstructors } from './prep.schema.ts'

/** A drizzle transaction handle of the app's database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The prep administrator role id. */
export const PREP_ADMIN = ROLE_IDS.prepAdmin
/** The instructor role id. */
export const INSTRUCTOR = ROLE_IDS.instructor

/** Throws 403 unless the caller acts as the prep administrator. */
export function requireAdmin(p: Principal): void {
  if (p.userType !== 'staff' || p.activeRoleId !== PREP_ADMIN) throw forbidden()
}

/**
 * Throws 403 unless the caller may read section `sectionId`'s class list: the prep administrator, or an
 * instructor (active role 2) listed among the section's instructors.
 */
export async function requireSectionReader(db: Database, p: Principal, sectionId: number): Promise<void> {
  if (p.userType === 'staff' && p.activeRoleId === PREP_ADMIN) return
  if (p.userType !== 'staff' || p.activeRoleId !== INSTRUCTOR) throw forbidden()
  const [row] = await db
    .select({ id: prepSectionInstructors.sectionId })
    .from(prepSectionInstructors)
    .innerJoin(staffMembers, eq(staffMembers.id, prepSectionInstructors.staffMemberId))
    .where(and(eq(prepSectionInstructors.sectionId, sectionId), eq(staffMembers.personId, p.personId)))
    .limit(1)
  if (!row) throw forbidden()
}

/** True when a database error is a unique violation (23505), on either driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}
