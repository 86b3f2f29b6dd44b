/**
 * Who a staff caller is and where their active role applies (spec §6; DESIGN.md §3 "role + ownership"):
 * the staff members acting (the giver's when acting under a proxy) and the units (with every unit below
 * them) their active role covers, read from the core role assignments.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { forbidden } from '../../platform/http/errors.ts'
import { type Runner, rows, staffIdByRegistryNo, staffIdsOfPerson } from './registration.repo.ts'

/**
 * The staff-member ids the caller acts as: their own, or the proxy giver's when the active role is
 * delegated. Throws 403 for students and when none is found.
 */
export async function actingStaffIds(db: Runner, principal: Principal): Promise<number[]> {
  if (principal.userType !== 'staff') throw forbidden()
  if (principal.isProxy) {
    if (!principal.proxyGiverRegistryNo) throw forbidden()
    const id = await staffIdByRegistryNo(db, principal.proxyGiverRegistryNo)
    if (id === null) throw forbidden()
    return [id]
  }
  const ids = await staffIdsOfPerson(db, principal.personId)
  if (ids.length === 0) throw forbidden()
  return ids
}

/**
 * The unit ids (granted units and all their descendants) where the caller's active role applies. Empty
 * when the role is not held, which callers treat as "nothing visible".
 */
export async function activeRoleUnits(db: Database, principal: Principal): Promise<number[]> {
  const staffIds = await actingStaffIds(db, principal)
  const r = await rows<{ id: number }>(
    db,
    sql`with recursive granted as (
        select unnest(ra.unit_ids) as id from role_assignments ra
        where ra.staff_member_id in (${sql.join(
          staffIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and ra.role_id = ${principal.activeRoleId} and ra.is_active and not ra.is_proxy
      ), tree as (
        select id from granted
        union select u.id from units u join tree t on u.parent_id = t.id
      ) select id from tree`,
  )
  return r.map((x) => x.id)
}
