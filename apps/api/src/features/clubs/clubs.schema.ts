/**
 * Clubs (issue 21 § Clubs; spec §1 "club registration"): student clubs with an advisor (staff) and a president
 * (a member student), their members, and applications to join decided by the president or the advisor.
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { persons, staffMembers, students } from '../../db/schema/people.schema.ts'

/** A student club. */
export const clubs = pgTable('clubs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nameTr: text('name_tr').notNull().unique(),
  nameEn: text('name_en').notNull(),
  descriptionTr: text('description_tr').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  advisorStaffId: integer('advisor_staff_id')
    .notNull()
    .references(() => staffMembers.id),
  /** The president, one of the members; null while none is chosen. */
  presidentStudentId: integer('president_student_id').references(() => students.id),
  active: boolean('active').notNull().default(true),
})

/** A studentship's membership of a club. */
export const clubMembers = pgTable(
  'club_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('club_members_club_student').on(t.clubId, t.studentId),
    index('club_members_student_idx').on(t.studentId),
  ],
)

export const clubApplicationStatus = pgEnum('club_application_status', ['pending', 'approved', 'rejected'])

/** An application to join; at most one pending per studentship and club. */
export const clubApplications = pgTable(
  'club_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    note: text('note').notNull().default(''),
    status: clubApplicationStatus('status').notNull().default('pending'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByPersonId: integer('decided_by_person_id').references(() => persons.id),
  },
  (t) => [
    uniqueIndex('club_applications_one_pending').on(t.clubId, t.studentId).where(sql`status = 'pending'`),
    index('club_applications_club_idx').on(t.clubId, t.status),
  ],
)
