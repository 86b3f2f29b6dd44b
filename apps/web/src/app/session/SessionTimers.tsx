/**
 * The signed-in session's timers (spec §4): the idle countdown with its UYARI dialog, skipped on the
 * §4 route names, and the 960 s token refresh of the portal and the guest token (issue 15 "Sessions").
 * Rendered once at the root; does nothing without a token.
 */
import { lazy, Suspense, useEffect } from 'react'
import { useMatches } from 'react-router'
import { followRemoteSignOut, signOut } from '../../shared/session/session-actions.ts'
import { useStoredToken } from '../../shared/session/token-store.ts'
import { StorageKey } from '../../shared/storage.ts'
import { IDLE_EXEMPT_ROUTES } from '../routes/paths.ts'
import type { RouteHandle } from '../routes/route-handle.ts'
import { useIdleTimer } from './use-idle-timer.ts'
import { useRemoteLogout } from './use-remote-logout.ts'
import { useTokenRefresh } from './use-token-refresh.ts'

/** The dialog's code (antd Modal, with the antd frame). */
const loadIdleDialog = () => import('./IdleDialog.tsx')
const IdleDialog = lazy(() => loadIdleDialog().then((m) => ({ default: m.IdleDialog })))

/** How long after sign-in (or the first paint signed in) the dialog's code is fetched ahead of need. */
const PREFETCH_AFTER_MS = 3000

/**
 * Fetches the dialog's code a while after the signed-in page has painted, so that the warning shows at once
 * when the 900 s come (the shell paints without antd, issue 23: the frame's code may not be loaded then).
 */
function usePrefetchIdleDialog(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return
    const timer = setTimeout(() => void loadIdleDialog().catch(() => undefined), PREFETCH_AFTER_MS)
    return () => clearTimeout(timer)
  }, [signedIn])
}

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
  usePrefetchIdleDialog(token !== null)
  const idle = useIdleTimer({ enabled: token !== null && !exempt, onTimeout: signOut })
  if (!idle.warning) return null
  return (
    <Suspense fallback={null}>
      <IdleDialog open secondsLeft={idle.secondsLeft} onExtend={idle.extend} onLogout={signOut} />
    </Suspense>
  )
}
