/**
 * The student's page of one course (issue 22 "StudentCourseDetail"; spec §3 "Course and section"): a section
 * the student is registered for, has in a basket or has a result in (any term), or one of the active term's
 * opened sections of the student's curriculum (as the opened-courses list shows them). Grades and absences of the course come
 * from their own features' student endpoints; this service answers the section, schedule and instructors.
 */
import type { CourseDetail, StudentAbsences, StudentGrades } from '@unacs/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { inCurriculum, openedSections, rows, studentAndTerm } from './registration.repo.ts'
import { sectionView } from './registration.views.ts'

/**
 * What the service needs besides the database: the LMS course-search address for a course code (or null), and
 * the student's own grades and absences from their features' services.
 */
export interface CourseDetailDeps {
  materialsUrl(courseCode: string): string | null
  gradesOf(principal: Principal, lang: Language): Promise<StudentGrades>
  absencesOf(principal: Principal, lang: Language): Promise<StudentAbsences>
}

/** Creates the course detail service. */
export function createCourseDetailService(db: Database, deps: CourseDetailDeps) {
  return {
    /**
     * The section `sectionId` for the caller's own active studentship, in `lang`. 403 when the caller is not
     * a student with an active studentship of their own; 404 when the section does not exist or is neither
     * the student's nor opened to them this term (an unrelated section is not revealed).
     */
    async detail(principal: Principal, sectionId: number, lang: Language): Promise<CourseDetail> {
      if (principal.userType !== 'student' || !principal.activeStudentNo) throw forbidden()
      const found = await studentAndTerm(db, principal.activeStudentNo)
      if (!found || found.student.personId !== principal.personId) throw forbidden()
      if (found.student.status !== 'active') throw forbidden('registration.notActiveStudent')
      const { student, term } = found
      const [link] = await rows<{ termId: number; termTr: string; termEn: string; status: string | null }>(
        db,
        sql`select s.term_id as "termId", t.name_tr as "termTr", t.name_en as "termEn",
            (select b.status from registration_items i join registration_baskets b on b.id = i.basket_id
              where i.section_id = s.id and b.student_id = ${student.id} limit 1) as status
          from sections s join academic_terms t on t.id = s.term_id where s.id = ${sectionId}`,
      )
      if (!link) throw notFound()
      const [grades, absences] = await Promise.all([
        deps.gradesOf(principal, lang),
        deps.absencesOf(principal, lang),
      ])
      // A section with her result (graded or being graded) is one she takes or took, even without a basket row.
      const grade = grades.Terms.flatMap((t) => t.Courses).find((c) => c.SectionId === sectionId) ?? null
      const hers = link.status !== null || grade !== null
      const opened = term !== null && link.termId === term.id
      const scope = hers
        ? sql`s.id = ${sectionId}`
        : sql`s.id = ${sectionId} and ${inCurriculum(student.deptId, student.level)}`
      const [row] = opened || hers ? await openedSections(db, link.termId, {}, null, scope) : []
      if (!row) throw notFound()
      const siblings = await openedSections(db, link.termId, {}, null, sql`c.id = ${row.courseId}`)
      const view = sectionView(row, lang)
      return {
        ...view,
        TermId: link.termId,
        TermName: lang === 'en' ? link.termEn : link.termTr,
        Relation:
          link.status === 'approved' || (link.status === null && grade !== null)
            ? 'registered'
            : link.status
              ? 'basket'
              : 'none',
        OtherSections: siblings
          .filter((s) => s.sectionId !== row.sectionId)
          .map((s) => {
            const v = sectionView(s, lang)
            return {
              SectionId: v.SectionId,
              SectionName: v.SectionName,
              Classroom: v.Classroom,
              LessonTime: v.LessonTime,
              Instructors: v.Instructors,
              FreeSeats: v.FreeSeats,
            }
          }),
        MaterialsUrl: deps.materialsUrl(view.CourseCode),
        Grade: grade,
        Absence: absences.Courses.find((c) => c.SectionId === sectionId) ?? null,
        AbsenceLimitPercent: absences.LimitPercent,
      }
    },
  }
}

/** The course detail service's type. */
export type CourseDetailService = ReturnType<typeof createCourseDetailService>
