/**
 * The student's grades (issue 5 § Grades; spec §4): per term and course, only for the caller's active
 * studentship; a course whose grading is not finalised shows no grade and is not counted in averages.
 * Also the grade distribution (no identities): staff for sections in scope, students for finalised
 * sections they take.
 */
import type { GradeDistribution, StudentGrades } from '@unacs/contracts'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms, courses, sections } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import type { SectionAccess } from './grades.access.ts'
import { gpa, LETTER_SCALE, statistics, weightedTotal } from './grades.letters.ts'
import { gradesOfItems, gradingOf, itemsOf } from './grades.repo.ts'
import { courseResults, gradeBookItems, grades, sectionGrading } from './grades.schema.ts'

/** Pass statuses that earn a course's ECTS. */
const EARNED: ReadonlySet<string> = new Set(['passed', 'passedConditionally', 'exempt'])

/** Creates the student-side grades service. */
export function createStudentGradesService(db: Database, clock: Clock, access: SectionAccess) {
  return {
    /**
     * The caller's grades by term (newest first by term start), with term GPA and CGPA over finalised courses
     * only, and the ECTS earned per term and in total (finalised courses passed). A graduated studentship sees
     * its whole transcript the same way (issue 24).
     */
    async grades(principal: Principal, lang: Language): Promise<StudentGrades> {
      const student = await access.studentOf(principal)
      const today = istanbulToday(clock())
      const rows = await db
        .select({
          sectionId: sections.id,
          termId: academicTerms.id,
          termName: lang === 'en' ? academicTerms.nameEn : academicTerms.nameTr,
          startsOn: academicTerms.startsOn,
          code: courses.code,
          name: lang === 'en' ? courses.nameEn : courses.nameTr,
          credit: courses.credit,
          ects: courses.ects,
          total: courseResults.total,
          letter: courseResults.letterGrade,
          status: courseResults.passStatus,
          state: sectionGrading.state,
        })
        .from(courseResults)
        .innerJoin(sections, eq(sections.id, courseResults.sectionId))
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
        .leftJoin(sectionGrading, eq(sectionGrading.sectionId, sections.id))
        .where(eq(courseResults.studentId, student.id))
        .orderBy(asc(academicTerms.startsOn), asc(courses.code))
      const finalIds = rows.filter((r) => r.state === 'finalized').map((r) => r.sectionId)
      const items = finalIds.length
        ? await db
            .select()
            .from(gradeBookItems)
            .where(inArray(gradeBookItems.sectionId, finalIds))
            .orderBy(asc(gradeBookItems.sortOrder), asc(gradeBookItems.id))
        : []
      const mine = items.length
        ? await db
            .select()
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
        : []
      const cell = new Map(mine.map((g) => [g.itemId, g]))
      const terms = new Map<number, StudentGrades['Terms'][number]>()
      const all: { letter: string | null; credit: number }[] = []
      for (const r of rows) {
        const finalized = r.state === 'finalized'
        const term = terms.get(r.termId) ?? {
          TermId: r.termId,
          TermName: r.termName,
          Courses: [],
          TermGpa: null,
          Credits: 0,
          Ects: 0,
        }
        terms.set(r.termId, term)
        term.Courses.push({
          SectionId: r.sectionId,
          CourseCode: r.code,
          CourseName: r.name,
          Credit: r.credit,
          Ects: r.ects,
          Finalized: finalized,
          Components: finalized
            ? items
                .filter(
                  (i) =>
                    i.sectionId === r.sectionId && i.visible && (!i.visibleFrom || i.visibleFrom <= today),
                )
                .map((i) => {
                  const g = cell.get(i.id)
                  return {
                    CategoryName: i.categoryName,
                    ExamName: i.examName,
                    Weight: Number(i.weight),
                    MaxPoint: Number(i.maxPoint),
                    Score: g?.score === null || g?.score === undefined ? null : Number(g.score),
                    NotTaken: g?.notTaken ?? false,
                  }
                })
            : [],
          Total: finalized && r.total !== null ? Number(r.total) : null,
          LetterGrade: finalized ? r.letter : null,
          PassStatus: finalized ? r.status : 'notFinalized',
        })
        if (finalized) {
          term.Credits += r.credit
          all.push({ letter: r.letter, credit: r.credit })
          if (EARNED.has(r.status)) term.Ects += r.ects
        }
      }
      const out = [...terms.values()].reverse()
      for (const t of out) {
        t.TermGpa = gpa(
          t.Courses.filter((c) => c.Finalized).map((c) => ({ letter: c.LetterGrade, credit: c.Credit })),
        )
      }
      const totalEcts = out.reduce((sum, t) => sum + t.Ects, 0)
      return { StudentNo: student.studentNo, Terms: out, Cgpa: gpa(all), TotalEcts: totalEcts }
    },

    /**
     * The distribution of a section's course totals (or one exam's scores with `itemId`), without identities.
     * Staff: sections in scope, live values. Students: only a finalised section they take; finalised totals.
     */
    async distribution(principal: Principal, sectionId: number, itemId?: number): Promise<GradeDistribution> {
      const items = await itemsOf(db, sectionId)
      const item = itemId === undefined ? undefined : items.find((i) => i.id === itemId)
      if (itemId !== undefined && !item) throw notFound()
      if (principal.userType === 'student') {
        const student = await access.studentOf(principal)
        const [taking] = await db
          .select({ id: courseResults.id })
          .from(courseResults)
          .where(and(eq(courseResults.sectionId, sectionId), eq(courseResults.studentId, student.id)))
        if (!taking) throw forbidden()
        if ((await gradingOf(db, sectionId)).state !== 'finalized') throw forbidden('grades.notFinalized')
        if (item && !item.visible) throw forbidden()
      } else {
        await access.assertSection(principal, sectionId)
      }
      const results = await db.select().from(courseResults).where(eq(courseResults.sectionId, sectionId))
      const cells = await gradesOfItems(
        db,
        items.map((i) => i.id),
      )
      let values: number[]
      let max = 100
      if (item) {
        max = Number(item.maxPoint)
        values = cells.filter((c) => c.itemId === item.id && c.score !== null).map((c) => Number(c.score))
      } else if (results.some((r) => r.total !== null)) {
        values = results.filter((r) => r.total !== null).map((r) => Number(r.total))
      } else {
        values = results.map((r) =>
          weightedTotal(
            items.map((i) => {
              const c = cells.find((x) => x.itemId === i.id && x.studentId === r.studentId)
              return {
                maxPoint: Number(i.maxPoint),
                weight: Number(i.weight),
                score: c?.score == null ? null : Number(c.score),
                notTaken: c?.notTaken ?? false,
              }
            }),
          ),
        )
      }
      const letters = new Map<string, number>()
      for (const r of results)
        if (r.letterGrade) letters.set(r.letterGrade, (letters.get(r.letterGrade) ?? 0) + 1)
      const order = [...LETTER_SCALE.map((l) => l.letter), 'DZ', 'MU', 'W']
      return {
        ...statistics(values, max),
        Letters: order.filter((l) => letters.has(l)).map((l) => ({ Letter: l, Count: letters.get(l) ?? 0 })),
      }
    },
  }
}
