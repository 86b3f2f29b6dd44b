/**
 * Counters for rate limits, shared by every API instance (DESIGN.md §1: nothing lives in process memory).
 * Windows are fixed: a key counts hits within the current window of `windowSeconds`, aligned to the epoch,
 * so every instance and both implementations agree on when a window ends.
 */

/** Counts hits of a key per fixed time window. */
export interface CounterStore {
  /** Records one hit of `key` and resolves to the number of hits in the current window (1 for the first). */
  hit(key: string, windowSeconds: number): Promise<number>
  /**
   * The state of the store's own server for /readyz (issue 33 §3): 'ok' or 'down: <reason>'; absent when the
   * store lives in the database (checked there).
   */
  health?(): Promise<string>
  /** Releases connections. */
  close(): Promise<void>
}

/** The number of the window of `windowSeconds` that contains `at`. */
export function windowNumber(windowSeconds: number, at: Date = new Date()): number {
  return Math.floor(at.getTime() / 1000 / windowSeconds)
}

/** When the window of `windowSeconds` containing `at` ends. */
export function windowEnd(windowSeconds: number, at: Date = new Date()): Date {
  return new Date((windowNumber(windowSeconds, at) + 1) * windowSeconds * 1000)
}

/** Whole seconds from `at` until its window ends (at least 1): the Retry-After of a refused request. */
export function secondsUntilWindowEnd(windowSeconds: number, at: Date = new Date()): number {
  return Math.max(1, Math.ceil((windowEnd(windowSeconds, at).getTime() - at.getTime()) / 1000))
}
