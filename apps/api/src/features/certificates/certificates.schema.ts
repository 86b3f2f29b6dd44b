/**
 * Certificate requests (issue 20 § Certificate requests; spec §1 "student certificate requests"): one row
 * per request of a studentship, with what it certifies (`subjectId`: the event or section; null for language
 * proficiency) and, once approved, the verification code, the snapshot the public viewer shows and the PDF.
 * At most one pending request per studentship, kind and subject (partial unique index).
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { persons, students } from '../../db/schema/people.schema.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'

export const certificateKind = pgEnum('certificate_kind', [
  'participation',
  'course_completion',
  'language_proficiency',
])
export const certificateStatus = pgEnum('certificate_status', ['requested', 'approved', 'rejected'])

/** What an approved certificate certifies, in its language (the documents feature's snapshot shape). */
export interface CertificateSnapshot {
  title: string
  statement: string
  fields: { Label: string; Value: string }[]
}

/** One certificate request and, once approved, the certificate. */
export const certificateRequests = pgTable(
  'certificate_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    kind: certificateKind('kind').notNull(),
    /** The event (participation) or section (course completion); null for language proficiency. */
    subjectId: integer('subject_id'),
    /** The subject's name in the request's language, as checked when requested. */
    subject: text('subject').notNull(),
    purpose: text('purpose').notNull(),
    language: text('language').$type<'tr' | 'en'>().notNull(),
    status: certificateStatus('status').notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => persons.id),
    rejectionReason: text('rejection_reason'),
    verificationCode: text('verification_code'),
    snapshot: jsonb('snapshot').$type<CertificateSnapshot>(),
    displayUntil: timestamp('display_until', { withTimezone: true }),
    fileId: integer('file_id').references(() => storedFiles.id),
  },
  (t) => [
    index('certificate_requests_student_idx').on(t.studentId),
    index('certificate_requests_queue_idx').on(t.status, t.requestedAt),
    uniqueIndex('certificate_requests_code').on(t.verificationCode).where(sql`verification_code is not null`),
    uniqueIndex('certificate_requests_one_pending')
      .on(t.studentId, t.kind, sql`coalesce(${t.subjectId}, 0)`)
      .where(sql`status = 'requested'`),
  ],
)
