/**
 * Demo data of the proxy feature (issue 24 "Every proxy role comes from a delegation row"): the core world
 * gives some demo accounts a proxy role (the multi-role staff member acts as head of department for P10002,
 * the base-role member as finance for P10006); each of those role assignments gets the delegation that
 * created it, so the giver's "given" list and the taker's "received" list show it and the giver can revoke
 * it. The delegation runs from a week before the seed's today for half a year. Pure and deterministic.
 */
import { addDays, SEED_TODAY } from '../../db/seed/calendar.ts'
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { delegations } from './proxy.schema.ts'

/** First and last day of every seeded delegation (inclusive, Istanbul dates). */
export const SEEDED_DELEGATION_START = addDays(SEED_TODAY, -7)
export const SEEDED_DELEGATION_END = addDays(SEED_TODAY, 180)

/** The proxy feature's seed: one delegation per proxy role assignment of the core world. */
export const proxySeed: FeatureSeed<{ delegations: typeof delegations }> = {
  slug: 'proxy',
  tables: { delegations },
  identity: ['delegations'],
  build(core) {
    const staffByNo = new Map(core.staffMembers.map((s) => [s.registryNo, s]))
    const rows: (typeof delegations.$inferInsert)[] = []
    for (const a of core.roleAssignments) {
      if (!a.isProxy || !a.proxyGiverRegistryNo) continue
      const giver = staffByNo.get(a.proxyGiverRegistryNo)
      const unitId = a.unitIds?.[0]
      if (!giver || unitId === undefined) continue
      rows.push({
        id: rows.length + 1,
        giverStaffMemberId: giver.id,
        takerStaffMemberId: a.staffMemberId,
        roleId: a.roleId,
        unitId,
        startDate: SEEDED_DELEGATION_START,
        endDate: SEEDED_DELEGATION_END,
        roleAssignmentId: a.id,
        createdAt: new Date(`${SEEDED_DELEGATION_START}T07:00:00Z`),
        createdByPersonId: giver.personId,
      })
    }
    return { delegations: rows }
  },
}
