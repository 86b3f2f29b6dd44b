/**
 * The grades feature's services composed (issue 6, issue 5 § Grades): section access, grade book, entry,
 * spreadsheet, finalisation, the student's view, requests and the section's grade document. `absences`
 * comes from the absences feature through features/index.ts.
 */
import type { GradingSection } from '@unacs/contracts'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { courses, sections } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import type { Clock } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import { createSectionAccess } from './grades.access.ts'
import { createApprovalService } from './grades.approval.ts'
import { createGradeBookService, summariesOf } from './grades.book.ts'
import type { AbsenceReader } from './grades.deps.ts'
import { createGradeDocumentService } from './grades.document.ts'
import { createGradeEntryService } from './grades.entry.ts'
import { createFinaliseService } from './grades.finalise.ts'
import { createGradesHomeService } from './grades.home.ts'
import { gpa } from './grades.letters.ts'
import { createOwnedGradeBookService } from './grades.owned.ts'
import { rosterOf } from './grades.repo.ts'
import { createGradeRequestService } from './grades.requests.ts'
import { createRosterService } from './grades.rosters.ts'
import { courseResults, sectionGrading } from './grades.schema.ts'
import { createGradeSpreadsheetService } from './grades.spreadsheet.ts'
import { createStudentGradesService } from './grades.student.ts'

/** Creates every grades service over `db`. */
/** `notify` (notifications feature, issue 39) tells the students of a finalised section and of decided grade requests. */
export function createGradesService(db: Database, clock: Clock, absences: AbsenceReader, notify?: Notify) {
  const access = createSectionAccess(db)
  const entry = createGradeEntryService(db, clock, access, absences)
  return {
    access,
    book: createGradeBookService(db, access),
    entry,
    spreadsheet: createGradeSpreadsheetService(db, clock, access),
    finalise: createFinaliseService(db, clock, access, absences, notify),
    student: createStudentGradesService(db, clock, access),
    requests: createGradeRequestService(db, clock, access, notify),
    approval: createApprovalService(db, clock, access),
    document: createGradeDocumentService(db, clock, entry),
    /** Grade books owned by another feature (the prep school's level books, issue 18). */
    owned: createOwnedGradeBookService(db, clock),
    /** The class lists kept in step with course registration's approvals (issue 24). */
    rosters: createRosterService(),
    /** The student's home card summary: exams ahead (issue 24). */
    home: createGradesHomeService(db, clock, access),

    /** The sections the caller may grade in `termId` (default all seeded terms), with state and size. */
    async sections(principal: Principal, lang: Language, termId?: number): Promise<GradingSection[]> {
      const refs = await access.sectionsInScope(principal, lang, termId)
      return summariesOf(db, refs)
    },

    /** A section's roster (student id, number, name), for the absences feature. */
    async roster(sectionId: number) {
      return (await rosterOf(db, sectionId)).map((r) => ({
        studentId: r.studentId,
        studentNo: r.studentNo,
        fullName: r.fullName,
      }))
    },

    /** The ids of the sections a student takes, for the absences feature. */
    async studentSections(studentId: number): Promise<number[]> {
      const rows = await db
        .select({ id: courseResults.sectionId })
        .from(courseResults)
        .where(eq(courseResults.studentId, studentId))
      return rows.map((r) => r.id)
    },

    /**
     * Each course of studentship `studentId` with a result (issue 24): 'passed' when a finalised result passes
     * (passed, conditionally, exempt), 'inProgress' when a result is not finalised yet, else 'failed'; a
     * course with several results takes the best (passed, then in progress). By course id. For the
     * registration feature (a passed or running course is not taken again).
     */
    async courseStandings(studentId: number): Promise<Map<number, 'passed' | 'failed' | 'inProgress'>> {
      const rows = await db
        .select({
          courseId: sections.courseId,
          status: courseResults.passStatus,
          state: sectionGrading.state,
        })
        .from(courseResults)
        .innerJoin(sections, eq(sections.id, courseResults.sectionId))
        .leftJoin(sectionGrading, eq(sectionGrading.sectionId, sections.id))
        .where(eq(courseResults.studentId, studentId))
      const rank = { failed: 0, inProgress: 1, passed: 2 } as const
      const out = new Map<number, 'passed' | 'failed' | 'inProgress'>()
      for (const r of rows) {
        const s =
          r.state !== 'finalized' || r.status === 'notFinalized'
            ? 'inProgress'
            : ['passed', 'passedConditionally', 'exempt'].includes(r.status)
              ? 'passed'
              : 'failed'
        const had = out.get(r.courseId)
        if (!had || rank[s] > rank[had]) out.set(r.courseId, s)
      }
      return out
    },

    /**
     * CGPA (4.00 scale, two decimals) of each studentship in `studentIds`, over finalised courses only: the
     * same figure the student's own grades page shows (`student.grades`). null when none is finalised.
     * For the sports feature's scholarship report (issue 21).
     */
    async cgpaOf(studentIds: readonly number[]): Promise<Map<number, number | null>> {
      const out = new Map<number, number | null>(studentIds.map((id) => [id, null]))
      if (studentIds.length === 0) return out
      const rows = await db
        .select({
          studentId: courseResults.studentId,
          letter: courseResults.letterGrade,
          credit: courses.credit,
        })
        .from(courseResults)
        .innerJoin(sections, eq(sections.id, courseResults.sectionId))
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(sectionGrading, eq(sectionGrading.sectionId, sections.id))
        .where(and(inArray(courseResults.studentId, [...studentIds]), eq(sectionGrading.state, 'finalized')))
      const byStudent = new Map<number, { letter: string | null; credit: number }[]>()
      for (const r of rows) byStudent.set(r.studentId, [...(byStudent.get(r.studentId) ?? []), r])
      for (const [id, list] of byStudent) out.set(id, gpa(list))
      return out
    },

    /**
     * Pass counts per course over the finalised results of `studentIds` (exempt and withdrawn left out;
     * passed and passed conditionally count as passes), by course code. For the students feature's
     * department report (issue 22).
     */
    async passRatesOf(studentIds: readonly number[]) {
      if (studentIds.length === 0) return []
      const rows = await db
        .select({
          courseId: courses.id,
          code: courses.code,
          nameTr: courses.nameTr,
          nameEn: courses.nameEn,
          graded: sql<number>`count(*)::int`,
          passed: sql<number>`count(*) filter (where ${courseResults.passStatus} in ('passed', 'passedConditionally'))::int`,
        })
        .from(courseResults)
        .innerJoin(sections, eq(sections.id, courseResults.sectionId))
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(sectionGrading, eq(sectionGrading.sectionId, sections.id))
        .where(
          and(
            inArray(courseResults.studentId, [...studentIds]),
            eq(sectionGrading.state, 'finalized'),
            notInArray(courseResults.passStatus, ['exempt', 'withdrew', 'notFinalized']),
          ),
        )
        .groupBy(courses.id)
        .orderBy(courses.code)
      return rows.map((r) => ({ ...r, graded: Number(r.graded), passed: Number(r.passed) }))
    },
  }
}

/** The grades service's type. */
export type GradesService = ReturnType<typeof createGradesService>
