/**
 * The demo-university seed (DESIGN.md §5b): `seedDemoUniversity` writes a deterministic, believable
 * Turkish university into an empty database; `resetDatabase` empties it again. Engine-agnostic
 * (PGlite or PostgreSQL, through the shared `Database` type).
 */
import { sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { absenceDays, absenceEntries } from '../../features/absences/absences.schema.ts'
import { positionCommittee, positions } from '../../features/applications/applications.schema.ts'
import { documentRequests } from '../../features/documents/documents.schema.ts'
import { eventAttendance, events, eventTypes } from '../../features/events/events.schema.ts'
import { fixtureItems } from '../../features/fixtures/fixtures.schema.ts'
import {
  courseResults,
  gradeBookItems,
  gradeRequests,
  grades,
  sectionGrading,
} from '../../features/grades/grades.schema.ts'
import { personnelRecords } from '../../features/personnel/personnel.schema.ts'
import {
  preInterviewCategories,
  preInterviewDetails,
} from '../../features/registration/pre-interview.schema.ts'
import type { Database } from '../client.ts'
import {
  academicTerms,
  auditLog,
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
import { insertBatched, syncIdentity, truncateTables } from './insert.ts'
import { buildWorld, DEFAULT_SEED, type SeedWorld } from './world.ts'

export { DEMO_ACCOUNTS, type DemoAccount, type DemoAccountKey } from './demo-accounts.ts'
export { MENUS, type MenuItem } from './menus.ts'
export { ROLE_IDS, ROLES, type RoleId } from './roles.ts'
export { isValidTcKimlik, makeTcKimlik } from './tc-kimlik.ts'
export { buildWorld, DEFAULT_SEED, type SeedWorld } from './world.ts'

/** Rows written per seeded table. */
export type SeedSummary = { [K in keyof SeedWorld]: number }

/** The seeded tables in insertion (foreign-key) order, keyed like SeedWorld. */
const TABLES: { [K in keyof SeedWorld]: PgTable } = {
  units,
  roles,
  persons,
  staffMembers,
  personnelRecords,
  students,
  roleAssignments,
  academicTerms,
  courses,
  sections,
  sectionInstructors,
  menuEntries,
  positions,
  positionCommittee,
  preInterviewCategories,
  preInterviewDetails,
  gradeBookItems,
  courseResults,
  grades,
  sectionGrading,
  gradeRequests,
  absenceDays,
  absenceEntries,
  eventTypes,
  events,
  eventAttendance,
  documentRequests,
  fixtureItems,
}

/** Tables whose `id` is an identity column written explicitly by the seed. */
const IDENTITY_TABLES: PgTable[] = [
  units,
  persons,
  staffMembers,
  students,
  roleAssignments,
  academicTerms,
  courses,
  sections,
  menuEntries,
  positions,
  preInterviewCategories,
  preInterviewDetails,
  gradeBookItems,
  courseResults,
  grades,
  gradeRequests,
  absenceEntries,
  eventTypes,
  events,
  eventAttendance,
  documentRequests,
  fixtureItems,
]

/** Options of `seedDemoUniversity`. */
export interface SeedOptions {
  /** Student persons to create (the 3 demo students included); about 2% get a second studentship. */
  students: number
  /** Random seed; the same `students` and `seed` give identical rows. Default 20261121. */
  seed?: number
}

/**
 * Seeds the demo university into `db`, which must hold no seeded data (call `resetDatabase` first).
 * One transaction; rows are built in memory, then inserted in batches of up to 1000 rows. Returns the
 * row count per table. Throws (and writes nothing) when the database is not empty.
 */
export async function seedDemoUniversity(db: Database, opts: SeedOptions): Promise<SeedSummary> {
  const world = buildWorld(opts.students, opts.seed ?? DEFAULT_SEED)
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database
    const existing = await t.execute<{ n: number }>(
      sql`select (select count(*) from units) + (select count(*) from persons) + (select count(*) from roles) as n`,
    )
    if (Number((existing as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0) > 0) {
      throw new Error('the database already holds seeded data; call resetDatabase first')
    }
    for (const key of Object.keys(TABLES) as (keyof SeedWorld)[]) {
      await insertBatched(t, TABLES[key], world[key])
    }
    for (const table of IDENTITY_TABLES) await syncIdentity(t, table)
  })
  const summary = {} as SeedSummary
  for (const key of Object.keys(TABLES) as (keyof SeedWorld)[]) summary[key] = world[key].length
  return summary
}

/**
 * Empties every seeded table and the audit log (TRUNCATE … RESTART IDENTITY CASCADE, so tables of
 * features that reference them are emptied too).
 */
export async function resetDatabase(db: Database): Promise<void> {
  await truncateTables(db, [...Object.values(TABLES), auditLog])
}
