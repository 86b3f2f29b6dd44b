/**
 * The impersonation exit (spec §4, §6): shown only when the token's ImpID is not 0. Ends the
 * impersonation, stores the returned (own) token and goes to /ana-sayfa. Errors are only logged (§8).
 */
import { LogoutOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import { useImpersonateLogout } from '../../features/identity/api/impersonate-logout.ts'
import type { SessionUser } from '../../shared/session/claims.ts'
import { useSessionSwitch } from '../../shared/session/use-session-switch.ts'

/** Props of {@link ImpersonationExit}. */
export interface ImpersonationExitProps {
  user: SessionUser
  /** Icon-only button (narrow screens). */
  compact?: boolean
}

/** The exit button, or nothing when not impersonating. */
export function ImpersonationExit({ user, compact = false }: ImpersonationExitProps) {
  const { t } = useTranslation()
  const applySwitch = useSessionSwitch()
  const mutation = useImpersonateLogout()
  if (user.claims.ImpID === 0) return null

  const exit = () =>
    mutation.mutate(undefined, {
      onSuccess: (token) => applySwitch(token, 'impersonationEnd'),
      onError: (error) => console.error('Impersonation exit failed', error),
    })

  return (
    <Tooltip title={t('header.impersonating', { name: user.claims.FullName })}>
      <Button
        danger
        type="primary"
        icon={<LogoutOutlined aria-hidden />}
        loading={mutation.isPending}
        onClick={exit}
        aria-label={compact ? t('header.exitImpersonation') : undefined}
      >
        {compact ? null : t('header.exitImpersonation')}
      </Button>
    </Tooltip>
  )
}
