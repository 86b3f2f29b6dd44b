/**
 * Hooks for the signed-in person and the guest (spec §3 claims), re-computed only when the stored
 * token changes.
 */
import type { GuestClaims } from '@unacs/contracts'
import { useMemo } from 'react'
import { StorageKey } from '../storage.ts'
import { readGuestClaims, readSessionUser, type SessionUser } from './claims.ts'
import { useStoredToken } from './token-store.ts'

/** The staff member or student of the stored `token`, or null when signed out. */
export function useSessionUser(): SessionUser | null {
  const token = useStoredToken(StorageKey.token)
  return useMemo(() => readSessionUser(token), [token])
}

/** The guest of the stored `token-guest`, or null. */
export function useGuestClaims(): GuestClaims | null {
  const token = useStoredToken(StorageKey.tokenGuest)
  return useMemo(() => readGuestClaims(token), [token])
}

/**
 * A key that changes whenever the server menu may change: person, role, proxy, studentship,
 * impersonation. Null when signed out.
 */
export function sessionMenuKey(user: SessionUser | null): string | null {
  if (!user) return null
  const c = user.claims
  return [c.sub, c.ActiveRoleId, c.IsProxy, c.ProxySicilNo, c.ActiveOgrNo, c.ImpID].join('|')
}
