/**
 * The audit log's hash chain and its verifier (issue 15 "Data safety"; sealed behind a watermark since issue
 * 40): rows written by the application are sealed into a chain in id order, concurrent writers do not fork
 * it, and a sealed row changed, removed or forged by hand (as the owner / superuser, bypassing the append-only
 * triggers) is reported with its id and why; `npm run audit:verify` prints the same and exits non-zero. The
 * sealer, the unsealed rows and the watermark: audit-seal.test.ts. On PGlite and PostgreSQL.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { asc, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../../src/db/client.ts'
import { auditLog, auditSeal } from '../../src/platform/audit/audit.schema.ts'
import { recordAudit } from '../../src/platform/audit/audit.ts'
import { sealAuditLog } from '../../src/platform/audit/audit-seal.ts'
import { GENESIS_HASH, verifyAuditChain } from '../../src/platform/audit/audit-verify.ts'
import { createTestDatabase, type TestDatabase, testEngine } from '../test-db.ts'

const run = promisify(execFile)
const actor = { personId: 7, impersonatorPersonId: null, onBehalfOfRegistryNo: null }

let testDb: TestDatabase
let db: DatabaseHandle['db']

/** Runs `statements` as the owner with user triggers off (the append-only triggers would refuse them). */
async function tamper(...statements: string[]): Promise<void> {
  const all = [
    'alter table audit_log disable trigger user',
    'alter table audit_seal disable trigger user',
    ...statements,
    'alter table audit_seal enable trigger user',
    'alter table audit_log enable trigger user',
  ]
  if (!testDb.ownerUrl) {
    for (const s of all) await db.execute(sql.raw(s))
    return
  }
  const owner = new pg.Client({ connectionString: testDb.ownerUrl })
  await owner.connect()
  try {
    for (const s of all) await owner.query(s)
  } finally {
    await owner.end()
  }
}

async function write(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await recordAudit(db, actor, {
      entity: 'thing',
      entityId: i,
      action: 'update',
      before: { n: i, nested: { b: 1, a: 'ç' } },
      after: { n: i + 1 },
      reason: i % 2 ? null : 'because',
    })
  }
}

async function ids(): Promise<number[]> {
  const rows = await db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id))
  return rows.map((r) => r.id)
}

beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(async () => {
  await testDb.dispose()
})
// One database for the file (a fresh PGlite costs seconds); each test starts from an empty chain.
beforeEach(async () => {
  db = testDb.handle.db
  await tamper('truncate audit_log restart identity', 'truncate audit_seal', 'truncate audit_chain_head')
})

describe(`audit hash chain (${testEngine})`, () => {
  it('chains every row to the previous one once sealed and verifies an untouched log', async () => {
    expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 0, unsealed: 0 })
    await write(5)
    expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 5, unsealed: 5 })
    expect(await sealAuditLog(db)).toBe(5)
    const rows = await db.select().from(auditSeal).orderBy(asc(auditSeal.id))
    expect(rows.map((r) => r.id)).toEqual(await ids())
    expect(rows[0]?.prevHash).toBe(GENESIS_HASH)
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.prevHash).toBe(rows[i - 1]?.hash)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash))).toBe(true)
    expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 5, unsealed: 0 })
  })

  it('does not fork under concurrent writers (40 transactions at once)', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction(async (tx) => {
          await recordAudit(tx, actor, { entity: 'race', entityId: i, action: 'create', after: { i } })
        }),
      ),
    )
    await sealAuditLog(db)
    expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 40, unsealed: 0 })
  })

  it('reports a row whose content was changed by hand', async () => {
    await write(5)
    await sealAuditLog(db)
    const [, , third] = await ids()
    await tamper(`update audit_log set after = '{"n": 99}' where id = ${third}`)
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: third, problem: 'changed', count: 2 })
  })

  it('reports a removed row (at the row after it) and a removed newest row', async () => {
    await write(5)
    await sealAuditLog(db)
    const [, second, third, , fifth] = await ids()
    await tamper(`delete from audit_log where id = ${second}`)
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: third, problem: 'removed' })
    await tamper(`delete from audit_log where id >= ${third}`)
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: fifth, problem: 'removed' })
  })

  it('reports a forged row: inserted around the chain, in a gap or at the end', async () => {
    await write(2)
    // A rolled-back write leaves a gap in the ids; a forger fills it with a row of their own.
    await db
      .transaction(async (tx) => {
        await recordAudit(tx, actor, { entity: 'thing', entityId: 'x', action: 'create' })
        throw new Error('roll back')
      })
      .catch(() => undefined)
    await write(2)
    await sealAuditLog(db)
    const [first, second, third] = await ids()
    const gap = (second as number) + 1
    expect(third).toBeGreaterThan(gap)
    await tamper(
      `insert into audit_log (id, entity, entity_id, action, writer_xid)
       values (${gap}, 'grade', '1', 'update', pg_current_xact_id())`,
    )
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: gap, problem: 'forged', count: 2 })
    // With a seal of its own (a made-up one): the next row still links to the row before it.
    await tamper(
      `insert into audit_seal (id, prev_hash, hash) values (${gap}, repeat('a', 64), repeat('b', 64))`,
    )
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: gap, problem: 'forged', count: 2 })
    await tamper(`delete from audit_log where id = ${gap}`, `delete from audit_seal where id = ${gap}`)
    expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 4, unsealed: 0 })
    // A forged newest row with a correctly computed seal (the forger knows the algorithm) but written around the
    // sealer: the watermark never included it.
    await tamper(
      `insert into audit_log (id, entity, entity_id, action, writer_xid) values (1000, 'grade', '1', 'update', '1')`,
      `insert into audit_seal (id, prev_hash, hash)
       select 1000, h.hash, encode(sha256(convert_to(h.hash || '|' || audit_log_canonical(l), 'UTF8')), 'hex')
       from audit_chain_head h, audit_log l where l.id = 1000`,
    )
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: 1000, problem: 'watermark' })
    expect(first).toBeGreaterThan(0)
  })
})

describe(`npm run audit:verify (${testEngine})`, () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })

  it('prints OK with the count, or the broken row with exit code 1', async () => {
    let env: NodeJS.ProcessEnv
    let target: DatabaseHandle
    if (testDb.url) {
      env = { ...process.env, DATABASE_URL: testDb.url }
      target = testDb.handle
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'unacs-audit-'))
      dirs.push(dir)
      env = { ...process.env, DATABASE_URL: '', DATA_DIR: dir }
      target = await openDatabase({ engine: 'pglite', dataDir: dir })
      await migrateDatabase(target)
    }
    const verify = () =>
      run('npx', ['tsx', 'src/platform/audit/audit-verify.cli.ts'], {
        env,
        cwd: join(import.meta.dirname, '../..'),
      })
        .then((r) => ({ code: 0, out: r.stdout }))
        .catch((e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }))
    db = target.db
    await write(3)
    await sealAuditLog(db)
    const [, second] = await ids()
    if (!testDb.url) await target.close()
    expect(await verify()).toEqual({ code: 0, out: 'audit log OK: 3 rows, hash chain intact\n' })
    if (!testDb.url) {
      target = await openDatabase({ engine: 'pglite', dataDir: env.DATA_DIR as string })
      db = target.db
    }
    await tamper(`update audit_log set reason = 'edited by hand' where id = ${second}`)
    if (!testDb.url) await target.close()
    const broken = await verify()
    expect(broken.code).toBe(1)
    expect(broken.out).toContain(`audit log BROKEN at row ${second}: changed`)
  }, 180_000) // a fresh PGlite directory migrated and two tsx starts: over a minute on a loaded machine
})
