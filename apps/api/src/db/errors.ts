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
