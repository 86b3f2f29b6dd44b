/**
 * Advisor assignment (issue 22 "Advisor assignment"): the head of department assigns the active students of
 * their units to advisors of their units in bulk — a selection, or all by programme/unit and class — spread
 * to balance the loads; every change is audited per student ('student', action 'advisor'). Concurrent
 * assignments over the same students are serialised by row locks, so no update is lost.
 */
import type { AdvisorLoad, AssignAdvisors, AssignAdvisorsResult } from '@unacs/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, students } from '../../db/schema/index.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule } from '../../platform/http/errors.ts'
import { orderByTurkish } from '../../platform/text/turkish-fold.ts'
import { programmeUnder } from './students.repo.ts'
import { scopeOf } from './students.scope.ts'

/** SQL: staff member holds the advisor role in a unit within (or above) the caller's scope subtree. */
function advisorIn(scope: readonly number[]) {
  const ids = sql.join(
    scope.map((id) => sql`${id}`),
    sql`, `,
  )
  return sql`exists (select 1 from role_assignments ra where ra.staff_member_id = ${staffMembers.id} and ra.role_id = ${ROLE_IDS.advisor} and ra.is_active and not ra.is_proxy and ra.unit_ids && array(with recursive sub(id) as (select id from units where id in (${ids}) union select u.id from units u join sub on u.parent_id = sub.id) select id from sub)::int[])`
}

/** Builds the advisor assignment service. */
export function createAdvisorService(db: Database) {
  const loads = async (scope: readonly number[]): Promise<AdvisorLoad[]> => {
    const rows = await db
      .select({
        id: staffMembers.id,
        registryNo: staffMembers.registryNo,
        first: persons.firstName,
        last: persons.lastName,
        title: staffMembers.title,
        n: sql<number>`(select count(*)::int from students s where s.advisor_id = ${staffMembers.id} and s.status = 'active')`,
      })
      .from(staffMembers)
      .innerJoin(persons, eq(persons.id, staffMembers.personId))
      .where(and(eq(staffMembers.isActive, true), advisorIn(scope)))
      .orderBy(orderByTurkish(persons.lastName), orderByTurkish(persons.firstName), staffMembers.id)
    return rows.map((r) => ({
      StaffId: r.id,
      RegistryNo: r.registryNo,
      FullName: `${r.title} ${r.first} ${r.last}`,
      Students: Number(r.n),
    }))
  }

  return {
    /** The advisors of the caller's units with their active students' count. 403 for a role without units. */
    async advisors(principal: Principal): Promise<AdvisorLoad[]> {
      return loads(await scopeOf(db, principal))
    },

    /**
     * Assigns the chosen students (active, in scope) to `a.AdvisorIds` balancing loads; 422 when an advisor
     * is not one of the caller's units' advisors or nothing matches. Returns the count and the new loads.
     */
    async assign(principal: Principal, a: AssignAdvisors): Promise<AssignAdvisorsResult> {
      const scope = await scopeOf(db, principal)
      const allowed = await loads(scope)
      const chosen = allowed.filter((x) => a.AdvisorIds.includes(x.StaffId))
      if (chosen.length !== new Set(a.AdvisorIds).size) throw businessRule('students.advisorOutOfScope')
      const assigned = await db.transaction(async (tx) => {
        const targets = await tx
          .select({ id: students.id, advisorId: students.advisorId })
          .from(students)
          .where(
            and(
              programmeUnder(scope),
              eq(students.status, 'active'),
              a.StudentIds?.length ? inArray(students.id, a.StudentIds) : undefined,
              a.UnitId ? programmeUnder([a.UnitId]) : undefined,
              a.ClassYear ? eq(students.classYear, a.ClassYear) : undefined,
            ),
          )
          .orderBy(students.studentNo)
          .for('update')
        if (targets.length === 0) throw businessRule('students.noneToAssign')
        // Current loads without the students being reassigned, read after the locks.
        const load = new Map(chosen.map((c) => [c.StaffId, 0]))
        const counts = await tx
          .select({ advisorId: students.advisorId, n: sql<number>`count(*)::int` })
          .from(students)
          .where(and(inArray(students.advisorId, [...load.keys()]), eq(students.status, 'active')))
          .groupBy(students.advisorId)
        for (const c of counts) if (c.advisorId !== null) load.set(c.advisorId, Number(c.n))
        for (const t of targets)
          if (t.advisorId !== null && load.has(t.advisorId))
            load.set(t.advisorId, (load.get(t.advisorId) ?? 1) - 1)
        const actor = auditActorOf(principal)
        for (const t of targets) {
          let best = chosen[0]?.StaffId ?? 0
          for (const [id, n] of load) if (n < (load.get(best) ?? 0)) best = id
          load.set(best, (load.get(best) ?? 0) + 1)
          if (t.advisorId === best) continue
          await tx.update(students).set({ advisorId: best }).where(eq(students.id, t.id))
          await recordAudit(tx, actor, {
            entity: 'student',
            entityId: t.id,
            action: 'advisor',
            before: { advisorId: t.advisorId },
            after: { advisorId: best },
          })
        }
        return targets.length
      })
      return { Assigned: assigned, Loads: await loads(scope) }
    },
  }
}

/** The advisor assignment service's type. */
export type AdvisorService = ReturnType<typeof createAdvisorService>
