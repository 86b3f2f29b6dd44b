/**
 * Course registration tables (issue 7; spec §1, §3, §4): one basket per studentship and term, the sections
 * it holds (each holds one seat of its section: `sections.basket_count` while not approved,
 * `sections.registered_count` once approved), and the stored answers of idempotent writes.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { students } from '../../db/schema/people.schema.ts'
import { academicTerms, courses, sections } from '../../db/schema/teaching.schema.ts'

/** draft → submitted → approved; submitted → rejected (editable); approved → returned (editable). */
export const registrationStatus = pgEnum('registration_status', [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'returned',
])

/** A studentship's registration (basket) for one term. `version` increments on every change. */
export const registrationBaskets = pgTable(
  'registration_baskets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    termId: integer('term_id')
      .notNull()
      .references(() => academicTerms.id),
    status: registrationStatus('status').notNull().default('draft'),
    version: integer('version').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByPersonId: integer('decided_by_person_id'),
    /** The advisor's reason of the last rejection or returned approval. */
    reason: text('reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('registration_baskets_student_term').on(t.studentId, t.termId),
    index('registration_baskets_term_idx').on(t.termId),
  ],
)

/** A section held by a basket. One section per course per basket. */
export const registrationItems = pgTable(
  'registration_items',
  {
    basketId: integer('basket_id')
      .notNull()
      .references(() => registrationBaskets.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.basketId, t.sectionId] }),
    unique('registration_items_one_section_per_course').on(t.basketId, t.courseId),
    index('registration_items_section_idx').on(t.sectionId),
  ],
)

/**
 * Answers of idempotent registration writes, per caller and key: the same key with the same request
 * replays `response`; with another request it is refused.
 */
export const registrationIdempotency = pgTable(
  'registration_idempotency',
  {
    personId: integer('person_id').notNull(),
    key: text('key').notNull(),
    /** sha256 of the route and the canonical JSON body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    /** Success: `{ data, messageKey }`; refusal: `{ messageKey, params, data }`. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.key] }),
    check('registration_idempotency_key_len', sql`length(${t.key}) between 8 and 128`),
    index('registration_idempotency_created_idx').on(t.createdAt),
  ],
)
