/**
 * Teaching model: academic terms, courses, sections and their instructors.
 * Spec §3 "Course and section" (quota, capacity, registered count, basket count, credit, ECTS, hours…).
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
  unique,
} from 'drizzle-orm/pg-core'
import { units } from './organisation.schema.ts'
import { staffMembers } from './people.schema.ts'

export const termSeason = pgEnum('term_season', ['fall', 'spring', 'summer'])

/** An academic term, e.g. 2026-2027 fall (Güz). At most one is active. */
export const academicTerms = pgTable('academic_terms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  yearStart: integer('year_start').notNull(),
  season: termSeason('season').notNull(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  isActive: boolean('is_active').notNull().default(false),
})

export const courseCategory = pgEnum('course_category', ['required', 'elective'])

/** A course of a department. Hours are weekly; `ects` and `credit` are per term. */
export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    category: courseCategory('category').notNull(),
    credit: integer('credit').notNull(),
    ects: integer('ects').notNull(),
    theoryHours: integer('theory_hours').notNull(),
    practiceHours: integer('practice_hours').notNull(),
    labHours: integer('lab_hours').notNull(),
    /** Suggested semester in the curriculum (1..8). */
    semester: integer('semester').notNull(),
    courseType: text('course_type').notNull(),
    educationType: text('education_type').notNull(),
  },
  (t) => [index('courses_unit_idx').on(t.unitId)],
)

/** A section of a course in a term. `version` supports optimistic concurrency. */
export const sections = pgTable(
  'sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    termId: integer('term_id')
      .notNull()
      .references(() => academicTerms.id),
    name: text('name').notNull(),
    quota: integer('quota').notNull(),
    capacity: integer('capacity').notNull(),
    registeredCount: integer('registered_count').notNull().default(0),
    basketCount: integer('basket_count').notNull().default(0),
    classroom: text('classroom'),
    /** Lesson time text, e.g. "Pzt 09:00-11:50". */
    lessonTime: text('lesson_time'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    unique('sections_course_term_name').on(t.courseId, t.termId, t.name),
    index('sections_term_idx').on(t.termId),
    check('sections_capacity_covers_quota', sql`${t.capacity} >= ${t.quota} and ${t.quota} >= 0`),
    check(
      'sections_registered_within_quota',
      sql`${t.registeredCount} >= 0 and ${t.registeredCount} <= ${t.quota}`,
    ),
    check('sections_basket_nonnegative', sql`${t.basketCount} >= 0`),
  ],
)

/** Instructors of a section. */
export const sectionInstructors = pgTable(
  'section_instructors',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    staffMemberId: integer('staff_member_id')
      .notNull()
      .references(() => staffMembers.id),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.staffMemberId] })],
)
