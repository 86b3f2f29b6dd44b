/**
 * Reads what a token says about a person: names, staff record with role assignments (own and delegated),
 * studentships. Spec §3 (Personel, Ogrenci claims).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, roleAssignments, roles, staffMembers, students, units } from '../../db/schema/index.ts'

/** One role assignment as the identity layer sees it. */
export interface AssignmentView {
  roleId: number
  roleName: string
  unitIds: number[]
  isActive: boolean
  isProxy: boolean
  proxyGiverRegistryNo: string | null
  validFrom: string | null
  validTo: string | null
  /** When it was granted (issue 37: sign-in prefers a role granted since the last sign-in). */
  grantedAt: Date
  /** The units' names, in `unitIds` order (issue 37: the role switch shows them). */
  units: { id: number; tr: string; en: string }[]
}

/** One studentship. */
export interface StudentshipView {
  studentNo: string
  programmeId: number
  studentshipName: string
  status: 'active' | 'frozen' | 'graduated' | 'withdrawn'
}

/** Everything the claims need about one person. `staff` is null for non-staff. */
export interface IdentityView {
  personId: number
  firstName: string
  lastName: string
  email: string
  staff: { staffMemberId: number; registryNo: string; assignments: AssignmentView[] } | null
  studentships: StudentshipView[]
}

/** Loads the identity of `personId`, or null when no such person exists. */
export async function loadIdentity(db: Database, personId: number): Promise<IdentityView | null> {
  const [person] = await db.select().from(persons).where(eq(persons.id, personId))
  if (!person) return null
  const [staff] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.personId, personId), eq(staffMembers.isActive, true)))
    .orderBy(asc(staffMembers.id))
    .limit(1)
  let staffView: IdentityView['staff'] = null
  if (staff) {
    const rows = await db
      .select({ a: roleAssignments, roleName: roles.nameTr })
      .from(roleAssignments)
      .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
      .where(eq(roleAssignments.staffMemberId, staff.id))
      .orderBy(asc(roleAssignments.isProxy), asc(roleAssignments.roleId), asc(roleAssignments.id))
    const ids = [...new Set(rows.flatMap((r) => r.a.unitIds))]
    const named = ids.length
      ? await db
          .select({ id: units.id, tr: units.nameTr, en: units.nameEn })
          .from(units)
          .where(inArray(units.id, ids))
      : []
    const byId = new Map(named.map((u) => [u.id, u]))
    staffView = {
      staffMemberId: staff.id,
      registryNo: staff.registryNo,
      assignments: rows.map(({ a, roleName }) => ({
        roleId: a.roleId,
        roleName,
        unitIds: a.unitIds,
        isActive: a.isActive,
        isProxy: a.isProxy,
        proxyGiverRegistryNo: a.proxyGiverRegistryNo,
        validFrom: a.validFrom,
        validTo: a.validTo,
        grantedAt: a.grantedAt,
        units: a.unitIds.map((id) => byId.get(id) ?? { id, tr: String(id), en: String(id) }),
      })),
    }
  }
  const studentships = await db
    .select({
      studentNo: students.studentNo,
      programmeId: students.programmeId,
      studentshipName: students.studentshipName,
      status: students.status,
    })
    .from(students)
    .where(eq(students.personId, personId))
    .orderBy(asc(students.id))
  return {
    personId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    staff: staffView,
    studentships,
  }
}

/** The person whose institutional e-mail is `email` (case-insensitive), or null. */
export async function findPersonIdByEmail(db: Database, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.email, email.trim().toLowerCase()))
  return row?.id ?? null
}

/** The person holding staff registry number `registryNo` or student number `studentNo`, or null. */
export async function findPersonIdByNumber(
  db: Database,
  kind: 'staff' | 'student',
  number: string,
): Promise<number | null> {
  if (kind === 'staff') {
    const [row] = await db
      .select({ id: staffMembers.personId })
      .from(staffMembers)
      .where(eq(staffMembers.registryNo, number))
    return row?.id ?? null
  }
  const [row] = await db
    .select({ id: students.personId })
    .from(students)
    .where(eq(students.studentNo, number))
  return row?.id ?? null
}

/** Photos of a person: JPEG bytes or null. */
export async function loadPhoto(db: Database, personId: number): Promise<Uint8Array | null> {
  const [row] = await db.select({ photo: persons.photo }).from(persons).where(eq(persons.id, personId))
  return row?.photo ?? null
}

/** Role names by id (Turkish and English). */
export async function roleNames(
  db: Database,
  ids: number[],
): Promise<Map<number, { tr: string; en: string }>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(roles).where(inArray(roles.id, ids))
  return new Map(rows.map((r) => [r.id, { tr: r.nameTr, en: r.nameEn }]))
}
