/**
 * The audit chain's sealer (issue 40; docs/adr/0002-audit-chain-sealing.md): rows are sealed in id order
 * behind the watermark and never past a transaction still running with a smaller id; a rolled-back (crashed)
 * sealer step changes nothing and the next one resumes from the watermark; the recurring task seals through
 * the job queue; the backlog and its gauges; the runtime role cannot write seals or the watermark; and
 * `verifyAuditChain` detects tampering with unsealed rows and with the watermark (and what it cannot detect,
 * stated as such). On PGlite and PostgreSQL (the in-flight case needs two connections: PostgreSQL only).
 */
import { asc, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../src/db/client.ts'
import { auditSeal } from '../../src/platform/audit/audit.schema.ts'
import { recordAudit } from '../../src/platform/audit/audit.ts'
import { auditBacklog, sealAuditLog, sealAuditStep } from '../../src/platform/audit/audit-seal.ts'
import { registerAuditSealer, runAuditSealer } from '../../src/platform/audit/audit-sealer.ts'
import { verifyAuditChain } from '../../src/platform/audit/audit-verify.ts'
import { createJobService } from '../../src/platform/jobs/job-service.ts'
import { registry } from '../../src/platform/metrics/metrics.ts'
import { createTestDatabase, type TestDatabase, testEngine } from '../test-db.ts'

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

async function write(n: number, entity = 'thing'): Promise<void> {
  for (let i = 0; i < n; i++) {
    await recordAudit(db, actor, { entity, entityId: i, action: 'update', after: { n: i }, reason: 'ç' })
  }
}

async function logIds(): Promise<number[]> {
  const result = await db.execute(sql`select id::int as id from audit_log order by id`)
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id)
}

async function sealIds(): Promise<number[]> {
  return (await db.select({ id: auditSeal.id }).from(auditSeal).orderBy(asc(auditSeal.id))).map((r) => r.id)
}

beforeAll(async () => {
  testDb = await createTestDatabase()
  db = testDb.handle.db
})
afterAll(async () => {
  await testDb.dispose()
})
beforeEach(async () => {
  await tamper('truncate audit_log restart identity', 'truncate audit_seal', 'truncate audit_chain_head')
})

describe(`audit sealer (${testEngine})`, () => {
  it('arms a bound, then seals up to it in id order, in batches, and is idle when nothing is new', async () => {
    await write(7)
    expect(await auditBacklog(db)).toMatchObject({ count: 7 })
    // The first step arms the bound; the next seals (no transaction was running meanwhile).
    expect(await sealAuditStep(db, 3)).toBe(0)
    expect(await sealAuditStep(db, 3)).toBe(3)
    expect(await sealAuditStep(db, 3)).toBe(3)
    expect(await sealIds()).toEqual((await logIds()).slice(0, 6))
    expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 7, unsealed: 1 })
    expect(await sealAuditStep(db, 3)).toBe(1)
    expect(await auditBacklog(db)).toEqual({ count: 0, oldestAgeSeconds: 0 })
    expect(await sealAuditStep(db)).toBe(0)
    await write(2)
    expect(await sealAuditLog(db)).toBe(2)
    expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 9, unsealed: 0 })
  })

  it('refuses to run after another write of the same transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, actor, { entity: 'thing', entityId: 1, action: 'create' })
        await tx.execute(sql`select audit_seal(10)`)
      }),
    ).rejects.toThrow()
  })

  it('resumes from the watermark after a step that was rolled back (a crashed sealer)', async () => {
    await write(4)
    await sealAuditStep(db) // arms
    await db
      .transaction(async (tx) => {
        const r = await tx.execute(sql`select audit_seal(10) as n`)
        expect((r as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(4)
        throw new Error('crash')
      })
      .catch(() => undefined)
    expect(await sealIds()).toEqual([])
    expect(await sealAuditLog(db)).toBe(4)
    expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 4, unsealed: 0 })
  })

  it.skipIf(testEngine !== 'postgres')(
    'never seals past a transaction still running with a smaller id (sequence values commit out of order)',
    async () => {
      const slow = new pg.Client({ connectionString: testDb.url as string })
      await slow.connect()
      try {
        await write(1, 'before')
        await sealAuditLog(db)
        await slow.query('begin')
        await slow.query(`insert into audit_log (entity, entity_id, action) values ('slow', '1', 'create')`)
        await write(2, 'after') // larger ids, committed first
        for (let i = 0; i < 4; i++) expect(await sealAuditStep(db)).toBe(0)
        expect(await auditBacklog(db)).toMatchObject({ count: 2 })
        expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 3, unsealed: 2 })
        await slow.query('commit')
        expect(await sealAuditLog(db)).toBe(3)
        const entities = await db.execute(
          sql`select l.entity from audit_log l join audit_seal s using (id) order by s.id`,
        )
        expect((entities as unknown as { rows: { entity: string }[] }).rows.map((r) => r.entity)).toEqual([
          'before',
          'slow',
          'after',
          'after',
        ])
        expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 4, unsealed: 0 })
      } finally {
        await slow.end()
      }
    },
  )

  it('seals as a recurring task of the job queue, and the backlog gauges read it', async () => {
    const jobs = createJobService(testDb.handle, { pollingIntervalSeconds: 0.5 })
    registerAuditSealer(jobs, db, { pauseMs: 50 })
    await write(3)
    const metrics = await registry.metrics()
    expect(metrics).toMatch(/^unacs_audit_unsealed_rows 3$/m)
    expect(metrics).toMatch(/^unacs_audit_unsealed_oldest_age_seconds \d/m)
    await jobs.open()
    try {
      const deadline = Date.now() + 30_000
      while ((await auditBacklog(db)).count > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(await auditBacklog(db)).toEqual({ count: 0, oldestAgeSeconds: 0 })
      expect(await registry.metrics()).toMatch(/^unacs_audit_unsealed_rows 0$/m)
    } finally {
      await jobs.close()
    }
    expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 3, unsealed: 0 })
  }, 60_000)

  it('pauses after a partial batch under a steady write load instead of stepping again at once', async () => {
    // Counts the sealer's steps: each is one `select audit_seal(…)` through the database it is given.
    let steps = 0
    const counting = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver)
        if (key !== 'execute' || typeof value !== 'function') return value
        return (query: unknown) => {
          steps++
          return value.call(target, query)
        }
      },
    })
    const stop = new AbortController()
    const run = runAuditSealer(counting, { pauseMs: 200, runMs: 60_000, signal: stop.signal })
    // About 1.2 s of writes, one row every few milliseconds: the backlog never stays empty for long.
    const until = Date.now() + 1_200
    while (Date.now() < until) {
      await write(1)
      // Yield to timers (PGlite answers through microtasks: without this the sealer's pause never ends).
      await new Promise((resolve) => setTimeout(resolve, 3))
    }
    stop.abort()
    const sealedDuring = await run
    expect(sealedDuring).toBeGreaterThan(0)
    // Every step seals less than a full batch here, so each is followed by a 200 ms pause: about 6 steps in
    // 1.2 s. Stepping again after every partial batch (as before) took one step per few rows.
    expect(steps).toBeLessThanOrEqual(10)
    await sealAuditLog(db)
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, unsealed: 0 })
  }, 60_000)

  it.skipIf(testEngine !== 'postgres')(
    'lets the runtime role seal but not write seals or the watermark',
    async () => {
      await write(1)
      for (const statement of [
        `insert into audit_seal (id, prev_hash, hash) values (1, 'x', 'y')`,
        `update audit_chain_head set last_id = 5`,
        `delete from audit_chain_head`,
        'truncate audit_seal',
      ]) {
        await expect(db.execute(sql.raw(statement)), statement).rejects.toThrow()
      }
      expect(await sealAuditLog(db)).toBe(1)
    },
  )
})

