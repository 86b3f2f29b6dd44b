/**
 * Pure registration rules (issue 7 "checks for time conflicts, credit and ECTS limits and repeated
 * courses"; spec §3 lesson time): lesson-time parsing and overlap, the term load limits, and who may
 * change a basket in which state (spec §4 course registration states). No database access here.
 */
import type { RegistrationStatus } from '@unacs/contracts'

/** Most ECTS a student may hold in one term (docs/decisions.md "Registration limits"). */
export const MAX_ECTS = 45
/** Most national credits a student may hold in one term. */
export const MAX_CREDIT = 30

/** One weekly lesson block: day index (0 = Monday) and minutes from midnight [start, end). */
export interface LessonBlock {
  day: number
  start: number
  end: number
}

const DAY_INDEX: Record<string, number> = { Pzt: 0, Sal: 1, Çar: 2, Per: 3, Cum: 4, Cmt: 5, Paz: 6 }

/**
 * Parses a lesson-time text such as "Pzt 09:00-11:50, Per 13:00-14:50" into blocks. Unknown or empty
 * text gives no blocks (an unscheduled course never conflicts).
 */
export function parseLessonTime(text: string | null | undefined): LessonBlock[] {
  if (!text) return []
  const out: LessonBlock[] = []
  for (const part of text.split(',')) {
    const m = /^\s*(\S+)\s+(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(part)
    if (!m) continue
    const day = DAY_INDEX[m[1] as string]
    if (day === undefined) continue
    const start = Number(m[2]) * 60 + Number(m[3])
    const end = Number(m[4]) * 60 + Number(m[5])
    if (end > start) out.push({ day, start, end })
  }
  return out
}

/** True when two lesson-time texts share a minute on the same day. */
export function lessonTimesOverlap(a: string | null, b: string | null): boolean {
  const pa = parseLessonTime(a)
  const pb = parseLessonTime(b)
  return pa.some((x) => pb.some((y) => x.day === y.day && x.start < y.end && y.start < x.end))
}

/** States in which the student may add, remove or submit (the courses are "with the student"). */
export const EDITABLE: ReadonlySet<RegistrationStatus> = new Set(['none', 'draft', 'rejected', 'returned'])

/** The student's current semester (1-based) from the class year and the term season. */
export function currentSemester(classYear: number, season: 'fall' | 'spring' | 'summer'): number {
  const year = Math.max(1, classYear)
  return season === 'fall' ? year * 2 - 1 : year * 2
}
