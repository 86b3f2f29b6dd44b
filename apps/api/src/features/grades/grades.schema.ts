/**
 * Grades (spec §3 "Exam book", §4 "Grade entry", "Pass statuses"): the grade book of a section (categories
 * and exams), each student's course result in a section (the grading roster, letter grade and pass status),
 * the grades themselves with an optimistic version per row, the section's submission state, and students'
 * grade change requests.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { students } from '../../db/schema/people.schema.ts'
import { sections } from '../../db/schema/teaching.schema.ts'

/**
 * One exam of a grade book (spec §3 "Exam book": every field of the list): a course section's book, or a
 * book another feature owns through `ownerRef` (the prep school's level books, issue 18; grades.owned.ts).
 */
export const gradeBookItems = pgTable(
  'grade_book_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The course section of the book; null for an owned book. */
    sectionId: integer('section_id').references(() => sections.id),
    /** The owner of a book kept for another feature (e.g. `prep-level:5`); null for a section's book. */
    ownerRef: text('owner_ref'),
    categoryName: text('category_name').notNull(),
    examName: text('exam_name').notNull(),
    /** Highest point a grade may have (e.g. 100). */
    maxPoint: numeric('max_point', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    /** Weight in percent of the course total; a section's weights total 100 before finalisation. */
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Grades come from an external upload (spreadsheet) only. */
    externalUpload: boolean('external_upload').notNull().default(false),
    /** Locked: no grade entry for this exam. */
    locked: boolean('locked').notNull().default(false),
    /** Visible to students (once the section is finalised). */
    visible: boolean('visible').notNull().default(true),
    /** Visible to the section's instructors. */
    instructorVisible: boolean('instructor_visible').notNull().default(true),
    /** Dated visibility: students see the exam from this Istanbul date on (null: at once). */
    visibleFrom: date('visible_from', { mode: 'string' }),
    /** Dated grade entry: grades may be entered only between these Istanbul dates (inclusive). */
    entryFrom: date('entry_from', { mode: 'string' }),
    entryTo: date('entry_to', { mode: 'string' }),
    /** Whether the "not taken" mark (Girmedi) is allowed for this exam. */
    notTakenAllowed: boolean('not_taken_allowed').notNull().default(true),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('grade_book_items_section_idx').on(t.sectionId),
    index('grade_book_items_owner_idx').on(t.ownerRef),
    check('grade_book_items_one_owner', sql`(${t.sectionId} is null) <> (${t.ownerRef} is null)`),
    check('grade_book_items_max_positive', sql`${t.maxPoint} > 0`),
    check('grade_book_items_weight_range', sql`${t.weight} >= 0 and ${t.weight} <= 100`),
  ],
)

export const submissionState = pgEnum('grade_submission_state', ['none', 'partial', 'finalized'])

/** A section's grading state (spec §4: none → partial → finalized, then approved; revert reopens entry). */
export const sectionGrading = pgTable('section_grading', {
  sectionId: integer('section_id')
    .primaryKey()
    .references(() => sections.id),
  state: submissionState('state').notNull().default('none'),
  finalizedAt: timestamp('finalized_at', { withTimezone: true }),
  finalizedByPersonId: integer('finalized_by_person_id'),
  revertReason: text('revert_reason'),
  /**
   * The head of department's approval of the finalisation (spec §4 "finalise and approve";
   * docs/decisions.md "Department approval of a finalisation"); cleared by a revert or a new finalisation.
   */
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedByPersonId: integer('approved_by_person_id'),
  version: integer('version').notNull().default(0),
})

export const passStatus = pgEnum('pass_status', [
  'notFinalized',
  'passed',
  'passedConditionally',
  'exempt',
  'failedAbsenteeism',
  'failed',
  'withdrew',
])

/**
 * A student taking a section, and their result: the grading roster. `exempt` and `withdrew` are set by
 * the registrar; total, letter and pass status are written by finalisation and cleared by a revert.
 */
export const courseResults = pgTable(
  'course_results',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    exempt: boolean('exempt').notNull().default(false),
    withdrew: boolean('withdrew').notNull().default(false),
    total: numeric('total', { precision: 6, scale: 2, mode: 'number' }),
    letterGrade: text('letter_grade'),
    passStatus: passStatus('pass_status').notNull().default('notFinalized'),
  },
  (t) => [
    uniqueIndex('course_results_section_student').on(t.sectionId, t.studentId),
    index('course_results_student_idx').on(t.studentId),
  ],
)

/** One grade: a score in [0, max point] or the not-taken mark. `version` guards against lost updates. */
export const grades = pgTable(
  'grades',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => gradeBookItems.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    score: numeric('score', { precision: 6, scale: 2, mode: 'number' }),
    notTaken: boolean('not_taken').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByPersonId: integer('updated_by_person_id'),
  },
  (t) => [
    uniqueIndex('grades_item_student').on(t.itemId, t.studentId),
    index('grades_student_idx').on(t.studentId),
    check('grades_score_or_not_taken', sql`not (${t.score} is not null and ${t.notTaken})`),
  ],
)

export const requestStatus = pgEnum('grade_request_status', ['pending', 'approved', 'rejected'])

/** A student's grade change request (spec §3 "grade request"): processed within the approval end date. */
export const gradeRequests = pgTable(
  'grade_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    reason: text('reason').notNull(),
    status: requestStatus('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvalEndDate: date('approval_end_date', { mode: 'string' }).notNull(),
    processedByPersonId: integer('processed_by_person_id'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    answer: text('answer'),
  },
  (t) => [
    index('grade_requests_section_idx').on(t.sectionId),
    index('grade_requests_student_idx').on(t.studentId),
  ],
)
