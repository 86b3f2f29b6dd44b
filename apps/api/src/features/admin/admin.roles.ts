/**
 * Role assignments (issue 22 "Role assignments"; spec §6): see a staff member's roles, grant a staff role in
 * units with optional dates, revoke one with a reason; both audited in their transaction. A revocation ends
 * the person's live sessions acting under that role, so they lose it at their next call (401, then a new
 * sign-in picks a role they still hold). Issue 37: people are found by name (Turkish-folded) as well as by
 * registry number.
 */
import type { GrantRole, Language, PersonRoles, RevokeRole, RoleOptions, StaffHit } from '@unacs/contracts'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, roleAssignments, roles, staffMembers, units } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { sessions } from '../../identity/identity.schema.ts'
import type { SessionService } from '../../identity/sessions/session.service.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'

/** Builds the role assignment service; `revokeSession` is the identity layer's. */
export function createRoleAdmin(db: Database, revokeSession: Pick<SessionService, 'revoke'>['revoke']) {
  const staffOf = async (registryNo: string) => {
    const [s] = await db
      .select({
        id: staffMembers.id,
        personId: staffMembers.personId,
        title: staffMembers.title,
        first: persons.firstName,
        last: persons.lastName,
      })
      .from(staffMembers)
      .innerJoin(persons, eq(persons.id, staffMembers.personId))
      .where(eq(staffMembers.registryNo, registryNo))
    if (!s) throw notFound()
    return s
  }

  return {
    /** Staff roles and units that can be granted, names in `lang`. */
    async options(lang: Language): Promise<RoleOptions> {
      const r = await db.select().from(roles).where(eq(roles.audience, 'staff')).orderBy(asc(roles.id))
      const u = await db.select().from(units).where(eq(units.isActive, true)).orderBy(asc(units.id))
      return {
        Roles: r.map((x) => ({ Id: x.id, Name: lang === 'en' ? x.nameEn : x.nameTr })),
        Units: u.map((x) => ({ Id: x.id, Name: lang === 'en' ? x.nameEn : x.nameTr, Kind: x.kind })),
      }
    },

    /**
     * Staff members whose name (every word, Turkish-folded: "isik" finds "Işık") or registry number matches
     * `search`, in Turkish name order, at most 20.
     */
    async search(search: string): Promise<StaffHit[]> {
      const name = sql`${persons.firstName} || ' ' || ${persons.lastName}`
      const rows = await db
        .select({
          registryNo: staffMembers.registryNo,
          first: persons.firstName,
          last: persons.lastName,
          title: staffMembers.title,
        })
        .from(staffMembers)
        .innerJoin(persons, eq(persons.id, staffMembers.personId))
        .where(and(eq(staffMembers.isActive, true), foldedContains([name, staffMembers.registryNo], search)))
        .orderBy(orderByTurkish(persons.lastName), orderByTurkish(persons.firstName), asc(staffMembers.id))
        .limit(20)
      return rows.map((r) => ({ RegistryNo: r.registryNo, FullName: `${r.first} ${r.last}`, Title: r.title }))
    },

    /** The staff member `registryNo` with every assignment (active first). 404 unknown number. */
    async person(registryNo: string, lang: Language): Promise<PersonRoles> {
      const s = await staffOf(registryNo)
      const rows = await db
        .select({ a: roleAssignments, nameTr: roles.nameTr, nameEn: roles.nameEn })
        .from(roleAssignments)
        .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
        .where(eq(roleAssignments.staffMemberId, s.id))
        .orderBy(asc(roleAssignments.roleId), asc(roleAssignments.id))
      const unitIds = [...new Set(rows.flatMap((r) => r.a.unitIds))]
      const names = unitIds.length
        ? await db
            .select({ id: units.id, tr: units.nameTr, en: units.nameEn })
            .from(units)
            .where(inArray(units.id, unitIds))
        : []
      const unitName = new Map(names.map((n) => [n.id, lang === 'en' ? n.en : n.tr]))
      return {
        RegistryNo: registryNo,
        FullName: `${s.first} ${s.last}`,
        Title: s.title,
        Assignments: rows
          .map(({ a, nameTr, nameEn }) => ({
            Id: a.id,
            RoleId: a.roleId,
            RoleName: lang === 'en' ? nameEn : nameTr,
            Units: a.unitIds.map((id) => ({ Id: id, Name: unitName.get(id) ?? String(id) })),
            IsActive: a.isActive,
            IsProxy: a.isProxy,
            ProxyGiverRegistryNo: a.proxyGiverRegistryNo,
            ValidFrom: a.validFrom,
            ValidTo: a.validTo,
          }))
          .sort((x, y) => Number(y.IsActive) - Number(x.IsActive)),
      }
    },

    /**
     * Grants `g.RoleId` in `g.UnitIds` to staff member `g.RegistryNo` (audited). 404 unknown person, 422 a
     * role that is not a staff role or an unknown unit, 409 when the same active grant exists. Concurrent
     * identical grants: the staff row is locked, so exactly one is stored.
     */
    async grant(principal: Principal, g: GrantRole): Promise<number> {
      const s = await staffOf(g.RegistryNo)
      return db.transaction(async (tx) => {
        await tx
          .select({ id: staffMembers.id })
          .from(staffMembers)
          .where(eq(staffMembers.id, s.id))
          .for('update')
        const [role] = await tx.select().from(roles).where(eq(roles.id, g.RoleId))
        if (role?.audience !== 'staff') throw businessRule('admin.roleNotStaff')
        const unitIds = [...new Set(g.UnitIds)].sort((a, b) => a - b)
        const found = await tx.select({ id: units.id }).from(units).where(inArray(units.id, unitIds))
        if (found.length !== unitIds.length) throw businessRule('admin.unknownUnit')
        const same = await tx
          .select({ id: roleAssignments.id, unitIds: roleAssignments.unitIds })
          .from(roleAssignments)
          .where(
            and(
              eq(roleAssignments.staffMemberId, s.id),
              eq(roleAssignments.roleId, g.RoleId),
              eq(roleAssignments.isActive, true),
              eq(roleAssignments.isProxy, false),
            ),
          )
        if (same.some((x) => [...x.unitIds].sort((a, b) => a - b).join(',') === unitIds.join(',')))
          throw conflict('admin.roleHeld')
        const [row] = await tx
          .insert(roleAssignments)
          .values({
            staffMemberId: s.id,
            roleId: g.RoleId,
            unitIds,
            isActive: true,
            isProxy: false,
            validFrom: g.ValidFrom ?? null,
            validTo: g.ValidTo ?? null,
          })
          .returning()
        if (!row) throw conflict()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'role_assignment',
          entityId: row.id,
          action: 'grant',
          after: {
            registryNo: g.RegistryNo,
            roleId: row.roleId,
            unitIds: row.unitIds,
            validFrom: row.validFrom,
            validTo: row.validTo,
          },
        })
        return row.id
      })
    },

    /**
     * Revokes assignment `r.Id` with a reason (audited) and ends the holder's live sessions under that role.
     * 404 unknown, 409 already revoked (also the loser of two concurrent revocations). Returns how many
     * sessions were ended.
     */
    async revoke(principal: Principal, r: RevokeRole): Promise<number> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(roleAssignments)
          .where(eq(roleAssignments.id, r.Id))
          .for('update')
        if (!before) throw notFound()
        if (!before.isActive) throw conflict('admin.roleRevoked')
        const [after] = await tx
          .update(roleAssignments)
          .set({ isActive: false })
          .where(eq(roleAssignments.id, r.Id))
          .returning()
        const [staff] = await tx
          .select({ personId: staffMembers.personId })
          .from(staffMembers)
          .where(eq(staffMembers.id, before.staffMemberId))
        const live = staff
          ? await tx
              .select({ id: sessions.id })
              .from(sessions)
              .where(
                and(
                  eq(sessions.personId, staff.personId),
                  eq(sessions.activeRoleId, before.roleId),
                  eq(sessions.isProxy, before.isProxy),
                  isNull(sessions.revokedAt),
                ),
              )
          : []
        for (const s of live) await revokeSession(s.id, tx as unknown as Database)
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'role_assignment',
          entityId: r.Id,
          action: 'revoke',
          before,
          after,
          reason: r.Reason,
        })
        return live.length
      })
    },
  }
}

/** The role assignment service's type. */
export type RoleAdmin = ReturnType<typeof createRoleAdmin>
