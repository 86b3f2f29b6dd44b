/**
 * The operator's status page (issue 38): the overview lists this instance (version, uptime, live), the database
 * with every shipped migration applied, the job queue, the outside systems' last outcomes and breakers (from
 * the metrics' call listener, stored for all instances) and the audit chain's verifications (scheduled);
 * a failed job is retried by the system administrator only, audited, and runs again; refusals are 404/409.
 */
import { randomUUID } from 'node:crypto'
import type { StatusJob, StatusOverview } from '@unacs/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from '../../../test/audit-rows.ts'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { sealAuditLog } from '../../platform/audit/audit-seal.ts'
import { backgroundJobs } from '../../platform/jobs/jobs.schema.ts'
import { openCircuits, setCircuitOpen, timedOutsideCall } from '../../platform/metrics/metrics.ts'
import { AUDIT_VERIFY_JOB, AUDIT_VERIFY_KEY } from './audit-verification.ts'
import { failureMessage } from './outcome-store.ts'
import { statusInstances, statusOutsideSystems } from './system-status.schema.ts'

let fx: IdentityFixture
let admin: string
let registrar: string
let student: string

const overview = async (token = admin) => {
  const res = await fx.call('GET', '/api/SystemStatus/Overview/Get', token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().responseData as StatusOverview
}

/** Polls the overview until `until` holds (at most 20 s). */
async function waitForOverview(until: (o: StatusOverview) => boolean): Promise<StatusOverview> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const o = await overview()
    if (until(o)) return o
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(o).slice(0, 2000)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

beforeAll(async () => {
  // Test files share a worker's modules (vitest `isolate: false`): a breaker an earlier file left open (e.g. YÖKSİS
  // out of reach in an export walk) is closed here, so this file sees only the breakers it opens.
  for (const system of openCircuits()) setCircuitOpen(system, false)
  // Heartbeat every second, a scheduled verification every hour (the first one after the first timed beat).
  fx = await createIdentityFixture(20, undefined, {
    STATUS_HEARTBEAT_SECONDS: '1',
    AUDIT_VERIFY_HOURS: '1',
    APP_VERSION: '2026.11-test',
  })
  admin = (await fx.signIn('sysadmin')).token
  registrar = (await fx.signIn('registrar')).token
  student = (await fx.signIn('student')).token
})
afterAll(async () => {
  setCircuitOpen('moodle', false)
  await fx?.close()
})

describe(`system status on ${testEngine}`, () => {
  it('lists this instance live with its version and uptime, and the database with every migration applied', async () => {
    const o = await overview()
    const me = o.instances.find((i) => i.current)
    expect(me).toMatchObject({ version: '2026.11-test', state: 'live', openCircuits: [] })
    expect(me?.uptimeSeconds).toBeGreaterThanOrEqual(0)
    expect(o.database.state).toBe('ok')
    expect(o.database.engine).toBe(testEngine === 'postgres' ? 'postgres' : 'pglite')
    expect(o.database.version).toMatch(/^\d+/)
    expect(o.database.migrations.pending).toEqual([])
    expect(o.database.migrations.applied).toBe(o.database.migrations.shipped)
    expect(o.database.migrations.shipped).toBeGreaterThan(10)
    if (testEngine === 'postgres') expect(o.database.pool?.inUse).toBeGreaterThanOrEqual(0)
    else expect(o.database.pool).toBeNull()
    expect(o.outside.map((s) => s.system)).toEqual([
      'yoksis',
      'moodle',
      'military',
      'bank',
      'sms',
      'smtp',
      'sso',
    ])
    expect(o.outside.find((s) => s.system === 'bank')?.breaker).toBe('none')
  })

  it('shows another instance of the cluster from its heartbeat row, and one that stopped beating as silent', async () => {
    const db = fx.testDb.handle.db
    const now = Date.now()
    const other = randomUUID()
    const gone = randomUUID()
    await db.insert(statusInstances).values([
      {
        id: other,
        host: 'api-2 (pid 7)',
        version: '2026.11-test',
        startedAt: new Date(now - 3_600_000),
        beatAt: new Date(now),
        beatSeconds: 15,
        services: { redis: 'ok' },
        openCircuits: ['yoksis'],
      },
      {
        id: gone,
        host: 'api-3 (pid 9)',
        version: '2026.10',
        startedAt: new Date(now - 7_200_000),
        beatAt: new Date(now - 120_000),
        beatSeconds: 15,
      },
    ])
    const o = await overview()
    const two = o.instances.find((i) => i.id === other)
    expect(two).toMatchObject({ state: 'live', current: false, services: { redis: 'ok' } })
    expect(two?.uptimeSeconds).toBeGreaterThanOrEqual(3599)
    const three = o.instances.find((i) => i.id === gone)
    expect(three).toMatchObject({ state: 'silent', version: '2026.10' })
    // Up until its last beat: two hours minus two minutes.
    expect(three?.uptimeSeconds).toBe(7080)
    // The other live instance's open breaker shows on the system.
    expect(o.outside.find((s) => s.system === 'yoksis')).toMatchObject({
      breaker: 'open',
      openOn: ['api-2 (pid 7)'],
    })
    await db.delete(statusInstances).where(eq(statusInstances.id, other))
    await db.delete(statusInstances).where(eq(statusInstances.id, gone))
  })

  it('records the last failure with its message (no URL query) and the last success of counted calls', async () => {
    await expect(
      timedOutsideCall('moodle', async () => {
        throw new Error(
          'connect ECONNREFUSED https://moodle.example.edu.tr/webservice/rest/server.php?wstoken=s3cret',
        )
      }),
    ).rejects.toThrow()
    let o = await waitForOverview((x) => x.outside.find((s) => s.system === 'moodle')?.lastFailureAt !== null)
    const moodle = o.outside.find((s) => s.system === 'moodle')
    expect(moodle?.lastFailureOutcome).toBe('unavailable')
    expect(moodle?.lastFailureMessage).toBe(
      'connect ECONNREFUSED https://moodle.example.edu.tr/webservice/rest/server.php',
    )
    expect(moodle?.lastFailureMessage).not.toContain('s3cret')
    expect(moodle?.lastSuccessAt).toBeNull()
    // A success right after a failure is written at once.
    await timedOutsideCall('moodle', async () => 'ok')
    o = await waitForOverview((x) => x.outside.find((s) => s.system === 'moodle')?.lastSuccessAt !== null)
    expect(o.outside.find((s) => s.system === 'moodle')?.lastFailureMessage).toContain('ECONNREFUSED')
    // The stored row is the one every instance reads.
    const [row] = await fx.testDb.handle.db
      .select()
      .from(statusOutsideSystems)
      .where(eq(statusOutsideSystems.system, 'moodle'))
    expect(row?.lastSuccessAt).not.toBeNull()
  })

  it("shows a circuit breaker opened in this instance on its system, through the instance's heartbeat", async () => {
    setCircuitOpen('moodle', true)
    const o = await waitForOverview((x) => x.outside.find((s) => s.system === 'moodle')?.breaker === 'open')
    expect(o.instances.find((i) => i.current)?.openCircuits).toEqual(['moodle'])
    setCircuitOpen('moodle', false)
    await waitForOverview((x) => x.outside.find((s) => s.system === 'moodle')?.breaker === 'closed')
  })

  it('verifies the audit chain on schedule and records the result', async () => {
    const o = await waitForOverview((x) => x.audit.latest.length > 0)
    expect(o.audit.everyHours).toBe(1)
    expect(o.audit.latest[0]).toMatchObject({ source: 'schedule', intact: true, brokenId: null })
    // Fresh: the next beats start no second one.
    await new Promise((r) => setTimeout(r, 2500))
    expect((await overview()).audit.latest).toHaveLength(1)
  })

  it('refuses every call to other roles (403) and to no session (401)', async () => {
    for (const token of [registrar, student]) {
      expect((await fx.call('GET', '/api/SystemStatus/Overview/Get', token)).statusCode).toBe(403)
      const retry = await fx.call('POST', '/api/SystemStatus/Jobs/Retry', token, { id: randomUUID() })
      expect(retry.statusCode).toBe(403)
      expect((await fx.call('POST', '/api/SystemStatus/AuditChain/Verify', token, {})).statusCode).toBe(403)
    }
    expect((await fx.call('GET', '/api/SystemStatus/Overview/Get')).statusCode).toBe(401)
  })

  it('retries a failed job (audited) which then runs; other roles and wrong ids change nothing', async () => {
    const db = fx.testDb.handle.db
    const id = randomUUID()
    // Test set-up: a verification that failed (the process lost it), as the job service leaves such a row.
    await db.insert(backgroundJobs).values({
      id,
      kind: AUDIT_VERIFY_JOB,
      key: AUDIT_VERIFY_KEY,
      state: 'failed',
      input: { source: 'operator' },
      error: 'lost',
      attempts: 1,
      finishedAt: new Date(),
    })
    let o = await overview()
    const failed = o.jobs.failed.find((j) => j.id === id)
    expect(failed).toMatchObject({ state: 'failed', error: 'lost', attempts: 1 })
    expect(o.jobs.counts.failed).toBeGreaterThanOrEqual(1)

    const refused = await fx.call('POST', '/api/SystemStatus/Jobs/Retry', registrar, { id })
    expect(refused.statusCode).toBe(403)
    const [still] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id))
    expect(still?.state).toBe('failed')
    expect(await auditRows(db, 'background_job', id)).toHaveLength(0)

    const bad = await fx.call('POST', '/api/SystemStatus/Jobs/Retry', admin, { id: 'nope' })
    expect(bad.statusCode).toBe(400)
    const none = await fx.call(
      'POST',
      '/api/SystemStatus/Jobs/Retry',
      admin,
      { id: randomUUID() },
      {
        'accept-language': 'en',
      },
    )
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe('No such background job.')

    const before = (await overview()).audit.latest.length
    const res = await fx.call('POST', '/api/SystemStatus/Jobs/Retry', admin, { id })
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json().responseData as StatusJob).state).toBe('queued')
    expect(res.json().message).toBe('İş yeniden kuyruğa alındı.')
    const audit = await auditRows(db, 'background_job', id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'retry',
      actorPersonId: await fx.personOf('sysadmin'),
      before: { kind: AUDIT_VERIFY_JOB, key: AUDIT_VERIFY_KEY, state: 'failed', error: 'lost', attempts: 1 },
      after: { state: 'queued' },
    })
    // It runs again: done, and its verification (the operator's) is recorded.
    o = await waitForOverview((x) => x.audit.latest.length > before && !x.audit.running)
    expect(o.audit.latest[0]).toMatchObject({ source: 'operator', intact: true })
    // The retry's audit row waits for the sealer (off in tests) and shows in the backlog (issue 40); sealed, it goes.
    expect(o.audit.backlog.rows).toBeGreaterThan(0)
    await sealAuditLog(db)
    expect((await overview()).audit.backlog).toEqual({ rows: 0, oldestSeconds: 0 })
    const [done] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id))
    expect(done).toMatchObject({ state: 'done', attempts: 2, error: null })
    // Not failed any more: a second retry is refused and writes no audit row.
    const again = await fx.call('POST', '/api/SystemStatus/Jobs/Retry', admin, { id })
    expect(again.statusCode).toBe(409)
    expect(await auditRows(db, 'background_job', id)).toHaveLength(1)
  })

  it('refuses to retry a failed job while the same work is queued or running (409), leaving it failed', async () => {
    const db = fx.testDb.handle.db
    const failedId = randomUUID()
    const activeId = randomUUID()
    await db.insert(backgroundJobs).values([
      { id: failedId, kind: 'test.other', key: 'k', state: 'failed', error: 'boom', finishedAt: new Date() },
      { id: activeId, kind: 'test.other', key: 'k', state: 'running' },
    ])
    const res = await fx.call('POST', '/api/SystemStatus/Jobs/Retry', admin, { id: failedId })
    expect(res.statusCode).toBe(409)
    const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, failedId))
    expect(row?.state).toBe('failed')
    expect(await auditRows(db, 'background_job', failedId)).toHaveLength(0)
    const o = await overview()
    expect(o.jobs.running.map((j) => j.id)).toContain(activeId)
    await db.delete(backgroundJobs).where(eq(backgroundJobs.kind, 'test.other'))
  })

  it('starts the verification when the operator asks (one job while it runs)', async () => {
    const before = (await overview()).audit.latest.length
    const res = await fx.call('POST', '/api/SystemStatus/AuditChain/Verify', admin, {})
    expect(res.statusCode, res.body).toBe(200)
    const o = await waitForOverview((x) => x.audit.latest.length > before && !x.audit.running)
    expect(o.audit.latest[0]?.source).toBe('operator')
  })
})

describe('failure messages', () => {
  it('drops credentials and query strings of URLs, collapses whitespace, bounds the length', () => {
    expect(failureMessage(new Error('GET https://u:p@bank.example/api?key=1#x failed\n  twice'))).toBe(
      'GET https://bank.example/api failed twice',
    )
    expect(failureMessage('x'.repeat(400))).toHaveLength(300)
    expect(failureMessage(null)).toBe('unknown error')
  })
})
