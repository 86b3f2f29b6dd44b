/**
 * Rate-limit counters in the shared database (DESIGN.md §1), used when no Redis is configured: one row per
 * key and fixed time window, incremented atomically, so every API instance counts together.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** A counter of one key in one window; `key` ends with the window number. Expired rows are swept. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
)
