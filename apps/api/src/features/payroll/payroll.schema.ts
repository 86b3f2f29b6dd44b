/**
 * Payroll requests (spec §3 "Payroll request"): each time a staff member asks for the payroll document
 * of a month — when (send date), from where (IP address) and whether the e-mail went out.
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { staffMembers } from '../../db/schema/people.schema.ts'

/** One payroll request. `sentAt` is the send date; `mailSent` turns true once the mail is accepted. */
export const payrollRequests = pgTable(
  'payroll_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    staffMemberId: integer('staff_member_id')
      .notNull()
      .references(() => staffMembers.id),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    mailSent: boolean('mail_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payroll_requests_staff_idx').on(t.staffMemberId, t.sentAt)],
)
