/**
 * The Redis counter store (REDIS_URL): INCR and EXPIRE of a per-window key in one MULTI. Redis out of reach
 * fails fast and closed (issue 33 §3): a connection attempt gives up after `connectTimeoutMs`, a command after
 * `commandTimeoutMs` (queued while a reconnection is tried once), and the hit throws
 * DependencyUnavailableError, which the API answers with 503 and Retry-After instead of serving unlimited.
 * Once a connection has failed, calls fail at once until the background reconnection is ready again.
 */
import { Redis } from 'ioredis'
import { DependencyUnavailableError, faultReason } from '../http/errors.ts'
import { type CounterStore, windowNumber } from './counter-store.ts'

/** Options of the Redis store: key prefix (to share one Redis between apps or tests), a clock and time bounds. */
export interface RedisCounterOptions {
  prefix?: string
  now?: () => Date
  /** Milliseconds a TCP connection to Redis may take (default 2000). */
  connectTimeoutMs?: number
  /** Milliseconds a command may wait for its answer, queueing included (default 2000). */
  commandTimeoutMs?: number
}

/**
 * A counter store in the Redis at `url` (one connection, opened lazily, reconnected in the background at
 * most every second while Redis is down, closed by `close`). `hit` throws DependencyUnavailableError('redis')
 * when Redis does not answer in time; `health` names its state.
 */
export function createRedisCounterStore(url: string, options: RedisCounterOptions = {}): CounterStore {
  const prefix = options.prefix ?? 'unacs:rl:'
  const now = options.now ?? (() => new Date())
  const commandTimeout = options.commandTimeoutMs ?? 2000
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 2000,
    commandTimeout,
    // A command waits for one reconnection at most, then fails; the offline queue lets the first command after
    // start wait for the lazy connection instead of failing.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 200, 1000),
  })
  // The client reports connection failures as events; kept for /readyz instead of an unhandled-error warning.
  let lastError: unknown = null
  redis.on('error', (err) => {
    lastError = err
  })
  redis.on('ready', () => {
    lastError = null
  })
  const unavailable = (err: unknown) =>
    new DependencyUnavailableError(
      'redis',
      faultReason(redis.status === 'ready' ? err : (lastError ?? err)),
      err,
    )
  /** While a connection has failed and no new one is ready, calls fail at once (not after the queue's wait). */
  const knownDown = () => lastError !== null && redis.status !== 'ready'
  return {
    async hit(key, windowSeconds) {
      if (knownDown()) throw unavailable(lastError)
      const fullKey = `${prefix}${key}:${windowNumber(windowSeconds, now())}`
      let results: [Error | null, unknown][] | null
      try {
        results = await redis.multi().incr(fullKey).expire(fullKey, windowSeconds).exec()
      } catch (err) {
        throw unavailable(err)
      }
      const [incr] = results ?? []
      if (!incr || incr[0]) throw unavailable(incr?.[0] ?? new Error('redis: MULTI was aborted'))
      return Number(incr[1])
    },
    async health() {
      if (knownDown()) return `down: ${unavailable(lastError).reason}`
      try {
        await redis.ping()
        return 'ok'
      } catch (err) {
        return `down: ${unavailable(err).reason}`
      }
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
