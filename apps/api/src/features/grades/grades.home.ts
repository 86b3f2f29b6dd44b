/**
 * The grades feature's home summary for students (issue 24 "a student sees … upcoming exams"): the exams of
 * the caller's active-term courses that have no result for her yet (no score, not marked not taken), in grade
 * book order. The grade book holds no exam dates; the date grading of an exam opens is given when set. Only
 * exams students may see (visible, dated visibility reached); finalised sections have nothing ahead.
 */
import type { ExamsAhead } from '@unacs/contracts'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms, courses, sections } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import type { SectionAccess } from './grades.access.ts'
import { courseResults, gradeBookItems, grades, sectionGrading } from './grades.schema.ts'

/** Creates the student home summary reader. */
export function createGradesHomeService(db: Database, clock: Clock, access: SectionAccess) {
  return {
    /** The caller's exams ahead in the active term. 403 for staff and a studentship not the caller's. */
    async examsAhead(principal: Principal, lang: Language): Promise<ExamsAhead> {
      const student = await access.studentOf(principal)
      const today = istanbulToday(clock())
      const taken = await db
        .select({
          sectionId: sections.id,
          code: courses.code,
          name: lang === 'en' ? courses.nameEn : courses.nameTr,
          termName: lang === 'en' ? academicTerms.nameEn : academicTerms.nameTr,
          state: sectionGrading.state,
        })
        .from(courseResults)
        .innerJoin(sections, eq(sections.id, courseResults.sectionId))
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
        .leftJoin(sectionGrading, eq(sectionGrading.sectionId, sections.id))
        .where(
          and(
            eq(courseResults.studentId, student.id),
            eq(academicTerms.isActive, true),
            eq(courseResults.exempt, false),
            eq(courseResults.withdrew, false),
          ),
        )
        .orderBy(asc(courses.code))
      const open = taken.filter((t) => t.state !== 'finalized')
      if (open.length === 0) return { TermName: taken[0]?.termName ?? null, Exams: [] }
      const items = await db
        .select()
        .from(gradeBookItems)
        .where(
          inArray(
            gradeBookItems.sectionId,
            open.map((t) => t.sectionId),
          ),
        )
        .orderBy(asc(gradeBookItems.sortOrder), asc(gradeBookItems.id))
      const done = new Set(
        items.length
          ? (
              await db
                .select({ itemId: grades.itemId, score: grades.score, notTaken: grades.notTaken })
                .from(grades)
                .where(
                  and(
                    eq(grades.studentId, student.id),
                    inArray(
                      grades.itemId,
                      items.map((i) => i.id),
                    ),
                  ),
                )
            )
              .filter((g) => g.score !== null || g.notTaken)
              .map((g) => g.itemId)
          : [],
      )
      const exams = open.flatMap((t) =>
        items
          .filter(
            (i) =>
              i.sectionId === t.sectionId &&
              i.visible &&
              (!i.visibleFrom || i.visibleFrom <= today) &&
              !done.has(i.id),
          )
          .map((i) => ({
            SectionId: t.sectionId,
            CourseCode: t.code,
            CourseName: t.name,
            CategoryName: i.categoryName,
            ExamName: i.examName,
            Weight: Number(i.weight),
            EntryFrom: i.entryFrom,
          })),
      )
      return { TermName: taken[0]?.termName ?? null, Exams: exams }
    },
  }
}
