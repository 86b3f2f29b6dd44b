/**
 * Gown tables (issue 17 § Graduation gown and cap; spec §4, §5, §9). The ceremony's calendar is data: request
 * start, the last payment day with its closing time, pickup days with their windows, ceremony days with the
 * return deadline (Istanbul dates, "HH:MM" local times). Graduands are the ceremony's graduating studentships.
 * A request's deposit is a card provision in the payments feature (`deposit_payment_id`, no foreign key: the
 * payments folder's migration runs after this one).
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { students } from '../../db/schema/people.schema.ts'

/** A ceremony and its calendar; one is current. */
export const gownCeremonies = pgTable(
  'gown_ceremonies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    /** First Istanbul date requests are taken (from 00:00). */
    requestStart: text('request_start').notNull(),
    /** Last Istanbul date of payment; requests and payment close at `payment_close_time` on it. */
    paymentLastDay: text('payment_last_day').notNull(),
    paymentCloseTime: text('payment_close_time').notNull().default('16:00'),
    pickupDays: jsonb('pickup_days').$type<string[]>().notNull(),
    pickupWindows: jsonb('pickup_windows').$type<{ from: string; to: string }[]>().notNull(),
    ceremonyDays: jsonb('ceremony_days').$type<string[]>().notNull(),
    /** On each ceremony day items are returned by this local time. */
    returnDeadline: text('return_deadline').notNull().default('21:00'),
    depositKurus: integer('deposit_kurus').notNull(),
    currency: text('currency').notNull().default('TRY'),
  },
  (t) => [uniqueIndex('gown_ceremonies_current_key').on(t.isCurrent).where(sql`${t.isCurrent}`)],
)

/** The graduating studentships of a ceremony. */
export const gownGraduands = pgTable(
  'gown_graduands',
  {
    ceremonyId: integer('ceremony_id')
      .notNull()
      .references(() => gownCeremonies.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
  },
  (t) => [uniqueIndex('gown_graduands_key').on(t.ceremonyId, t.studentId)],
)

/** A student's gown and cap request for a ceremony (one per studentship and ceremony). */
export const gownRequests = pgTable(
  'gown_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ceremonyId: integer('ceremony_id')
      .notNull()
      .references(() => gownCeremonies.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    size: text('size').notNull(),
    pickupBy: text('pickup_by').notNull(),
    proxyName: text('proxy_name'),
    proxyTcNo: text('proxy_tc_no'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** awaiting_deposit → active (deposit held) → handed_out → returned. */
    state: text('state').notNull().default('awaiting_deposit'),
    depositKurus: integer('deposit_kurus').notNull(),
    /** The latest deposit payment (a provision); a declined one is replaced by a new attempt. */
    depositPaymentId: integer('deposit_payment_id'),
    depositState: text('deposit_state').notNull().default('pending'),
    handedTo: text('handed_to'),
    handedOutAt: timestamp('handed_out_at', { withTimezone: true }),
    handedOutBy: integer('handed_out_by'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: integer('returned_by'),
    returnCondition: text('return_condition'),
    returnedLate: boolean('returned_late'),
    captureReason: text('capture_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('gown_requests_student_key').on(t.ceremonyId, t.studentId),
    index('gown_requests_deposit_idx').on(t.depositState),
    index('gown_requests_payment_idx').on(t.depositPaymentId),
  ],
)
