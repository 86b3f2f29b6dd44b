/**
 * PostgreSQL error codes through Drizzle's wrapping: Drizzle rethrows a driver error as the `cause` of its own
 * error, so callers look at both. Works for node-postgres and PGlite errors alike.
 */

/** The SQLSTATE code of `err` or of its cause (e.g. '23505' unique violation), or undefined. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null
  const code = e?.cause?.code ?? e?.code
  return typeof code === 'string' ? code : undefined
}

/** True when `err` is a unique-key violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23505'
}

/** PostgreSQL codes meaning "no connection for you now": too many connections, starting up/shutting down. */
const OVERLOAD_CODES = new Set(['53300', '53400', '57P03', '08004'])

/**
 * True when `err` (or any error in its cause chain) says the database could not give a connection in time:
 * the pool's connection timeout (DATABASE_CONNECT_TIMEOUT_MS) or the server's connection limit.
 */
export function isOverloadError(err: unknown): boolean {
  let e: unknown = err
  for (let depth = 0; e && depth < 5; depth++) {
    const { message, code } = e as { message?: string; code?: string }
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|connection timeout/i.test(message)
    )
      return true
    if (typeof code === 'string' && OVERLOAD_CODES.has(code)) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
