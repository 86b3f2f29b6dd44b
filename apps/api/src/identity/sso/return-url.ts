/**
 * The in-app return address of a sign-in (spec §2 "An authenticated route without a token redirects to the
 * identity login"): only same-origin paths, so `returnUrl` can never become an open redirect.
 */

/** Where the web app goes after sign-in when no (or no acceptable) return address was given (spec §2). */
export const DEFAULT_RETURN_PATH = '/ana-sayfa'

const MAX_LENGTH = 2048

/**
 * `value` when it is a same-origin absolute path — starts with one `/`, not `//` or `/\`, no backslash or
 * control character, at most 2048 characters — else DEFAULT_RETURN_PATH. Never throws.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return DEFAULT_RETURN_PATH
  if (!value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN_PATH
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN_PATH
  const base = 'http://portal.invalid'
  try {
    if (new URL(value, base).origin !== base) return DEFAULT_RETURN_PATH
  } catch {
    return DEFAULT_RETURN_PATH
  }
  return value
}
