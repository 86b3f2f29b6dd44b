/**
 * What the session does to storage and to the browser location (spec §4, §8): sign-in hand-off,
 * token replacement after a role, studentship or impersonation switch, and sign-out.
 */
import { clearSessionStorage, readStorage, removeStorage, StorageKey, writeStorage } from '../storage.ts'
import { LOGOUT_PATH, loginUrl } from './auth-urls.ts'
import { readSessionUser, type SessionUser } from './claims.ts'
import { postSessionMessage } from './session-bus.ts'
import { notifyTokenChange, writeToken } from './token-store.ts'

let leaving = false

/** True once this page is being replaced by the identity login or logout (guards skip their own redirect). */
export function isLeavingPage(): boolean {
  return leaving
}

/** Stores the active role's name and id from `user` (spec §3 `currentUserRole`, `ActiveRolId`). */
function storeActiveRole(user: SessionUser | null): void {
  if (!user) return
  writeStorage(StorageKey.currentUserRole, user.claims.ActiveRoleName)
  writeStorage(StorageKey.activeRolId, String(user.claims.ActiveRoleId))
}

/**
 * Starts a session from a freshly issued sign-in token (the /tokenreader hand-off): clears what an
 * earlier session left, stores the token and the active role.
 * @returns The new user and whether this is the first login in this browser (spec §4 "A first
 *   login shows a welcome message"; `isLoggedUser` is set afterwards).
 */
export function beginSession(token: string): { user: SessionUser | null; firstLogin: boolean } {
  const firstLogin = readStorage(StorageKey.isLoggedUser) === null
  clearSessionStorage()
  const user = readSessionUser(token)
  writeToken(StorageKey.token, token)
  storeActiveRole(user)
  writeStorage(StorageKey.isLoggedUser, 'true')
  return { user, firstLogin }
}

/**
 * Replaces the session token after a role or studentship switch or an impersonation start or end
 * (spec §4): the old token and menus are dropped; the new token, role name and active role id are
 * stored; the previous role goes to `oncekiRole`.
 * @returns The new token's user (null if unreadable).
 */
export function replaceSessionToken(token: string): SessionUser | null {
  const previousRole = readStorage(StorageKey.currentUserRole)
  removeStorage(StorageKey.token)
  removeStorage(StorageKey.menus)
  removeStorage(StorageKey.rmenu)
  const user = readSessionUser(token)
  writeToken(StorageKey.token, token)
  storeActiveRole(user)
  if (previousRole !== null) writeStorage(StorageKey.oncekiRole, previousRole)
  return user
}

/** The answer of POST /api/Identity/Auth/Logout: where the browser goes next. */
interface LogoutAnswer {
  responseData?: { redirectUrl?: unknown }
}

/**
 * Ends the portal session on the server with the token `token` (issue 34 point 8: first, whatever the token
 * refresh is doing — the bearer names the session even when the refresh cookie has just rotated) and
 * resolves the provider's sign-out address (with id_token_hint, or a SAML LogoutRequest) or the signed-out
 * page; resolves LOGOUT_PATH (the browser-redirect logout) when the call fails.
 */
export async function endServerSession(token: string | null): Promise<string> {
  try {
    const response = await fetch(LOGOUT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    const answer = (await response.json()) as LogoutAnswer
    const target = answer.responseData?.redirectUrl
    return response.ok && typeof target === 'string' ? target : LOGOUT_PATH
  } catch {
    return LOGOUT_PATH
  }
}

/**
 * Signs out (spec §4, §7; issue 34 points 1 and 8): tells the other tabs, clears the session storage, ends the
 * server session with the stored token, then sends the browser to the provider's sign-out, which ends on the
 * signed-out page (never on `/`, which would sign the user straight back in).
 */
export function signOut(): void {
  if (leaving) return
  leaving = true
  const token = readStorage(StorageKey.token)
  postSessionMessage({ type: 'logout' })
  clearSessionStorage()
  notifyTokenChange()
  void endServerSession(token).then((target) => window.location.assign(target))
}

/** Follows a sign-out made in another tab: clears storage and goes to the identity logout. */
export function followRemoteSignOut(): void {
  if (leaving) return
  leaving = true
  clearSessionStorage()
  window.location.assign(LOGOUT_PATH)
}

/** Sends the browser to the single sign-on, to come back to `returnPath` (spec §2, §8). */
export function redirectToLogin(returnPath: string): void {
  if (leaving) return
  leaving = true
  window.location.assign(loginUrl(returnPath))
}
