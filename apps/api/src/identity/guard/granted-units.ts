/**
 * The units granted to the caller's active staff role with every unit below them (issues 17 and 20; one
 * definition for the instalments and YÖKSİS features, issue 36). For a delegated (proxy) role, the giver's
 * grants. Unlike `roleUnitsOf` (unit-scope.ts), it reads the grants of the acting staff record itself.
 */
import { sql } from 'drizzle-orm'
import { rowsOf, type SqlRunner } from '../../db/rows.ts'
import type { Principal } from './access.ts'

/**
 * Takes the database (or a transaction) and the caller; returns the unit ids (granted units and everything below)
 * where the caller's active staff role applies, the giver's for a delegated role. Empty when none.
 */
export async function grantedUnitTree(db: SqlRunner, p: Principal): Promise<number[]> {
  const staff = p.isProxy
    ? sql`select id from staff_members where registry_no = ${p.proxyGiverRegistryNo ?? ''}`
    : sql`select id from staff_members where person_id = ${p.personId}`
  const r = await rowsOf<{ id: number }>(
    db,
    sql`with recursive granted as (
        select unnest(ra.unit_ids) as id from role_assignments ra
        where ra.staff_member_id in (${staff}) and ra.role_id = ${p.activeRoleId} and ra.is_active and not ra.is_proxy
      ), tree as (
        select id from granted union select u.id from units u join tree t on u.parent_id = t.id
      ) select id from tree`,
  )
  return r.map((x) => Number(x.id))
}
