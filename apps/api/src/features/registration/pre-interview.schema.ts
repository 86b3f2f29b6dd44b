/**
 * Pre-interview tables (spec §1 "pre-interview category and detail definitions", §5 note limits): category
 * definitions with a colour (red = mandatory), guiding details under a category, and the advisor's notes
 * per student, term and category.
 */
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { staffMembers, students } from '../../db/schema/people.schema.ts'
import { academicTerms } from '../../db/schema/teaching.schema.ts'

/** Category colours; red marks a mandatory category. */
export const preInterviewColour = pgEnum('pre_interview_colour', ['red', 'orange', 'green', 'blue'])

/** A pre-interview category. `version` supports optimistic concurrency (409 with the current row). */
export const preInterviewCategories = pgTable('pre_interview_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  colour: preInterviewColour('colour').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(0),
})

/** A guiding topic of a category, shown to the advisor while writing the note. */
export const preInterviewDetails = pgTable(
  'pre_interview_details',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => preInterviewCategories.id),
    textTr: text('text_tr').notNull(),
    textEn: text('text_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('pre_interview_details_category_idx').on(t.categoryId)],
)

/** The advisor's note on one category for a student in a term. */
export const preInterviewNotes = pgTable(
  'pre_interview_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    termId: integer('term_id')
      .notNull()
      .references(() => academicTerms.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => preInterviewCategories.id),
    note: text('note').notNull(),
    advisorStaffMemberId: integer('advisor_staff_member_id')
      .notNull()
      .references(() => staffMembers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('pre_interview_notes_student_term_category').on(t.studentId, t.termId, t.categoryId)],
)
