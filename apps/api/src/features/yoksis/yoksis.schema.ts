/**
 * YÖKSİS tables (issue 20; spec §1 "comparison and registration against the higher-education council's
 * student system"): the comparison parameters, comparison runs and their differences, corrections sent,
 * health-sciences registrations, and the development counterpart's own records (`yoksis_dev_*`, used only by
 * the counterpart mounted at /dev/yoksis; a university's YÖKSİS keeps its data itself).
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { persons, students } from '../../db/schema/people.schema.ts'

/** Which fields count in a comparison of a kind ('student' | 'graduate'), edited on the parameters page. */
export const yoksisParameters = pgTable('yoksis_parameters', {
  kind: text('kind').primaryKey(),
  /** Field keys: nationalId, firstName, lastName, programme, status, entryDate, graduationDate, gpa. */
  fields: text('fields').array().notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => persons.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One comparison of a unit's students (or graduates) with YÖKSİS. */
export const yoksisComparisons = pgTable(
  'yoksis_comparisons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    unitId: integer('unit_id').notNull(),
    termId: integer('term_id').notNull(),
    fields: text('fields').array().notNull(),
    /** running → done | failed (an outage fails the run and keeps no differences). */
    state: text('state').notNull().default('running'),
    /** Our records compared and YÖKSİS records read. */
    oursCount: integer('ours_count').notNull().default(0),
    theirsCount: integer('theirs_count').notNull().default(0),
    error: text('error'),
    startedBy: integer('started_by').references(() => persons.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('yoksis_comparisons_unit_idx').on(t.kind, t.unitId, t.startedAt),
    // One running comparison per kind and unit: two registrars starting it at once get one.
    uniqueIndex('yoksis_comparisons_running').on(t.kind, t.unitId).where(sql`state = 'running'`),
  ],
)

/** A difference found by a comparison, with the state of the correction sent for it. */
export const yoksisDifferences = pgTable(
  'yoksis_differences',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    comparisonId: integer('comparison_id')
      .notNull()
      .references(() => yoksisComparisons.id, { onDelete: 'cascade' }),
    /** missingThere (ours only), missingHere (YÖKSİS only), fieldDiffers. */
    kind: text('kind').notNull(),
    field: text('field'),
    nationalId: text('national_id').notNull(),
    studentId: integer('student_id').references(() => students.id),
    studentNo: text('student_no'),
    fullName: text('full_name').notNull(),
    programmeCode: text('programme_code').notNull(),
    ours: text('ours'),
    theirs: text('theirs'),
    /** none → sending (claimed, YÖKSİS called) → sent (accepted) | refused (YÖKSİS refused; may be sent again). */
    correction: text('correction').notNull().default('none'),
    correctionRef: text('correction_ref'),
    correctedBy: integer('corrected_by').references(() => persons.id),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
  },
  (t) => [index('yoksis_differences_comparison_idx').on(t.comparisonId, t.kind)],
)

/** The answer YÖKSİS gave to the registration of a newly enrolled health-sciences student. */
export const yoksisRegistrations = pgTable('yoksis_registrations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  studentId: integer('student_id')
    .notNull()
    .unique()
    .references(() => students.id),
  /** registered | refused. */
  state: text('state').notNull(),
  answerCode: text('answer_code').notNull(),
  answerMessage: text('answer_message').notNull(),
  yoksisRef: text('yoksis_ref'),
  registeredBy: integer('registered_by').references(() => persons.id),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
})

/** The development counterpart's student records: ours, with seeded differences (never read by the client). */
export const yoksisDevRecords = pgTable(
  'yoksis_dev_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nationalId: text('national_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    programmeCode: text('programme_code').notNull(),
    /** AKTIF, DONDURDU, AYRILDI, MEZUN. */
    status: text('status').notNull(),
    entryDate: text('entry_date').notNull(),
    graduationDate: text('graduation_date'),
    /** GPA in hundredths (3.12 → 312) or null. */
    gpa: integer('gpa'),
    /** The difference the seed put in on purpose (a field key, missingHere or missingThere), for tests. */
    seededDifference: text('seeded_difference'),
    /** Not served (the counterpart "does not have" it: seeded missingThere, or not yet registered). */
    withheld: boolean('withheld').notNull().default(false),
  },
  (t) => [
    uniqueIndex('yoksis_dev_records_key').on(t.nationalId, t.programmeCode),
    index('yoksis_dev_records_programme_idx').on(t.programmeCode).where(sql`not withheld`),
  ],
)

/** Operations the counterpart has carried out, by the caller's operation key (its idempotency). */
export const yoksisDevOperations = pgTable('yoksis_dev_operations', {
  key: text('key').primaryKey(),
  ref: text('ref').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
})
