/**
 * The unit scope of a staff caller (spec §6 "unit scope"; decisions "Who reads students"): the units where the
 * caller holds a role today, and SQL that keeps rows to a unit subtree. One definition for every feature that
 * limits a queue or report to the caller's units (certificates, documents, departure, students, payroll, …).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { roleAssignments, staffMembers } from '../../db/schema/index.ts'
import type { Principal } from './access.ts'

/**
 * The unit ids where `principal` holds `roleId` (default: the active role) today: active assignments of the
 * caller's active staff records under the same proxy flag (own, or delegated when acting under a proxy role),
 * within their valid-from/valid-to dates (Europe/Istanbul). Empty when none (also for a student).
 */
export async function roleUnitsOf(
  db: Database,
  principal: Principal,
  roleId: number = principal.activeRoleId,
): Promise<number[]> {
  if (principal.userType !== 'staff') return []
  const held = await db
    .select({ unitIds: roleAssignments.unitIds })
    .from(roleAssignments)
    .innerJoin(staffMembers, eq(staffMembers.id, roleAssignments.staffMemberId))
    .where(heldToday(principal, roleId))
  return [...new Set(held.flatMap((h) => h.unitIds))]
}

/** The conditions on `role_assignments` joined with `staff_members` of `roleUnitsOf`. */
function heldToday(principal: Principal, roleId: number): SQL | undefined {
  return and(
    eq(staffMembers.personId, principal.personId),
    eq(staffMembers.isActive, true),
    eq(roleAssignments.roleId, roleId),
    eq(roleAssignments.isActive, true),
    eq(roleAssignments.isProxy, principal.isProxy),
    sql`(${roleAssignments.validFrom} is null or ${roleAssignments.validFrom} <= (now() at time zone 'Europe/Istanbul')::date)`,
    sql`(${roleAssignments.validTo} is null or ${roleAssignments.validTo} >= (now() at time zone 'Europe/Istanbul')::date)`,
  )
}

/**
 * True when every unit of `unitIds` lies in the subtree of the units where `principal` holds the active role
 * today (`roleUnitsOf`), in one query: each target's chain of ancestors (a few primary-key steps up the unit
 * tree, cheaper than walking down a university-wide scope) meets one of the held units (issue 33 §2, the
 * declarative scope check). False for a student, an empty list or no units.
 */
export async function withinRoleUnits(
  db: Database,
  principal: Principal,
  unitIds: readonly number[],
): Promise<boolean> {
  const wanted = [...new Set(unitIds)]
  if (principal.userType !== 'staff' || wanted.length === 0) return false
  const held = db
    .select({ id: sql<number>`unnest(${roleAssignments.unitIds})`.as('id') })
    .from(roleAssignments)
    .innerJoin(staffMembers, eq(staffMembers.id, roleAssignments.staffMemberId))
    .where(heldToday(principal, principal.activeRoleId))
  const targets = sql.join(
    wanted.map((id) => sql`(${id}::int)`),
    sql`, `,
  )
  const result = await db.execute<{ n: number }>(sql`with recursive up(target, id) as (
      select t.id, t.id from (values ${targets}) as t(id)
      union select up.target, u.parent_id from units u join up on u.id = up.id where u.parent_id is not null)
    select count(distinct target)::int as n from up where id in (${held})`)
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === wanted.length
}

/** SQL subquery `(…)` of the ids of `unitIds` and every unit below them (a recursive walk of `units`). */
export function unitSubtree(unitIds: readonly number[]): SQL {
  return sql`(with recursive sub(id) as (select id from units where id in (${sql.join(
    unitIds.map((id) => sql`${id}`),
    sql`, `,
  )}) union select u.id from units u join sub on u.parent_id = sub.id) select id from sub)`
}

/** SQL: `column` (a unit id) lies in the subtree of one of `unitIds`; `false` when `unitIds` is empty. */
export function inUnits(column: SQL | unknown, unitIds: readonly number[]): SQL {
  if (unitIds.length === 0) return sql`false`
  return sql`${column} in ${unitSubtree(unitIds)}`
}
