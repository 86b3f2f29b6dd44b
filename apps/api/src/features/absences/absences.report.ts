/**
 * Absence reports and the student's view (spec §3 "daily and total absence, percentage", §9 counting;
 * issue 5 § Absences "a warning as the limit nears"), and the percentages grades needs at finalisation.
 */
import type {
  AbsenceReport,
  AbsenceSummary,
  DayCounting,
  StaffStudentReport,
  StudentAbsenceCourse,
  StudentAbsences,
} from '@unacs/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { courses, sections } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import {
  ABSENCE_LIMIT_PERCENT,
  absentDays,
  limitHours,
  percentage,
  totalHours,
  warningOf,
} from './absences.counting.ts'
import type { Rosters, SectionGate } from './absences.deps.ts'
import { absenceEntries, examExemptions } from './absences.schema.ts'

type Entry = typeof absenceEntries.$inferSelect

/** One student's figures from their entries in a section. */
export function summarise(
  entries: readonly Entry[],
  weeklyHours: number,
  exempt: boolean,
  counting: DayCounting,
): AbsenceSummary {
  const total = totalHours(weeklyHours)
  const limit = limitHours(total)
  const counted = entries.filter((e) => e.consideredAbsent).length
  const excused = entries.filter((e) => e.excuseType !== null).length
  const byDay = new Map<string, { Hours: number; ExcusedHours: number }>()
  for (const e of entries) {
    const d = byDay.get(e.day) ?? { Hours: 0, ExcusedHours: 0 }
    d.Hours++
    if (e.excuseType !== null) d.ExcusedHours++
    byDay.set(e.day, d)
  }
  return {
    AbsentHours: entries.length,
    ExcusedHours: excused,
    CountedHours: counted,
    TotalHours: total,
    LimitHours: limit,
    Percentage: percentage(counted, total),
    AbsentDays: absentDays(
      entries.filter((e) => e.consideredAbsent).map((e) => e.day),
      counting,
    ),
    Warning: warningOf(counted, limit),
    Exempt: exempt,
    Daily: [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([Day, d]) => ({ Day, ...d })),
  }
}

/** Creates the reporting service. */
export function createAbsenceReportService(db: Database, gate: SectionGate, rosters: Rosters) {
  async function entriesOf(sectionIds: number[], studentId?: number) {
    if (sectionIds.length === 0) return []
    return db
      .select()
      .from(absenceEntries)
      .where(
        and(
          inArray(absenceEntries.sectionId, sectionIds),
          studentId ? eq(absenceEntries.studentId, studentId) : undefined,
        ),
      )
  }
  async function exemptIn(sectionIds: number[]) {
    if (sectionIds.length === 0) return new Set<string>()
    const rows = await db.select().from(examExemptions).where(inArray(examExemptions.sectionId, sectionIds))
    return new Set(rows.map((r) => `${r.sectionId}:${r.studentId}`))
  }

  /** A student's figures in `sectionIds`, newest term first, then course code. */
  async function coursesOf(
    studentId: number,
    sectionIds: number[],
    counting: DayCounting,
    lang: Language,
  ): Promise<StudentAbsenceCourse[]> {
    const refs = await Promise.all(sectionIds.map((id) => gate.section(id, lang)))
    const entries = await entriesOf(sectionIds, studentId)
    const exempt = await exemptIn(sectionIds)
    refs.sort(
      (a, b) => b.termStartsOn.localeCompare(a.termStartsOn) || a.courseCode.localeCompare(b.courseCode),
    )
    return refs.map((ref) => ({
      SectionId: ref.id,
      CourseCode: ref.courseCode,
      CourseName: ref.courseName,
      TermName: ref.termName,
      ...summarise(
        entries.filter((e) => e.sectionId === ref.id),
        ref.weeklyHours,
        exempt.has(`${ref.id}:${studentId}`),
        counting,
      ),
    }))
  }

  return {
    /** Percent of the course's hours each student of the section is counted absent (for finalisation). */
    async absencePercentages(sectionId: number): Promise<Map<number, number>> {
      const ref = await gate.section(sectionId)
      const total = totalHours(ref.weeklyHours)
      const out = new Map<number, number>()
      for (const e of await entriesOf([sectionId])) {
        if (e.consideredAbsent) out.set(e.studentId, (out.get(e.studentId) ?? 0) + 1)
      }
      for (const [k, v] of out) out.set(k, percentage(v, total))
      return out
    },

    /** A section's report: every student of the roster with daily and total figures. */
    async section(
      principal: Principal,
      sectionId: number,
      counting: DayCounting,
      lang: Language,
    ): Promise<AbsenceReport> {
      const ref = await gate.assertSection(principal, sectionId, lang)
      const entries = await entriesOf([sectionId])
      const exempt = await exemptIn([sectionId])
      return {
        SectionId: ref.id,
        CourseCode: ref.courseCode,
        CourseName: ref.courseName,
        SectionName: ref.name,
        Counting: counting,
        LimitPercent: ABSENCE_LIMIT_PERCENT,
        Rows: (await rosters.roster(sectionId)).map((r) => ({
          StudentId: r.studentId,
          StudentNo: r.studentNo,
          FullName: r.fullName,
          ...summarise(
            entries.filter((e) => e.studentId === r.studentId),
            ref.weeklyHours,
            exempt.has(`${sectionId}:${r.studentId}`),
            counting,
          ),
        })),
      }
    },

    /** The caller's absences per course (active studentship only), newest term first. */
    async student(principal: Principal, counting: DayCounting, lang: Language): Promise<StudentAbsences> {
      const student = await gate.studentOf(principal)
      const ids = await rosters.studentSections(student.id)
      return {
        StudentNo: student.studentNo,
        LimitPercent: ABSENCE_LIMIT_PERCENT,
        Courses: await coursesOf(student.id, ids, counting, lang),
      }
    },

    /**
     * One student's report for staff: the student's courses in sections the caller may work on, newest term
     * first. 404 when the student takes no section; 403 when none of their sections is in the caller's scope
     * (an instructor asking about another instructor's student; students).
     */
    async studentForStaff(
      principal: Principal,
      studentId: number,
      counting: DayCounting,
      lang: Language,
    ): Promise<StaffStudentReport> {
      const scope = await gate.scopeOf(principal)
      const ids = await rosters.studentSections(studentId)
      if (ids.length === 0) throw notFound()
      const visible = (
        await db
          .select({ id: sections.id })
          .from(sections)
          .innerJoin(courses, eq(courses.id, sections.courseId))
          .where(and(inArray(sections.id, ids), gate.inScope(scope)))
      ).map((r) => r.id)
      if (visible.length === 0) throw forbidden('absences.notYourStudent')
      const me = (await rosters.roster(visible[0] as number)).find((r) => r.studentId === studentId)
      return {
        StudentId: studentId,
        StudentNo: me?.studentNo ?? '',
        FullName: me?.fullName ?? '',
        Counting: counting,
        LimitPercent: ABSENCE_LIMIT_PERCENT,
        Courses: await coursesOf(studentId, visible, counting, lang),
      }
    },
  }
}
