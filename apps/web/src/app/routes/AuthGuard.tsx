/**
 * The guard of the authenticated routes (spec §2, §5 "Route guard: authenticated route without a
 * token redirects to login"): without a readable portal token the browser goes to the identity login
 * with the full path as return address. The token's expiry is left to the server (a 401 leads to the
 * sign-on, spec §8): comparing `exp` with a client clock that runs ahead would loop through the
 * sign-on. If the token disappears while signed in (a logout in another tab), this tab follows to the
 * identity logout. Inside, the role menu is provided.
 */
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { decodeJwtPayload } from '../../shared/session/jwt.ts'
import { followRemoteSignOut, isLeavingPage, redirectToLogin } from '../../shared/session/session-actions.ts'
import { useStoredToken } from '../../shared/session/token-store.ts'
import { StorageKey } from '../../shared/storage.ts'
import { AppLoading } from '../layouts/AppLoading.tsx'
import { RoleMenuProvider } from '../menu/menu-context.tsx'

/** Renders the child routes for a signed-in user, else starts the sign-in. */
export function AuthGuard() {
  const { t } = useTranslation()
  const token = useStoredToken(StorageKey.token)
  const { pathname, search } = useLocation()
  const valid = decodeJwtPayload(token) !== null
  const wasSignedIn = useRef(valid)

  useEffect(() => {
    if (valid) {
      wasSignedIn.current = true
      return
    }
    if (isLeavingPage()) return
    if (wasSignedIn.current && token === null) followRemoteSignOut()
    else redirectToLogin(`${pathname}${search}`)
  }, [valid, token, pathname, search])

  if (!valid) return <AppLoading label={t('session.redirectingToLogin')} />
  return (
    <RoleMenuProvider>
      <Outlet />
    </RoleMenuProvider>
  )
}
