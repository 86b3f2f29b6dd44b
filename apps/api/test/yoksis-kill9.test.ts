/**
 * The kill -9 proof of the YÖKSİS comparison (issue 35 "Long jobs that tell the truth", "survives kill -9 of its
 * instance"; PostgreSQL only: two processes share the database). The API runs as a child process (`node --import
 * tsx src/server.ts`, as `npm start`) on a fresh database with a small demo university; YÖKSİS is the development
 * counterpart served by this test process, so it counts whom each child asked. The registrar starts the student
 * comparison of the whole university at the default polite rate (5 persons a second); once progress is above 0
 * the child is SIGKILLed and a second child starts on the same database. Then:
 * - the job is never shown running without a heartbeat for more than about a minute: it is detected dead (the
 *   platform's heartbeat every 5 s, dead after 30 s, looked for every 15 s and at start) and handed back to the
 *   queue within a minute of the kill (or of the second child's start, when that comes later);
 * - a new start of the same choice during the outage answers a live job, never one left running by the dead
 *   worker, and that job finishes;
 * - it is resumed from its cursor: the same comparison row, `done_at_resume` > 0, progress never goes backwards,
 *   every person asked, and no person asked again beyond the batch that was in flight at the kill;
 * - it finishes with the same result (counts and differences) as an uninterrupted run of the same choice.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/client.ts'
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts.ts'
import { seedDemoUniversity } from '../src/db/seed/index.ts'
import { registerYoksisCounterpart } from '../src/features/yoksis/yoksis.counterpart.ts'
import { findPersonIdByEmail } from '../src/identity/claims/identity.repo.ts'
import { createIdentityServices } from '../src/identity/index.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from './test-db.ts'

const apiDir = resolve(import.meta.dirname, '..')
/** Demo students: with the demo accounts about 50 persons, 10 s of calls at 5 a second. */
const STUDENTS = 40
/** The comparison's rate (persons a second) and its batch (two seconds of calls), as the job computes it. */
const RATE = 5
const BATCH = Math.min(1000, Math.max(10, RATE * 2))
/** The platform's defaults (platform/jobs/job-service.ts): dead after 30 s without a heartbeat, looked for every 15 s. */
const STALE_MS = 30_000
const REAP_EVERY_MS = 15_000

const K = '/api/Yoksis/Karsilastirma'
const children: ChildProcess[] = []
let testDb: TestDatabase | undefined
let counterpart: FastifyInstance | undefined

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  await counterpart?.close()
  await testDb?.dispose()
})

/** A free loopback port (closed again at once). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer()
    s.once('error', fail)
    s.listen(0, '127.0.0.1', () => {
      const a = s.address()
      s.close(() => done(typeof a === 'object' && a ? a.port : 0))
    })
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Rows of a raw query. */
async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/**
 * The development YÖKSİS served by this process (the API's children are pointed at it with YOKSIS_URL), counting
 * the persons asked through `TcKimlikNoileOgrenciSorgulaDetayv4` (`TC_KIMLIK_NO` in the SOAP body).
 */
async function startCounterpart(db: Database, asked: Map<string, number>) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const app = Fastify({ logger: false })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('preHandler', async (request) => {
    if (!Buffer.isBuffer(request.body)) return
    const m = /TC_KIMLIK_NO>([^<]*)</.exec(request.body.toString('utf8'))
    if (m?.[1]) asked.set(m[1], (asked.get(m[1]) ?? 0) + 1)
  })
  await registerYoksisCounterpart(app, db, testConfig({ publicUrl: base }))
  await app.listen({ port, host: '127.0.0.1' })
  return { app, base }
}

