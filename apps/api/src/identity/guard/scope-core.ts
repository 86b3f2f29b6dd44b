/**
 * The core target kinds of the unit scope (issue 33 §2): the records of the shared world every feature names.
 * Each resolves ids to the unit they belong to in one indexed query:
 * - `student`: a student number (OgrNo) → the studentship's programme unit;
 * - `studentId`: a studentship id → its programme unit;
 * - `section`: a section id → its course's unit (the department that offers it);
 * - `course`: a course id → its unit;
 * - `unit`: a unit id → itself (a programme, department, faculty, …).
 */
import { eq, inArray, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { courses, sections, students, units } from '../../db/schema/index.ts'
import type { ScopeRegistry, ScopeResolver } from './scope.ts'

/** Pairs of [id, unit id] as the resolver's map. */
const mapOf = <K extends number | string>(rows: { id: K; unitId: number }[]) =>
  new Map<number | string, number>(rows.map((r) => [r.id, r.unitId]))

const ints = (ids: readonly (number | string)[]) => ids.map(Number)
const texts = (ids: readonly (number | string)[]) => ids.map(String)

/** Registers the core kinds on `registry`, resolved over `db`. */
export function registerCoreScopeKinds(registry: ScopeRegistry, db: Database): void {
  registry.register('student', {
    shape: 'text',
    resolve: async (ids) =>
      mapOf(
        await db
          .select({ id: students.studentNo, unitId: students.programmeId })
          .from(students)
          .where(inArray(students.studentNo, texts(ids))),
      ),
  })
  registry.register('studentId', {
    shape: 'integer',
    resolve: async (ids) =>
      mapOf(
        await db
          .select({ id: students.id, unitId: students.programmeId })
          .from(students)
          .where(inArray(students.id, ints(ids))),
      ),
  })
  registry.register('section', {
    shape: 'integer',
    resolve: async (ids) =>
      mapOf(
        await db
          .select({ id: sections.id, unitId: courses.unitId })
          .from(sections)
          .innerJoin(courses, eq(courses.id, sections.courseId))
          .where(inArray(sections.id, ints(ids))),
      ),
  })
  registry.register('course', {
    shape: 'integer',
    resolve: async (ids) =>
      mapOf(
        await db
          .select({ id: courses.id, unitId: courses.unitId })
          .from(courses)
          .where(inArray(courses.id, ints(ids))),
      ),
  })
  registry.register('unit', {
    shape: 'integer',
    resolve: async (ids) =>
      mapOf(
        await db
          .select({ id: units.id, unitId: units.id })
          .from(units)
          .where(inArray(units.id, ints(ids))),
      ),
  })
}

/** A table's id column and the column naming its student, section or unit (integer columns). */
type IdColumn = AnyPgColumn<{ data: number }>

/**
 * Resolver builders for features' record kinds (one indexed query each):
 * - `byStudent`: a record of a student → the student's programme unit;
 * - `bySection`: a record of a section → the section's course unit;
 * - `byStudentAndSection`: a record of a student in a section → both units (both must be in scope);
 * - `byUnit`: a record of a unit → that unit.
 */
export function scopeResolvers(db: Database) {
  return {
    byStudent:
      (table: PgTable, id: IdColumn, studentId: IdColumn): ScopeResolver =>
      async (ids) =>
        mapOf(
          await db
            .select({ id: sql<number>`${id}`, unitId: students.programmeId })
            .from(table)
            .innerJoin(students, eq(students.id, studentId))
            .where(inArray(id, ints(ids))),
        ),
    bySection:
      (table: PgTable, id: IdColumn, sectionId: IdColumn): ScopeResolver =>
      async (ids) =>
        mapOf(
          await db
            .select({ id: sql<number>`${id}`, unitId: courses.unitId })
            .from(table)
            .innerJoin(sections, eq(sections.id, sectionId))
            .innerJoin(courses, eq(courses.id, sections.courseId))
            .where(inArray(id, ints(ids))),
        ),
    byStudentAndSection:
      (table: PgTable, id: IdColumn, studentId: IdColumn, sectionId: IdColumn): ScopeResolver =>
      async (ids) => {
        const rows = await db
          .select({ id: sql<number>`${id}`, studentUnit: students.programmeId, sectionUnit: courses.unitId })
          .from(table)
          .innerJoin(students, eq(students.id, studentId))
          .innerJoin(sections, eq(sections.id, sectionId))
          .innerJoin(courses, eq(courses.id, sections.courseId))
          .where(inArray(id, ints(ids)))
        return new Map(rows.map((r) => [r.id, [r.studentUnit, r.sectionUnit]]))
      },
    byUnit:
      (table: PgTable, id: IdColumn, unitId: IdColumn): ScopeResolver =>
      async (ids) =>
        mapOf(
          await db
            .select({ id: sql<number>`${id}`, unitId: sql<number>`${unitId}` })
            .from(table)
            .where(inArray(id, ints(ids))),
        ),
  }
}
