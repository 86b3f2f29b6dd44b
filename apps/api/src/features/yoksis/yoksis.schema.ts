/**
 * YÖKSİS tables (issues 20 and 35; spec §1 "comparison and registration against the higher-education council's
 * student system"): the comparison parameters, our units' YÖKSİS ids (read from UniversiteBirimlerv1),
 * resumable comparison runs and their differences, the correction worklist, the Ministry of Health registrations
 * read for health-sciences graduates, and the development counterpart's own records (`yoksis_dev_records`, used
 * only by the counterpart mounted at /dev/yoksis; a university's YÖKSİS keeps its data itself).
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { units } from '../../db/schema/organisation.schema.ts'
import { persons, students } from '../../db/schema/people.schema.ts'

/** The YÖKSİS unit id (`BIRIM_ID`) of one of our units, matched by name in UniversiteBirimlerv1's tree. */
export const yoksisUnits = pgTable('yoksis_units', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => units.id),
  birimId: integer('birim_id').notNull(),
  /** BIRIM_ADI as YÖKSİS spells it. */
  name: text('name').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
})

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
    /** What the registrar chose: units (with their sub-units), optionally one class year, or one student. */
    scope: jsonb('scope').notNull().default({}),
    /** The job key part of the scope (term, units, class, student): the same choice is the same job. */
    scopeKey: text('scope_key').notNull().default(''),
    /** The background job working it now (a resumed run gets the new job's id). */
    jobId: uuid('job_id'),
    /** Persons (ours, by person id order) done so far: the resume point; and how many in all. */
    cursor: integer('cursor').notNull().default(0),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Persons YÖKSİS could not answer for (a fault for that one person); the run goes on. */
    failedCount: integer('failed_count').notNull().default(0),
    /** When the current attempt began and how many were done then (the measured pace for the time left). */
    resumedAt: timestamp('resumed_at', { withTimezone: true }).notNull().defaultNow(),
    doneAtResume: integer('done_at_resume').notNull().default(0),
    /** running → done | failed (an outage stops the run; a new start of the same choice resumes it). */
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
    index('yoksis_comparisons_scope_idx').on(t.kind, t.scopeKey, t.startedAt),
    // One running comparison per kind and choice: two registrars starting it at once get one.
    uniqueIndex('yoksis_comparisons_running_scope').on(t.kind, t.scopeKey).where(sql`state = 'running'`),
  ],
)

/** A difference found by a comparison. */
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
    /** The programme's YÖKSİS unit id, when known. */
    birimId: integer('birim_id'),
    ours: text('ours'),
    theirs: text('theirs'),
  },
  (t) => [
    index('yoksis_differences_comparison_idx').on(t.comparisonId, t.kind),
    index('yoksis_differences_person_idx').on(t.comparisonId, t.nationalId),
  ],
)

/**
 * The correction worklist (issue 35): a difference the registrar accepted, to be entered in YÖKSİS's own screens
 * (there is no write service). open → entered (the registrar says it is done) → verified (a later comparison
 * covering the person no longer shows it). One unverified item per person, programme, kind and field.
 */
export const yoksisWorklist = pgTable(
  'yoksis_worklist',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The comparison kind (student | graduate): only a comparison of the same kind verifies the item. */
    comparisonKind: text('comparison_kind').notNull(),
    kind: text('kind').notNull(),
    field: text('field'),
    nationalId: text('national_id').notNull(),
    studentId: integer('student_id').references(() => students.id),
    studentNo: text('student_no'),
    fullName: text('full_name').notNull(),
    programmeCode: text('programme_code').notNull(),
    birimId: integer('birim_id'),
    /** Our value (to enter in YÖKSİS) and YÖKSİS's value when accepted. */
    ours: text('ours'),
    theirs: text('theirs'),
    state: text('state').notNull().default('open'),
    comparisonId: integer('comparison_id').references(() => yoksisComparisons.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => persons.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    enteredBy: integer('entered_by').references(() => persons.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedByComparisonId: integer('verified_by_comparison_id'),
  },
  (t) => [
    uniqueIndex('yoksis_worklist_open_key')
      .on(t.nationalId, t.programmeCode, t.kind, sql`coalesce(${t.field}, '')`)
      .where(sql`state <> 'verified'`),
    index('yoksis_worklist_person_idx').on(t.nationalId, t.state),
  ],
)

/**
 * The Ministry of Health registration of a health-sciences graduate as YÖKSİS's REST `saglikbakanligitescilsorgula`
 * last answered it (issue 35): registered with its number and date, or not registered.
 */
export const yoksisHealthRegistrations = pgTable('yoksis_health_registrations', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id),
  /** registered | notRegistered. */
  state: text('state').notNull(),
  tescilNo: text('tescil_no'),
  /** dd/MM/yyyy as YÖKSİS sends it. */
  tescilTarihi: text('tescil_tarihi'),
  /** The answer's items as received. */
  answer: jsonb('answer').notNull(),
  queriedBy: integer('queried_by').references(() => persons.id),
  queriedAt: timestamp('queried_at', { withTimezone: true }).notNull().defaultNow(),
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
    index('yoksis_dev_records_person_idx').on(t.nationalId),
    index('yoksis_dev_records_programme_idx').on(t.programmeCode).where(sql`not withheld`),
  ],
)
