/**
 * Database access of proxy delegation: staff look-ups, the giver's own roles, delegation lists and the
 * rows a new delegation writes. Spec §3 "Proxy".
 */
import type { Delegation, DelegationTaker } from '@unacs/contracts'
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { persons, roleAssignments, roles, staffMembers, units } from '../../db/schema/index.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'
import { delegations } from './proxy.schema.ts'

/** A staff member as the proxy feature needs it. */
export interface StaffRef {
  id: number
  personId: number
  registryNo: string
}

/** The active staff record of `personId`, or null. */
export async function staffOfPerson(db: Database, personId: number): Promise<StaffRef | null> {
  const [row] = await db
    .select({ id: staffMembers.id, personId: staffMembers.personId, registryNo: staffMembers.registryNo })
    .from(staffMembers)
    .where(and(eq(staffMembers.personId, personId), eq(staffMembers.isActive, true)))
    .orderBy(asc(staffMembers.id))
    .limit(1)
  return row ?? null
}

/** The active staff member with registry number `registryNo`, locked for the transaction, or null. */
export async function lockStaffByRegistryNo(tx: Database, registryNo: string): Promise<StaffRef | null> {
  const [row] = await tx
    .select({ id: staffMembers.id, personId: staffMembers.personId, registryNo: staffMembers.registryNo })
    .from(staffMembers)
    .where(and(eq(staffMembers.registryNo, registryNo), eq(staffMembers.isActive, true)))
    .for('update')
  return row ?? null
}

/** The giver's own (not delegated) active assignments in force on `today`, with role and unit names. */
export async function ownAssignments(db: Database, staffId: number, today: string, lang: Language) {
  const rows = await db
    .select({
      roleId: roleAssignments.roleId,
      unitIds: roleAssignments.unitIds,
      nameTr: roles.nameTr,
      nameEn: roles.nameEn,
    })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
    .where(
      and(
        eq(roleAssignments.staffMemberId, staffId),
        eq(roleAssignments.isProxy, false),
        eq(roleAssignments.isActive, true),
        or(isNull(roleAssignments.validFrom), lte(roleAssignments.validFrom, today)),
        or(isNull(roleAssignments.validTo), gte(roleAssignments.validTo, today)),
      ),
    )
    .orderBy(asc(roleAssignments.roleId))
  return rows.map((r) => ({
    roleId: r.roleId,
    unitIds: r.unitIds,
    roleName: lang === 'en' ? r.nameEn : r.nameTr,
  }))
}

/** Unit names by id in `lang`. */
export async function unitNames(db: Database, ids: number[], lang: Language): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: units.id, nameTr: units.nameTr, nameEn: units.nameEn })
    .from(units)
    .where(inArray(units.id, ids))
  return new Map(rows.map((r) => [r.id, lang === 'en' ? r.nameEn : r.nameTr]))
}

const giver = alias(staffMembers, 'giver')
const taker = alias(staffMembers, 'taker')
const giverPerson = alias(persons, 'giver_person')
const takerPerson = alias(persons, 'taker_person')

/** Status of a delegation on `today`. */
function statusOf(
  row: { deletedAt: Date | null; startDate: string; endDate: string },
  today: string,
): Delegation['Status'] {
  if (row.deletedAt) return 'deleted'
  if (today < row.startDate) return 'upcoming'
  if (today > row.endDate) return 'ended'
  return 'active'
}

/** A page of the delegations `staffId` gave or received, newest first. */
export async function listDelegations(
  db: Database,
  opts: {
    staffId: number
    direction: 'given' | 'received'
    page: number
    pageSize: number
    lang: Language
    today: string
  },
): Promise<{ items: Delegation[]; total: number }> {
  const where =
    opts.direction === 'given'
      ? eq(delegations.giverStaffMemberId, opts.staffId)
      : and(eq(delegations.takerStaffMemberId, opts.staffId), isNull(delegations.deletedAt))
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(delegations).where(where)
  const rows = await db
    .select({
      d: delegations,
      roleTr: roles.nameTr,
      roleEn: roles.nameEn,
      unitTr: units.nameTr,
      unitEn: units.nameEn,
      giverNo: giver.registryNo,
      giverName: sql<string>`${giverPerson.firstName} || ' ' || ${giverPerson.lastName}`,
      takerNo: taker.registryNo,
      takerName: sql<string>`${takerPerson.firstName} || ' ' || ${takerPerson.lastName}`,
    })
    .from(delegations)
    .innerJoin(roles, eq(roles.id, delegations.roleId))
    .innerJoin(units, eq(units.id, delegations.unitId))
    .innerJoin(giver, eq(giver.id, delegations.giverStaffMemberId))
    .innerJoin(giverPerson, eq(giverPerson.id, giver.personId))
    .innerJoin(taker, eq(taker.id, delegations.takerStaffMemberId))
    .innerJoin(takerPerson, eq(takerPerson.id, taker.personId))
    .where(where)
    .orderBy(desc(delegations.createdAt), desc(delegations.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize)
  const en = opts.lang === 'en'
  return {
    total,
    items: rows.map((r) => ({
      Id: r.d.id,
      ProcessDate: r.d.createdAt.toISOString(),
      StartDate: r.d.startDate,
      EndDate: r.d.endDate,
      UnitId: r.d.unitId,
      UnitName: en ? r.unitEn : r.unitTr,
      RoleId: r.d.roleId,
      RoleName: en ? r.roleEn : r.roleTr,
      GiverSicilNo: r.giverNo,
      GiverName: r.giverName,
      TakerSicilNo: r.takerNo,
      TakerName: r.takerName,
      Status: statusOf(r.d, opts.today),
    })),
  }
}

/** Live delegations of the same giver, taker, role and unit whose dates overlap [start, end]. */
export async function overlappingDelegations(
  tx: Database,
  d: {
    giverStaffMemberId: number
    takerStaffMemberId: number
    roleId: number
    unitId: number
    startDate: string
    endDate: string
  },
) {
  return tx
    .select({ id: delegations.id, startDate: delegations.startDate, endDate: delegations.endDate })
    .from(delegations)
    .where(
      and(
        eq(delegations.giverStaffMemberId, d.giverStaffMemberId),
        eq(delegations.takerStaffMemberId, d.takerStaffMemberId),
        eq(delegations.roleId, d.roleId),
        eq(delegations.unitId, d.unitId),
        isNull(delegations.deletedAt),
        lte(delegations.startDate, d.endDate),
        gte(delegations.endDate, d.startDate),
      ),
    )
}

/** Staff members who could take a delegation (everyone active but `exceptStaffId`), searchable, first 20. */
export async function searchTakers(
  db: Database,
  search: string,
  exceptStaffId: number,
  lang: Language,
): Promise<DelegationTaker[]> {
  const name = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`
  const rows = await db
    .select({ no: staffMembers.registryNo, name, unitTr: units.nameTr, unitEn: units.nameEn })
    .from(staffMembers)
    .innerJoin(persons, eq(persons.id, staffMembers.personId))
    .innerJoin(units, eq(units.id, staffMembers.unitId))
    .where(
      and(
        eq(staffMembers.isActive, true),
        ne(staffMembers.id, exceptStaffId),
        foldedContains([name, staffMembers.registryNo], search),
      ),
    )
    .orderBy(orderByTurkish(persons.lastName), orderByTurkish(persons.firstName), asc(staffMembers.id))
    .limit(20)
  return rows.map((r) => ({ SicilNo: r.no, FullName: r.name, Unit: lang === 'en' ? r.unitEn : r.unitTr }))
}

export { delegations }
