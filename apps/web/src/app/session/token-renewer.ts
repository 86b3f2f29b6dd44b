/**
 * The API client's token renewer (issue 15 "Sessions"): after a 401, renews the portal token
 * (GenerateRefreshToken) or the guest token (IdentityGuest refresh-token) once with the HttpOnly refresh
 * cookie and stores it. Concurrent 401s of one kind share one renewal (the cookie rotates, so a second
 * renewal with the old cookie would fail).
 */
import { guestRefreshToken } from '../../features/guest/api/guest-refresh-token.ts'
import { generateRefreshToken } from '../../features/identity/api/generate-refresh-token.ts'
import type { TokenRenewer } from '../../shared/api/client.ts'
import { writeToken } from '../../shared/session/token-store.ts'
import { readStorage, StorageKey } from '../../shared/storage.ts'

/** Builds the renewer; it resolves false without a stored token of that kind or when the renewal fails. */
export function createTokenRenewer(): TokenRenewer {
  const running = new Map<boolean, Promise<boolean>>()
  return (guest) => {
    const existing = running.get(guest)
    if (existing) return existing
    const key = guest ? StorageKey.tokenGuest : StorageKey.token
    if (!readStorage(key)) return Promise.resolve(false)
    const renewal = (guest ? guestRefreshToken() : generateRefreshToken())
      .then((next) => {
        writeToken(key, next)
        return true
      })
      .catch(() => false)
      .finally(() => running.delete(guest))
    running.set(guest, renewal)
    return renewal
  }
}
