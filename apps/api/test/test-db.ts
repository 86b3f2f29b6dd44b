/**
 * Test databases: a fresh in-memory PGlite by default, or — when TEST_DATABASE_URL is set — a fresh database
 * created on that PostgreSQL server for this test file and dropped afterwards. Both are migrated. On
 * PostgreSQL the database is migrated by the server's (owner) user and the test's handle connects as the
 * runtime role RUNTIME_ROLE, granted as a deployment with DATABASE_MIGRATION_URL grants it (issue 15), so
 * every PostgreSQL test runs with the application's real privileges; `{ role: 'owner' }` keeps the owner.
 *
 * Migrating takes seconds per database, so it happens once per set of migrations: PGlite databases start from a
 * dumped, migrated data directory kept in the system's temporary folder, PostgreSQL databases are created from
 * a migrated template database; both are named by a hash of every migration file (and the job queue's version),
 * so a changed migration makes a new template. `fromTemplate: false` migrates from nothing (the migrations test).
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { type AppConfig, loadConfig } from '../src/config.ts'
import {
  type DatabaseHandle,
  grantRuntimeRole,
  migrateDatabase,
  migrationFolders,
  openDatabase,
} from '../src/db/client.ts'

/** The engine under test, from TEST_DATABASE_URL. */
export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

/** A migrated, empty database and the function that disposes of it. */
export interface TestDatabase {
  /** The application's handle: the runtime role on PostgreSQL (unless `role: 'owner'` was asked). */
  handle: DatabaseHandle
  /** The connection URL of `handle` (postgres) or null (pglite). */
  url: string | null
  /** The owner's (superuser's) URL on PostgreSQL, for tampering by hand; null on PGlite (one user). */
  ownerUrl: string | null
  dispose(): Promise<void>
}

/** The PostgreSQL runtime role the tests connect as (LOGIN, no password: the test server trusts). */
export const RUNTIME_ROLE = 'unacs_test_runtime'

/** Creates RUNTIME_ROLE on the server once (parallel test files may race: a duplicate is fine). */
async function ensureRuntimeRole(admin: pg.Client): Promise<void> {
  const exists = await admin.query('select 1 from pg_roles where rolname = $1', [RUNTIME_ROLE])
  if (exists.rowCount) return
  try {
    await admin.query(`create role ${RUNTIME_ROLE} login`)
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code !== '42710' && code !== '23505') throw err
  }
}

/** A short hash of every migration file and the job queue's version: the templates' name. */
function migrationsHash(): string {
  const hash = createHash('sha256')
  for (const { folder, table } of migrationFolders()) {
    hash.update(table)
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
        a.name.localeCompare(b.name),
      )) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) walk(path)
        else hash.update(entry.name).update(readFileSync(path))
      }
    }
    walk(folder)
  }
  const require = createRequire(import.meta.url)
  hash.update(String((require('pg-boss/package.json') as { version: string }).version))
  return hash.digest('hex').slice(0, 16)
}

/** The migrated PGlite data directory (a tarball), made once and kept in the temporary folder. */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `unacs-pglite-template-${migrationsHash()}.tar`)
  if (existsSync(file)) return new Blob([readFileSync(file)])
  const handle = await openDatabase({ engine: 'pglite', dataDir: null })
  await migrateDatabase(handle)
  const dump = await handle.dumpDataDir?.()
  await handle.close()
  if (!dump) throw new Error('PGlite gave no data directory dump')
  // Written aside and renamed: a parallel test file never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, file)
  return dump
}

/**
 * The migrated PostgreSQL template database (runtime role granted), created once under an advisory lock so
 * parallel test files wait for one creation; built under a temporary name and renamed when complete.
 */
async function postgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `unacs_tpl_${migrationsHash()}`
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount
  if (await exists()) return name
  await admin.query('select pg_advisory_lock(hashtext($1))', [name])
  try {
    if (await exists()) return name
    const building = `${name}_building`
    await admin.query(`drop database if exists ${building} with (force)`)
    await admin.query(`create database ${building}`)
    const url = new URL(adminUrl)
    url.pathname = `/${building}`
    const owner = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 1 })
    try {
      await migrateDatabase(owner)
      await grantRuntimeRole(owner, RUNTIME_ROLE)
    } finally {
      await owner.close()
    }
    await admin.query(`alter database ${building} rename to ${name}`)
    return name
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name])
  }
}

/**
 * Creates a fresh migrated database on the engine under test (from the template unless `fromTemplate` is false).
 * On PostgreSQL the handle is the runtime
 * role's (`role: 'runtime'`, default) or the owner's (`role: 'owner'`: tests of owner-only work, such as
 * the seed's reset).
 */
export async function createTestDatabase(
  options: { role?: 'runtime' | 'owner'; fromTemplate?: boolean } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  const fromTemplate = options.fromTemplate ?? true
  if (!adminUrl) {
    const loadDataDir = fromTemplate ? await pgliteTemplate() : undefined
    const handle = await openDatabase({ engine: 'pglite', dataDir: null, loadDataDir })
    if (!fromTemplate) await migrateDatabase(handle)
    return { handle, url: null, ownerUrl: null, dispose: () => handle.close() }
  }
  const name = `unacs_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await ensureRuntimeRole(admin)
  if (fromTemplate)
    await admin.query(`create database ${name} template ${await postgresTemplate(admin, adminUrl)}`)
  else await admin.query(`create database ${name}`)
  await admin.end()
  const ownerUrl = new URL(adminUrl)
  ownerUrl.pathname = `/${name}`
  const owner = await openDatabase({ engine: 'postgres', url: ownerUrl.toString(), poolSize: 5 })
  if (!fromTemplate) await migrateDatabase(owner)
  let handle = owner
  let url = ownerUrl
  if (options.role !== 'owner') {
    if (!fromTemplate) await grantRuntimeRole(owner, RUNTIME_ROLE)
    await owner.close()
    url = new URL(ownerUrl)
    url.username = RUNTIME_ROLE
    url.password = ''
    handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 5 })
  }
  return {
    handle,
    url: url.toString(),
    ownerUrl: ownerUrl.toString(),
    dispose: async () => {
      await handle.close()
      const drop = new pg.Client({ connectionString: adminUrl })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`)
      await drop.end()
    },
  }
}

/**
 * A configuration for tests: no web app, quiet logs, no automatic seed, no background audit sealer (tests
 * seal by hand with sealAuditLog); `env` adds environment variables.
 */
export function testConfig(overrides: Partial<AppConfig> = {}, env: Record<string, string> = {}): AppConfig {
  return {
    // No scheduled audit verification in tests (issue 38): a test that wants one asks for it.
    ...loadConfig({
      WEB_DIST: 'none',
      SEED_STUDENTS: '0',
      DATA_DIR: 'memory',
      AUDIT_SEAL_INTERVAL_MS: '0',
      AUDIT_VERIFY_HOURS: '0',
      ...env,
    }),
    logLevel: 'silent',
    ...overrides,
  }
}
