/**
 * The SMS outbox (DESIGN.md §4b "SMS gateway … the same outbox"): when no SMS_URL is configured, outgoing
 * text messages are written here, in the shared database, and read at `GET /dev/outbox/sms` (loopback only,
 * never in production).
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** One text message that would have been sent. `to` is E.164 (e.g. +905321234567). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.createdAt)],
)
