/**
 * Writing seeded rows: multi-row inserts in batches, identity sequences moved past the explicit ids,
 * and the reset that empties every seeded table. Works on PGlite and PostgreSQL alike (DESIGN.md §2).
 */
import { getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../client.ts'

/** At most this many rows per INSERT statement. */
const BATCH_ROWS = 1000

/** Inserts `rows` into `table` with Drizzle multi-row INSERTs of up to 1000 rows each (bound parameters). */
export async function insertBatched<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    // biome-ignore lint/suspicious/noExplicitAny: generic table insert
    await db.insert(table).values(rows.slice(i, i + BATCH_ROWS) as any)
  }
}

/**
 * Sets the identity sequence of `table.id` so the next generated id follows the largest seeded one
 * (the seed writes explicit ids, which do not advance the sequence).
 */
export async function syncIdentity(db: Database, table: PgTable): Promise<void> {
  const name = getTableName(table)
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce(max(id), 0) + 1, false) from "${name}"`,
    ),
  )
}

/** Empties `tables` (and whatever references them) and restarts their identity sequences. */
export async function truncateTables(db: Database, tables: readonly PgTable[]): Promise<void> {
  const names = tables.map((t) => `"${getTableName(t)}"`).join(', ')
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`))
}
