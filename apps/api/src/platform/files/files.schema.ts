/**
 * Stored files (DESIGN.md §2 "files stored in PostgreSQL (bytea) with sha256, size and a type sniffed by
 * file-type"): uploads such as excuse documents, diplomas and signed protocols, and generated documents.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from '../../db/schema/people.schema.ts'

/** One file. `mimeType`/`extension` come from the content, never from the name the client sent. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The name shown to users (sanitised client file name). */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    extension: text('extension').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    /** Person who uploaded it (null for guests and generated files). */
    ownerPersonId: integer('owner_person_id'),
    /** Guest who uploaded it (guest applications). */
    ownerGuestId: integer('owner_guest_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stored_files_owner_idx').on(t.ownerPersonId),
    index('stored_files_guest_idx').on(t.ownerGuestId),
  ],
)
