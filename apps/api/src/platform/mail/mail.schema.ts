/**
 * The mail outbox (DESIGN.md §1): when no SMTP server is configured, outgoing mail is written here, in the
 * shared database, so every API instance (and `GET /dev/outbox`) sees it.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from '../../db/schema/people.schema.ts'

/** One message that would have been sent; its attachments are in `mail_outbox_attachments`. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Recipient address(es), comma-separated, lower-cased. */
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
)

/** A file attached to an outbox message (e.g. a payroll PDF), so development users can open it. */
export const mailOutboxAttachments = pgTable(
  'mail_outbox_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_outbox_attachments_mail_idx').on(t.mailId)],
)
