/**
 * Which shipped migrations a database has not applied (issue 15 "Database faults": /readyz checks the
 * migrations, not only `select 1`). Drizzle's migrators record each applied migration in
 * `drizzle.<table>` with `created_at` = the journal entry's `when`; one table per migration folder
 * (`migrationFolders`: core, then each feature).
 */
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { type Database, migrationFolders } from './client.ts'
import { pgErrorCode } from './errors.ts'

/** One shipped migration: its bookkeeping table, tag (file name without .sql) and journal time (ms). */
interface ShippedMigration {
  table: string
  tag: string
  when: number
}

/** The migrations shipped with this build, read once from every folder's `meta/_journal.json`. */
export function shippedMigrations(): ShippedMigration[] {
  return migrationFolders().flatMap(({ folder, table }) => {
    const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as {
      entries: { tag: string; when: number }[]
    }
    return journal.entries.map((e) => ({ table, tag: e.tag, when: e.when }))
  })
}

/**
 * Returns a function that lists the shipped migrations `db` has not applied, as `<table>/<tag>` (empty when
 * the schema is current). A missing bookkeeping table counts as nothing applied; any other database error
 * (unreachable, …) is thrown.
 */
export function pendingMigrationsOf(db: Database): () => Promise<string[]> {
  const shipped = shippedMigrations()
  const tables = [...new Set(shipped.map((m) => m.table))]
  return async () => {
    const applied = new Set<string>()
    for (const table of tables) {
      try {
        const result = await db.execute<{ created_at: string | number }>(
          sql`select created_at from ${sql.identifier('drizzle')}.${sql.identifier(table)}`,
        )
        for (const row of (result as unknown as { rows: { created_at: string | number }[] }).rows) {
          applied.add(`${table}/${Number(row.created_at)}`)
        }
      } catch (err) {
        if (pgErrorCode(err) !== '42P01' && pgErrorCode(err) !== '3F000') throw err
      }
    }
    return shipped.filter((m) => !applied.has(`${m.table}/${m.when}`)).map((m) => `${m.table}/${m.tag}`)
  }
}
