/**
 * The guard of the guest routes (spec §2 "guest" access, §6 "Guests have a separate identity, a
 * separate token, and only guest routes"): without a valid guest token, GuestLogin.
 */
import { Navigate, Outlet } from 'react-router'
import { isTokenExpired } from '../../shared/session/jwt.ts'
import { useStoredToken } from '../../shared/session/token-store.ts'
import { StorageKey } from '../../shared/storage.ts'
import { GUEST_LOGIN_PATH } from './paths.ts'

/** Renders the guest routes for a signed-in guest, else redirects to /guest-login. */
export function GuestGuard() {
  const token = useStoredToken(StorageKey.tokenGuest)
  if (!token || isTokenExpired(token)) return <Navigate to={GUEST_LOGIN_PATH} replace />
  return <Outlet />
}
