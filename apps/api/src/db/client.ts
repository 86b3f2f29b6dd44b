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
import { migrateQueue } from '../platform/jobs/queue.ts'
import * as schema from './schema/index.ts'

/** The Drizzle database type shared by both engines. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** Where the data lives: an embedded PGlite directory (or memory when dataDir is null) or a server URL. */
export type DatabaseConfig =
  | {
      engine: 'pglite'
      dataDir: string | null
      /** A data directory dumped by {@link DatabaseHandle.dumpDataDir} to start from (tests' migrated template). */
      loadDataDir?: Blob
    }
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
  /** PGlite only: the whole data directory as an uncompressed tarball (for {@link DatabaseConfig} loadDataDir). */
  dumpDataDir?(): Promise<Blob>
  /** PostgreSQL server only: the pool's connections in use, idle, and requests waiting for one (metrics). */
  poolStats?(): { inUse: number; idle: number; waiting: number }
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
    const client = config.dataDir
      ? new PGlite(config.dataDir)
      : new PGlite(config.loadDataDir ? { loadDataDir: config.loadDataDir } : undefined)
    await client.waitReady
    const db = drizzlePglite(client, { schema }) as unknown as Database
    let closed = false
    return {
      db,
      engine: 'pglite',
      dumpDataDir: () => client.dumpDataDir('none'),
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
    // JIT off: our statements are short OLTP reads and writes; a cost estimate over jit_above_cost (stale
    // statistics are enough) made PostgreSQL spend ~400 ms compiling a 3 ms read (issue 23, registration rush).
    options: `-c statement_timeout=${config.statementTimeoutMs ?? 30_000} -c lock_timeout=${config.lockTimeoutMs ?? 10_000} -c jit=off`,
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
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

/** Applies every committed SQL migration not yet applied, core first, then each feature's, then the job queue's schema (idempotent). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  for (const { folder, table } of migrationFolders()) {
    const config = { migrationsFolder: folder, migrationsTable: table }
    // biome-ignore lint/suspicious/noExplicitAny: the migrators want the engine-specific type
    const db = handle.db as any
    if (handle.engine === 'pglite') await migratePglite(db, config)
    else await migratePg(db, config)
  }
  // The background job queue's schema (pg-boss), created by the owner so the runtime role needs no DDL.
  await migrateQueue(handle)
}

/** True when the database holds no seeded university yet (no unit rows). */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from units`)
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0
}

export { schema }

/** Quotes a PostgreSQL identifier ("name", inner quotes doubled). */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

/** The role a handle's connections act as (`current_user`). */
export async function currentRole(db: Database): Promise<string> {
  const result = await db.execute(sql`select current_user::text as role`)
  return String((result as unknown as { rows: { role: string }[] }).rows[0]?.role)
}

/**
 * Gives the runtime role `role` what the application needs and no more (issue 15 "Data safety"; README
 * "Database roles"): SELECT, INSERT, UPDATE, DELETE on every table; INSERT and SELECT only on `audit_log`
 * (no UPDATE, DELETE or TRUNCATE; not being the owner, it cannot ALTER the table or disable its triggers);
 * SELECT only on the chain head (the sealer's watermark) and the seals; sequences usable, but the audit log's own sequence only through the chain
 * trigger; SELECT on the migration bookkeeping (schema `drizzle`) for the readiness check. Run by the owner (`owner`, the migration role) after every migration; idempotent; concurrent
 * starts are serialised by an advisory lock. PostgreSQL only. Throws when the owner cannot grant.
 */
export async function grantRuntimeRole(owner: DatabaseHandle, role: string): Promise<void> {
  const r = quoteIdent(role)
  await owner.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('unacs-runtime-grants'))`)
    for (const statement of [
      `grant usage on schema public to ${r}`,
      `grant select, insert, update, delete on all tables in schema public to ${r}`,
      `grant usage, select, update on all sequences in schema public to ${r}`,
      `revoke update, delete, truncate, references, trigger on audit_log from ${r}`,
      `revoke all on audit_chain_head from ${r}`,
      `grant select on audit_chain_head to ${r}`,
      // The seals are written only by audit_seal() (the owner's function, issue 40): read only.
      `revoke all on audit_seal from ${r}`,
      `grant select on audit_seal to ${r}`,
      `revoke all on sequence audit_log_id_seq from ${r}`,
      // /readyz compares the applied migrations (drizzle's bookkeeping tables) with the shipped ones: read only.
      `grant usage on schema drizzle to ${r}`,
      `grant select on all tables in schema drizzle to ${r}`,
      // The background job queue (pg-boss): its rows and functions, never its DDL (platform/jobs).
      `grant usage on schema pgboss to ${r}`,
      `grant select, insert, update, delete on all tables in schema pgboss to ${r}`,
      `grant execute on all functions in schema pgboss to ${r}`,
    ]) {
      await tx.execute(sql.raw(statement))
    }
  })
}

/**
 * Applies migrations as the owner and grants the runtime role when `migrationUrl` (DATABASE_MIGRATION_URL)
 * is set and `runtime` is a PostgreSQL server; otherwise migrates through `runtime` itself (PGlite, or one
 * role for both). The owner's connection is closed afterwards.
 */
export async function migrateWithRoles(runtime: DatabaseHandle, migrationUrl: string | null): Promise<void> {
  if (!migrationUrl || runtime.engine !== 'postgres') return migrateDatabase(runtime)
  const owner = await openDatabase({ engine: 'postgres', url: migrationUrl, poolSize: 1 })
  try {
    await migrateDatabase(owner)
    await grantRuntimeRole(owner, await currentRole(runtime.db))
  } finally {
    await owner.close()
  }
}

/**
 * What the runtime role could do to the audit log that it should not (PostgreSQL): e.g. ["owner",
 * "TRUNCATE"]. Empty when the roles are separated (or on PGlite, which has one user and no roles).
 */
export async function auditLogOverreach(handle: DatabaseHandle): Promise<string[]> {
  if (handle.engine !== 'postgres') return []
  const result = await handle.db.execute(sql`
    select pg_has_role(current_user, c.relowner, 'USAGE') as owner,
      has_table_privilege('audit_log', 'UPDATE') as upd, has_table_privilege('audit_log', 'DELETE') as del,
      has_table_privilege('audit_log', 'TRUNCATE') as trunc
    from pg_class c where c.oid = 'audit_log'::regclass`)
  const row = (result as unknown as { rows: Record<string, boolean>[] }).rows[0] ?? {}
  return (
    [
      ['owner', row.owner],
      ['UPDATE', row.upd],
      ['DELETE', row.del],
      ['TRUNCATE', row.trunc],
    ] as const
  )
    .filter(([, held]) => held)
    .map(([name]) => name)
}
