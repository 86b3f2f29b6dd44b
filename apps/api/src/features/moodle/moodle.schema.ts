/**
 * Moodle tables (issue 20; spec §1 "Moodle user id sync"): the link of each of our people to their Moodle
 * user, the enrolments made into Moodle courses, and the development counterpart's own users, courses and
 * enrolments (`moodle_dev_*`, used only by the counterpart mounted at /dev/moodle).
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { persons, students } from '../../db/schema/people.schema.ts'
import { sections } from '../../db/schema/teaching.schema.ts'

/** A person of ours linked to a Moodle user. */
export const moodleUsers = pgTable(
  'moodle_users',
  {
    personId: integer('person_id')
      .primaryKey()
      .references(() => persons.id),
    moodleUserId: integer('moodle_user_id').notNull(),
    /** email | username | created */
    matchedBy: text('matched_by').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moodle_users_moodle_idx').on(t.moodleUserId)],
)

/** A student of a section enrolled into the section's Moodle course. */
export const moodleEnrolments = pgTable(
  'moodle_enrolments',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    moodleCourseId: integer('moodle_course_id').notNull(),
    moodleUserId: integer('moodle_user_id').notNull(),
    enrolledBy: integer('enrolled_by').references(() => persons.id),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.studentId] })],
)

/** The development Moodle's users. */
export const moodleDevUsers = pgTable('moodle_dev_users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  idnumber: text('idnumber').notNull().default(''),
  /** Why the seed made it differ from ours: otherEmail | missing (never inserted) | onlyMoodle; null same. */
  seededDifference: text('seeded_difference'),
})

/** The development Moodle's courses (shortname = our course code). */
export const moodleDevCourses = pgTable('moodle_dev_courses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shortname: text('shortname').notNull().unique(),
  fullname: text('fullname').notNull(),
})

/** The development Moodle's manual enrolments. */
export const moodleDevEnrolments = pgTable(
  'moodle_dev_enrolments',
  {
    courseId: integer('course_id').notNull(),
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] })],
)
