/**
 * Events and points (spec §1 "Events and points for students, with maximum points by event type;
 * orientation events; club registration", §3 "Event"): event types with their maximum points, events, and
 * each studentship's attendance with the points earned.
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
    /** When the event ends; the QR check-in window closes then. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Points an attendee earns. */
    points: integer('points').notNull(),
    /** Seats with registration; null = no registration limit. */
    capacity: integer('capacity'),
    /** An orientation event for new students (registration with capacity and waiting list). */
    orientation: boolean('orientation').notNull().default(false),
    /**
     * The organising club of a club event. The clubs feature owns its table, so this is a plain id without
     * a foreign key (features never share tables; docs/decisions.md "Campus life").
     */
    organiserClubId: integer('organiser_club_id'),
    /** Secret HMAC key of the event's QR check-in tokens; replaced when the event's times change. */
    checkInKey: text('check_in_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    index('events_type_idx').on(t.typeId),
    index('events_starts_at_idx').on(t.startsAt),
    index('events_organiser_club_idx').on(t.organiserClubId),
  ],
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
    /** How it was taken: 'qr' (the student's check-in) or 'list' (the student centre's check boxes). */
    source: text('source', { enum: ['qr', 'list'] }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_attendance_event_student').on(t.eventId, t.studentId),
    index('event_attendance_student_idx').on(t.studentId),
  ],
)

export const registrationStatus = pgEnum('event_registration_status', ['registered', 'waitlisted'])

/**
 * A studentship's registration for an event with registration (orientation): a seat, or a place on the
 * waiting list in `createdAt` order. Cancelling deletes the row and moves the first waiting student up.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    status: registrationStatus('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_student').on(t.eventId, t.studentId),
    index('event_registrations_student_idx').on(t.studentId),
  ],
)

/**
 * A studentship's personal calendar feed: the sha-256 of the secret token in the feed URL (the token itself
 * is never stored). At most one live feed per studentship; revoking sets `revokedAt`.
 */
export const calendarFeeds = pgTable(
  'event_calendar_feeds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('event_calendar_feeds_live').on(t.studentId).where(sql`revoked_at is null`)],
)
