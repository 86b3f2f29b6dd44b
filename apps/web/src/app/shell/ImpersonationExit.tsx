/**
 * The impersonation exit (spec §4, §6): shown only when the token's ImpID is not 0. Ends the
 * impersonation, stores the returned (own) token and goes to /ana-sayfa. Errors are only logged (§8).
 * Drawn without antd (issue 23: a plain button needs none): antd's danger primary button look (shell.css).
 */
import { useTranslation } from 'react-i18next'
import { useImpersonateLogout } from '../../features/identity/api/impersonate-logout.ts'
import type { SessionUser } from '../../shared/session/claims.ts'
import { useSessionSwitch } from '../../shared/session/use-session-switch.ts'
import { ShellIcon } from '../../shared/ui/light-shell-icons.tsx'
import '../layouts/shell.css'
import '../../shared/ui/light.css'

/** Props of {@link ImpersonationExit}. */
export interface ImpersonationExitProps {
  user: SessionUser
  /** Icon-only button (narrow screens). */
  compact?: boolean
}

/** The exit button (its tooltip names the impersonated person), or nothing when not impersonating. */
export function ImpersonationExit({ user, compact = false }: ImpersonationExitProps) {
  const { t } = useTranslation()
  const applySwitch = useSessionSwitch()
  const mutation = useImpersonateLogout()
  if (user.claims.ImpID === 0) return null

  const exit = () => {
    if (mutation.isPending) return
    mutation.mutate(undefined, {
      onSuccess: (token) => applySwitch(token, 'impersonationEnd'),
      onError: (error) => console.error('Impersonation exit failed', error),
    })
  }

  return (
    <button
      type="button"
      className="shell-text-button"
      data-variant="danger"
      data-icon-only={compact}
      title={t('header.impersonating', { name: user.claims.FullName })}
      aria-label={compact ? t('header.exitImpersonation') : undefined}
      aria-busy={mutation.isPending || undefined}
      onClick={exit}
    >
      {mutation.isPending ? (
        <span className="light-spinner" aria-hidden />
      ) : (
        <ShellIcon name="logout" size={14} />
      )}
      {compact ? null : t('header.exitImpersonation')}
    </button>
  )
}
