/**
 * Gives staff their roles (spec §3 Personel.Roles: RoleId, IsActive, IsProxy, SicilNo, BirimIds; §6).
 * Rules: every staff member holds 388 in their own unit; academics hold 2 in their department; heads
 * of department 11; office staff their office's role, university-wide; faculty secretaries 16 in their
 * school; some professors sit on evaluation committees (8, 9). Advisors (3) are granted when students
 * are assigned (assignments.ts). Demo accounts get exactly the roles of their spec.
 * `unit_ids` are the units where the role applies (the university id = everywhere).
 */
import type { roleAssignments } from '../schema/index.ts'
import type { Organisation } from './organisation.ts'
import type { OfficeKey } from './organisation-data.ts'
import type { Rng } from './rng.ts'
import { ROLE_IDS } from './roles.ts'
import { ACADEMIC_TITLES, type RoleGrant, type StaffEntry, type StaffRoster } from './staff.ts'

export type RoleAssignmentRow = typeof roleAssignments.$inferInsert & { id: number }

const OFFICE_ROLE: Partial<Record<OfficeKey, number>> = {
  registrar: ROLE_IDS.registrar,
  finance: ROLE_IDS.finance,
  inventory: ROLE_IDS.inventory,
  hr: ROLE_IDS.humanResources,
  studentCentre: ROLE_IDS.studentCentreDean,
  library: ROLE_IDS.library,
  sports: ROLE_IDS.sports,
}

/** Adds a role unless the member already holds the same (role, proxy) pair. */
export function grant(
  entry: StaffEntry,
  roleId: number,
  unitIds: number[],
  proxyGiver: string | null = null,
): void {
  const isProxy = proxyGiver !== null
  if (entry.roles.some((r) => r.roleId === roleId && r.isProxy === isProxy)) return
  entry.roles.push({ roleId, unitIds, isProxy, proxyGiverRegistryNo: proxyGiver })
}

/** Grants the roles of every staff member except advisor roles of generated staff. */
export function assignRoles(roster: StaffRoster, org: Organisation, rng: Rng): void {
  const university = org.universityId
  for (const e of roster.entries) grant(e, ROLE_IDS.staff, [e.row.unitId])

  for (const e of roster.entries) {
    if (!e.demo) continue
    for (const r of e.demo.roles) {
      const unitIds = (r.unitCodes ?? [e.demo.unitCode]).map((c) => org.idOf(c))
      const giver = r.proxyFromKey ? roster.demo(r.proxyFromKey).row.registryNo : null
      grant(e, r.roleId, unitIds, giver)
    }
  }

  const generated = roster.entries.filter((e) => !e.demo)
  for (const e of generated) {
    if (e.row.kind === 'academic') grant(e, ROLE_IDS.instructor, [e.row.unitId])
  }

  // Heads of department: the demo head where there is one, else the most senior academic.
  const rank = (t: string) => ACADEMIC_TITLES.indexOf(t)
  for (const dept of org.departments) {
    if (dept.kind !== 'bachelor' && dept.kind !== 'associate') continue
    const academics = roster.academicsOf(dept.id)
    if (academics.some((a) => a.roles.some((r) => r.roleId === ROLE_IDS.headOfDepartment && !r.isProxy)))
      continue
    const head = academics
      .filter((a) => !a.demo)
      .sort((a, b) => rank(a.row.title) - rank(b.row.title) || a.row.id - b.row.id)[0]
    if (head) grant(head, ROLE_IDS.headOfDepartment, [dept.id])
  }

  // Evaluation committees: per faculty one chair and two members among senior academics.
  for (const school of org.schools) {
    if (school.kind !== 'faculty') continue
    const seniors = org.departments
      .filter((d) => d.facultyId === school.id && d.kind === 'bachelor')
      .flatMap((d) => roster.academicsOf(d.id))
    const hasDemo = seniors.some((a) => a.demo?.roles.some((r) => r.roleId === ROLE_IDS.committeeChair))
    if (hasDemo) continue
    const pool = seniors.filter(
      (a) =>
        !a.demo &&
        (a.row.title === 'Prof. Dr.' || a.row.title === 'Doç. Dr.') &&
        !a.roles.some((r) => r.roleId === ROLE_IDS.headOfDepartment),
    )
    const chair = pool.find((a) => a.row.title === 'Prof. Dr.')
    if (chair) grant(chair, ROLE_IDS.committeeChair, [school.id])
    for (const m of pool.filter((a) => a !== chair).slice(0, 2))
      grant(m, ROLE_IDS.committeeMember, [school.id])
  }

  // Offices: their role university-wide; registrar clerks cover a few schools each.
  const schoolIds = org.schools.map((s) => s.id)
  let clerk = 0
  for (const e of generated) {
    if (!e.office) continue
    if (e.office === 'software') {
      const isHead = e.row.title === 'Müdür'
      if (isHead || rng.chance(0.3)) grant(e, ROLE_IDS.sysadmin, [university])
      continue
    }
    const roleId = OFFICE_ROLE[e.office]
    if (roleId === undefined) continue
    const isHead = ['Daire Başkanı', 'Müdür', 'Şef'].includes(e.row.title)
    if (e.office === 'registrar' && !isHead) {
      const a = schoolIds[(2 * clerk) % schoolIds.length] as number
      const b = schoolIds[(2 * clerk + 1) % schoolIds.length] as number
      clerk++
      grant(e, roleId, [...new Set([a, b])])
    } else {
      grant(e, roleId, [university])
    }
  }

  // School secretaries are authorised personnel in their school.
  for (const e of generated) {
    if (e.row.kind === 'administrative' && e.row.title.endsWith('Sekreteri')) {
      grant(e, ROLE_IDS.authorisedPersonnel, [e.row.unitId])
    }
  }

  // Preparatory school: its most senior generated instructor also administers it.
  const prepAdmins = roster.academicsOf(org.prepSchoolId)
  if (!prepAdmins.some((a) => a.roles.some((r) => r.roleId === ROLE_IDS.prepAdmin))) {
    const first = prepAdmins.find((a) => !a.demo)
    if (first) grant(first, ROLE_IDS.prepAdmin, [org.prepSchoolId])
  }
}

/** When the seeded roles were granted: fixed, so seeds are byte-identical (issue 37's `granted_at`). */
export const SEEDED_GRANTED_AT = new Date('2025-09-01T06:00:00Z')

/** Turns the grants into rows: per member in id order, 388 first, then by role id, proxies last. */
export function roleAssignmentRows(roster: StaffRoster): RoleAssignmentRow[] {
  const rows: RoleAssignmentRow[] = []
  const order = (r: RoleGrant) => (r.isProxy ? 100000 : 0) + (r.roleId === ROLE_IDS.staff ? 0 : r.roleId)
  for (const e of roster.entries) {
    for (const r of [...e.roles].sort((a, b) => order(a) - order(b))) {
      rows.push({
        id: rows.length + 1,
        staffMemberId: e.row.id,
        roleId: r.roleId,
        unitIds: r.unitIds,
        isActive: true,
        isProxy: r.isProxy,
        proxyGiverRegistryNo: r.proxyGiverRegistryNo,
        grantedAt: SEEDED_GRANTED_AT,
      })
    }
  }
  return rows
}
