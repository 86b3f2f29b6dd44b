/**
 * The database counter store, used when REDIS_URL is unset: `insert … on conflict do update` increments a
 * per-window row atomically on PGlite and PostgreSQL alike. Rows of ended windows are swept whenever a new
 * window row is created.
 */
import { lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { type CounterStore, windowEnd, windowNumber } from './counter-store.ts'
import { rateCounters } from './rate-limit.schema.ts'

/** A counter store in the `rate_counters` table of `db`; `now` is the clock. */
export function createDbCounterStore(db: Database, now: () => Date = () => new Date()): CounterStore {
  return {
    async hit(key, windowSeconds) {
      const at = now()
      const [row] = await db
        .insert(rateCounters)
        .values({
          key: `${key}:${windowNumber(windowSeconds, at)}`,
          count: 1,
          expiresAt: windowEnd(windowSeconds, at),
        })
        .onConflictDoUpdate({ target: rateCounters.key, set: { count: sql`${rateCounters.count} + 1` } })
        .returning({ count: rateCounters.count })
      const count = row?.count ?? 1
      if (count === 1) await db.delete(rateCounters).where(lt(rateCounters.expiresAt, at))
      return count
    },
    async close() {},
  }
}
