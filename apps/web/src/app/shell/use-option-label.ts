/**
 * The labels of the role or studentship switch (spec §6), without antd: shared by the switch (RoleSwitch.tsx)
 * and the top bar's light placeholder that holds its place until antd loads (issue 23).
 */
import { useTranslation } from 'react-i18next'
import type { SessionUser } from '../../shared/session/claims.ts'
import { useRoleName } from '../../shared/session/role-name.ts'
import { roleSwitchModel, type SwitchOption } from './role-options.ts'

/**
 * The label of an option: role name with the proxy marking, with `withUnits` followed by its units (issue 37,
 * the switch's entries: "Kütüphane Görevlisi · Merkez Kütüphane"), or studentship name and number.
 */
export function useOptionLabel(): (option: SwitchOption, withUnits?: boolean) => string {
  const { t, i18n } = useTranslation()
  const roleName = useRoleName()
  return (option, withUnits = false) => {
    if (option.kind === 'studentship') {
      return t('header.studentship', { name: option.name, number: option.ogrNo })
    }
    const name = roleName(option.roleId, option.name)
    const role = option.isProxy ? t('header.proxyRole', { role: name, sicilNo: option.sicilNo }) : name
    if (!withUnits) return role
    const units = (option.units ?? []).map((u) => (i18n.language === 'en' ? u.en : u.tr)).join(', ')
    return units ? `${role} · ${units}` : role
  }
}

/** What the top bar shows of the active role: see {@link useActiveRole}. */
export interface ActiveRole {
  /** The active role's (or studentship's) label. */
  label: string
  /** Whether the switch is offered (spec §6, §9). */
  canSwitch: boolean
  /** The switch's menu title: "Switch role" or, for a student, "Switch studentship". */
  switchLabel: string
  /** The switch button's tooltip ("Active role: …") and its accessible name ("Switch role — Active role: …"). */
  title: string
  triggerName: string
}

/**
 * The active role of `user` as the top bar shows it, shared by the switch (RoleSwitch.tsx) and its light
 * stand-in (LazyTopBarControls.tsx), so both carry the same texts.
 */
export function useActiveRole(user: SessionUser): ActiveRole {
  const { t } = useTranslation()
  const label = useOptionLabel()
  const roleName = useRoleName()
  const model = roleSwitchModel(user)
  const active = model.active
    ? label(model.active)
    : roleName(user.claims.ActiveRoleId, user.claims.ActiveRoleName)
  const switchLabel =
    model.options[0]?.kind === 'studentship' ? t('header.switchStudentship') : t('header.switchRole')
  const title = `${t('header.activeRole')}: ${active}`
  return {
    label: active,
    canSwitch: model.canSwitch,
    switchLabel,
    title,
    triggerName: `${switchLabel} — ${title}`,
  }
}
