/**
 * A batch view of students' absence standing in the active term, for features that report on many
 * students at once (issue 21 sports scholarship report). Same arithmetic as the section report
 * (absences.counting.ts): counted hours over the course's total hours, over the limit when counted > limit.
 */
import { and, count, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms, courses, sections } from '../../db/schema/teaching.schema.ts'
import { limitHours, percentage, totalHours } from './absences.counting.ts'
import { absenceEntries } from './absences.schema.ts'

/** One student's absence standing in the active term. */
export interface AbsenceStanding {
  /** Courses of the active term whose counted absence hours are over the limit. */
  coursesOverLimit: number
  /** The highest absence percentage (0..100, two decimals) among the active term's courses; 0 without absences. */
  worstPercent: number
}

/**
 * The absence standing of each studentship in `studentIds` over the active term's sections (every id gets
 * an entry; a student without absences has 0 and 0). Counted hours only (excused hours that are not counted
 * absent are left out), as in the section report.
 */
export async function absenceSummaryOf(
  db: Database,
  studentIds: readonly number[],
): Promise<Map<number, AbsenceStanding>> {
  const out = new Map<number, AbsenceStanding>(
    studentIds.map((id) => [id, { coursesOverLimit: 0, worstPercent: 0 }]),
  )
  if (studentIds.length === 0) return out
  const rows = await db
    .select({
      studentId: absenceEntries.studentId,
      sectionId: absenceEntries.sectionId,
      counted: count(),
      theory: courses.theoryHours,
      practice: courses.practiceHours,
      lab: courses.labHours,
    })
    .from(absenceEntries)
    .innerJoin(sections, eq(sections.id, absenceEntries.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
    .where(
      and(
        inArray(absenceEntries.studentId, [...studentIds]),
        eq(absenceEntries.consideredAbsent, true),
        eq(academicTerms.isActive, true),
      ),
    )
    .groupBy(
      absenceEntries.studentId,
      absenceEntries.sectionId,
      courses.theoryHours,
      courses.practiceHours,
      courses.labHours,
    )
  for (const r of rows) {
    const total = totalHours(r.theory + r.practice + r.lab)
    const standing = out.get(r.studentId) ?? { coursesOverLimit: 0, worstPercent: 0 }
    if (r.counted > limitHours(total)) standing.coursesOverLimit++
    standing.worstPercent = Math.max(standing.worstPercent, percentage(r.counted, total))
    out.set(r.studentId, standing)
  }
  return out
}

/** One course of a studentship's absences, any term (the students feature's record, issue 37). */
export interface AbsenceRecordRow {
  termName: string
  courseCode: string
  courseName: string
  absentHours: number
  totalHours: number
  percentage: number
}

/**
 * The counted absence hours of studentship `studentId` per course over every term (newest term first, then
 * course code), with the course's total hours and the percentage — the section report's arithmetic. Courses
 * without a counted absence are left out. Names in `lang`.
 */
export async function absenceRecordOf(
  db: Database,
  studentId: number,
  lang: 'tr' | 'en',
): Promise<AbsenceRecordRow[]> {
  const rows = await db
    .select({
      termName: lang === 'en' ? academicTerms.nameEn : academicTerms.nameTr,
      startsOn: academicTerms.startsOn,
      code: courses.code,
      name: lang === 'en' ? courses.nameEn : courses.nameTr,
      counted: count(),
      theory: courses.theoryHours,
      practice: courses.practiceHours,
      lab: courses.labHours,
    })
    .from(absenceEntries)
    .innerJoin(sections, eq(sections.id, absenceEntries.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
    .where(and(eq(absenceEntries.studentId, studentId), eq(absenceEntries.consideredAbsent, true)))
    .groupBy(
      academicTerms.id,
      academicTerms.nameEn,
      academicTerms.nameTr,
      academicTerms.startsOn,
      courses.code,
      courses.nameEn,
      courses.nameTr,
      courses.theoryHours,
      courses.practiceHours,
      courses.labHours,
    )
  return rows
    .sort((a, b) => b.startsOn.localeCompare(a.startsOn) || a.code.localeCompare(b.code))
    .map((r) => {
      const total = totalHours(r.theory + r.practice + r.lab)
      return {
        termName: r.termName,
        courseCode: r.code,
        courseName: r.name,
        absentHours: r.counted,
        totalHours: total,
        percentage: percentage(r.counted, total),
      }
    })
}
