/**
 * The labels of the role or studentship switch (spec §6), without antd: shared by the switch (RoleSwitch.tsx)
 * and the top bar's light placeholder that holds its place until antd loads (issue 23).
 */
import { useTranslation } from 'react-i18next'
import type { SessionUser } from '../../shared/session/claims.ts'
import { useRoleName } from '../../shared/session/role-name.ts'
import { roleSwitchModel, type SwitchOption } from './role-options.ts'

/** The label of an option: role name with the proxy marking, or studentship name and number. */
export function useOptionLabel(): (option: SwitchOption) => string {
  const { t } = useTranslation()
  const roleName = useRoleName()
  return (option) => {
    if (option.kind === 'studentship') {
      return t('header.studentship', { name: option.name, number: option.ogrNo })
    }
    const name = roleName(option.roleId, option.name)
    return option.isProxy ? t('header.proxyRole', { role: name, sicilNo: option.sicilNo }) : name
  }
}

/** The active role's label for `user` and whether the switch is offered (spec §6, §9). */
export function useActiveRole(user: SessionUser): { label: string; canSwitch: boolean } {
  const label = useOptionLabel()
  const roleName = useRoleName()
  const model = roleSwitchModel(user)
  return {
    label: model.active
      ? label(model.active)
      : roleName(user.claims.ActiveRoleId, user.claims.ActiveRoleName),
    canSwitch: model.canSwitch,
  }
}
