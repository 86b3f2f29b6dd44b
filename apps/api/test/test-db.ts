/**
 * Test databases: a fresh in-memory PGlite by default, or — when TEST_DATABASE_URL is set — a fresh database
 * created on that PostgreSQL server for this test file and dropped afterwards. Both are migrated. On
 * PostgreSQL the database is migrated by the server's (owner) user and the test's handle connects as the
 * runtime role RUNTIME_ROLE, granted as a deployment with DATABASE_MIGRATION_URL grants it (issue 15), so
 * every PostgreSQL test runs with the application's real privileges; `{ role: 'owner' }` keeps the owner.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type AppConfig, loadConfig } from '../src/config.ts'
import { type DatabaseHandle, grantRuntimeRole, migrateDatabase, openDatabase } from '../src/db/client.ts'

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

/**
 * Creates a fresh migrated database on the engine under test. On PostgreSQL the handle is the runtime
 * role's (`role: 'runtime'`, default) or the owner's (`role: 'owner'`: tests of owner-only work, such as
 * the seed's reset).
 */
export async function createTestDatabase(
  options: { role?: 'runtime' | 'owner' } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const handle = await openDatabase({ engine: 'pglite', dataDir: null })
    await migrateDatabase(handle)
    return { handle, url: null, ownerUrl: null, dispose: () => handle.close() }
  }
  const name = `unacs_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await ensureRuntimeRole(admin)
  await admin.end()
  const ownerUrl = new URL(adminUrl)
  ownerUrl.pathname = `/${name}`
  const owner = await openDatabase({ engine: 'postgres', url: ownerUrl.toString(), poolSize: 5 })
  await migrateDatabase(owner)
  let handle = owner
  let url = ownerUrl
  if (options.role !== 'owner') {
    await grantRuntimeRole(owner, RUNTIME_ROLE)
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

/** A configuration for tests: no web app, quiet logs, no automatic seed; `env` adds environment variables. */
export function testConfig(overrides: Partial<AppConfig> = {}, env: Record<string, string> = {}): AppConfig {
  return {
    ...loadConfig({ WEB_DIST: 'none', SEED_STUDENTS: '0', DATA_DIR: 'memory', ...env }),
    logLevel: 'silent',
    ...overrides,
  }
}
