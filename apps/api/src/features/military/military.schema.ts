/**
 * Military service (askerlik) tables (issue 20; spec §3 "Military service query"): the deferral (tecil)
 * request of each student with the authority's last answer, and the development counterpart's own requests
 * (`military_dev_requests`, used only by the counterpart mounted at /dev/military).
 */
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { persons, students } from '../../db/schema/people.schema.ts'

/** A student's deferral request and the authority's last answer about it. */
export const militaryDeferrals = pgTable('military_deferrals', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id),
  /** The authority's request id (TalepId). */
  requestId: text('request_id'),
  /** sent (accepted) | refused */
  state: text('state').notNull(),
  resultCode: text('result_code').notNull(),
  resultMessage: text('result_message').notNull(),
  offerType: text('offer_type'),
  offerReason: text('offer_reason'),
  deferralEndsOn: date('deferral_ends_on', { mode: 'string' }),
  sentBy: integer('sent_by').references(() => persons.id),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  queriedAt: timestamp('queried_at', { withTimezone: true }),
})

/** The development authority's requests, by the caller's operation key. */
export const militaryDevRequests = pgTable('military_dev_requests', {
  key: text('key').primaryKey(),
  requestId: text('request_id').notNull().unique(),
  nationalId: text('national_id').notNull(),
  resultCode: text('result_code').notNull(),
  resultMessage: text('result_message').notNull(),
  offerType: text('offer_type'),
  offerReason: text('offer_reason'),
  endsOn: text('ends_on'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
})
