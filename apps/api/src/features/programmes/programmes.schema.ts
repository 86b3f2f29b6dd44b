/**
 * Programme versions and the guide's data (issue 19; spec §1, §3 "Programme", §5). A programme is a core unit
 * of kind `programme`; its versions, information, outcomes, TYYÇ matrix, curriculum links, fees and admission
 * figures live here. At most one draft and one published version per programme (partial unique indexes); a
 * published version is read-only (the service refuses edits) and is changed by cloning it into a new draft.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { units } from '../../db/schema/organisation.schema.ts'
import { academicTerms, courses } from '../../db/schema/teaching.schema.ts'

/**
 * A version of a programme: draft (editable), scheduled (published with a future publish date, read-only, not yet
 * public; issue 37), published (public, read-only) or archived (superseded).
 */
export const programmeVersions = pgTable(
  'programme_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => units.id),
    name: text('name').notNull(),
    status: text('status', { enum: ['draft', 'scheduled', 'published', 'archived'] }).notNull(),
    applicableTermId: integer('applicable_term_id').references(() => academicTerms.id),
    /** Istanbul dates; both required to publish, effective not before publish (spec §5). */
    publishDate: date('publish_date', { mode: 'string' }),
    effectiveDate: date('effective_date', { mode: 'string' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    clonedFromId: integer('cloned_from_id'),
    /** Random key of this version's preview links (HS256); a new draft gets a new one. */
    previewKey: text('preview_key')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Optimistic concurrency: bumped by every change of the version or its parts. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('programme_versions_one_draft').on(t.programmeId).where(sql`status = 'draft'`),
    uniqueIndex('programme_versions_one_published').on(t.programmeId).where(sql`status = 'published'`),
    uniqueIndex('programme_versions_one_scheduled').on(t.programmeId).where(sql`status = 'scheduled'`),
    index('programme_versions_programme_idx').on(t.programmeId),
    check(
      'programme_versions_dates_order',
      sql`${t.publishDate} is null or ${t.effectiveDate} is null or ${t.effectiveDate} >= ${t.publishDate}`,
    ),
  ],
)

/** An information section of a version: sanitised HTML in both languages, ordered. */
export const programmeInfoSections = pgTable(
  'programme_info_sections',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => programmeVersions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sortOrder: integer('sort_order').notNull(),
    htmlTr: text('html_tr').notNull(),
    htmlEn: text('html_en').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.kind] })],
)

/** A numbered programme learning outcome of a version. */
export const programmeOutcomes = pgTable(
  'programme_outcomes',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => programmeVersions.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    textTr: text('text_tr').notNull(),
    textEn: text('text_en').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.number] })],
)

/** A TYYÇ descriptor of a level (reference data the registrar maintains: NationalFramework). */
export const tyycDescriptors = pgTable(
  'tyyc_descriptors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    level: text('level', { enum: ['associate', 'bachelor', 'master', 'doctorate'] }).notNull(),
    category: text('category').notNull(),
    code: text('code').notNull(),
    textTr: text('text_tr').notNull(),
    textEn: text('text_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('tyyc_descriptors_level_code').on(t.level, t.code)],
)

/** One cell of a version's outcome × descriptor matrix, contribution 1..5 (0 is no row). */
export const outcomeDescriptorLinks = pgTable(
  'outcome_descriptor_links',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => programmeVersions.id, { onDelete: 'cascade' }),
    outcomeNumber: integer('outcome_number').notNull(),
    descriptorId: integer('descriptor_id')
      .notNull()
      .references(() => tyycDescriptors.id),
    level: integer('level').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.outcomeNumber, t.descriptorId] }),
    check('outcome_descriptor_links_level', sql`${t.level} between 1 and 5`),
  ],
)

/** A course of a version's curriculum in a semester. */
export const programmeCurriculum = pgTable(
  'programme_curriculum',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => programmeVersions.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    semester: integer('semester').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.courseId] })],
)

/** Fees of a version for a term: amounts 1–3 and preparatory fees 1–3, integer minor units of `currency`. */
export const programmeFees = pgTable(
  'programme_fees',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => programmeVersions.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => academicTerms.id),
    currency: text('currency', { enum: ['TRY', 'USD', 'EUR'] }).notNull(),
    fee1: integer('fee1').notNull(),
    fee2: integer('fee2').notNull(),
    fee3: integer('fee3').notNull(),
    prepFee1: integer('prep_fee1').notNull(),
    prepFee2: integer('prep_fee2').notNull(),
    prepFee3: integer('prep_fee3').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.termId] }),
    check(
      'programme_fees_nonnegative',
      sql`least(${t.fee1}, ${t.fee2}, ${t.fee3}, ${t.prepFee1}, ${t.prepFee2}, ${t.prepFee3}) >= 0`,
    ),
  ],
)

/** Admission figures of a programme for a year (score type, quota, placed, placement scores). */
export const programmeAdmissions = pgTable(
  'programme_admissions',
  {
    programmeId: integer('programme_id')
      .notNull()
      .references(() => units.id),
    year: integer('year').notNull(),
    scoreType: text('score_type').notNull(),
    quota: integer('quota').notNull(),
    placed: integer('placed').notNull(),
    minScore: numeric('min_score', { precision: 8, scale: 5, mode: 'number' }),
    maxScore: numeric('max_score', { precision: 8, scale: 5, mode: 'number' }),
    /** Optimistic concurrency of the registrar's edits: bumped by every change of the row. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.programmeId, t.year] }),
    check('programme_admissions_counts', sql`${t.quota} >= 0 and ${t.placed} >= 0`),
    check(
      'programme_admissions_scores_order',
      sql`${t.minScore} is null or ${t.maxScore} is null or ${t.minScore} <= ${t.maxScore}`,
    ),
  ],
)
