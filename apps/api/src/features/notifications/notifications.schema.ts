/**
 * Notifications (issue 39 "Notifications"): the notifications themselves (one per event: `event_key` is
 * unique, so two instances handling the same event write one row), their outgoing deliveries by mail and SMS
 * (the outbox the delivery job works, with attempts and the next try), each person's preferences by kind and
 * channel, and the language mail and SMS are written in. A staff digest is a notification too (its event key
 * names the person and the day, so one per person and day).
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { persons } from '../../db/schema/people.schema.ts'

/** Text parameters of a notification's message (names, dates, terms), rendered into its title and body. */
export type NotificationParams = Record<string, string | number>

/** One notification of one person. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    /** A kind of the catalogue (notifications.kinds.ts). */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    /** The portal route to open (no leading slash), or null. */
    link: text('link'),
    /** What happened, once: e.g. `freeze.decided:12`. A second write of the same event changes nothing. */
    eventKey: text('event_key').notNull(),
    /** False when the person turned the kind's in-app channel off: kept for the event, not listed. */
    inApp: boolean('in_app').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_key_uq').on(t.eventKey),
    index('notifications_person_idx').on(t.personId, t.createdAt),
    index('notifications_unread_idx').on(t.personId).where(sql`${t.readAt} is null and ${t.inApp}`),
  ],
)

/** One outgoing copy of a notification by mail or SMS; worked by the delivery job until sent or given up. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** pending (to send, at `next_attempt_at`), sending (claimed until `next_attempt_at`), sent, failed. */
    state: text('state').$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_deliveries_uq').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
  ],
)

/** A person's choice for one kind and channel; without a row the kind's default applies. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    kind: text('kind').notNull(),
    channel: text('channel').$type<'inApp' | 'email' | 'sms'>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.kind, t.channel] })],
)

/**
 * The language a person's mail and SMS are written in: set on the preferences page, otherwise the language of
 * the person's last call to the notification centre (the bell asks on every signed-in page); Turkish without.
 */
export const notificationProfiles = pgTable('notification_profiles', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => persons.id),
  language: text('language').$type<'tr' | 'en'>().notNull(),
  /** True once chosen on the preferences page: the bell's language then no longer changes it. */
  chosen: boolean('chosen').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
