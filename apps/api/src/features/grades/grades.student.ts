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
  /**
   * The same view of studentship `student` (id and number) for staff who may read it (the students
   * feature's record, issue 37); the caller checks the scope.
   */
  async function gradesOf(
    student: { id: number; studentNo: string },
    lang: Language,
  ): Promise<StudentGrades> {
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
    // Every section's book: an exam marked visible (dated visibility reached) shows its score before the
    // course is finalised (issue 37; spec §3 exam book "visibility, dated visibility").
    const sectionIds = [...new Set(rows.map((r) => r.sectionId))]
    const items = sectionIds.length
      ? await db
          .select()
          .from(gradeBookItems)
          .where(inArray(gradeBookItems.sectionId, sectionIds))
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
        Components: items
          .filter(
            (i) => i.sectionId === r.sectionId && i.visible && (!i.visibleFrom || i.visibleFrom <= today),
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
          // Before finalisation only the exams already graded (a score or "not taken") are listed.
          .filter((c) => finalized || c.Score !== null || c.NotTaken),
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
  }

  return {
    /**
     * The caller's grades by term (newest first by term start), with term GPA and CGPA over finalised courses
     * only, and the ECTS earned per term and in total (finalised courses passed). A graduated studentship sees
     * its whole transcript the same way (issue 24). The exams marked visible (dated visibility reached) show
     * their scores before finalisation; totals, letters and statuses wait for it (issue 37).
     */
    async grades(principal: Principal, lang: Language): Promise<StudentGrades> {
      return gradesOf(await access.studentOf(principal), lang)
    },

    /** The view of a studentship by id and number, for staff who may read it (see `gradesOf`). */
    gradesOf,

    /**
     * The term-by-term history of studentship `student` for the students feature's record (issue 37): per term
     * (newest first) the courses with total, letter and status (finalised or not), the term GPA and the CGPA
     * over the finalised courses up to and including the term, the credits and ECTS earned.
     */
    async termHistoryOf(student: { id: number; studentNo: string }, lang: Language) {
      const view = await gradesOf(student, lang)
      const oldestFirst = [...view.Terms].reverse()
      const upTo: { letter: string | null; credit: number }[] = []
      const out = oldestFirst.map((t) => {
        for (const c of t.Courses) if (c.Finalized) upTo.push({ letter: c.LetterGrade, credit: c.Credit })
        return {
          TermId: t.TermId,
          TermName: t.TermName,
          TermGpa: t.TermGpa,
          Cgpa: gpa(upTo),
          Credits: t.Credits,
          Ects: t.Ects,
          Courses: t.Courses.map((c) => ({
            CourseCode: c.CourseCode,
            CourseName: c.CourseName,
            Credit: c.Credit,
            Ects: c.Ects,
            Finalized: c.Finalized,
            Total: c.Total,
            LetterGrade: c.LetterGrade,
            PassStatus: c.PassStatus,
          })),
        }
      })
      return out.reverse()
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
