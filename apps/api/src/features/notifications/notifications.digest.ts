/**
 * The staff daily digest (issue 39: "Staff get a daily digest of what waits in their queues instead of one mail
 * per item"). Features pass in their queues (`DigestSource`: which roles work it and how many items wait in a
 * set of units); the `notifications.digest` job, queued once a day by the feature's timer, finds every staff
 * person holding such a role on the day, counts each queue in the units of their assignments and notifies each
 * person with something waiting once: the event key names the person and the Istanbul day, so one digest per
 * person per day even when the job runs twice or on two instances. Its mail goes through the delivery outbox.
 */
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { roleAssignments, staffMembers } from '../../db/schema/index.ts'
import { QUEUE_PARAM } from './notifications.render.ts'
import type { Notify } from './notifications.service.ts'

/** One queue of a feature: its name (message `notifications.queue.<queue>`), its roles and its count. */
export interface DigestSource {
  queue: string
  roleIds: readonly number[]
  /**
   * Items waiting within `unitIds` (the role holder's units for these roles; a feature without units may ignore
   * them). `personId` is the holder's, for queues that are the person's own (`personal`).
   */
  count(unitIds: readonly number[], personId: number): Promise<number>
  /**
   * The count depends on the person, not only on the units (an instructor's own sections, a committee member's
   * own applications): counted once per person instead of once per set of units.
   */
  personal?: boolean
}

/** What one digest run did. */
export interface DigestRun {
  day: string
  notified: number
}

/** The staff holding `roleIds` on `day` (active, in force), each with the union of their units per role. */
async function holders(db: Database, roleIds: readonly number[], day: string) {
  const rows = await db
    .select({
      personId: staffMembers.personId,
      roleId: roleAssignments.roleId,
      unitIds: roleAssignments.unitIds,
    })
    .from(roleAssignments)
    .innerJoin(staffMembers, eq(staffMembers.id, roleAssignments.staffMemberId))
    .where(
      and(
        inArray(roleAssignments.roleId, [...roleIds]),
        eq(roleAssignments.isActive, true),
        eq(staffMembers.isActive, true),
        or(isNull(roleAssignments.validFrom), lte(roleAssignments.validFrom, day)),
        or(isNull(roleAssignments.validTo), gte(roleAssignments.validTo, day)),
      ),
    )
  const units = new Map<number, Set<number>>()
  for (const r of rows) {
    const set = units.get(r.personId) ?? new Set<number>()
    for (const u of r.unitIds) set.add(u)
    units.set(r.personId, set)
  }
  return units
}

/** Sends the digest of `day` (YYYY-MM-DD, Istanbul) to every staff person with something waiting. */
export async function runDigest(
  deps: { db: Database; notify: Notify; sources: readonly DigestSource[] },
  day: string,
): Promise<DigestRun> {
  const perPerson = new Map<number, Record<string, number>>()
  for (const source of deps.sources) {
    const counted = new Map<string, number>()
    for (const [personId, unitSet] of await holders(deps.db, source.roleIds, day)) {
      const unitIds = [...unitSet].sort((a, b) => a - b)
      const key = source.personal ? `person:${personId}` : unitIds.join(',')
      let n = counted.get(key)
      if (n === undefined) {
        n = await source.count(unitIds, personId)
        counted.set(key, n)
      }
      if (n <= 0) continue
      const items = perPerson.get(personId) ?? {}
      items[`${QUEUE_PARAM}${source.queue}`] = n
      perPerson.set(personId, items)
    }
  }
  let notified = 0
  for (const [personId, items] of perPerson) {
    const written = await deps.db.transaction((tx) =>
      deps.notify(tx, {
        personId,
        kind: 'staff.digest',
        eventKey: `staff.digest:${personId}:${day}`,
        params: { day, ...items },
        link: 'ana-sayfa',
      }),
    )
    if (written) notified++
  }
  return { day, notified }
}
