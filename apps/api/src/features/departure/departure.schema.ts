/**
 * Departure clearance tables (issue 16 § Departure clearance; spec §1, §3, §4, §5):
 * - `departure_requests`: one request of one studentship, its §4 state, reason, description, survey answers,
 *   the dean's office and registrar decisions, and on completion the departure date and the student-right
 *   end date (spec §3; the core `students` row gets status, date and reason in the same transaction);
 * - `departure_clearances`: one row per request and office (accounting, library, fixtures, sports);
 * - `departure_debts`: what an office holds against a student — library books and fines (the LibraryDebts
 *   page), fixtures and sports items handed out, accounting debts — open until settled. Fixture hand-outs
 *   live here until the fixtures feature lands (then its service replaces the fixtures rows);
 * - `departure_codes`: the 6-digit confirmation codes, kept only as an HMAC;
 * - `departure_fee_accounts`: the small leave-calculation input (fees paid, refundable, outstanding in kuruş)
 *   until the money feature replaces `leaveCalculation`.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { persons, students } from '../../db/schema/people.schema.ts'

export const departureStatus = pgEnum('departure_status', [
  'awaiting_confirmation',
  'requested',
  'awaiting_dean',
  'awaiting_registrar',
  'completed',
  'rejected',
  'withdrawn',
])
export const departureReason = pgEnum('departure_reason', [
  'horizontal_transfer',
  'another_university',
  'own_request',
  'financial',
  'health',
  'family',
  'work',
  'other',
])
export const departureOffice = pgEnum('departure_office', ['accounting', 'library', 'fixtures', 'sports'])

/** The survey answers as stored (contract ZDepartureSurvey). */
export interface SurveyAnswers {
  Q1: number
  Q2?: 'yes' | 'no' | 'unsure'
  Q3?: number
  Q4?: string
}

/** One departure request; at most one open (not completed/rejected/withdrawn) per studentship. */
export const departureRequests = pgTable(
  'departure_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    status: departureStatus('status').notNull(),
    reason: departureReason('reason').notNull(),
    description: text('description').notNull(),
    targetProgramme: text('target_programme'),
    survey: jsonb('survey').$type<SurveyAnswers>().notNull(),
    /** Language of the student's messages (SMS, e-mail) and certificate. */
    language: text('language').notNull().default('tr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deanApprovedAt: timestamp('dean_approved_at', { withTimezone: true }),
    deanApprovedBy: integer('dean_approved_by').references(() => persons.id),
    registrarApprovedAt: timestamp('registrar_approved_at', { withTimezone: true }),
    registrarApprovedBy: integer('registrar_approved_by').references(() => persons.id),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: integer('rejected_by').references(() => persons.id),
    rejectedAtStep: departureStatus('rejected_at_step'),
    rejectionReason: text('rejection_reason'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Istanbul date of completion (spec §3 departure date). */
    departureDate: date('departure_date', { mode: 'string' }),
    /** Spec §3 student-right end date (docs/decisions.md "Departure"). */
    studentRightEndsOn: date('student_right_ends_on', { mode: 'string' }),
  },
  (t) => [
    index('departure_requests_student_idx').on(t.studentId),
    index('departure_requests_status_idx').on(t.status, t.confirmedAt),
    uniqueIndex('departure_requests_one_open')
      .on(t.studentId)
      .where(sql`status not in ('completed', 'rejected', 'withdrawn')`),
  ],
)

/** One office's clearance of one request. */
export const departureClearances = pgTable(
  'departure_clearances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => departureRequests.id),
    office: departureOffice('office').notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: integer('cleared_by').references(() => persons.id),
    /** Set when the office cleared while a debt was still open. */
    waiverReason: text('waiver_reason'),
  },
  (t) => [uniqueIndex('departure_clearances_request_office').on(t.requestId, t.office)],
)

/**
 * A debt the accounting office or the library holds against a studentship; open while `settledAt` is null.
 * The fixtures and sports offices' debts are the items the fixtures feature says the student holds, so no
 * row here may name those offices.
 */
export const departureDebts = pgTable(
  'departure_debts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    office: departureOffice('office').notNull(),
    title: text('title').notNull(),
    /** Fine or amount in kuruş (0 for an item without a fine). */
    amountKurus: integer('amount_kurus').notNull().default(0),
    /** Borrowed or handed out on. */
    itemDate: date('item_date', { mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: integer('settled_by').references(() => persons.id),
    settleNote: text('settle_note'),
  },
  (t) => [
    index('departure_debts_student_idx').on(t.studentId, t.office),
    check('departure_debts_office_check', sql`${t.office} in ('accounting', 'library')`),
  ],
)

/** A confirmation code of a request: HMAC only; 5 minutes, single use, dead after 5 wrong tries. */
export const departureCodes = pgTable(
  'departure_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => departureRequests.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('departure_codes_request_idx').on(t.requestId, t.createdAt)],
)

/** Leave-calculation input per studentship (kuruş); replaced by the money feature's accounts later. */
export const departureFeeAccounts = pgTable('departure_fee_accounts', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id),
  feesPaidKurus: integer('fees_paid_kurus').notNull(),
  refundableKurus: integer('refundable_kurus').notNull(),
  outstandingKurus: integer('outstanding_kurus').notNull(),
})
