/**
 * The shared unit scope (identity/guard/unit-scope.ts): the units of a staff caller's role today — own or
 * delegated under the proxy flag, within the assignment's dates — and the unit subtree SQL every queue and
 * report limits its rows with (certificates, documents, departure, students, payroll, applications).
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleAssignments, staffMembers, units } from '../../src/db/schema/index.ts'
import { ROLE_IDS } from '../../src/db/seed/roles.ts'
import type { Principal } from '../../src/identity/guard/access.ts'
import { inUnits, roleUnitsOf } from '../../src/identity/guard/unit-scope.ts'
import { testEngine } from '../test-db.ts'
import { createIdentityFixture, type IdentityFixture } from './identity-fixture.ts'

let fx: IdentityFixture
beforeAll(async () => {
  fx = await createIdentityFixture()
})
afterAll(async () => {
  await fx?.close()
})

const principalOf = (personId: number, over: Partial<Principal> = {}): Principal => ({
  sessionId: 'test',
  personId,
  userType: 'staff',
  activeRoleId: ROLE_IDS.registrar,
  isProxy: false,
  proxyGiverRegistryNo: null,
  activeStudentNo: null,
  impersonatorPersonId: null,
  impersonatorRoleId: null,
  ...over,
})

describe(`the unit scope on ${testEngine}`, () => {
  it('gives the units of the active role today, none to a student, none once the assignment has ended', async () => {
    const db = fx.testDb.handle.db
    const personId = await fx.personOf('registrar')
    const registrar = principalOf(personId)
    const held = await roleUnitsOf(db, registrar)
    expect(held.length).toBeGreaterThan(0)
    expect(await roleUnitsOf(db, { ...registrar, userType: 'student' })).toEqual([])
    expect(await roleUnitsOf(db, registrar, ROLE_IDS.sysadmin)).toEqual([])

    // An assignment that ended yesterday no longer scopes anything (it did for departure before this helper).
    const [staff] = await db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.personId, personId))
    const mine = and(
      eq(roleAssignments.staffMemberId, staff?.id ?? 0),
      eq(roleAssignments.roleId, ROLE_IDS.registrar),
    )
    const [before] = await db.select({ validTo: roleAssignments.validTo }).from(roleAssignments).where(mine)
    await db
      .update(roleAssignments)
      .set({ validTo: sql`((now() at time zone 'Europe/Istanbul')::date - 1)` })
      .where(mine)
    expect(await roleUnitsOf(db, registrar)).toEqual([])
    await db
      .update(roleAssignments)
      .set({ validTo: before?.validTo ?? null })
      .where(mine)
    expect(await roleUnitsOf(db, registrar)).toEqual(held)
  })

  it('keeps a unit subtree: the root and everything below it, nothing for an empty scope', async () => {
    const db = fx.testDb.handle.db
    const all = await db.select({ id: units.id, parentId: units.parentId }).from(units)
    const root = all.find((u) => u.parentId === null)
    const child = all.find((u) => u.parentId !== null && u.parentId !== root?.id)
    if (!root || !child) throw new Error('the seeded unit tree has no depth')
    const under = async (ids: number[]) =>
      (await db.select({ id: units.id }).from(units).where(inUnits(units.id, ids))).map((u) => u.id).sort()
    expect(await under([root.id])).toEqual(all.map((u) => u.id).sort())
    const sub = await under([child.id])
    expect(sub).toContain(child.id)
    expect(sub).not.toContain(root.id)
    expect(await under([])).toEqual([])
  })
})
