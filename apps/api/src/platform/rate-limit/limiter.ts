/**
 * Rate limits over a CounterStore: a rule (how many hits per window) applied to a key; over the limit the
 * call is refused with 429, a localised message and Retry-After (DESIGN.md §4).
 */

import type { FastifyReply } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../http/errors.ts'
import { countRateLimitRefusal } from '../metrics/metrics.ts'
import { type CounterStore, secondsUntilWindowEnd } from './counter-store.ts'
import { createDbCounterStore } from './db-counter-store.ts'
import { createRedisCounterStore } from './redis-counter-store.ts'

/** At most `max` hits per `windowSeconds`. */
export interface RateRule {
  max: number
  windowSeconds: number
}

/** The store the configuration asks for: Redis when `config.redisUrl` is set, else the database. */
export function createCounterStore(db: Database, config: Pick<AppConfig, 'redisUrl'>): CounterStore {
  return config.redisUrl ? createRedisCounterStore(config.redisUrl) : createDbCounterStore(db)
}

/**
 * Counts a hit of `key` under `rule`. Over the limit: sets Retry-After on `reply` and throws 429 with
 * `messageKey` (placeholder `{minutes}`: minutes until the window ends).
 */
export async function enforceRate(
  store: CounterStore,
  reply: FastifyReply,
  key: string,
  rule: RateRule,
  messageKey = 'error.tooManyRequests',
  now: Date = new Date(),
): Promise<void> {
  const count = await store.hit(key, rule.windowSeconds)
  if (count <= rule.max) return
  const seconds = secondsUntilWindowEnd(rule.windowSeconds, now)
  // The limit's name is the key without its caller part (an address or an e-mail never becomes a label).
  countRateLimitRefusal(
    key
      .split(':')
      .slice(0, key.startsWith('guest:') ? 3 : 1)
      .join(':'),
  )
  reply.header('retry-after', String(seconds))
  throw new AppError(429, messageKey, { minutes: Math.ceil(seconds / 60) })
}
