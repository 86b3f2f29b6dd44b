/**
 * The active role in the top bar and, where spec §6 allows it, the role or studentship switch.
 * Picking an entry calls RolDegistir or OgrencilikDegistir; the new token replaces the session and
 * the app returns home with 'Başarılı bir şekilde {role} rolüne geçiş yaptınız.' (spec §4, §8).
 * Errors are only logged (spec §8).
 */
import { CheckOutlined, DownOutlined, SwapOutlined, UserSwitchOutlined } from '@ant-design/icons'
import { Button, Dropdown, type MenuProps, Tag, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSwitchRole } from '../../features/identity/api/switch-role.ts'
import { useSwitchStudentship } from '../../features/identity/api/switch-studentship.ts'
import type { SessionUser } from '../../shared/session/claims.ts'
import { useSessionSwitch } from '../../shared/session/use-session-switch.ts'
import { roleSwitchModel, type SwitchOption } from './role-options.ts'
import { type MenuFocus, useAutoOpen } from './use-auto-open.ts'
import { useActiveRole, useOptionLabel } from './use-option-label.ts'

/** Props of {@link RoleSwitch}. */
export interface RoleSwitchProps {
  user: SessionUser
  /** Icon-only trigger (narrow screens). */
  compact?: boolean
  /** Mount with the menu open and the focus on the trigger (its light stand-in was clicked; issue 23). */
  autoOpen?: boolean
  /** With `autoOpen`: the menu item focused (the stand-in was opened with an arrow key; issue 36). */
  autoFocusItem?: MenuFocus
}

/** Active role display and switch. */
export function RoleSwitch({ user, compact = false, autoOpen = false, autoFocusItem }: RoleSwitchProps) {
  const { t } = useTranslation()
  const { open, setOpen, rootClassName, triggerProps } = useAutoOpen(autoOpen, autoFocusItem)
  const label = useOptionLabel()
  const applySwitch = useSessionSwitch()
  const roleMutation = useSwitchRole()
  const studentshipMutation = useSwitchStudentship()
  const model = roleSwitchModel(user)
  const active = useActiveRole(user)
  const activeLabel = active.label
  const busy = roleMutation.isPending || studentshipMutation.isPending

  if (!model.canSwitch) {
    if (compact) return null
    return (
      <Tooltip title={t('header.activeRole')}>
        <Tag color={user.claims.IsProxy ? 'gold' : 'blue'} style={{ marginInlineEnd: 0 }}>
          {activeLabel}
        </Tag>
      </Tooltip>
    )
  }

  const onPick = (option: SwitchOption) => {
    if (option.active) return
    const ImpId = user.claims.ImpID
    if (option.kind === 'studentship') {
      studentshipMutation.mutate(
        { OgrNo: option.ogrNo, ImpId },
        {
          onSuccess: (token) => applySwitch(token, 'studentship'),
          onError: (error) => console.error('Studentship switch failed', error),
        },
      )
      return
    }
    roleMutation.mutate(
      {
        IsProxy: option.isProxy,
        RolId: option.roleId,
        ProxySicilNo: option.isProxy ? option.sicilNo : '',
        ImpId,
      },
      {
        onSuccess: (token) => applySwitch(token, 'role'),
        onError: (error) => console.error('Role switch failed', error),
      },
    )
  }

  const items: MenuProps['items'] = [
    {
      type: 'group',
      label: active.switchLabel,
      children: model.options.map((option) => ({
        key: option.key,
        label: label(option, true),
        icon: option.active ? <CheckOutlined aria-hidden /> : <SwapOutlined aria-hidden />,
        disabled: option.active,
        onClick: () => onPick(option),
      })),
    },
  ]

  return (
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      rootClassName={rootClassName}
    >
      <Button
        {...triggerProps}
        loading={busy}
        icon={<UserSwitchOutlined aria-hidden />}
        aria-label={active.triggerName}
        title={active.title}
        style={{ maxWidth: compact ? undefined : 280 }}
      >
        {compact ? null : (
          <>
            <span
              style={{
                display: 'inline-block',
                maxWidth: 210,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                verticalAlign: 'bottom',
              }}
            >
              {activeLabel}
            </span>
            <DownOutlined aria-hidden style={{ fontSize: 10, marginInlineStart: 2 }} />
          </>
        )}
      </Button>
    </Dropdown>
  )
}
