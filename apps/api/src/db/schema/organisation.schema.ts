/**
 * Organisation tables: the unit tree (university → faculties → departments/programmes, plus offices).
 * Spec §3 (BirimId, BirimIds in claims); DESIGN.md §5 glossary "Birim = unit".
 */
import { type AnyPgColumn, boolean, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core'

/** Kinds of unit. `programme` is what a studentship belongs to; `office` covers library, accounting, sports… */
export const unitKind = pgEnum('unit_kind', [
  'university',
  'faculty',
  'vocational_school',
  'graduate_school',
  'prep_school',
  'department',
  'programme',
  'office',
])

/** Programme level, for programme units only. */
export const programmeLevel = pgEnum('programme_level', [
  'associate',
  'bachelor',
  'master',
  'doctorate',
  'prep',
])

/** One unit of the university; `parentId` builds the tree (null only for the university itself). */
export const units = pgTable('units', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer('parent_id').references((): AnyPgColumn => units.id),
  code: text('code').notNull().unique(),
  kind: unitKind('kind').notNull(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  /** Only for programmes. */
  level: programmeLevel('level'),
  /** Only for programmes: standard duration in semesters. */
  semesters: integer('semesters'),
  isActive: boolean('is_active').notNull().default(true),
})
