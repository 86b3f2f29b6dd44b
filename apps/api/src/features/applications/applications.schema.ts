/**
 * Academic position applications (spec §3 "Academic application", §4 steps and evaluation): positions
 * opened by authorised staff with their evaluation committees, the guests' applications (each step kept as
 * a validated JSON document on the application row, with a version for optimistic concurrency), the files
 * uploaded to an application, and the committee's conflict-of-interest declarations and opinions.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { units } from '../../db/schema/organisation.schema.ts'
import { staffMembers } from '../../db/schema/people.schema.ts'
import { guests } from '../../identity/guest/guest.schema.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'

/** A position announcement (Kadro ilanı): cadre in a department, open from `startDate` to `endDate` (Istanbul, inclusive). */
export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** professor | associateProfessor | assistantProfessor */
    cadre: text('cadre').notNull(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => units.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => units.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdByPersonId: integer('created_by_person_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    check('positions_cadre', sql`${t.cadre} in ('professor', 'associateProfessor', 'assistantProfessor')`),
    check('positions_dates', sql`${t.endDate} >= ${t.startDate}`),
  ],
)

/** The evaluation committee of a position: exactly one chair and the members. */
export const positionCommittee = pgTable(
  'position_committee',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    staffMemberId: integer('staff_member_id')
      .notNull()
      .references(() => staffMembers.id),
    /** chair | member */
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.staffMemberId] }),
    uniqueIndex('position_committee_one_chair').on(t.positionId).where(sql`role = 'chair'`),
    index('position_committee_staff_idx').on(t.staffMemberId),
    check('position_committee_role', sql`${t.role} in ('chair', 'member')`),
  ],
)

/**
 * A guest's application to one position. `lastStep` is the furthest step saved (1..5); the step documents
 * are null until saved; `status` finalised makes it read-only. `applicationNo` is derived from the id.
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationNo: text('application_no').notNull().generatedAlwaysAs(sql`'AB' || lpad(id::text, 6, '0')`),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    /** draft | finalised */
    status: text('status').notNull().default('draft'),
    lastStep: integer('last_step').notNull().default(1),
    personalInfo: jsonb('personal_info'),
    resume: jsonb('resume'),
    works: jsonb('works'),
    declarationAcceptedAt: timestamp('declaration_accepted_at', { withTimezone: true }),
    finalisedAt: timestamp('finalised_at', { withTimezone: true }),
    evaluationFinishedAt: timestamp('evaluation_finished_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_guest_position').on(t.guestId, t.positionId),
    index('applications_position_idx').on(t.positionId),
    check('applications_status', sql`${t.status} in ('draft', 'finalised')`),
    check('applications_last_step', sql`${t.lastStep} between 1 and 5`),
  ],
)

/** Files uploaded to an application and what they are for. */
export const applicationFiles = pgTable(
  'application_files',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** certificate | diploma | letter */
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.fileId] }),
    check('application_files_purpose', sql`${t.purpose} in ('certificate', 'diploma', 'letter')`),
  ],
)

/** A committee member's declaration that they have no conflict of interest with an application. */
export const conflictDeclarations = pgTable(
  'evaluation_conflict_declarations',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    staffMemberId: integer('staff_member_id')
      .notNull()
      .references(() => staffMembers.id),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.staffMemberId] })],
)

/** A committee member's sent opinion on an application (one each; final once sent). */
export const opinions = pgTable(
  'evaluation_opinions',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    staffMemberId: integer('staff_member_id')
      .notNull()
      .references(() => staffMembers.id),
    /** positive | negative */
    status: text('status').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.staffMemberId] }),
    check('evaluation_opinions_status', sql`${t.status} in ('positive', 'negative')`),
    check('evaluation_opinions_length', sql`char_length(${t.text}) >= 100`),
  ],
)
