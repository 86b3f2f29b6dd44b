/**
 * Builds the spec's token claims from an identity and a session (spec §3): FullName, FirstName, ImpID,
 * Ogrenci (JSON text or "null"), Personel (JSON text or "null"), plus the active role and student number.
 * Also the rules of which roles and delegations are usable today (spec §6).
 */
import type { StaffClaim, StudentClaim } from '@unacs/contracts'
import { STUDENT_ROLE_ID } from '../roles.ts'
import type { AssignmentView, IdentityView } from './identity.repo.ts'

/** The session facts the claims carry. */
export interface SessionFacts {
  id: string
  kind: 'staff' | 'student'
  activeRoleId: number
  isProxy: boolean
  proxyGiverRegistryNo: string | null
  activeStudentNo: string | null
  impersonatorPersonId: number | null
}

/** True when an assignment is active and `today` (Istanbul 'YYYY-MM-DD') lies within its dates. */
export function isAssignmentInForce(a: AssignmentView, today: string): boolean {
  if (!a.isActive) return false
  if (a.validFrom && today < a.validFrom) return false
  if (a.validTo && today > a.validTo) return false
  return true
}

/** The assignments of a staff identity usable today: own roles, and delegations within their dates. */
export function usableAssignments(identity: IdentityView, today: string): AssignmentView[] {
  return (identity.staff?.assignments ?? []).filter((a) => isAssignmentInForce(a, today))
}

/**
 * Finds the assignment a session acts under: an own role (`isProxy` false) or a delegation from
 * `giverRegistryNo`. Null when the person does not hold it today.
 */
export function findUsableAssignment(
  identity: IdentityView,
  today: string,
  roleId: number,
  isProxy: boolean,
  giverRegistryNo: string | null,
): AssignmentView | null {
  return (
    usableAssignments(identity, today).find(
      (a) =>
        a.roleId === roleId &&
        a.isProxy === isProxy &&
        (!isProxy || a.proxyGiverRegistryNo === (giverRegistryNo ?? '')),
    ) ?? null
  )
}

/** The default role of a staff member at sign-in: the first own role other than 388, else 388. */
export function defaultStaffRole(identity: IdentityView, today: string): AssignmentView | null {
  const own = usableAssignments(identity, today).filter((a) => !a.isProxy)
  return own.find((a) => a.roleId !== 388) ?? own[0] ?? null
}

/**
 * The role of a fresh staff sign-in (issue 37 "a newly granted role does not become the person's active role at
 * next sign-in"): the newest own role granted after the person's previous sign-in (`lastSignInAt`), so a person
 * given a new role starts in it; otherwise (no previous sign-in, or nothing new) `defaultStaffRole`. A role asked
 * for explicitly (a switch) is not affected. docs/decisions.md "The active role at sign-in".
 */
export function signInStaffRole(
  identity: IdentityView,
  today: string,
  lastSignInAt: Date | null,
): AssignmentView | null {
  if (lastSignInAt) {
    const fresh = usableAssignments(identity, today)
      .filter((a) => !a.isProxy && a.grantedAt.getTime() > lastSignInAt.getTime())
      .sort((a, b) => b.grantedAt.getTime() - a.grantedAt.getTime())
    if (fresh[0]) return fresh[0]
  }
  return defaultStaffRole(identity, today)
}

/** The default studentship at sign-in: the first active one, else the most recent. */
export function defaultStudentNo(identity: IdentityView): string | null {
  const active = identity.studentships.find((s) => s.status === 'active')
  return (active ?? identity.studentships.at(-1))?.studentNo ?? null
}

/** The claims of the portal token for `identity` in `session` (the signer adds iss, aud, exp, iat, nbf, sub). */
export function buildPortalClaims(
  identity: IdentityView,
  session: SessionFacts,
  today: string,
  activeRoleName: string,
): Record<string, unknown> {
  const staffClaim: StaffClaim | null =
    session.kind === 'staff' && identity.staff
      ? {
          SicilNo: identity.staff.registryNo,
          Roles: usableAssignments(identity, today).map((a) => ({
            RoleId: a.roleId,
            RoleName: a.roleName,
            IsActive: a.isActive,
            IsProxy: a.isProxy,
            SicilNo: a.isProxy ? (a.proxyGiverRegistryNo ?? '') : (identity.staff?.registryNo ?? ''),
            BirimIds: a.unitIds,
            Birimler: a.units.map((u) => ({ Id: u.id, Ad: u.tr, AdEn: u.en })),
          })),
        }
      : null
  const studentClaim: StudentClaim | null =
    session.kind === 'student'
      ? {
          RolId: STUDENT_ROLE_ID,
          Ogrencis: identity.studentships.map((s) => ({
            OgrNo: s.studentNo,
            BirimId: s.programmeId,
            IsActive: s.status === 'active',
            OgrencilikAdi: s.studentshipName,
            Durum: s.status,
          })),
        }
      : null
  return {
    FullName: `${identity.firstName} ${identity.lastName}`,
    FirstName: identity.firstName,
    ImpID: session.impersonatorPersonId ?? 0,
    Ogrenci: studentClaim ? JSON.stringify(studentClaim) : 'null',
    Personel: staffClaim ? JSON.stringify(staffClaim) : 'null',
    Email: identity.email,
    UserType: session.kind,
    ActiveRoleId: session.activeRoleId,
    ActiveRoleName: activeRoleName,
    IsProxy: session.isProxy,
    ProxySicilNo: session.proxyGiverRegistryNo ?? '',
    ActiveOgrNo: session.activeStudentNo ?? '',
    sid: session.id,
  }
}
