/**
 * Privacy (issue 39 "Privacy", KVKK Law No. 6698): the privacy notices (aydınlatma metni) per audience and
 * version, who acknowledged which version and when, and the access log of staff reads of another person's
 * personal data (append-only: an update is refused by a trigger, a delete only after the retention period; see
 * migrations/0001_access_log_append_only.sql).
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bytea, persons } from '../../db/schema/people.schema.ts'
import { guests } from '../../identity/guest/guest.schema.ts'

/** Who a notice addresses: students, staff, or guest applicants. */
export type NoticeAudience = 'student' | 'staff' | 'guest'

/** One version of one audience's notice; a new version is a new row (the history is every row). */
export const privacyNotices = pgTable(
  'privacy_notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    audience: text('audience').$type<NoticeAudience>().notNull(),
    /** 1, 2, … per audience; the highest is the current one. */
    version: integer('version').notNull(),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    bodyTr: text('body_tr').notNull(),
    bodyEn: text('body_en').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The system administrator who published it (null: the seed). */
    publishedBy: integer('published_by').references(() => persons.id),
  },
  (t) => [
    uniqueIndex('privacy_notices_audience_version_uq').on(t.audience, t.version),
    check('privacy_notices_audience_ck', sql`${t.audience} in ('student', 'staff', 'guest')`),
  ],
)

/** One acknowledgement of one notice version by a person or a guest (exactly one of the two). */
export const privacyAcknowledgements = pgTable(
  'privacy_acknowledgements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => privacyNotices.id),
    personId: integer('person_id').references(() => persons.id),
    guestId: integer('guest_id').references(() => guests.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client address of the acknowledging request (null: the seed). */
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('privacy_ack_person_uq').on(t.noticeId, t.personId),
    uniqueIndex('privacy_ack_guest_uq').on(t.noticeId, t.guestId),
    index('privacy_ack_person_idx').on(t.personId),
    check('privacy_ack_one_ck', sql`(${t.personId} is null) <> (${t.guestId} is null)`),
  ],
)

/** What kind of personal data a staff member read. */
export type AccessKind =
  | 'student.record'
  | 'personnel.record'
  | 'freeze.attachment'
  | 'absence.excuse'
  | 'students.export'
  | 'application.summary'
  | 'application.file'
  | 'applications.export'

/**
 * One staff read of one person's or one guest applicant's personal data (exactly one subject). An export of many
 * persons writes one row per person, one batch.
 */
export const privacyAccessLog = pgTable(
  'privacy_access_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    readerPersonId: integer('reader_person_id')
      .notNull()
      .references(() => persons.id),
    /** The role the reader acted in. */
    readerRoleId: integer('reader_role_id').notNull(),
    /** Who impersonated the reader, if anyone. */
    impersonatorPersonId: integer('impersonator_person_id'),
    subjectPersonId: integer('subject_person_id').references(() => persons.id),
    /** The guest applicant whose data was read (guests have no person row; issue 39 guests). */
    subjectGuestId: integer('subject_guest_id').references(() => guests.id),
    kind: text('kind').$type<AccessKind>().notNull(),
    /** What exactly: e.g. `freeze:12`, a registry number, an export's filter. */
    target: text('target').notNull().default(''),
    /** The rows of one export share it (the request id). */
    batch: text('batch'),
    /** The client address (behind TRUST_PROXY, the forwarded one). */
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('privacy_access_subject_idx').on(t.subjectPersonId, t.at),
    index('privacy_access_reader_idx').on(t.readerPersonId, t.at),
    index('privacy_access_at_idx').on(t.at),
    index('privacy_access_guest_idx').on(t.subjectGuestId, t.at),
    check('privacy_access_subject_ck', sql`(${t.subjectPersonId} is null) <> (${t.subjectGuestId} is null)`),
  ],
)

/** What a data subject asks of the data controller (KVKK Art. 11): correct, delete, or object. */
export type DataRequestKind = 'correction' | 'deletion' | 'objection'
/** How the officer answered: accepted, partly accepted, or rejected (with the reasons in the answer text). */
export type DataRequestOutcome = 'accepted' | 'partly' | 'rejected'

/**
 * One request of a person or a guest applicant (exactly one of the two) to the data controller (issue 39 "My
 * personal data"). `dueOn` is the Istanbul date 30 days after filing (KVKK Art. 13: the answer within thirty
 * days); the officer's answer closes it.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id').references(() => persons.id),
    /** The guest applicant who filed it (guests have no person row). */
    guestId: integer('guest_id').references(() => guests.id),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    text: text('text').notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** open until answered. */
    state: text('state').$type<'open' | 'answered'>().notNull().default('open'),
    outcome: text('outcome').$type<DataRequestOutcome>(),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => persons.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('privacy_requests_person_idx').on(t.personId, t.filedAt),
    index('privacy_requests_state_idx').on(t.state, t.dueOn),
    index('privacy_requests_guest_idx').on(t.guestId, t.filedAt),
    check('privacy_requests_one_ck', sql`(${t.personId} is null) <> (${t.guestId} is null)`),
    check('privacy_requests_kind_ck', sql`${t.kind} in ('correction', 'deletion', 'objection')`),
    check('privacy_requests_state_ck', sql`${t.state} in ('open', 'answered')`),
  ],
)

/**
 * One built export of a person's or a guest applicant's data (the ZIP; exactly one owner), kept until `expiresAt`
 * (docs/decisions.md: 7 days); only its owner downloads it. `jobId` is the background job that built it.
 */
export const privacyExports = pgTable(
  'privacy_exports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    jobId: text('job_id').notNull(),
    personId: integer('person_id').references(() => persons.id),
    /** The guest applicant who asked for it (guests have no person row). */
    guestId: integer('guest_id').references(() => guests.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    uniqueIndex('privacy_exports_job_uq').on(t.jobId),
    index('privacy_exports_person_idx').on(t.personId),
    index('privacy_exports_guest_idx').on(t.guestId),
    check('privacy_exports_one_ck', sql`(${t.personId} is null) <> (${t.guestId} is null)`),
  ],
)
