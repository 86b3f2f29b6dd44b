/**
 * The department report (issue 22 "department report: per department, students by class and status, GPA
 * distribution, course pass rates"): over the students of the caller's units (students.service.ts `scopeOf`),
 * optionally one unit and an entry year. CGPA and pass counts come from the grades feature's service.
 */
import type { CoursePassRate, DepartmentFilter, DepartmentReport, GpaBand, Language } from '@unacs/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import type { GradesService } from '../grades/index.ts'
import { department, faculty, programme, programmeUnder } from './students.repo.ts'
import { scopeOf } from './students.scope.ts'

/** What the report reads from the grades feature. */
export type DepartmentGrades = Pick<GradesService, 'cgpaOf' | 'passRatesOf'>

/** CGPA band edges on the 4.00 scale (the last band includes 4.00). */
export const GPA_EDGES = [0, 1, 2, 2.5, 3, 3.5, 4] as const

/** Student ids per call to the grades service (keeps each query's parameters far below PostgreSQL's limit). */
const CHUNK = 5000

/** Splits `ids` into chunks of {@link CHUNK}. */
const chunks = (ids: number[]) =>
  Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) => ids.slice(i * CHUNK, (i + 1) * CHUNK))

/** The band counts of `values` over {@link GPA_EDGES}. */
export function bandsOf(values: readonly number[]): GpaBand[] {
  const bands = GPA_EDGES.slice(0, -1).map((from, i) => ({
    From: from,
    To: GPA_EDGES[i + 1] as number,
    Students: 0,
  }))
  for (const v of values) {
    const band = bands.find((b, i) => v >= b.From && (v < b.To || i === bands.length - 1))
    if (band) band.Students++
  }
  return bands
}

/** Builds the department report service over `db` and the grades feature's reader. */
export function createDepartmentService(db: Database, grades: DepartmentGrades) {
  return {
    /**
     * The report of `f` within the caller's scope: class × status rows per department (the programme's
     * parent unit), the CGPA bands of the active students (and how many have none yet) and the pass rates
     * of the courses the selected students took. 403 for a role without units.
     */
    async report(principal: Principal, f: DepartmentFilter, lang: Language): Promise<DepartmentReport> {
      const scope = await scopeOf(db, principal)
      const where = and(
        programmeUnder(scope),
        f.unitId ? programmeUnder([f.unitId]) : undefined,
        f.entryYear ? eq(students.entryYear, f.entryYear) : undefined,
      )
      const name = (u: typeof department | typeof faculty) =>
        sql<string>`${lang === 'en' ? u.nameEn : u.nameTr}`
      const count = (s: string) => sql<number>`count(*) filter (where ${students.status} = ${s})::int`
      const rows = await db
        .select({
          departmentId: department.id,
          department: name(department),
          faculty: sql<string>`coalesce(${name(faculty)}, '')`,
          classYear: students.classYear,
          active: count('active'),
          frozen: count('frozen'),
          graduated: count('graduated'),
          withdrawn: count('withdrawn'),
          total: sql<number>`count(*)::int`,
        })
        .from(students)
        .innerJoin(programme, eq(programme.id, students.programmeId))
        .innerJoin(department, eq(department.id, programme.parentId))
        .leftJoin(faculty, eq(faculty.id, department.parentId))
        .where(where)
        .groupBy(department.id, faculty.id, students.classYear)
        .orderBy(name(department), students.classYear)
      const ids = await db.select({ id: students.id, status: students.status }).from(students).where(where)
      const active = ids.filter((s) => s.status === 'active').map((s) => s.id)
      const cgpas: number[] = []
      let noGpa = 0
      for (const part of chunks(active))
        for (const v of (await grades.cgpaOf(part)).values()) v === null ? noGpa++ : cgpas.push(v)
      const courses = new Map<number, CoursePassRate>()
      for (const part of chunks(ids.map((s) => s.id)))
        for (const c of await grades.passRatesOf(part)) {
          const had = courses.get(c.courseId)
          courses.set(c.courseId, {
            CourseId: c.courseId,
            Code: c.code,
            Name: lang === 'en' ? c.nameEn : c.nameTr,
            Graded: (had?.Graded ?? 0) + c.graded,
            Passed: (had?.Passed ?? 0) + c.passed,
            Rate: 0,
          })
        }
      return {
        Rows: rows.map((r) => ({
          DepartmentId: r.departmentId,
          Department: r.department,
          Faculty: r.faculty,
          ClassYear: r.classYear,
          Active: Number(r.active),
          Frozen: Number(r.frozen),
          Graduated: Number(r.graduated),
          Withdrawn: Number(r.withdrawn),
          Total: Number(r.total),
        })),
        Gpa: bandsOf(cgpas),
        NoGpa: noGpa,
        Courses: [...courses.values()]
          .map((c) => ({ ...c, Rate: c.Graded ? Math.round((c.Passed / c.Graded) * 1000) / 10 : 0 }))
          .sort((a, b) => a.Code.localeCompare(b.Code)),
      }
    },
  }
}

/** The department report service's type. */
export type DepartmentService = ReturnType<typeof createDepartmentService>