describe(`audit:verify on unsealed rows and the watermark (${testEngine})`, () => {
  it('detects an unsealed row inserted around the insert trigger', async () => {
    await write(2)
    await sealAuditLog(db)
    await write(1)
    await tamper(`insert into audit_log (id, entity, entity_id, action) values (500, 'grade', '1', 'update')`)
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: 500, problem: 'forged', count: 3 })
  })

  it('detects an unsealed row whose writer is none, or a transaction that had not begun', async () => {
    await write(2)
    await sealAuditLog(db)
    const [, second] = await logIds()
    for (const writer of ['null', `'999999999'`]) {
      // With the triggers off the id comes from the identity; only the writer's stamp is made up.
      await tamper(
        `insert into audit_log (entity, entity_id, action, writer_xid) values ('grade', '1', 'update', ${writer})`,
      )
      const forged = (await logIds()).at(-1)
      expect(forged).toBeGreaterThan(second as number)
      expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: forged, problem: 'forged', count: 2 })
      await tamper(`delete from audit_log where id = ${forged}`)
    }
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, count: 2 })
  })

  it('detects a seal written for an unsealed row around the sealer', async () => {
    await write(2)
    await sealAuditLog(db)
    await write(1)
    const [, , third] = await logIds()
    await tamper(
      `insert into audit_seal (id, prev_hash, hash) values (${third}, repeat('0', 64), repeat('1', 64))`,
    )
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: third, problem: 'watermark' })
  })

  it('detects a sealed row replaced by another with the same id', async () => {
    await write(3)
    await sealAuditLog(db)
    const [first] = await logIds()
    await tamper(`delete from audit_log where id = ${first}`)
    // The forger removes the first row and writes another one with the same id, stamped like a real write.
    await tamper(
      `insert into audit_log (id, entity, entity_id, action, writer_xid) values (${first}, 'grade', '9', 'update', '5')`,
    )
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: first, problem: 'changed' })
  })

  it('detects a watermark whose hash, count or position was changed', async () => {
    await write(4)
    await sealAuditLog(db)
    const [, , third, fourth] = await logIds()
    await tamper(`update audit_chain_head set hash = repeat('f', 64)`)
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: fourth, problem: 'watermark' })
    await sealAuditLog(db).catch(() => 0)
    await tamper(
      `update audit_chain_head set hash = (select hash from audit_seal where id = ${fourth}), sealed_count = 3`,
    )
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, problem: 'watermark' })
    // Moved back (to hide the newest sealed rows as "not sealed yet"): they carry seals above it.
    await tamper(
      `update audit_chain_head set last_id = ${third}, hash = (select hash from audit_seal where id = ${third}), sealed_count = 3`,
    )
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: fourth, problem: 'watermark' })
    // Moved forward past the sealed rows: the rows it names are missing.
    await tamper(`update audit_chain_head set last_id = ${(fourth as number) + 10}, sealed_count = 4`)
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, problem: 'removed' })
  })

  it('cannot detect an unsealed row removed or changed by the owner before the sealer reached it (ADR 0002)', async () => {
    await write(3)
    const [, second, third] = await logIds()
    await tamper(
      `delete from audit_log where id = ${second}`,
      `update audit_log set reason = 'edited before sealing' where id = ${third}`,
    )
    await sealAuditLog(db)
    // What the chain proves starts at sealing: the edited row is sealed as it was then.
    expect(await verifyAuditChain(db)).toEqual({ ok: true, count: 2, unsealed: 0 })
    await tamper(`update audit_log set reason = 'edited after sealing' where id = ${third}`)
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: third, problem: 'changed' })
  })
})
