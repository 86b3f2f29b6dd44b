/**
 * The token lifetime counter (spec §4, §9): 960 s after a token is stored, a new one is requested
 * (POST /api/Identity/RefreshToken/GenerateRefreshToken; for the guest token, issue 15 "Sessions",
 * POST /api/IdentityGuest/auth/refresh-token) and stored, which restarts the counter. A
 * token stored by another tab restarts it too. Tabs opened together count from the same stored token, so
 * their timers fire together: the refresh runs under a Web Lock shared by the user's tabs, and a tab that gets
 * the lock after another has stored a new token takes that one instead of asking again (the server rotates
 * the refresh cookie, so the second of two concurrent refreshes would present a retired cookie and be
 * answered 401, which sends that tab to the single sign-on and loses its page). A failed refresh is
 * logged and tried again after 30 s (a 401 goes to the single sign-on through the API client).
 */
import { useEffect, useState } from 'react'
import { guestRefreshToken } from '../../features/guest/api/guest-refresh-token.ts'
import { generateRefreshToken } from '../../features/identity/api/generate-refresh-token.ts'
import { TOKEN_REFRESH_SECONDS } from '../../shared/session/timing.ts'
import { readToken, type TokenKey, writeToken } from '../../shared/session/token-store.ts'
import { StorageKey } from '../../shared/storage.ts'

/** Delay before trying a failed refresh again (ms). */
const RETRY_MS = 30_000

/**
 * Runs `work` while holding the Web Lock `name`, shared by the tabs of this origin; runs it at once where the
 * browser has no Web Locks.
 */
async function withTabLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? await locks.request(name, work) : work()
}

/**
 * Asks for a new token unless another tab has stored one since `token` (then nothing is asked: the new token
 * is already stored, and this tab's counter restarts from it). Serialised across tabs; the answer is stored only
 * while `token` is still the stored one.
 * @returns The new token, or null when another tab refreshed first.
 */
function refreshOnce(token: string, key: TokenKey, kind: 'portal' | 'guest'): Promise<string | null> {
  return withTabLock(`unacs-token-refresh-${kind}`, async () => {
    if (readToken(key) !== token) return null
    const next = await (kind === 'guest' ? guestRefreshToken() : generateRefreshToken())
    // Signed out (or switched role) while asking: the answer is not stored over that.
    if (readToken(key) !== token) return null
    writeToken(key, next)
    return next
  })
}

/**
 * Keeps `token` fresh while it is set.
 * @param token The stored portal or guest token (null: nothing to refresh).
 * @param kind Which token it is: 'portal' (`token`, default) or 'guest' (`token-guest`).
 */
export function useTokenRefresh(token: string | null, kind: 'portal' | 'guest' = 'portal'): void {
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!token) return
    let cancelled = false
    const delay = attempt === 0 ? TOKEN_REFRESH_SECONDS * 1000 : RETRY_MS
    const key = kind === 'guest' ? StorageKey.tokenGuest : StorageKey.token
    const timer = setTimeout(() => {
      refreshOnce(token, key, kind).then(
        () => {
          if (!cancelled) setAttempt(0)
        },
        (error: unknown) => {
          if (cancelled) return
          console.error('Token refresh failed', error)
          setAttempt((n) => n + 1)
        },
      )
    }, delay)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [token, attempt, kind])
}
