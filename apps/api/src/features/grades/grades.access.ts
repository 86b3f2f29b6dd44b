/**
 * Who may work on which section (issue 6 "Who may do what"; spec §6): an instructor (active role 2) only
 * their own sections; a head of department (11) the sections of courses in their units; the registrar (4)
 * every section. Students never. Also the student's own active studentship (issue 5 "For every area").
 * Shared with the absences feature through features/index.ts.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, roleAssignments, staffMembers, students } from '../../db/schema/index.ts'
import { academicTerms, courses, sectionInstructors, sections } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'

/** Roles that grade: instructor, head of department, registrar. */
export const GRADING_ROLES = [2, 11, 4] as const

/** A section with what grading and absences need of its course and term. */
export interface SectionRef {
  id: number
  name: string
  termId: number
  termName: string
  termStartsOn: string
  termEndsOn: string
  /** The term is the active one. */
  termActive: boolean
  courseId: number
  courseCode: string
  courseName: string
  unitId: number
  credit: number
  ects: number
  /** Weekly lesson hours (theory + practice + lab). */
  weeklyHours: number
  /** The section's lesson-time text (spec §3, e.g. "Pzt 09:00-11:50"); null when unscheduled. */
  lessonTime: string | null
}

/** The caller's reach over sections. */
export type SectionScope =
  | { kind: 'all' }
  | { kind: 'units'; unitIds: number[] }
  | { kind: 'instructor'; staffIds: number[] }

/** The student row of the caller's active studentship. */
export interface StudentRef {
  id: number
  studentNo: string
  personId: number
}

/** Creates the section access checks over `db`. */
export function createSectionAccess(db: Database) {
  const sectionColumns = (lang: Language) => ({
    id: sections.id,
    name: sections.name,
    termId: sections.termId,
    termName: lang === 'en' ? academicTerms.nameEn : academicTerms.nameTr,
    termStartsOn: academicTerms.startsOn,
    termEndsOn: academicTerms.endsOn,
    termActive: academicTerms.isActive,
    courseId: courses.id,
    courseCode: courses.code,
    courseName: lang === 'en' ? courses.nameEn : courses.nameTr,
    unitId: courses.unitId,
    credit: courses.credit,
    ects: courses.ects,
    weeklyHours: sql<number>`(${courses.theoryHours} + ${courses.practiceHours} + ${courses.labHours})::int`,
    lessonTime: sections.lessonTime,
  })

  /** The caller's scope; 403 for students and roles that do not grade. */
  async function scopeOf(principal: Principal): Promise<SectionScope> {
    if (principal.userType !== 'staff') throw forbidden()
    const role = principal.activeRoleId
    if (!(GRADING_ROLES as readonly number[]).includes(role)) throw forbidden()
    const staff = await db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.personId, principal.personId), eq(staffMembers.isActive, true)))
    const staffIds = staff.map((s) => s.id)
    if (staffIds.length === 0) throw forbidden()
    if (role === 2) return { kind: 'instructor', staffIds }
    const held = await db
      .select({ unitIds: roleAssignments.unitIds })
      .from(roleAssignments)
      .where(
        and(
          sql`${roleAssignments.staffMemberId} in (${sql.join(staffIds, sql`, `)})`,
          eq(roleAssignments.roleId, role),
          eq(roleAssignments.isActive, true),
          eq(roleAssignments.isProxy, principal.isProxy),
        ),
      )
    if (held.length === 0) throw forbidden()
    if (role === 4) return { kind: 'all' }
    return { kind: 'units', unitIds: [...new Set(held.flatMap((h) => h.unitIds))] }
  }

  /** SQL condition restricting `sections`/`courses` rows to `scope`. */
  function inScope(scope: SectionScope): SQL {
    if (scope.kind === 'all') return sql`true`
    if (scope.kind === 'units') {
      if (scope.unitIds.length === 0) return sql`false`
      return sql`${courses.unitId} in (${sql.join(scope.unitIds, sql`, `)})`
    }
    return sql`exists (select 1 from ${sectionInstructors} si where si.section_id = ${sections.id} and si.staff_member_id in (${sql.join(scope.staffIds, sql`, `)}))`
  }

  return {
    scopeOf,
    inScope,

    /** The section, or 404 when it does not exist. No access check. */
    async section(sectionId: number, lang: Language = 'tr'): Promise<SectionRef> {
      const [row] = await db
        .select(sectionColumns(lang))
        .from(sections)
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
        .where(eq(sections.id, sectionId))
      if (!row) throw notFound()
      return row
    },

    /**
     * The section if the caller may work on it. 404 when it does not exist, 403 when it is outside the
     * caller's scope (another instructor's section, another department).
     */
    async assertSection(principal: Principal, sectionId: number, lang: Language = 'tr'): Promise<SectionRef> {
      const scope = await scopeOf(principal)
      const [row] = await db
        .select({ ...sectionColumns(lang), allowed: sql<boolean>`${inScope(scope)}` })
        .from(sections)
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
        .where(eq(sections.id, sectionId))
      if (!row) throw notFound()
      if (!row.allowed) throw forbidden('grades.notYourSection')
      const { allowed: _allowed, ...ref } = row
      return ref
    },

    /** The sections in the caller's scope in `termId` (default: every term), course code order, at most 500. */
    async sectionsInScope(principal: Principal, lang: Language, termId?: number): Promise<SectionRef[]> {
      const scope = await scopeOf(principal)
      return db
        .select(sectionColumns(lang))
        .from(sections)
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
        .where(and(inScope(scope), termId ? eq(sections.termId, termId) : undefined))
        .orderBy(asc(academicTerms.startsOn), asc(courses.code), asc(sections.name))
        .limit(500)
    },

    /** The caller's active studentship; 403 for staff or when the session has none. */
    async studentOf(principal: Principal): Promise<StudentRef> {
      if (principal.userType !== 'student' || !principal.activeStudentNo) throw forbidden()
      const [row] = await db
        .select({ id: students.id, studentNo: students.studentNo, personId: students.personId })
        .from(students)
        .where(
          and(eq(students.studentNo, principal.activeStudentNo), eq(students.personId, principal.personId)),
        )
      if (!row) throw forbidden()
      return row
    },

    /** Full names of persons by id. */
    async personNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: persons.id, name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}` })
        .from(persons)
        .where(sql`${persons.id} in (${sql.join(ids, sql`, `)})`)
      return new Map(rows.map((r) => [r.id, r.name]))
    },
  }
}

/** The section access checks' type. */
export type SectionAccess = ReturnType<typeof createSectionAccess>
