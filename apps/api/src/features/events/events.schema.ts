/**
 * Events and points (spec §1 "Events and points for students, with maximum points by event type;
 * orientation events; club registration", §3 "Event"): event types with their maximum points, events, and
 * each studentship's attendance with the points earned.
 */
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { students } from '../../db/schema/people.schema.ts'

/** An event type (orientation, club, sports, seminar…): at most `maxPoints` of its points count. */
export const eventTypes = pgTable('event_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  maxPoints: integer('max_points').notNull(),
})

/** One event held in a hall at a time. */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    typeId: integer('type_id')
      .notNull()
      .references(() => eventTypes.id),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    hall: text('hall').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Points an attendee earns. */
    points: integer('points').notNull(),
  },
  (t) => [index('events_type_idx').on(t.typeId)],
)

export const attendanceStatus = pgEnum('event_attendance_status', ['attended', 'absent', 'excused'])

/** A studentship's attendance of an event; `points` is what was earned (0 unless attended). */
export const eventAttendance = pgTable(
  'event_attendance',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    status: attendanceStatus('status').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [
    uniqueIndex('event_attendance_event_student').on(t.eventId, t.studentId),
    index('event_attendance_student_idx').on(t.studentId),
  ],
)
