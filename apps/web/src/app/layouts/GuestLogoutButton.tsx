/**
 * The guest top bar's logout (spec §2, §7): POST /api/IdentityGuest/auth/logout; on success the
 * guest token is cleared and the user goes to GuestLogin; otherwise 'Logout failed' is logged with
 * the server's message.
 */
import { LogoutOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { guestLogout } from '../../features/guest/api/guest-logout.ts'
import { writeToken } from '../../shared/session/token-store.ts'
import { StorageKey } from '../../shared/storage.ts'
import { GUEST_LOGIN_PATH } from '../routes/paths.ts'

/** Props of {@link GuestLogoutButton}. */
export interface GuestLogoutButtonProps {
  /** Icon only (narrow screens). */
  compact?: boolean
}

/** Logs the guest out. */
export function GuestLogoutButton({ compact = false }: GuestLogoutButtonProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const logout = () => {
    setBusy(true)
    guestLogout().then(
      () => {
        writeToken(StorageKey.tokenGuest, null)
        void navigate(GUEST_LOGIN_PATH, { replace: true })
      },
      (error: unknown) => {
        setBusy(false)
        console.error('Logout failed', error instanceof Error ? error.message : error)
      },
    )
  }
  return (
    <Button
      icon={<LogoutOutlined aria-hidden />}
      loading={busy}
      onClick={logout}
      aria-label={compact ? t('guestShell.logout') : undefined}
    >
      {compact ? null : t('guestShell.logout')}
    </Button>
  )
}
