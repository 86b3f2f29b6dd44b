/**
 * Tables of the freeze feature (issue 16; spec §3 "term counters (unconditional, conditional, maximum)"):
 * the per-studentship counters, the freeze requests with the terms they cover, and registration completion.
 * The core `students` table is only referenced; its `status` is changed by the freeze service alone.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { students } from '../../db/schema/people.schema.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'

/** A studentship's freeze allowance and use, in terms (spec §3). Missing row = the defaults. */
export const freezeCounters = pgTable(
  'freeze_counters',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id),
    /** Terms that may be frozen for financial, family or other reasons. */
    unconditionalLimit: integer('unconditional_limit').notNull(),
    unconditionalUsed: integer('unconditional_used').notNull().default(0),
    /** Terms that may be frozen for health or military service (documented conditions). */
    conditionalLimit: integer('conditional_limit').notNull(),
    conditionalUsed: integer('conditional_used').notNull().default(0),
    /** Most terms frozen over the whole studentship, both kinds together. */
    maximumTerms: integer('maximum_terms').notNull(),
  },
  (t) => [
    check(
      'freeze_counters_range',
      sql`${t.unconditionalUsed} >= 0 and ${t.conditionalUsed} >= 0 and ${t.unconditionalUsed} + ${t.conditionalUsed} <= ${t.maximumTerms}`,
    ),
  ],
)

export const freezeReason = pgEnum('freeze_reason', ['health', 'military', 'financial', 'family', 'other'])
export const freezeStatus = pgEnum('freeze_status', ['pending', 'approved', 'rejected', 'withdrawn'])

/** A student's freeze request (kayıt dondurma talebi), decided by the registrar within the approval end date. */
export const freezeRequests = pgTable(
  'freeze_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    reason: freezeReason('reason').notNull(),
    explanation: text('explanation').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id),
    status: freezeStatus('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    approvalEndDate: date('approval_end_date', { mode: 'string' }).notNull(),
    processedByPersonId: integer('processed_by_person_id'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    answer: text('answer'),
    /** Bumped by every change; a decision names the version it saw. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('freeze_requests_student_idx').on(t.studentId),
    index('freeze_requests_status_idx').on(t.status),
  ],
)

/** The terms one request covers, by term code ("2026-2027-B"). */
export const freezeRequestTerms = pgTable(
  'freeze_request_terms',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => freezeRequests.id),
    termCode: text('term_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.termCode] })],
)

/**
 * A studentship that must complete its registration (a new entrant), and what it confirmed. A row with
 * `completed_at` null means the student still sees the completion page; no row means nothing to do.
 */
export const registrationCompletions = pgTable('registration_completions', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id),
  requiredSince: date('required_since', { mode: 'string' }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  email: text('email'),
  mobilePhone: text('mobile_phone'),
  address: text('address'),
  declarationAccepted: boolean('declaration_accepted').notNull().default(false),
})
