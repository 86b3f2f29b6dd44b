/**
 * Payment tables (issue 17 § Payments; spec §1, §3 "Card: amount, exchange rate"). A payment is one attempt
 * with its own order id at the bank; no card number, expiry or CVV is ever stored (the bank's page takes
 * them). ID card loads are the history of loads onto the student's ID card. The `dev_*` tables belong to the
 * development counterparts (bank and card system) mounted outside production only.
 */
import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { students } from '../../db/schema/people.schema.ts'

export const paymentPurpose = pgEnum('payment_purpose', ['id_card_load', 'gown_deposit', 'instalment'])
export const paymentMode = pgEnum('payment_mode', ['sale', 'preauth'])
export const paymentState = pgEnum('payment_state', [
  'pending',
  'paid',
  'held',
  'released',
  'captured',
  'refunded',
  'declined',
])
export const idCardLoadState = pgEnum('id_card_load_state', [
  'awaiting_payment',
  'pending',
  'loaded',
  'failed',
])

/** One card payment attempt (one order id at the bank). Amounts in kuruş of `currency`. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The order id sent to the bank (unique per attempt). */
    orderId: text('order_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    purpose: paymentPurpose('purpose').notNull(),
    /** The purpose's own record (e.g. an ID card load's id), as text. */
    purposeRef: text('purpose_ref'),
    mode: paymentMode('mode').notNull(),
    state: paymentState('state').notNull().default('pending'),
    amountKurus: integer('amount_kurus').notNull(),
    currency: text('currency').notNull().default('TRY'),
    /** TRY per unit of a foreign currency used for the amount (decimal text), null for TRY. */
    exchangeRate: text('exchange_rate'),
    description: text('description').notNull(),
    /** The portal route the student returns to. */
    returnPath: text('return_path').notNull(),
    bankMessage: text('bank_message'),
    bankTransId: text('bank_trans_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payments_order_id_key').on(t.orderId),
    index('payments_student_idx').on(t.studentId, t.createdAt),
    index('payments_pending_idx').on(t.state).where(sql`${t.state} = 'pending'`),
  ],
)

/** One load of the student's ID card, paid by `paymentId`. */
export const idCardLoads = pgTable(
  'id_card_loads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountKurus: integer('amount_kurus').notNull(),
    state: idCardLoadState('state').notNull().default('awaiting_payment'),
    balanceAfterKurus: integer('balance_after_kurus'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('id_card_loads_payment_key').on(t.paymentId),
    index('id_card_loads_student_idx').on(t.studentId, t.createdAt),
  ],
)

/**
 * The development bank's own ledger (never used in production): one row per order it authorised, with
 * its type and state, so its status query and post-authorisation/void/credit calls answer like a bank.
 */
export const devBankOrders = pgTable('dev_bank_orders', {
  orderId: text('order_id').primaryKey(),
  tranType: text('tran_type').notNull(),
  amountKurus: integer('amount_kurus').notNull(),
  /** A authorised sale, H held pre-authorisation, C captured provision, S settled by the end-of-day batch, V voided, R refunded, D declined. */
  status: text('status').notNull(),
  transId: text('trans_id').notNull(),
  errMsg: text('err_msg'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The development ID card system's balances by student number (never used in production). */
export const devIdCards = pgTable('dev_id_cards', {
  studentNo: text('student_no').primaryKey(),
  balanceKurus: integer('balance_kurus').notNull().default(0),
})

/** The development ID card system's applied loads, by the caller's reference (a load applies once). */
export const devIdCardEntries = pgTable('dev_id_card_entries', {
  reference: text('reference').primaryKey(),
  studentNo: text('student_no').notNull(),
  amountKurus: integer('amount_kurus').notNull(),
  balanceAfterKurus: integer('balance_after_kurus').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
