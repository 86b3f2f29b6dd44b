/**
 * The API client's token renewer (issue 15 "Sessions"): after a 401, renews the portal token
 * (GenerateRefreshToken) or the guest token (IdentityGuest refresh-token) once with the HttpOnly refresh
 * cookie and stores it. Concurrent 401s of one kind share one renewal (the cookie rotates, so a second
 * renewal with the old cookie would fail). Another tab may win that race (tabs share the cookie and the
 * stored tokens): a failed renewal therefore counts as done when, shortly after, the stored token is no
 * longer the one this tab sent.
 */
import { guestRefreshToken } from '../../features/guest/api/guest-refresh-token.ts'
import { generateRefreshToken } from '../../features/identity/api/generate-refresh-token.ts'
import type { TokenRenewer } from '../../shared/api/client.ts'
import { writeToken } from '../../shared/session/token-store.ts'
import { readStorage, StorageKey } from '../../shared/storage.ts'

/** How long a failed renewal waits for another tab's renewal to land in storage (ms). */
const OTHER_TAB_WAIT_MS = 1500

/** Builds the renewer; it resolves false without a stored token of that kind or when the renewal fails. */
export function createTokenRenewer(): TokenRenewer {
  const running = new Map<boolean, Promise<boolean>>()
  return (guest) => {
    const existing = running.get(guest)
    if (existing) return existing
    const key = guest ? StorageKey.tokenGuest : StorageKey.token
    const sent = readStorage(key)
    if (!sent) return Promise.resolve(false)
    const renewal = (guest ? guestRefreshToken() : generateRefreshToken())
      .then((next) => {
        writeToken(key, next)
        return true
      })
      .catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, OTHER_TAB_WAIT_MS))
        const now = readStorage(key)
        return now !== null && now !== sent
      })
      .finally(() => running.delete(guest))
    running.set(guest, renewal)
    return renewal
  }
}
