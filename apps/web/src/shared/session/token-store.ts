/**
 * The session tokens (spec §3 `token`, `token-guest`) as an observable store: every write in this
 * tab and every change made by another tab (`storage` event) notifies the subscribers, so React reads
 * them with {@link useStoredToken} and never sees a stale token.
 */
import { useSyncExternalStore } from 'react'
import { readStorage, removeStorage, StorageKey, writeStorage } from '../storage.ts'

/** The two token keys. */
export type TokenKey = typeof StorageKey.token | typeof StorageKey.tokenGuest

const listeners = new Set<() => void>()

/** Tells every subscriber that a token may have changed. */
export function notifyTokenChange(): void {
  for (const listener of listeners) listener()
}

/** Subscribes to token changes (this tab and others). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKey.token || event.key === StorageKey.tokenGuest)
      listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Reads a token. */
export function readToken(key: TokenKey): string | null {
  return readStorage(key)
}

/** Stores (or, with null, removes) a token and notifies the subscribers. */
export function writeToken(key: TokenKey, token: string | null): void {
  if (token) writeStorage(key, token)
  else removeStorage(key)
  notifyTokenChange()
}

/** The current value of a token key; re-renders when it changes. */
export function useStoredToken(key: TokenKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStorage(key),
    () => null,
  )
}
