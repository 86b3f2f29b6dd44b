/**
 * The signed-in session's timers (spec §4): the idle countdown with its UYARI dialog, skipped on the
 * §4 route names, and the 960 s token refresh of the portal and the guest token (issue 15 "Sessions").
 * Rendered once at the root; does nothing without a token.
 */
import { lazy, Suspense } from 'react'
import { useMatches } from 'react-router'
import { followRemoteSignOut, signOut } from '../../shared/session/session-actions.ts'
import { useStoredToken } from '../../shared/session/token-store.ts'
import { StorageKey } from '../../shared/storage.ts'
import { IDLE_EXEMPT_ROUTES } from '../routes/paths.ts'
import type { RouteHandle } from '../routes/route-handle.ts'
import { useIdleTimer } from './use-idle-timer.ts'
import { useRemoteLogout } from './use-remote-logout.ts'
import { useTokenRefresh } from './use-token-refresh.ts'

/** The dialog's code loads only when it is first needed. */
const IdleDialog = lazy(() => import('./IdleDialog.tsx').then((m) => ({ default: m.IdleDialog })))

/** True when the deepest matched route is one of the idle-exempt names. */
function useIdleExempt(): boolean {
  const matches = useMatches()
  const name = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.name
  return name !== undefined && IDLE_EXEMPT_ROUTES.includes(name)
}

/** Idle warning and token refresh for the signed-in session. */
export function SessionTimers() {
  const token = useStoredToken(StorageKey.token)
  const exempt = useIdleExempt()
  useTokenRefresh(token)
  useTokenRefresh(useStoredToken(StorageKey.tokenGuest), 'guest')
  useRemoteLogout(token !== null, followRemoteSignOut)
  const idle = useIdleTimer({ enabled: token !== null && !exempt, onTimeout: signOut })
  if (!idle.warning) return null
  return (
    <Suspense fallback={null}>
      <IdleDialog open secondsLeft={idle.secondsLeft} onExtend={idle.extend} onLogout={signOut} />
    </Suspense>
  )
}
