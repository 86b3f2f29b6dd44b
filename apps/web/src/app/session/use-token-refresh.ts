/**
 * The token lifetime counter (spec §4, §9): 960 s after a token is stored, a new one is requested
 * (POST /api/Identity/RefreshToken/GenerateRefreshToken; for the guest token, issue 15 "Sessions",
 * POST /api/IdentityGuest/auth/refresh-token) and stored, which restarts the counter. A
 * token stored by another tab restarts it too, so tabs do not refresh twice. A failed refresh is
 * logged and tried again after 30 s (a 401 goes to the single sign-on through the API client).
 */
import { useEffect, useState } from 'react'
import { guestRefreshToken } from '../../features/guest/api/guest-refresh-token.ts'
import { generateRefreshToken } from '../../features/identity/api/generate-refresh-token.ts'
import { TOKEN_REFRESH_SECONDS } from '../../shared/session/timing.ts'
import { writeToken } from '../../shared/session/token-store.ts'
import { StorageKey } from '../../shared/storage.ts'

/** Delay before trying a failed refresh again (ms). */
const RETRY_MS = 30_000

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
    const timer = setTimeout(() => {
      ;(kind === 'guest' ? guestRefreshToken() : generateRefreshToken()).then(
        (next) => {
          if (cancelled) return
          setAttempt(0)
          writeToken(kind === 'guest' ? StorageKey.tokenGuest : StorageKey.token, next)
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
