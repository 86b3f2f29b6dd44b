/**
 * Proxy delegation rules (spec §1, §5, §6, §8; issue "Staff self-service" § Proxy delegation):
 * - the giver delegates a role they hold (own, not 388, in force today) in one of its units;
 * - start not earlier than today in Istanbul; end not before start; not to oneself; the taker must exist;
 * - an identical live delegation is refused (§8 message), and so is one overlapping the same giver, taker,
 *   role and unit;
 * - only the giver deletes; deleting deactivates the proxy role at once.
 * Writes are transactional and audited (who, when, before, after).
 */

import type { AddDelegationRequest, GivableRole } from '@unacs/contracts'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { roleAssignments } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import {
  delegations,
  listDelegations,
  lockStaffByRegistryNo,
  overlappingDelegations,
  ownAssignments,
  searchTakers,
  staffOfPerson,
  unitNames,
} from './proxy.repo.ts'

/** The base staff role is never delegated (spec §6: every staff member holds it). */
const NOT_DELEGABLE = new Set([388])

/** Creates the proxy service over `db`; `clock` decides Istanbul's "today". */
export function createProxyService(db: Database, clock: Clock) {
  async function giverOf(principal: Principal) {
    if (principal.userType !== 'staff') throw forbidden()
    if (principal.isProxy) throw forbidden('proxy.cannotRedelegate')
    const staff = await staffOfPerson(db, principal.personId)
    if (!staff) throw forbidden()
    return staff
  }

  return {
    /** The roles the caller may delegate with their units. Throws 403 for students and proxy sessions. */
    async givableRoles(principal: Principal, lang: Language): Promise<GivableRole[]> {
      const staff = await giverOf(principal)
      const own = (await ownAssignments(db, staff.id, istanbulToday(clock()), lang)).filter(
        (a) => !NOT_DELEGABLE.has(a.roleId),
      )
      const names = await unitNames(db, [...new Set(own.flatMap((a) => a.unitIds))], lang)
      return own.map((a) => ({
        RoleId: a.roleId,
        RoleName: a.roleName,
        Units: a.unitIds.map((id) => ({ UnitId: id, UnitName: names.get(id) ?? String(id) })),
      }))
    },

    /** A page of delegations the caller gave or received. */
    async list(
      principal: Principal,
      q: { direction: 'given' | 'received'; page: number; pageSize: number },
      lang: Language,
    ) {
      if (principal.userType !== 'staff') throw forbidden()
      const staff = await staffOfPerson(db, principal.personId)
      if (!staff) throw forbidden()
      const { items, total } = await listDelegations(db, {
        staffId: staff.id,
        ...q,
        lang,
        today: istanbulToday(clock()),
      })
      return { items, total, page: q.page, pageSize: q.pageSize }
    },

    /** Staff members matching `search` who could take a delegation from the caller. */
    async takers(principal: Principal, search: string, lang: Language) {
      const staff = await giverOf(principal)
      return searchTakers(db, search, staff.id, lang)
    },

    /**
     * Creates a delegation and its proxy role assignment; returns the new delegation id.
     * Errors: 422 start before today / end before start / to oneself; 404 taker unknown; 403 role not held;
     * 409 identical or overlapping delegation.
     */
    async add(principal: Principal, body: AddDelegationRequest): Promise<number> {
      const giver = await giverOf(principal)
      const today = istanbulToday(clock())
      if (body.StartDate < today) throw businessRule('proxy.startBeforeToday')
      if (body.EndDate < body.StartDate) throw businessRule('proxy.endBeforeStart')
      if (body.TakerSicilNo === giver.registryNo) throw businessRule('proxy.selfDelegation')
      const held = (await ownAssignments(db, giver.id, today, 'tr')).some(
        (a) => a.roleId === body.RoleId && a.unitIds.includes(body.UnitId) && !NOT_DELEGABLE.has(a.roleId),
      )
      if (!held) throw forbidden('proxy.roleNotHeld')
      try {
        return await db.transaction(async (tx) => {
          // Locking the taker serialises concurrent delegations to the same person (no lost overlap check).
          const taker = await lockStaffByRegistryNo(tx, body.TakerSicilNo)
          if (!taker) throw notFound('proxy.takerNotFound')
          const candidate = {
            giverStaffMemberId: giver.id,
            takerStaffMemberId: taker.id,
            roleId: body.RoleId,
            unitId: body.UnitId,
            startDate: body.StartDate,
            endDate: body.EndDate,
          }
          const clashes = await overlappingDelegations(tx, candidate)
          if (clashes.some((c) => c.startDate === body.StartDate && c.endDate === body.EndDate)) {
            throw conflict('proxy.identicalExists')
          }
          if (clashes.length > 0) throw conflict('proxy.overlaps')
          const [assignment] = await tx
            .insert(roleAssignments)
            .values({
              staffMemberId: taker.id,
              roleId: body.RoleId,
              unitIds: [body.UnitId],
              isActive: true,
              isProxy: true,
              proxyGiverRegistryNo: giver.registryNo,
              validFrom: body.StartDate,
              validTo: body.EndDate,
            })
            .returning({ id: roleAssignments.id })
          if (!assignment) throw new Error('role assignment not created')
          const [created] = await tx
            .insert(delegations)
            .values({ ...candidate, roleAssignmentId: assignment.id, createdByPersonId: principal.personId })
            .returning()
          if (!created) throw new Error('delegation not created')
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'delegation',
            entityId: created.id,
            action: 'create',
            after: { ...candidate, giverRegistryNo: giver.registryNo, takerRegistryNo: taker.registryNo },
          })
          return created.id
        })
      } catch (err) {
        // Two identical requests at once: the partial unique index turns the second into a conflict.
        if (isUniqueViolation(err)) {
          throw conflict('proxy.identicalExists')
        }
        throw err
      }
    },

    /** Deletes (ends at once) a delegation the caller gave. 404 when unknown or already deleted; 403 when not theirs. */
    async remove(principal: Principal, id: number): Promise<void> {
      const giver = await giverOf(principal)
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(delegations)
          .where(and(eq(delegations.id, id), isNull(delegations.deletedAt)))
          .for('update')
        if (!row) throw notFound()
        if (row.giverStaffMemberId !== giver.id) throw forbidden('proxy.notYours')
        const deletedAt = clock()
        await tx
          .update(delegations)
          .set({ deletedAt, deletedByPersonId: principal.personId })
          .where(eq(delegations.id, id))
        await tx
          .update(roleAssignments)
          .set({ isActive: false })
          .where(eq(roleAssignments.id, row.roleAssignmentId))
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'delegation',
          entityId: id,
          action: 'delete',
          before: row,
          after: { ...row, deletedAt: deletedAt.toISOString(), deletedByPersonId: principal.personId },
        })
      })
    },
  }
}

/** The proxy service's type. */
export type ProxyService = ReturnType<typeof createProxyService>
