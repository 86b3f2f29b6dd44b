/**
 * The rows of a raw SQL query on either engine (PGlite and node-postgres both answer `{ rows }`; issue 36, one
 * definition instead of one per feature repository).
 */
import type { SQL } from 'drizzle-orm'
import type { Database } from './client.ts'

/** Anything that runs raw SQL: the database or a transaction. */
export type SqlRunner = Pick<Database, 'execute'>

/** Runs `query` and returns its rows typed as `T` (no validation: the SQL names the columns). */
export async function rowsOf<T>(runner: SqlRunner, query: SQL): Promise<T[]> {
  const result = await runner.execute(query)
  return (result as unknown as { rows: T[] }).rows
}
