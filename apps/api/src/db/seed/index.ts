/**
 * The demo-university seed (DESIGN.md §5b): `seedDemoUniversity` writes a deterministic, believable
 * Turkish university into an empty database; `resetDatabase` empties it again. Engine-agnostic
 * (PGlite or PostgreSQL, through the shared `Database` type).
 */
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { auditChainHead, auditLog, auditSeal } from '../schema/index.ts'
import { DEFAULT_SEED } from './core-world.ts'
import type { CoreRows } from './feature-seed.ts'
import { insertBatched, syncIdentity, truncateTables } from './insert.ts'
import { buildWorld, seededTables } from './world.ts'

export { buildCoreWorld, DEFAULT_SEED } from './core-world.ts'
export { DEMO_ACCOUNTS, type DemoAccount, type DemoAccountKey } from './demo-accounts.ts'
export type { CoreRows, CoreWorld, FeatureSeed } from './feature-seed.ts'
export { MENUS, type MenuItem } from './menus.ts'
export { ROLE_IDS, ROLES, type RoleId } from './roles.ts'
export { isValidTcKimlik, makeTcKimlik } from './tc-kimlik.ts'
export { buildWorld, type SeededTable, type SeedWorld } from './world.ts'

/** Rows written per seeded table, by table name (core tables as in `CoreRows`, then the features'). */
export type SeedSummary = { [K in keyof CoreRows]: number } & Record<string, number>

/** Options of `seedDemoUniversity`. */
export interface SeedOptions {
  /**
   * Student persons to create (the 3 demo students included); about 2% get a second studentship. At small sizes the
   * demo student's programme gets classmates on top (at least five per class year; 18 more at 60, none at 3000).
   */
  students: number
  /** Random seed; the same `students` and `seed` give identical rows. Default 20261121. */
  seed?: number
}

/**
 * Seeds the demo university into `db`, which must hold no seeded data (call `resetDatabase` first).
 * One transaction; rows are built in memory, then inserted in batches of up to 1000 rows. Returns the
 * row count per table. Throws (and writes nothing) when the database is not empty. On a PostgreSQL server the
 * seeded tables are then analysed, so the planner does not plan the first minutes of use on empty-table
 * statistics (a 50,000-student rush ran its add read at 400 ms for it; issue 23).
 */
export async function seedDemoUniversity(db: Database, opts: SeedOptions): Promise<SeedSummary> {
  const world = buildWorld(opts.students, opts.seed ?? DEFAULT_SEED)
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database
    const existing = await t.execute<{ n: number }>(
      sql`select (select count(*) from units) + (select count(*) from persons) + (select count(*) from roles) as n`,
    )
    if (Number((existing as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0) > 0) {
      throw new Error('the database already holds seeded data; call resetDatabase first')
    }
    for (const { table, rows } of world.tables) await insertBatched(t, table, rows)
    for (const { table, identity } of world.tables) if (identity) await syncIdentity(t, table)
  })
  if (!((db as unknown as { $client: unknown }).$client instanceof PGlite)) await db.execute(sql`analyze`)
  return Object.fromEntries(world.tables.map((t) => [t.name, t.rows.length])) as SeedSummary
}

/**
 * Empties every seeded table and the audit log with its seals and hash-chain head (TRUNCATE … RESTART IDENTITY
 * CASCADE, so tables of features that reference them are emptied too; the chain starts again). On
 * PostgreSQL with separate roles this needs the migration (owner) role: the runtime role cannot truncate
 * the audit log.
 */
export async function resetDatabase(db: Database): Promise<void> {
  await truncateTables(db, [...seededTables(), auditLog, auditSeal, auditChainHead])
}
