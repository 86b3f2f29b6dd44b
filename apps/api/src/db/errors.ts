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

/**
 * Driver codes (Node's socket errors) and SQLSTATEs meaning "the database is gone": refused, reset, unknown
 * host, unreachable network; class 08 connection exceptions; 57P01/57P02 the server shut down or crashed
 * (our session was terminated); 3D000 the database no longer exists (dropped).
 */
const GONE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '57P01',
  '57P02',
  '3D000',
])

/** Messages of node-postgres and PGlite for a lost or closed connection (these errors carry no code). */
const GONE_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is closed/i

/** SQLSTATEs of our own time limits: 57014 statement_timeout (query cancelled), 55P03 lock_timeout. */
const TIMEOUT_CODES = new Set(['57014', '55P03'])

/** What kind of database fault `err` is, if any: the answer to give is 503 with Retry-After for each. */
export type DatabaseFault = 'overload' | 'unavailable' | 'timeout'

/**
 * Classifies `err` (or any error in its cause chain, e.g. under Drizzle's DrizzleQueryError): 'overload' (no
 * pool connection in time, connection limit; `isOverloadError`), 'unavailable' (unreachable, connection lost,
 * server shut down, database dropped or closed), 'timeout' (statement_timeout or lock_timeout, issue 15), or
 * null for any other error (a bug or a constraint: not the database's state).
 */
export function databaseFault(err: unknown): DatabaseFault | null {
  if (isOverloadError(err)) return 'overload'
  let e: unknown = err
  for (let depth = 0; e && depth < 5; depth++) {
    const { message, code } = e as { message?: unknown; code?: unknown }
    if (typeof code === 'string' && (GONE_CODES.has(code) || /^08/.test(code))) return 'unavailable'
    if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return 'timeout'
    if (typeof message === 'string' && GONE_MESSAGES.test(message)) return 'unavailable'
    e = (e as { cause?: unknown }).cause
  }
  return null
}
