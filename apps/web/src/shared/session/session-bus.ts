/**
 * Messages between the browser tabs of one user (issue 4: "Several tabs of one user share the idle
 * state: activity in one tab keeps the others alive, logout in one logs out all"). Uses a
 * BroadcastChannel; where that is missing, falls back to `storage` events on a transient key.
 */

/** A message between tabs. `at` is the sender's clock (ms since the epoch). */
export type SessionMessage =
  | { type: 'activity'; at: number }
  | { type: 'extend'; at: number }
  | { type: 'logout' }

const CHANNEL = 'unacs-session'
/** Transient localStorage key for the fallback; written and removed at once. */
const FALLBACK_KEY = 'unacs-session-message'

let channel: BroadcastChannel | null | undefined

/** The shared channel, created on first use; null where BroadcastChannel is unavailable. */
function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
  }
  return channel
}

/** Sends `message` to the other tabs (never to this one). */
export function postSessionMessage(message: SessionMessage): void {
  const bc = getChannel()
  if (bc) {
    bc.postMessage(message)
    return
  }
  try {
    localStorage.setItem(FALLBACK_KEY, JSON.stringify({ ...message, nonce: Math.random() }))
    localStorage.removeItem(FALLBACK_KEY)
  } catch {
    // No storage: tabs stay independent.
  }
}

/** True when `value` is a {@link SessionMessage}. */
function isSessionMessage(value: unknown): value is SessionMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false
  return value.type === 'activity' || value.type === 'extend' || value.type === 'logout'
}

/**
 * Calls `listener` for every message from another tab.
 * @returns A function that stops listening.
 */
export function onSessionMessage(listener: (message: SessionMessage) => void): () => void {
  const bc = getChannel()
  if (bc) {
    const handle = (event: MessageEvent) => {
      if (isSessionMessage(event.data)) listener(event.data)
    }
    bc.addEventListener('message', handle)
    return () => bc.removeEventListener('message', handle)
  }
  const handle = (event: StorageEvent) => {
    if (event.key !== FALLBACK_KEY || !event.newValue) return
    try {
      const data: unknown = JSON.parse(event.newValue)
      if (isSessionMessage(data)) listener(data)
    } catch {
      // Not ours.
    }
  }
  window.addEventListener('storage', handle)
  return () => window.removeEventListener('storage', handle)
}
