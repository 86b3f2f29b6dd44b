/** The Redis counter store (REDIS_URL): INCR and EXPIRE of a per-window key in one MULTI. */
import { Redis } from 'ioredis'
import { type CounterStore, windowNumber } from './counter-store.ts'

/** Options of the Redis store: key prefix (to share one Redis between apps or tests) and a clock. */
export interface RedisCounterOptions {
  prefix?: string
  now?: () => Date
}

/** A counter store in the Redis at `url` (one connection, opened lazily and closed by `close`). */
export function createRedisCounterStore(url: string, options: RedisCounterOptions = {}): CounterStore {
  const prefix = options.prefix ?? 'unacs:rl:'
  const now = options.now ?? (() => new Date())
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true })
  return {
    async hit(key, windowSeconds) {
      const fullKey = `${prefix}${key}:${windowNumber(windowSeconds, now())}`
      const results = await redis.multi().incr(fullKey).expire(fullKey, windowSeconds).exec()
      const [incr] = results ?? []
      if (!incr || incr[0]) throw incr?.[0] ?? new Error('redis: MULTI was aborted')
      return Number(incr[1])
    },
    async close() {
      if (redis.status === 'end' || redis.status === 'wait') {
        redis.disconnect()
        return
      }
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
