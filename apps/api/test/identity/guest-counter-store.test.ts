/**
 * The rate-limit CounterStore on Redis (INCR + EXPIRE in a MULTI) and on the database (atomic upsert):
 * counts per key and per fixed window, shared by several store instances (as by several API instances),
 * correct under concurrent hits. Redis runs at REDIS_URL (default 127.0.0.1:6379); keys get a random prefix.
 */
import { randomUUID } from 'node:crypto'
import { count, lt } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CounterStore } from '../../src/platform/rate-limit/counter-store.ts'
import { secondsUntilWindowEnd, windowEnd } from '../../src/platform/rate-limit/counter-store.ts'
import { createDbCounterStore } from '../../src/platform/rate-limit/db-counter-store.ts'
import { rateCounters } from '../../src/platform/rate-limit/rate-limit.schema.ts'
import { createRedisCounterStore } from '../../src/platform/rate-limit/redis-counter-store.ts'
import { createTestDatabase, type TestDatabase, testEngine } from '../test-db.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = `unacs-test:${randomUUID()}:`

let testDb: TestDatabase
let clock = new Date('2026-03-01T10:00:00Z')
const now = () => clock
const stores: CounterStore[] = []

/** Two instances of one kind of store over the same backing state, with the test clock. */
const factories: Record<string, () => [CounterStore, CounterStore]> = {
  redis: () => [
    createRedisCounterStore(REDIS_URL, { prefix, now }),
    createRedisCounterStore(REDIS_URL, { prefix, now }),
  ],
  database: () => [createDbCounterStore(testDb.handle.db, now), createDbCounterStore(testDb.handle.db, now)],
}

beforeAll(async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 })
  try {
    await probe.connect()
    await probe.ping()
  } catch (err) {
    throw new Error(
      `Redis at ${REDIS_URL} is unreachable (${String(err)}); start redis-server or set REDIS_URL`,
    )
  } finally {
    probe.disconnect()
  }
  testDb = await createTestDatabase()
})

afterAll(async () => {
  for (const store of stores) await store.close()
  if (testDb) {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 0 })
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    await redis.quit()
    await testDb.dispose()
  }
})

describe.each(['redis', 'database'])(`the %s counter store (database: ${testEngine})`, (kind) => {
  let a: CounterStore
  let b: CounterStore
  beforeAll(() => {
    const made = factories[kind]?.()
    if (!made) throw new Error(kind)
    ;[a, b] = made
    stores.push(a, b)
  })

  it('counts hits of a key within its window, across instances', async () => {
    clock = new Date('2026-03-01T10:00:10Z')
    expect(await a.hit('k1', 900)).toBe(1)
    expect(await b.hit('k1', 900)).toBe(2)
    expect(await a.hit('k1', 900)).toBe(3)
    expect(await a.hit('k2', 900)).toBe(1)
  })

  it('starts again in the next window', async () => {
    clock = new Date('2026-03-01T10:14:59Z')
    expect(await a.hit('k3', 900)).toBe(1)
    expect(await a.hit('k3', 900)).toBe(2)
    clock = new Date('2026-03-01T10:15:00Z')
    expect(await b.hit('k3', 900)).toBe(1)
  })

  it('counts concurrent hits exactly', async () => {
    clock = new Date('2026-03-01T11:00:00Z')
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('k4', 60)))
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
  })
})

describe('counter windows', () => {
  it('end on multiples of the window, and Retry-After counts the seconds left', () => {
    const at = new Date('2026-03-01T10:07:30Z')
    expect(windowEnd(900, at).toISOString()).toBe('2026-03-01T10:15:00.000Z')
    expect(secondsUntilWindowEnd(900, at)).toBe(450)
  })

  it('the database store sweeps rows of ended windows', async () => {
    const store = createDbCounterStore(testDb.handle.db, now)
    clock = new Date('2026-03-01T12:00:00Z')
    await store.hit('sweep', 60)
    clock = new Date('2026-03-01T13:00:00Z')
    await store.hit('sweep', 60)
    const [left] = await testDb.handle.db
      .select({ n: count() })
      .from(rateCounters)
      .where(lt(rateCounters.expiresAt, clock))
    expect(left?.n).toBe(0)
  })
})
