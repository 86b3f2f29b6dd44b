/**
 * Backup and restore (issue 38 "Backup and restore") on the engine under test: a seeded university with
 * activity on it (a card payment through the API, audited changes with Turkish text, an uploaded PDF) is
 * backed up with the same functions `npm run backup` uses — pg_dump's custom format on a PostgreSQL server,
 * PGlite's own dump of its data directory on the embedded engine — and restored into a new, empty database
 * with `npm run restore`'s functions, then migrated. Every table of every schema the portal owns (public,
 * drizzle's bookkeeping, the pg-boss queue) has the same row count and content checksum on both sides, the
 * audit chain verifies, and a second restore refuses to overwrite. A backup of an older schema (the last two
 * programmes migrations undone) comes back on the current schema once the restore migrates it.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../src/db/client.ts'
import { recordAudit } from '../../src/platform/audit/audit.ts'
import { verifyAuditChain } from '../../src/platform/audit/audit-verify.ts'
import { BackupError, backupServer, restorePglite, restoreServer } from '../../src/platform/backup/backup.ts'
import { storeFile } from '../../src/platform/files/files.ts'
import { createIdentityFixture, type IdentityFixture } from '../identity/identity-fixture.ts'
import { testEngine } from '../test-db.ts'

const SCHEMAS = ['public', 'drizzle', 'pgboss']

/** `schema.table` → `count:md5` of every table of the portal's schemas (rows hashed in a stable order). */
async function fingerprint(handle: DatabaseHandle): Promise<Map<string, string>> {
  const rows = (await handle.db.execute(
    sql`select schemaname as s, tablename as t from pg_tables where schemaname in (${sql.join(
      SCHEMAS.map((s) => sql`${s}`),
      sql`, `,
    )}) order by 1, 2`,
  )) as unknown as { rows: { s: string; t: string }[] }
  const out = new Map<string, string>()
  for (const { s, t } of rows.rows) {
    const name = `"${s}"."${t}"`
    const r = (await handle.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as h from ${name} x`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] }
    out.set(`${s}.${t}`, `${r.rows[0]?.n}:${r.rows[0]?.h}`)
  }
  return out
}

/** A one-page PDF's bytes (enough for the type sniffer). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

let fx: IdentityFixture
let work: string
/** The source database's owner handle (PostgreSQL) or the fixture's own handle (PGlite). */
let source: DatabaseHandle
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'unacs-backup-'))
  // No heartbeat of the status page (issue 38) between the backup and the comparison: one an hour.
  fx = await createIdentityFixture(20, () => new Date('2026-11-21T09:00:00Z'), {
    STATUS_HEARTBEAT_SECONDS: '3600',
  })
  // Activity: a card payment started through the API, audited changes, an upload.
  const student = (await fx.signIn('student')).token
  const load = await fx.call('POST', '/api/Payments/IdCard/Load', student, { Amount: '125,50' })
  expect(load.statusCode, load.body).toBe(200)
  const db = fx.testDb.handle.db
  const actor = {
    personId: await fx.personOf('student'),
    impersonatorPersonId: null,
    onBehalfOfRegistryNo: null,
  }
  for (let i = 0; i < 25; i++)
    await recordAudit(db, actor, {
      entity: 'grade',
      entityId: i,
      action: 'save',
      before: { score: i, note: 'Işık Şahin — çğıöşü' },
      after: { score: i + 1 },
      reason: i % 2 ? 'düzeltme' : null,
    })
  await storeFile(db, { fileName: 'dilekçe.pdf', bytes: PDF }, { personId: actor.personId })
  // The activity is over: the app stops (its job workers and recurring tasks), so no task completes between the
  // fingerprint and the backup (a "programmes-publish-due" task did, and the job table differed).
  await fx.app.close()
  source =
    testEngine === 'postgres'
      ? await openDatabase({ engine: 'postgres', url: fx.testDb.ownerUrl as string, poolSize: 2 })
      : fx.testDb.handle
}, 300_000)

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  if (source && source !== fx?.testDb.handle) await source.close()
  await fx?.close()
  rmSync(work, { recursive: true, force: true })
})

/** Backs up `source` to a file in `work` and restores it into a new empty database; returns its handle. */
async function backupAndRestore(name: string): Promise<DatabaseHandle> {
  if (testEngine === 'postgres') {
    const file = join(work, `${name}.dump`)
    await backupServer(fx.testDb.ownerUrl as string, file)
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    const db = `unacs_r_${randomBytes(5).toString('hex')}`
    await admin.query(`create database ${db}`)
    await admin.end()
    const url = new URL(process.env.TEST_DATABASE_URL as string)
    url.pathname = `/${db}`
    cleanups.push(async () => {
      const drop = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await drop.connect()
      await drop.query(`drop database if exists ${db} with (force)`)
      await drop.end()
    })
    await restoreServer(url.toString(), file)
    await expect(restoreServer(url.toString(), file)).rejects.toThrow(/not empty/)
    const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 2 })
    cleanups.push(() => handle.close())
    return handle
  }
  // PGlite: its own dump of the data directory (the same call backupPglite makes), restored by restorePglite.
  const dump = await (source.dumpDataDir as () => Promise<Blob>)()
  const file = join(work, `${name}.pglite.tar.gz`)
  const { gzipSync } = await import('node:zlib')
  writeFileSync(file, gzipSync(Buffer.from(await dump.arrayBuffer())))
  const dataDir = join(work, `${name}-data`)
  await restorePglite(file, dataDir)
  await expect(restorePglite(file, dataDir)).rejects.toBeInstanceOf(BackupError)
  const handle = await openDatabase({ engine: 'pglite', dataDir })
  cleanups.push(() => handle.close())
  return handle
}

describe(`backup and restore on ${testEngine}`, () => {
  it('brings back every table of a university with activity, row for row, and the audit chain verifies', async () => {
    const before = await fingerprint(source)
    expect(before.size).toBeGreaterThan(50)
    expect(Number(before.get('public.audit_log')?.split(':')[0])).toBeGreaterThanOrEqual(25)
    expect(Number(before.get('public.stored_files')?.split(':')[0])).toBeGreaterThanOrEqual(1)
    expect(Number(before.get('public.payments')?.split(':')[0])).toBeGreaterThanOrEqual(1)

    const restored = await backupAndRestore('full')
    await migrateDatabase(restored) // nothing to apply: same release
    const after = await fingerprint(restored)
    const differing = [...before].filter(([table, print]) => after.get(table) !== print).map(([t]) => t)
    expect(differing).toEqual([])
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort())
    const chain = await verifyAuditChain(restored.db)
    expect(chain.ok).toBe(true)
  })

  it('restores a backup of an older schema onto the current one (migrations applied after the restore)', async () => {
    // The older release: programmes' last two migrations (0001 the admission version column and score check,
    // 0002 the one-scheduled-version index) not applied.
    await source.db.execute(sql.raw(`drop index programme_versions_one_scheduled`))
    await source.db.execute(
      sql.raw(`alter table programme_admissions drop constraint programme_admissions_scores_order`),
    )
    await source.db.execute(sql.raw(`alter table programme_admissions drop column version`))
    await source.db.execute(
      sql.raw(
        `delete from drizzle.__drizzle_migrations_programmes where id in (select id from drizzle.__drizzle_migrations_programmes order by id desc limit 2)`,
      ),
    )
    const restored = await backupAndRestore('older')
    const columns = async (h: DatabaseHandle) =>
      (
        (await h.db.execute(
          sql`select column_name from information_schema.columns where table_name = 'programme_admissions' and column_name = 'version'`,
        )) as unknown as { rows: unknown[] }
      ).rows.length
    const scheduledIndex = async (h: DatabaseHandle) =>
      (
        (await h.db.execute(
          sql`select 1 from pg_indexes where indexname = 'programme_versions_one_scheduled'`,
        )) as unknown as { rows: unknown[] }
      ).rows.length
    expect(await columns(restored)).toBe(0)
    expect(await scheduledIndex(restored)).toBe(0)
    await migrateDatabase(restored)
    expect(await columns(restored)).toBe(1)
    expect(await scheduledIndex(restored)).toBe(1)
    const applied = (await restored.db.execute(
      sql.raw(`select count(*)::int as n from drizzle.__drizzle_migrations_programmes`),
    )) as unknown as { rows: { n: number }[] }
    expect(applied.rows[0]?.n).toBe(3)
    expect((await verifyAuditChain(restored.db)).ok).toBe(true)
  })
})
