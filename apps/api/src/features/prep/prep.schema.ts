/**
 * Tables of the preparatory English school (issue 18; spec §1, §3 "Quarter and level", §4 "Level mixing"):
 * quarters of a prep year, levels per quarter, classrooms, sections per level with their instructors, the
 * students' enrolment in a quarter (level, section, score), promotions and level mixings with their initial
 * placements and improvements. Students are the core `students` rows in class year 0 (decisions.md).
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { staffMembers, students } from '../../db/schema/people.schema.ts'

export const prepQuarterType = pgEnum('prep_quarter_type', ['regular', 'summer'])

/** A quarter (çeyrek) of a prep year (spec §3: name, year, type, active flag, parameter; §5 dates). */
export const prepQuarters = pgTable(
  'prep_quarters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** The academic year's first calendar year (2026 for 2026-2027). */
    year: integer('year').notNull(),
    /** The month (1–12) the quarter starts in. */
    month: integer('month').notNull(),
    /** Its number in the year, 1–4. */
    quarterNo: integer('quarter_no').notNull(),
    type: prepQuarterType('type').notNull(),
    /** The quarter's parameter code (spec §3 "parameter"), free text. */
    parameter: text('parameter').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('prep_quarters_year_no').on(t.year, t.quarterNo),
    uniqueIndex('prep_quarters_one_active').on(t.isActive).where(sql`${t.isActive}`),
    check('prep_quarters_dates', sql`${t.startDate} < ${t.endDate}`),
  ],
)

/** A level (kur) of a quarter (spec §3: name, next level, clone flag, visibility, pass grade, calendar). */
export const prepLevels = pgTable(
  'prep_levels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    quarterId: integer('quarter_id')
      .notNull()
      .references(() => prepQuarters.id),
    name: text('name').notNull(),
    /** The level a passing student goes to (same quarter's definitions; the next quarter's level by name). */
    nextLevelId: integer('next_level_id'),
    /** Copied when the quarter's levels are cloned into another quarter. */
    cloneFlag: boolean('clone_flag').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(true),
    passGrade: numeric('pass_grade', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The level's academic calendar: teaching from … to (Istanbul dates). */
    calendarStart: date('calendar_start', { mode: 'string' }).notNull(),
    calendarEnd: date('calendar_end', { mode: 'string' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('prep_levels_quarter_name').on(t.quarterId, t.name),
    check('prep_levels_calendar', sql`${t.calendarStart} <= ${t.calendarEnd}`),
  ],
)

/** A classroom (derslik) of the prep school. */
export const prepClassrooms = pgTable('prep_classrooms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  building: text('building').notNull(),
  capacity: integer('capacity').notNull(),
  version: integer('version').notNull().default(1),
})

/** A section (şube) of a level, in a classroom, with a quota. */
export const prepSections = pgTable(
  'prep_sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    levelId: integer('level_id')
      .notNull()
      .references(() => prepLevels.id),
    name: text('name').notNull(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => prepClassrooms.id),
    quota: integer('quota').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('prep_sections_level_name').on(t.levelId, t.name),
    check('prep_sections_quota', sql`${t.quota} > 0`),
  ],
)

/** The instructors of a section. */
export const prepSectionInstructors = pgTable(
  'prep_section_instructors',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => prepSections.id),
    staffMemberId: integer('staff_member_id')
      .notNull()
      .references(() => staffMembers.id),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.staffMemberId] })],
)

/** A prep student's place in a quarter: level, section (null until placed), the quarter's score. */
export const prepEnrolments = pgTable(
  'prep_enrolments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    quarterId: integer('quarter_id')
      .notNull()
      .references(() => prepQuarters.id),
    levelId: integer('level_id')
      .notNull()
      .references(() => prepLevels.id),
    sectionId: integer('section_id').references(() => prepSections.id),
    /** The score the student came in with (previous quarter or placement), for balanced mixing. */
    entryScore: numeric('entry_score', { precision: 5, scale: 2, mode: 'number' }),
    /** The quarter's final score (0–100), null while not graded. */
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    /**
     * When the enrolment ended before its quarter did (issue 37: an Apex passer transferred out of prep); an
     * ended enrolment has no section and is left out of every prep list, count and report.
     */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: 'apex' (passed an Apex exam and was transferred out of prep). */
    endReason: text('end_reason'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('prep_enrolments_student_quarter').on(t.studentId, t.quarterId),
    index('prep_enrolments_level_idx').on(t.levelId),
    index('prep_enrolments_section_idx').on(t.sectionId),
  ],
)

/** A quarter's applied level promotion (once per quarter). */
export const prepPromotions = pgTable('prep_promotions', {
  quarterId: integer('quarter_id')
    .primaryKey()
    .references(() => prepQuarters.id),
  targetQuarterId: integer('target_quarter_id')
    .notNull()
    .references(() => prepQuarters.id),
  promoted: integer('promoted').notNull(),
  repeated: integer('repeated').notNull(),
  completed: integer('completed').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  appliedByPersonId: integer('applied_by_person_id'),
})

export const prepMixingState = pgEnum('prep_mixing_state', ['started', 'finalised'])

/** A level mixing (kur karıştırma) of one level (spec §4: start, finalise, and the two rollbacks). */
export const prepMixings = pgTable('prep_mixings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  levelId: integer('level_id')
    .notNull()
    .unique()
    .references(() => prepLevels.id),
  state: prepMixingState('state').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Whether the placement before the start was recorded (mixings started since issue 37), so it can be restored. */
  restorable: boolean('restorable').notNull().default(false),
  version: integer('version').notNull().default(1),
})

/** The initial mixing state: each enrolment's section right after the start. */
export const prepMixingPlacements = pgTable(
  'prep_mixing_placements',
  {
    mixingId: integer('mixing_id')
      .notNull()
      .references(() => prepMixings.id),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => prepEnrolments.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => prepSections.id),
    /**
     * The enrolment's section before the mixing started (issue 37: that placement stays restorable); null when
     * it had none, or for mixings started before this was kept.
     */
    previousSectionId: integer('previous_section_id'),
  },
  (t) => [primaryKey({ columns: [t.mixingId, t.enrolmentId] })],
)

/** An improvement: a manual move during the mixing; rolled back ones keep the time of the rollback. */
export const prepMixingMoves = pgTable(
  'prep_mixing_moves',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    mixingId: integer('mixing_id')
      .notNull()
      .references(() => prepMixings.id),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => prepEnrolments.id),
    fromSectionId: integer('from_section_id').notNull(),
    toSectionId: integer('to_section_id').notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull(),
    movedByPersonId: integer('moved_by_person_id'),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  },
  (t) => [index('prep_mixing_moves_mixing_idx').on(t.mixingId)],
)
