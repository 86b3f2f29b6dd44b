/**
 * The background job service (platform/jobs) on the engine under test: two starts of the same work share one
 * job, progress and the result are recorded, a failure is reported, and work interrupted by a shutdown is run
 * again by the next instance (a restart).
 */

import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts'
import { createJobService, type JobService, type JobServiceOptions, WORKER_DIED } from './job-service.ts'
import { backgroundJobs } from './jobs.schema.ts'
import type { JobStatus } from './jobs.ts'

let testDb: TestDatabase
const services: JobService[] = []

beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(async () => {
  for (const s of services) await s.close()
  await testDb.dispose()
})

/** A service on the test database that polls every half second (heartbeat/staleness as given). */
function service(extra: Partial<JobServiceOptions> = {}): JobService {
  const s = createJobService(testDb.handle, { pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000, ...extra })
  services.push(s)
  return s
}

/** Polls the status until `until` holds (or 20 s pass). */
async function waitFor(s: JobService, id: string, until: (st: JobStatus) => boolean): Promise<JobStatus> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const st = await s.status(id)
    if (st && until(st)) return st
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(st)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('background jobs', () => {
  it('runs a job, records progress and its result; the same kind and key started twice is one job', async () => {
    const s = service()
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    let runs = 0
    s.register<{ n: number }>({
      kind: 'sum',
      async run(input, ctx) {
        runs++
        await ctx.progress(1, input.n)
        await gate
        await ctx.progress(input.n, input.n)
        return { sum: (input.n * (input.n + 1)) / 2 }
      },
    })
    await s.open()
    const [a, b] = await Promise.all([
      s.start('sum', { n: 10 }, { key: 'term-1', personId: 7 }),
      s.start('sum', { n: 10 }, { key: 'term-1', personId: 8 }),
    ])
    expect(a.id).toBe(b.id)
    expect([a.joined, b.joined].sort()).toEqual([false, true])
    const runningState = await waitFor(s, a.id, (st) => st.state === 'running' && st.done === 1)
    expect(runningState.total).toBe(10)
    const third = await s.start('sum', { n: 10 }, { key: 'term-1', personId: 9 })
    expect(third).toEqual({ id: a.id, joined: true })
    release()
    const done = await waitFor(s, a.id, (st) => st.state === 'done')
    expect(done).toMatchObject({ done: 10, total: 10, result: { sum: 55 }, kind: 'sum', key: 'term-1' })
    expect([7, 8]).toContain(done.startedBy)
    expect(runs).toBe(1)
    // Finished: the same key starts a new job, and `latest` shows the newest.
    const next = await s.start('sum', { n: 2 }, { key: 'term-1', personId: 7 })
    expect(next.joined).toBe(false)
    expect(next.id).not.toBe(a.id)
    await waitFor(s, next.id, (st) => st.state === 'done')
    expect((await s.latest('sum', 'term-1'))?.id).toBe(next.id)
    expect(await s.status(next.id, 'other-kind')).toBeUndefined()
    expect(await s.status('not-a-uuid')).toBeUndefined()
    await s.close()
  })

  it('a failing job is failed with its message and frees its key', async () => {
    const s = service()
    s.register({
      kind: 'broken',
      async run() {
        throw new Error('the file has no rows')
      },
    })
    await s.open()
    const { id } = await s.start('broken', {}, { key: 'k', personId: null })
    const st = await waitFor(s, id, (x) => x.state === 'failed')
    expect(st.error).toBe('the file has no rows')
    expect((await s.start('broken', {}, { key: 'k', personId: null })).joined).toBe(false)
    await s.close()
  })

  it('work interrupted by a shutdown is run again by the next instance', async () => {
    const first = service()
    const attempts: string[] = []
    first.register({
      kind: 'long',
      async run(_input, ctx) {
        attempts.push('first')
        await ctx.progress(1, 3)
        await new Promise<void>((_, reject) =>
          ctx.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        )
      },
    })
    await first.open()
    const { id } = await first.start('long', {}, { key: 'x', personId: 1 })
    await waitFor(first, id, (st) => st.state === 'running')
    await first.close()
    expect((await first.status(id))?.state).toBe('queued')

    const second = service()
    second.register({
      kind: 'long',
      async run(_input, ctx) {
        attempts.push('second')
        await ctx.progress(3, 3)
        return 'finished'
      },
    })
    await second.open()
    const st = await waitFor(second, id, (x) => x.state === 'done')
    expect(st.result).toBe('finished')
    expect(attempts).toEqual(['first', 'second'])
    await second.close()
  })

  it('a running job whose worker died (no heartbeat) is resumed by another instance, and a new start never joins it', async () => {
    // The "dead" instance: its handler hangs and its heartbeat is far slower than the staleness limit, as if
    // the process had been killed -9 (pg-boss still shows the job active).
    const dead = service({ heartbeatMs: 60_000, reapEveryMs: 60_000 })
    dead.register({
      kind: 'resumable',
      async run(_input, ctx) {
        await ctx.progress(4, 10)
        await new Promise(() => {})
      },
    })
    await dead.open()
    const { id } = await dead.start('resumable', {}, { key: 'term-9', personId: 1 })
    await waitFor(dead, id, (st) => st.state === 'running' && st.done === 4)
    // Time passes without a heartbeat.
    await testDb.handle.db
      .update(backgroundJobs)
      .set({ updatedAt: sql`now() - interval '2 minutes'` })
      .where(eq(backgroundJobs.id, id))
    const alive = service({ staleAfterMs: 30_000, reapEveryMs: 60_000 })
    let resumedFrom = -1
    alive.register({
      kind: 'resumable',
      async run(_input, ctx) {
        const [row] = await testDb.handle.db
          .select()
          .from(backgroundJobs)
          .where(eq(backgroundJobs.id, ctx.id))
        resumedFrom = row?.done ?? -1
        await ctx.progress(10, 10)
        return 'resumed'
      },
    })
    // A start of the same key meets the dead job: it is handed back to the queue, not joined as it is.
    const again = await alive.start('resumable', {}, { key: 'term-9', personId: 2 })
    expect(again).toEqual({ id, joined: true })
    expect((await alive.status(id))?.state).toBe('queued')
    await alive.open()
    const st = await waitFor(alive, id, (x) => x.state === 'done')
    expect(st.result).toBe('resumed')
    // The progress of the dead attempt was kept for the resuming handler (it continues from its cursor).
    expect(resumedFrom).toBe(4)
    await alive.close()
    await dead.close()
  })

  it('a job whose worker keeps dying is failed with a clear state once the retries are used up', async () => {
    // Each instance's worker hangs in the handler (as if killed): the next instance picks the retry up.
    const instance = async () => {
      const s = service({ heartbeatMs: 60_000, reapEveryMs: 60_000, staleAfterMs: 30_000 })
      s.register({
        kind: 'doomed',
        async run(_input, ctx) {
          await ctx.progress(1, 2)
          await new Promise(() => {})
        },
      })
      await s.open()
      return s
    }
    let s = await instance()
    const { id } = await s.start('doomed', {}, { key: 'd', personId: 1 })
    for (let death = 0; death < 3; death++) {
      await waitFor(s, id, (st) => st.state === 'running')
      await testDb.handle.db
        .update(backgroundJobs)
        .set({ updatedAt: sql`now() - interval '2 minutes'` })
        .where(eq(backgroundJobs.id, id))
      expect(await s.reapDead()).toEqual([id])
      if (death < 2) s = await instance()
    }
    const st = await waitFor(s, id, (x) => x.state === 'failed')
    expect(st.error).toBe(WORKER_DIED)
    // Its key is free: a new start is a new job.
    expect((await s.start('doomed', {}, { key: 'd', personId: 1 })).joined).toBe(false)
  })
})
