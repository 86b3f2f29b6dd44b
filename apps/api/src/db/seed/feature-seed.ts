/**
 * The contract between the core demo world and the features' seeds (DESIGN.md §3, §5b). The core world
 * (db/seed) plans the university every feature shares: units, roles, people, staff, students, terms,
 * courses, sections and menus. A feature owns `features/<slug>/<slug>.seed.ts`, a `FeatureSeed` that builds
 * the rows of its own tables from the core world; `features/seeds.ts` lists them in insertion order.
 */
import type { PgTable } from 'drizzle-orm/pg-core'
import type { SectionInstructorRow } from './assignments.ts'
import type { CourseRow } from './courses.ts'
import type { EnrolmentPlan } from './enrolments.ts'
import type { MenuEntryRow } from './menus.ts'
import type { UnitRow } from './organisation.ts'
import type { PersonRow } from './persons.ts'
import type { Rng } from './rng.ts'
import type { RoleAssignmentRow } from './role-assignments.ts'
import type { ROLES } from './roles.ts'
import type { SectionRow, TermRow } from './sections.ts'
import type { StaffEntry, StaffRow } from './staff.ts'
import type { StudentRow } from './students.ts'

/** The core tables' rows, in insertion (foreign-key) order. */
export interface CoreRows {
  units: UnitRow[]
  roles: (typeof ROLES)[number][]
  persons: PersonRow[]
  staffMembers: StaffRow[]
  students: StudentRow[]
  roleAssignments: RoleAssignmentRow[]
  academicTerms: TermRow[]
  courses: CourseRow[]
  sections: SectionRow[]
  sectionInstructors: SectionInstructorRow[]
  menuEntries: MenuEntryRow[]
}

/** The core world a feature seed builds on: the core rows and the planning facts features need. */
export interface CoreWorld extends CoreRows {
  /** The staff roster in staff id order: each member's row, person and demo account (if any). */
  staff: readonly StaffEntry[]
  /** The active academic term. */
  activeTerm: TermRow
  /**
   * The demo instructor's parallel section without students (see demo-sections.ts), already among
   * `sections`; null when the demo instructor has too few sections to get one.
   */
  emptyParallelSection: SectionRow | null
  /**
   * Who takes which section (enrolments.ts): every basket and held section of the seeded terms. The sections'
   * registered and basket counts are counted from it; the registration seed writes it, the grades seed's
   * rosters are its approved items.
   */
  enrolments: EnrolmentPlan
}

/** A named random stream of the seed (e.g. `rng('grades')`); streams never shift each other. */
export type RngFactory = (stream: string) => Rng

/** A feature's tables by name, in insertion (foreign-key) order. */
export type SeedTables = Readonly<Record<string, PgTable>>

/** The rows of each table in `T`. */
export type SeedRows<T extends SeedTables> = { [K in keyof T]: T[K]['$inferInsert'][] }

/**
 * One feature's demo data. `build` is pure and deterministic (random numbers only from `rng`) and returns
 * rows for the feature's own tables only; `input` is what the seed list passes from earlier seeds.
 */
export interface FeatureSeed<T extends SeedTables, In = undefined> {
  /** The feature's slug (its folder name). */
  slug: string
  /** The feature's seeded tables, in insertion order; their names key the summary, so they are unique. */
  tables: T
  /** Tables whose `id` is an identity column written explicitly (their sequences move past the seed). */
  identity: readonly (keyof T & string)[]
  /** Builds the rows of every table in `tables`. */
  build(core: CoreWorld, rng: RngFactory, input: In): SeedRows<T>
}

/** The rows an earlier seed of the list built (throws when `seed` has not run yet). */
export type EarlierRows = <T extends SeedTables>(seed: FeatureSeed<T, never>) => SeedRows<T>

/** One line of the seed list: a feature seed and how its input is taken from earlier seeds' rows. */
export interface SeedListEntry {
  seed: FeatureSeed<SeedTables, unknown>
  input: (earlier: EarlierRows) => unknown
}

/** A line of the seed list for a seed without input. */
export function seedEntry<T extends SeedTables>(seed: FeatureSeed<T>): SeedListEntry
/** A line of the seed list for a seed whose input comes from earlier seeds (e.g. grades' class lists). */
export function seedEntry<T extends SeedTables, In>(
  seed: FeatureSeed<T, In>,
  input: (earlier: EarlierRows) => In,
): SeedListEntry
export function seedEntry<T extends SeedTables, In>(
  seed: FeatureSeed<T, In>,
  input: (earlier: EarlierRows) => In = () => undefined as In,
): SeedListEntry {
  return { seed: seed as unknown as FeatureSeed<SeedTables, unknown>, input }
}
