/**
 * Absences (spec §3 "Absence", "Absence request"; §4 "Absence entry for a day can be confirmed as completed
 * and the confirmation removed"; §9 school-day or calendar-day counting): absent lesson hours per section,
 * student, day and hour; day confirmations; exam exemptions; students' absence requests with a file.
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
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { students } from '../../db/schema/people.schema.ts'
import { sections } from '../../db/schema/teaching.schema.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'

export const excuseType = pgEnum('absence_excuse_type', ['medical', 'official', 'family', 'sports', 'other'])

/**
 * One absent lesson hour. `excuseType` set = an excused hour (excuse hours); `consideredAbsent` says whether
 * the hour counts towards the absence limit (an excused hour normally does not).
 */
export const absenceEntries = pgTable(
  'absence_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** Lesson hour of the day, 1..12. */
    lessonHour: integer('lesson_hour').notNull(),
    excuseType: excuseType('excuse_type'),
    consideredAbsent: boolean('considered_absent').notNull().default(true),
    createdByPersonId: integer('created_by_person_id'),
  },
  (t) => [
    uniqueIndex('absence_entries_unique').on(t.sectionId, t.studentId, t.day, t.lessonHour),
    index('absence_entries_student_idx').on(t.studentId),
    check('absence_entries_hour_range', sql`${t.lessonHour} between 1 and 12`),
  ],
)

/** A section's day of entry: its version serialises writers; `confirmedAt` marks it completed. */
export const absenceDays = pgTable(
  'absence_days',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** Lesson hours held that day (the hours a student could miss). */
    lessonHours: integer('lesson_hours').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedByPersonId: integer('confirmed_by_person_id'),
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.day] })],
)

/** An exam exemption of a student in a section, with reason and date (spec §3). */
export const examExemptions = pgTable(
  'exam_exemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    reason: text('reason').notNull(),
    exemptOn: date('exempt_on', { mode: 'string' }).notNull(),
    createdByPersonId: integer('created_by_person_id'),
  },
  (t) => [uniqueIndex('exam_exemptions_unique').on(t.sectionId, t.studentId)],
)

export const absenceRequestStatus = pgEnum('absence_request_status', ['pending', 'approved', 'rejected'])

/** A student's excuse for absent days (spec §3 "Absence request"), processed within the approval end date. */
export const absenceRequests = pgTable(
  'absence_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    excuseType: excuseType('excuse_type').notNull(),
    reason: text('reason').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id),
    status: absenceRequestStatus('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvalEndDate: date('approval_end_date', { mode: 'string' }).notNull(),
    processedByPersonId: integer('processed_by_person_id'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    answer: text('answer'),
  },
  (t) => [
    index('absence_requests_section_idx').on(t.sectionId),
    index('absence_requests_student_idx').on(t.studentId),
    check('absence_requests_range', sql`${t.toDay} >= ${t.fromDay}`),
  ],
)
