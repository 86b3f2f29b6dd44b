/**
 * Loading code chunks on demand with the spec's 120-second timeout (spec §7 "Script and style
 * chunks load on demand with a 120-second timeout"; §8 "chunk load failure").
 */
import { CHUNK_TIMEOUT_MS } from '../session/timing.ts'

/** A code chunk that did not arrive in time or failed to load. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
}

/** True for a failed dynamic import (browser messages differ) or a {@link ChunkLoadError}. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
        error.message,
      ))
  )
}

/**
 * Runs `load` and rejects with a {@link ChunkLoadError} when it takes longer than `timeoutMs`.
 * @param load Starts the dynamic import.
 * @param timeoutMs Defaults to 120 000 ms.
 * @returns The loaded value.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Chunk load timed out')), timeoutMs)
    load().then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(isChunkLoadError(error) ? error : new ChunkLoadError(String(error)))
      },
    )
  })
}
