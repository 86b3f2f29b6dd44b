/**
 * Instalment (vinov) tables (issue 17 § Instalment plans; spec §3 "Instalment plan: amount, instalments,
 * annual or periodic, debt amount, refund total, cancellation date and reason, collection type and amount,
 * accrual flag"). Money is integer kuruş (TRY). The debt amount is derived (amount − paid), never stored.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { persons, students } from '../../db/schema/people.schema.ts'
import { academicTerms } from '../../db/schema/teaching.schema.ts'

export const instalmentPlanKind = pgEnum('instalment_plan_kind', ['annual', 'periodic'])
export const instalmentPlanState = pgEnum('instalment_plan_state', ['active', 'paid', 'cancelled'])
export const instalmentCollectionType = pgEnum('instalment_collection_type', [
  'card',
  'bank_transfer',
  'cash',
])

/** One student's plan for a term's (or year's) fee. */
export const instalmentPlans = pgTable(
  'instalment_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    termId: integer('term_id')
      .notNull()
      .references(() => academicTerms.id),
    kind: instalmentPlanKind('kind').notNull(),
    state: instalmentPlanState('state').notNull().default('active'),
    amountKurus: integer('amount_kurus').notNull(),
    paidKurus: integer('paid_kurus').notNull().default(0),
    /** Tahakkuk: the fee has been accrued to the student's account. */
    accrued: boolean('accrued').notNull().default(true),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    cancelReason: text('cancel_reason'),
    /** At cancellation: the instalments due by then (0 when not accrued). */
    accruedAtCancelKurus: integer('accrued_at_cancel_kurus'),
    refundKurus: integer('refund_kurus').notNull().default(0),
    /** The student's card payment under way (payments feature), if any. */
    pendingPaymentId: integer('pending_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => persons.id),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('instalment_plans_student_idx').on(t.studentId),
    index('instalment_plans_term_idx').on(t.termId, t.state),
    // One uncancelled plan per student and term: a double submit of "create" cannot make two.
    uniqueIndex('instalment_plans_open_key').on(t.studentId, t.termId).where(sql`${t.state} <> 'cancelled'`),
  ],
)

/** One instalment of a plan, in due order (`no` from 1). */
export const instalments = pgTable(
  'instalments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => instalmentPlans.id),
    no: integer('no').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountKurus: integer('amount_kurus').notNull(),
    paidKurus: integer('paid_kurus').notNull().default(0),
  },
  (t) => [uniqueIndex('instalments_plan_no_key').on(t.planId, t.no)],
)

/** One collection on a plan (a card payment through the portal carries its payment id, once). */
export const instalmentCollections = pgTable(
  'instalment_collections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => instalmentPlans.id),
    type: instalmentCollectionType('type').notNull(),
    amountKurus: integer('amount_kurus').notNull(),
    /** Istanbul calendar date of the collection. */
    collectedOn: date('collected_on', { mode: 'string' }).notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer('recorded_by').references(() => persons.id),
    /** The payments feature's payment (card paid by the student on the portal). */
    paymentId: integer('payment_id'),
  },
  (t) => [
    index('instalment_collections_plan_idx').on(t.planId),
    index('instalment_collections_date_idx').on(t.collectedOn),
    uniqueIndex('instalment_collections_payment_key').on(t.paymentId),
  ],
)
