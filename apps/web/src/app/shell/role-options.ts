/**
 * Which roles or studentships the top bar offers (spec §6):
 * - the switch appears only when a staff member has more than 2 roles, or a student more than 1
 *   studentship (spec §9 "Role list above 2 (staff) or above 1 (student) enables switching"), and for a
 *   member whose only own role is 388 beside a proxy role (the §6 case below, else the proxy is unusable);
 * - role 388 is hidden from the list unless the user has a proxy role and the only non-proxy role is 388;
 * - proxy roles are marked as proxy and carry the giver's registry number.
 */
import type { SessionUser } from '../../shared/session/claims.ts'

/** The base staff role id (spec §6). */
export const BASE_STAFF_ROLE_ID = 388

/** One entry of the switch. */
export type SwitchOption =
  | {
      kind: 'role'
      key: string
      roleId: number
      name: string
      isProxy: boolean
      sicilNo: string
      /** The role's units in Turkish and English (issue 37). */
      units?: { tr: string; en: string }[]
      active: boolean
    }
  | { kind: 'studentship'; key: string; ogrNo: string; name: string; active: boolean }

/** The switch's content for a user. */
export interface RoleSwitchModel {
  /** Show the switch (spec §6 thresholds). */
  canSwitch: boolean
  /** Entries to list, the active one included (marked). */
  options: SwitchOption[]
  /** The active role or studentship, when found. */
  active: SwitchOption | null
}

/** The switch model for staff. */
function staffModel(user: SessionUser): RoleSwitchModel {
  const roles = user.staff?.Roles ?? []
  const c = user.claims
  const nonProxy = roles.filter((r) => !r.IsProxy)
  const showBase =
    roles.some((r) => r.IsProxy) && nonProxy.length === 1 && nonProxy[0]?.RoleId === BASE_STAFF_ROLE_ID
  const all: SwitchOption[] = roles.map((r) => ({
    kind: 'role',
    key: `${r.RoleId}:${r.IsProxy ? `proxy:${r.SicilNo}` : 'own'}`,
    roleId: r.RoleId,
    name: r.RoleName,
    isProxy: r.IsProxy,
    sicilNo: r.SicilNo,
    units: (r.Birimler ?? []).map((b) => ({ tr: b.Ad, en: b.AdEn })),
    active:
      r.RoleId === c.ActiveRoleId && r.IsProxy === c.IsProxy && (!r.IsProxy || r.SicilNo === c.ProxySicilNo),
  }))
  const options = all.filter(
    (o) => o.kind === 'role' && (o.roleId !== BASE_STAFF_ROLE_ID || showBase || o.active),
  )
  const active = all.find((o) => o.active) ?? null
  // Spec §6 shows the switch above 2 staff roles, and also names the case "a proxy role and the only
  // non-proxy role is 388", which has exactly 2 roles: that case must be switchable too, or the taker could
  // never act under the delegation (docs/decisions.md).
  return { canSwitch: roles.length > 2 || showBase, options, active }
}

/** The switch model for a student. */
function studentModel(user: SessionUser): RoleSwitchModel {
  const studentships = user.student?.Ogrencis ?? []
  const options: SwitchOption[] = studentships.map((o) => ({
    kind: 'studentship',
    key: o.OgrNo,
    ogrNo: o.OgrNo,
    name: o.OgrencilikAdi,
    active: o.OgrNo === user.claims.ActiveOgrNo,
  }))
  return { canSwitch: studentships.length > 1, options, active: options.find((o) => o.active) ?? null }
}

/** The role or studentship switch model of `user` (spec §6). */
export function roleSwitchModel(user: SessionUser): RoleSwitchModel {
  return user.claims.UserType === 'student' || (!user.staff && user.student)
    ? studentModel(user)
    : staffModel(user)
}
