/**
 * Demo position announcements with their evaluation committees (issue 9; DESIGN.md §5b): three open
 * positions and one closed one. The Faculty of Engineering's positions have the demo committee (chair
 * 'committee-chair' P10009, member 'committee-member' P10010); the Faculty of Science's has its own
 * generated committee, so the demo members are not on it. Dates are fixed, so the seed stays deterministic.
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import type { UnitRow } from '../../db/seed/organisation.ts'
import type { RoleAssignmentRow } from '../../db/seed/role-assignments.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import type { StaffRow } from '../../db/seed/staff.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import {
  applicationFiles,
  applications,
  conflictDeclarations,
  opinions,
  positionCommittee,
  positions,
} from './applications.schema.ts'
import { buildDemoApplications, guests } from './applications.seed-applicants.ts'

export type PositionRow = typeof positions.$inferInsert & { id: number }
export type PositionCommitteeRow = typeof positionCommittee.$inferInsert

/** Registry numbers of the demo committee. */
const DEMO_CHAIR = 'P10009'
const DEMO_MEMBER = 'P10010'

/** Builds the demo positions and committees from the seeded units, staff and role assignments. */
export function buildPositions(
  units: readonly UnitRow[],
  staff: readonly StaffRow[],
  assignments: readonly RoleAssignmentRow[],
): { positions: PositionRow[]; positionCommittee: PositionCommitteeRow[] } {
  const unit = (code: string) => {
    const u = units.find((x) => x.code === code)
    if (!u) throw new Error(`seed positions: no unit ${code}`)
    return u
  }
  const staffId = (registryNo: string) => {
    const s = staff.find((x) => x.registryNo === registryNo)
    if (!s) throw new Error(`seed positions: no staff ${registryNo}`)
    return s.id
  }
  const muh = unit('MUH')
  const fef = unit('FEF')
  const fefDepartment = units.find((u) => u.parentId === fef.id && u.kind === 'department')
  if (!fefDepartment) throw new Error('seed positions: no department in FEF')
  const holders = (roleId: number, unitId: number) =>
    assignments
      .filter((a) => a.roleId === roleId && !a.isProxy && a.unitIds.includes(unitId))
      .map((a) => a.staffMemberId)
      .sort((a, b) => a - b)

  const open = { startDate: '2026-01-01', endDate: '2031-12-31' }
  const rows: PositionRow[] = [
    {
      id: 1,
      cadre: 'associateProfessor',
      facultyId: muh.id,
      departmentId: unit('MUH-BIL').id,
      ...open,
      description:
        'Bilgisayar Mühendisliği Bölümü, Yapay Zekâ ve Veri Bilimi anabilim dalında doçent kadrosu. Adayların makine öğrenmesi alanında yayınları bulunmalıdır.',
    },
    {
      id: 2,
      cadre: 'professor',
      facultyId: muh.id,
      departmentId: unit('MUH-MAK').id,
      ...open,
      description:
        'Makine Mühendisliği Bölümü, Termodinamik anabilim dalında profesör kadrosu. Adayların enerji sistemleri alanında uluslararası yayınları bulunmalıdır.',
    },
    {
      id: 3,
      cadre: 'associateProfessor',
      facultyId: fef.id,
      departmentId: fefDepartment.id,
      ...open,
      description:
        'Fen Fakültesinde doçent kadrosu. Adayların alanında uluslararası hakemli yayınları bulunmalıdır.',
    },
    {
      id: 4,
      cadre: 'professor',
      facultyId: muh.id,
      departmentId: unit('MUH-EEM').id,
      startDate: '2025-01-01',
      endDate: '2025-03-31',
      description: 'Elektrik-Elektronik Mühendisliği Bölümünde profesör kadrosu (başvuru süresi dolmuştur).',
    },
  ]
  const demo = (positionId: number): PositionCommitteeRow[] => [
    { positionId, staffMemberId: staffId(DEMO_CHAIR), role: 'chair' },
    { positionId, staffMemberId: staffId(DEMO_MEMBER), role: 'member' },
  ]
  const fefChair = holders(ROLE_IDS.committeeChair, fef.id)[0]
  const fefMembers = holders(ROLE_IDS.committeeMember, fef.id)
  const fefCommittee: PositionCommitteeRow[] =
    fefChair === undefined
      ? []
      : [
          { positionId: 3, staffMemberId: fefChair, role: 'chair' },
          ...fefMembers.map((id) => ({ positionId: 3, staffMemberId: id, role: 'member' })),
        ]
  return { positions: rows, positionCommittee: [...demo(1), ...demo(2), ...fefCommittee, ...demo(4)] }
}

/**
 * The applications feature's demo data (no randomness): the positions and their committees, and the guest
 * applicants' applications in every state with the committees' declarations and opinions
 * (applications.seed-applicants.ts; issue 37). The guests table is the guest identity's, written here because
 * only the applications give it demo rows.
 */
export const applicationsSeed: FeatureSeed<{
  positions: typeof positions
  positionCommittee: typeof positionCommittee
  guests: typeof guests
  applications: typeof applications
  storedFiles: typeof storedFiles
  applicationFiles: typeof applicationFiles
  conflictDeclarations: typeof conflictDeclarations
  opinions: typeof opinions
}> = {
  slug: 'applications',
  tables: {
    positions,
    positionCommittee,
    guests,
    applications,
    storedFiles,
    applicationFiles,
    conflictDeclarations,
    opinions,
  },
  identity: ['positions', 'applications', 'storedFiles'],
  build: (core) => {
    const built = buildPositions(core.units, core.staffMembers, core.roleAssignments)
    return { ...built, ...buildDemoApplications(built.positionCommittee) }
  },
}
