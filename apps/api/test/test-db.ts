/**
 * Test databases: a fresh in-memory PGlite by default, or — when TEST_DATABASE_URL is set — a fresh database
 * created on that PostgreSQL server for this test file and dropped afterwards. Both are migrated.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type AppConfig, loadConfig } from '../src/config.ts'
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/db/client.ts'

/** The engine under test, from TEST_DATABASE_URL. */
export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

/** A migrated, empty database and the function that disposes of it. */
export interface TestDatabase {
  handle: DatabaseHandle
  /** The connection URL (postgres) or null (pglite). */
  url: string | null
  dispose(): Promise<void>
}

/** Creates a fresh migrated database on the engine under test. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const handle = await openDatabase({ engine: 'pglite', dataDir: null })
    await migrateDatabase(handle)
    return { handle, url: null, dispose: () => handle.close() }
  }
  const name = `unacs_t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 5 })
  await migrateDatabase(handle)
  return {
    handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close()
      const drop = new pg.Client({ connectionString: adminUrl })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`)
      await drop.end()
    },
  }
}

/** A configuration for tests: no web app, quiet logs, no automatic seed. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ WEB_DIST: 'none', SEED_STUDENTS: '0', DATA_DIR: 'memory' }),
    logLevel: 'silent',
    ...overrides,
  }
}
