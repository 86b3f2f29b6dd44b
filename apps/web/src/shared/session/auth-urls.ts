/**
 * The browser-redirect endpoints of the single sign-on (spec §7) and the return address rules.
 */

/** The identity login endpoint (a browser redirect, not a fetch). */
export const LOGIN_PATH = '/api/Identity/Auth/Login'
/** The identity logout endpoint (a browser redirect, not a fetch). */
export const LOGOUT_PATH = '/api/Identity/Auth/Logout'
/** The home page after sign-in (spec §2 "/ana-sayfa home after login"). */
export const HOME_PATH = '/ana-sayfa'

/**
 * A safe in-app return address: `value` when it is a same-origin absolute path (starts with one `/`,
 * not `//` or `/\`), else null. Prevents open redirects through `returnUrl` and `redirectFrom`.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}

/**
 * The login URL carrying `returnPath` (spec §2 "An authenticated route without a token redirects to
 * the identity login"; §8 "401 non-guest: redirect to single sign-on").
 * @param returnPath The in-app path, query included, to come back to after sign-in.
 */
export function loginUrl(returnPath: string): string {
  const target = safeReturnPath(returnPath) ?? HOME_PATH
  return `${LOGIN_PATH}?returnUrl=${encodeURIComponent(target)}`
}

/** The current in-app path with query (no hash), e.g. `/ogrenci/notlarim?donem=1`. */
export function currentFullPath(): string {
  const { pathname, search } = globalThis.location ?? { pathname: '/', search: '' }
  return `${pathname}${search}`
}
