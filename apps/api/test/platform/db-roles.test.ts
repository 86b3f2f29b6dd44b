/**
 * Migration and runtime roles on PostgreSQL (issue 15 "Data safety"): a start with DATABASE_MIGRATION_URL
 * migrates as the owner and grants the DATABASE_URL role INSERT and SELECT on the audit log and nothing
 * else there; that role cannot TRUNCATE, DELETE, UPDATE, ALTER or disable the triggers of audit_log, keeps
 * full DML on other tables, and the application works through it. PGlite has one user and no roles
 * (docs/decisions.md): there the hash chain (audit-chain.test.ts) is what detects tampering.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import {
  auditLogOverreach,
  type DatabaseHandle,
  migrateWithRoles,
  openDatabase,
} from '../../src/db/client.ts'
import { recordAudit } from '../../src/platform/audit/audit.ts'
import { sealAuditLog } from '../../src/platform/audit/audit-seal.ts'
import { verifyAuditChain } from '../../src/platform/audit/audit-verify.ts'
import { RUNTIME_ROLE, testConfig, testEngine } from '../test-db.ts'

const adminUrl = process.env.TEST_DATABASE_URL ?? ''
const name = `unacs_roles_${randomBytes(5).toString('hex')}`
const urlAs = (user: string) => {
  const u = new URL(adminUrl)
  u.pathname = `/${name}`
  u.username = user
  return u.toString()
}

describe.runIf(testEngine === 'postgres')('database roles on PostgreSQL', () => {
  let runtime: DatabaseHandle
  let ownerUrl: string

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.query(
      `do $$ begin create role ${RUNTIME_ROLE} login; exception when others then null; end $$`,
    )
    await admin.end()
    ownerUrl = urlAs(new URL(adminUrl).username)
    runtime = await openDatabase({ engine: 'postgres', url: urlAs(RUNTIME_ROLE), poolSize: 3 })
    // What server.ts does at start with DATABASE_MIGRATION_URL and DATABASE_URL.
    await migrateWithRoles(runtime, ownerUrl)
  }, 60_000)

  afterAll(async () => {
    await runtime?.close()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('lets the runtime role insert and read audit rows, and nothing else on the audit log', async () => {
    const actor = { personId: 1, impersonatorPersonId: null, onBehalfOfRegistryNo: null }
    await recordAudit(runtime.db, actor, { entity: 'grade', entityId: 1, action: 'update', after: { v: 1 } })
    const rows = await runtime.db.execute(sql`select count(*)::int as n from audit_log`)
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1)
    for (const statement of [
      'truncate audit_log',
      'delete from audit_log',
      `update audit_log set reason = 'x'`,
      'alter table audit_log disable trigger user',
      'alter table audit_log disable trigger audit_log_chain',
      'drop trigger audit_log_chain on audit_log',
      // The audit ids are drawn by the insert trigger only (issue 40).
      'select nextval($$audit_log_id_seq$$)',
      'truncate audit_chain_head',
      `update audit_chain_head set hash = 'x'`,
      'select setval(pg_get_serial_sequence($$audit_log$$, $$id$$), 1)',
      // The seals and the watermark are written only by audit_seal() (issue 40).
      `insert into audit_seal (id, prev_hash, hash) values (1, 'x', 'y')`,
      'truncate audit_seal',
      'update audit_chain_head set last_id = 0',
    ]) {
      await expect(runtime.db.execute(sql.raw(statement)), statement).rejects.toThrow()
    }
    expect(await auditLogOverreach(runtime)).toEqual([])
    expect(await verifyAuditChain(runtime.db)).toEqual({ ok: true, count: 1, unsealed: 1 })
    expect(await sealAuditLog(runtime.db)).toBe(1)
    expect(await verifyAuditChain(runtime.db)).toEqual({ ok: true, count: 1, unsealed: 0 })
  })

  it('keeps full DML for the runtime role on other tables', async () => {
    await runtime.db.execute(
      sql`insert into units (id, code, name_tr, name_en, kind) values (900001, 'X', 'X', 'X', 'university')`,
    )
    await runtime.db.execute(sql`update units set name_en = 'Y' where id = 900001`)
    await runtime.db.execute(sql`delete from units where id = 900001`)
  })

  it('names what a role that owns the audit log could do (the start warns)', async () => {
    const owner = await openDatabase({ engine: 'postgres', url: ownerUrl, poolSize: 1 })
    try {
      expect(await auditLogOverreach(owner)).toEqual(['owner', 'UPDATE', 'DELETE', 'TRUNCATE'])
    } finally {
      await owner.close()
    }
  })

  it('serves the application through the runtime role (readiness, signing keys)', async () => {
    const app = await buildApp({ config: testConfig(), database: runtime, logger: false })
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' })
      expect(ready.statusCode).toBe(200)
      const jwks = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })
      expect(jwks.json().keys).toHaveLength(1)
    } finally {
      await app.close()
    }
  })
})