/** Starts the API as `npm start` does, with `env`; resolves once it answers HTTP. */
async function startApi(env: Record<string, string>, base: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  children.push(child)
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${stderr}`)
    const up = await fetch(`${base}/readyz`).then(
      () => true,
      () => false,
    )
    if (up) return child
    await sleep(200)
  }
  throw new Error(`the API did not start: ${stderr}`)
}

/** One sample of the job row and its comparison, taken from the database. */
interface Sample {
  at: number
  state: string
  done: number
  attempts: number
  /** Milliseconds since the row's last heartbeat (updated_at), by the database's clock. */
  silentMs: number
}

describe.skipIf(testEngine !== 'postgres')(
  `kill -9 of the YÖKSİS comparison's instance on ${testEngine}`,
  () => {
    it('detects the dead worker within a minute, resumes from the cursor and ends as an uninterrupted run', async () => {
      testDb = await createTestDatabase({ role: 'owner' })
      const db = testDb.handle.db
      await seedDemoUniversity(db, { students: STUDENTS })
      const asked = new Map<string, number>()
      const cp = await startCounterpart(db, asked)
      counterpart = cp.app
      const port = await freePort()
      const base = `http://127.0.0.1:${port}`
      const env = {
        DATABASE_URL: testDb.ownerUrl as string,
        PORT: String(port),
        PUBLIC_URL: base,
        WEB_DIST: 'none',
        SEED_STUDENTS: '0',
        LOG_LEVEL: 'warn',
        AUDIT_SEAL_INTERVAL_MS: '0',
        AUDIT_VERIFY_HOURS: '0',
        YOKSIS_URL: `${cp.base}/dev/yoksis/ws`,
        YOKSIS_REST_URL: `${cp.base}/dev/yoksis/rest/obs`,
        YOKSIS_RATE_PER_S: String(RATE),
      }
      // The registrar's token, signed with the database's keys for the children's address (both use the same).
      const identity = await createIdentityServices(db, testConfig({ publicUrl: base }))
      const email = DEMO_ACCOUNTS.find((a) => a.key === 'registrar')?.email ?? ''
      const personId = (await findPersonIdByEmail(db, email)) as number
      const { token } = await identity.sessions.start({ kind: 'staff', personId })
      const [root] = await rows<{ id: number }>(db, sql`select id from units where parent_id is null`)
      const choice = { Kind: 'student', TermId: 1, UnitIds: [Number(root?.id)] }
      const start = async () => {
        const res = await fetch(`${base}${K}/Baslat`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(choice),
        })
        expect(res.status).toBe(200)
        return ((await res.json()) as { responseData: { id: string; joined: boolean } }).responseData
      }
      const jobRow = async (id: string) => {
        const [r] = await rows<{ state: string; done: number; attempts: number; silent_ms: number }>(
          db,
          sql`select state, done, attempts, (extract(epoch from now() - updated_at) * 1000)::int as silent_ms
            from background_jobs where id = ${id}`,
        )
        if (!r) throw new Error(`no job ${id}`)
        return { state: r.state, done: r.done, attempts: r.attempts, silentMs: Number(r.silent_ms) }
      }
      /** Samples job `id` every 150 ms until `until` holds (or `ms` pass: an error); the killed job's are kept. */
      const samples: Sample[] = []
      let job = ''
      const watch = async (id: string, until: (s: Sample) => boolean, ms: number) => {
        const deadline = Date.now() + ms
        while (Date.now() < deadline) {
          const s = { at: Date.now(), ...(await jobRow(id)) }
          if (id === job) samples.push(s)
          if (until(s)) return s
          await sleep(150)
        }
        throw new Error(
          `job ${id} did not reach the state within ${ms} ms: ${JSON.stringify(samples.at(-1))}`,
        )
      }

      // 1. The first instance starts the comparison; it is killed once progress is above 0.
      const first = await startApi(env, base)
      const started = await start()
      expect(started.joined).toBe(false)
      job = started.id
      await watch(job, (s) => s.done > 0, 60_000)
      first.kill('SIGKILL')
      const killedAt = Date.now()
      await new Promise((r) =>
        first.exitCode !== null || first.signalCode !== null ? r(null) : first.once('exit', r),
      )
      const beforeKill = samples.at(-1) as Sample
      expect(beforeKill.state).toBe('running')
      const askedAtKill = new Map(asked)
      const [atKill] = await rows<{ id: number; done: number; total: number }>(
        db,
        sql`select id, done, total from yoksis_comparisons where job_id = ${job}`,
      )
      expect(atKill?.done).toBeGreaterThan(0)
      expect(atKill?.done).toBeLessThan(atKill?.total as number)

      // 2. The second instance on the same database; a new start of the same choice during the outage.
      const second = await startApi(env, base)
      const secondUpAt = Date.now()
      const during = await start()
      const atStart = await jobRow(during.id)
      // Never the dead worker's row: a job left running without a heartbeat past the limit is not answered.
      expect(atStart.state === 'running' && atStart.attempts === 1 && atStart.silentMs > STALE_MS).toBe(false)
      if (during.id !== job) expect((await jobRow(job)).state).not.toBe('running')

      // 3. Detected dead and handed back (attempt 2) within about a minute, then resumed to the end.
      const detected = await watch(job, (s) => s.attempts >= 2 || s.state !== 'running', 120_000)
      const detectedAfter = detected.at - killedAt
      expect(detectedAfter).toBeLessThan(Math.max(60_000, secondUpAt - killedAt + REAP_EVERY_MS + 5_000))
      const end = await watch(job, (s) => s.state === 'done' || s.state === 'failed', 120_000)
      expect(end.state).toBe('done')
      if (during.id !== job) await watch(during.id, (s) => s.state === 'done', 120_000)
      // A running row was never silent for more than the dead limit plus one reaper round (and the sampling).
      for (const s of samples)
        if (s.state === 'running')
          expect(s.silentMs, JSON.stringify(s)).toBeLessThan(
            Math.max(STALE_MS + REAP_EVERY_MS + 5_000, secondUpAt - killedAt + 5_000),
          )
      // Progress never goes backwards across the two attempts.
      for (let i = 1; i < samples.length; i++)
        if ((samples[i] as Sample).at >= (samples[i - 1] as Sample).at)
          expect((samples[i] as Sample).done, `sample ${i}`).toBeGreaterThanOrEqual(
            (samples[i - 1] as Sample).done,
          )

      // 4. Resumed from the cursor: the same comparison, continued after what was stored before the kill.
      const comparisons = await rows<{
        id: number
        state: string
        done: number
        total: number
        done_at_resume: number
        ours_count: number
        theirs_count: number
        failed_count: number
      }>(db, sql`select * from yoksis_comparisons where job_id = ${job} or id = ${atKill?.id}`)
      expect(comparisons).toHaveLength(1)
      const resumed = comparisons[0] as (typeof comparisons)[number]
      expect(resumed).toMatchObject({ id: atKill?.id, state: 'done', done: resumed.total })
      expect(resumed.done_at_resume).toBeGreaterThanOrEqual(atKill?.done as number)
      expect(resumed.done_at_resume).toBeGreaterThan(0)
      expect((await jobRow(job)).attempts).toBe(2)
      const again = [...asked].filter(([, n]) => n > 1)
      expect(asked.size).toBe(resumed.total)
      expect(again.length).toBeLessThanOrEqual(BATCH)
      for (const [tc, n] of again) {
        expect(n, tc).toBe(2)
        // Asked twice only if it was asked before the kill (the batch in flight, not yet stored).
        expect(askedAtKill.has(tc), tc).toBe(true)
      }

      // 5. The same result as an uninterrupted run of the same choice (a new run, on the second instance).
      const rerun = await start()
      expect(rerun.id).not.toBe(job)
      await watch(rerun.id, (s) => s.state === 'done' || s.state === 'failed', 120_000)
      expect((await jobRow(rerun.id)).state).toBe('done')
      const [clean] = await rows<typeof resumed>(
        db,
        sql`select * from yoksis_comparisons where job_id = ${rerun.id}`,
      )
      expect(clean?.id).not.toBe(resumed.id)
      for (const k of ['total', 'done', 'ours_count', 'theirs_count', 'failed_count'] as const)
        expect(resumed[k], k).toBe(clean?.[k])
      const differences = (id: number) =>
        rows<Record<string, unknown>>(
          db,
          sql`select kind, field, national_id, student_no, programme_code, birim_id, ours, theirs
            from yoksis_differences where comparison_id = ${id}
            order by national_id, programme_code, kind, field nulls first, ours nulls first, theirs nulls first`,
        )
      const afterKill = await differences(resumed.id)
      expect(afterKill.length).toBeGreaterThan(0)
      expect(afterKill).toEqual(await differences(clean?.id as number))
      second.kill('SIGTERM')
    }, 300_000)
  },
)
