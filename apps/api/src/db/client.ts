/**
 * Database client: Drizzle over embedded PGlite (default, data in DATA_DIR) or over a PostgreSQL server
 * (DATABASE_URL). Migrations are applied by `migrateDatabase`. DESIGN.md §1–§2.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'

/** The Drizzle database type shared by both engines. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** Where the data lives: an embedded PGlite directory (or memory when dataDir is null) or a server URL. */
export type DatabaseConfig =
  | { engine: 'pglite'; dataDir: string | null }
  | {
      engine: 'postgres'
      url: string
      poolSize?: number
      connectionTimeoutMs?: number
      /** statement_timeout of every pooled connection in ms (0 = none; default 30000), issue 15. */
      statementTimeoutMs?: number
      /** lock_timeout of every pooled connection in ms (0 = none; default 10000), issue 15. */
      lockTimeoutMs?: number
    }

/** An open database with its engine name, a readiness probe and a close function. */
export interface DatabaseHandle {
  db: Database
  engine: 'pglite' | 'postgres'
  /** Resolves when a trivial query succeeds; rejects otherwise. */
  ping(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
const featuresFolder = fileURLToPath(new URL('../features', import.meta.url))

/**
 * Every migration folder in the order it is applied: the core folder (core tables, identity, platform and
 * the first features), then each feature's own `features/<slug>/migrations` in name order, each with its own
 * bookkeeping table so features can add migrations independently (DESIGN.md §3 "one feature, one folder").
 */
export function migrationFolders(): { folder: string; table: string }[] {
  const features = existsSync(featuresFolder)
    ? readdirSync(featuresFolder, { withFileTypes: true })
        .filter(
          (d) => d.isDirectory() && existsSync(`${featuresFolder}/${d.name}/migrations/meta/_journal.json`),
        )
        .map((d) => d.name)
        .sort()
    : []
  return [
    { folder: migrationsFolder, table: '__drizzle_migrations' },
    ...features.map((slug) => ({
      folder: `${featuresFolder}/${slug}/migrations`,
      table: `__drizzle_migrations_${slug.replace(/\W/g, '_')}`,
    })),
  ]
}

/** Opens the database described by `config`. Throws if a PostgreSQL server cannot be reached on first use. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.engine === 'pglite') {
    if (config.dataDir) mkdirSync(config.dataDir, { recursive: true })
    const client = config.dataDir ? new PGlite(config.dataDir) : new PGlite()
    await client.waitReady
    const db = drizzlePglite(client, { schema }) as unknown as Database
    let closed = false
    return {
      db,
      engine: 'pglite',
      ping: async () => {
        if (closed || client.closed) throw new Error('database closed')
        await client.query('select 1')
      },
      close: async () => {
        if (closed) return
        closed = true
        await client.close()
      },
    }
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    connectionTimeoutMillis: config.connectionTimeoutMs ?? 5000,
    // Sent in the startup packet, so every connection of the runtime pool has them before its first query.
    options: `-c statement_timeout=${config.statementTimeoutMs ?? 30_000} -c lock_timeout=${config.lockTimeoutMs ?? 10_000}`,
  })
  pool.on('error', () => {
    /* an idle client died (server restart); the pool replaces it on next use */
  })
  const db = drizzlePg(pool, { schema }) as unknown as Database
  let closed = false
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      if (closed) throw new Error('database closed')
      await pool.query('select 1')
    },
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/** Applies every committed SQL migration not yet applied, core first, then each feature's (idempotent). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  for (const { folder, table } of migrationFolders()) {
    const config = { migrationsFolder: folder, migrationsTable: table }
    // biome-ignore lint/suspicious/noExplicitAny: the migrators want the engine-specific type
    const db = handle.db as any
    if (handle.engine === 'pglite') await migratePglite(db, config)
    else await migratePg(db, config)
  }
}

/** True when the database holds no seeded university yet (no unit rows). */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from units`)
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0
}

export { schema }
