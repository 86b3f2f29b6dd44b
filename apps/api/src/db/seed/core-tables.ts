/** The core world's tables (DESIGN.md §5b), keyed like `CoreRows`, in insertion (foreign-key) order. */
import type { PgTable } from 'drizzle-orm/pg-core'
import {
  academicTerms,
  courses,
  menuEntries,
  persons,
  roleAssignments,
  roles,
  sectionInstructors,
  sections,
  staffMembers,
  students,
  units,
} from '../schema/index.ts'
import type { CoreRows } from './feature-seed.ts'

/** The core tables in insertion order, keyed like `CoreRows`. */
export const CORE_TABLES: { [K in keyof CoreRows]: PgTable } = {
  units,
  roles,
  persons,
  staffMembers,
  students,
  roleAssignments,
  academicTerms,
  courses,
  sections,
  sectionInstructors,
  menuEntries,
}

/** Core tables whose `id` is an identity column written explicitly by the seed. */
export const CORE_IDENTITY: readonly (keyof CoreRows)[] = [
  'units',
  'persons',
  'staffMembers',
  'students',
  'roleAssignments',
  'academicTerms',
  'courses',
  'sections',
  'menuEntries',
]
