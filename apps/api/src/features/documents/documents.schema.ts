/**
 * Student documents (spec §1 "Student documents with request, download and delete", §3 "Document": name,
 * language, creation date, status; §4 "request created, then document created"; §8 "document display time
 * has ended"). A request belongs to one studentship. Once created, the document has a random verification
 * code, a snapshot of what it certifies (shown by the public viewer until `displayUntil`) and its PDF.
 * Deleting a request keeps the row (deletedAt) so the code stays unique and the action is traceable; a
 * deleted document is no longer shown by the viewer.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { students } from '../../db/schema/people.schema.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'

export const documentKind = pgEnum('document_kind', [
  'student_certificate',
  'transcript',
  'course_contents',
  'military_status',
])
export const documentLanguage = pgEnum('document_language', ['tr', 'en'])
/** 'preparing' and 'rejected' only for the kinds the registrar reviews (issue 22 "Request queues"). */
export const documentStatus = pgEnum('document_status', ['requested', 'preparing', 'created', 'rejected'])

/** What the document certifies, in its language: labelled lines and, for a transcript, the terms. */
export interface DocumentSnapshot {
  title: string
  /** The certifying sentence printed above the data. */
  statement: string
  fields: { Label: string; Value: string }[]
  terms?: {
    name: string
    gpa: string
    courses: { code: string; name: string; credit: number; ects: number; letter: string }[]
  }[]
}

/** One document request and, once created, the document. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    kind: documentKind('kind').notNull(),
    language: documentLanguage('language').notNull(),
    status: documentStatus('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }),
    displayUntil: timestamp('display_until', { withTimezone: true }),
    /** Random, unguessable; printed on the PDF and in its QR code. */
    verificationCode: text('verification_code'),
    snapshot: jsonb('snapshot').$type<DocumentSnapshot>(),
    /** The generated PDF (null until rendered). */
    fileId: integer('file_id').references(() => storedFiles.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Reviewed kinds: when and by whom the registrar approved or rejected it, and the reason of a rejection. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByPersonId: integer('decided_by_person_id'),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('document_requests_student_idx').on(t.studentId),
    index('document_requests_queue_idx').on(t.status, t.requestedAt),
    uniqueIndex('document_requests_code').on(t.verificationCode).where(sql`verification_code is not null`),
  ],
)
