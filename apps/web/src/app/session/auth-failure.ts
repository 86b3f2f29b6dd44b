/**
 * The reaction to 401 and 403 answers (spec §4 "Guest", §8), installed into the API client:
 * - non-guest 401 → the single sign-on with the current path as return address;
 * - non-guest 403 → /error-403 (with the current path as `redirectFrom`);
 * - guest 401/403 → the guest logout call; on success the guest token is cleared and the user goes
 *   to GuestLogin (full layout); on failure 'Logout failed' is logged with the server's message. A
 *   logout answered with 401 means the guest session is already over on the server, so the user is
 *   sent to GuestLogin as well (otherwise a revoked or expired guest token would leave the page stuck).
 * The original call never settles (see `apiRequest`).
 */
import { guestLogout } from '../../features/guest/api/guest-logout.ts'
import { ApiError, type AuthFailure, type AuthFailureHandler } from '../../shared/api/client.ts'
import { currentFullPath } from '../../shared/session/auth-urls.ts'
import { redirectToLogin } from '../../shared/session/session-actions.ts'
import { writeToken } from '../../shared/session/token-store.ts'
import { StorageKey } from '../../shared/storage.ts'
import { forbiddenPath, GUEST_LOGIN_PATH } from '../routes/paths.ts'

/** Navigates inside the SPA (the router's `navigate`). */
export type Navigate = (to: string, options?: { replace?: boolean }) => unknown

/**
 * Builds the handler.
 * @param navigate The data router's navigate function.
 */
export function createAuthFailureHandler(navigate: Navigate): AuthFailureHandler {
  let guestLogoutRunning = false
  let leaving = false

  const onGuestFailure = () => {
    if (guestLogoutRunning) return
    guestLogoutRunning = true
    guestLogout().then(
      () => {
        guestLogoutRunning = false
        writeToken(StorageKey.tokenGuest, null)
        void navigate(GUEST_LOGIN_PATH, { replace: true })
      },
      (error: unknown) => {
        guestLogoutRunning = false
        console.error('Logout failed', error instanceof Error ? error.message : error)
        if (error instanceof ApiError && error.status === 401) {
          writeToken(StorageKey.tokenGuest, null)
          void navigate(GUEST_LOGIN_PATH, { replace: true })
        }
      },
    )
  }

  return (failure: AuthFailure) => {
    if (failure.guest) {
      onGuestFailure()
      return
    }
    if (failure.status === 401) {
      if (leaving) return
      leaving = true
      redirectToLogin(currentFullPath())
      return
    }
    void navigate(forbiddenPath(currentFullPath()), { replace: true })
  }
}
