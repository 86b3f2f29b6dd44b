/**
 * Seeds absences for the current term's graded sections (issue 6 step 3): one lesson day a week from the term
 * start to the seed's today, every day but the last confirmed; a few absent hours per student, and the demo
 * student close to the limit in the first course so the warning shows. Deterministic.
 */
import type { absenceDays, absenceEntries } from '../../features/absences/absences.schema.ts'
import { addDays, SEED_TODAY } from './calendar.ts'
import type { SeededSection } from './grades.ts'
import type { Rng } from './rng.ts'

export type AbsenceDayRow = typeof absenceDays.$inferInsert
export type AbsenceEntryRow = typeof absenceEntries.$inferInsert & { id: number }

/** Builds absence days and entries for the seeded sections of `termCode` starting on `termStart`. */
export function buildAbsencesSeed(
  seeded: readonly SeededSection[],
  termCode: string,
  termStart: string,
  demoStudentId: number,
  rng: Rng,
): { absenceDays: AbsenceDayRow[]; absenceEntries: AbsenceEntryRow[] } {
  const days: AbsenceDayRow[] = []
  const entries: AbsenceEntryRow[] = []
  const current = seeded.filter((s) => s.termCode === termCode)
  current.forEach((s, index) => {
    const hours = Math.min(12, Math.max(1, s.weeklyHours))
    const lessonDays: string[] = []
    for (let d = addDays(termStart, index % 5); d < SEED_TODAY; d = addDays(d, 7)) lessonDays.push(d)
    // Demo student near the limit in the first course: 80–90 % of 30 % of 14 weeks.
    const nearLimit = index === 0 ? Math.ceil(s.weeklyHours * 14 * 0.3 * 0.85) : 0
    let demoLeft = nearLimit
    lessonDays.forEach((day, k) => {
      days.push({
        sectionId: s.section.id,
        day,
        lessonHours: hours,
        confirmedAt: k < lessonDays.length - 1 ? new Date(`${day}T17:00:00+03:00`) : null,
        version: 1,
      })
      for (const studentId of s.studentIds) {
        let missed = 0
        if (studentId === demoStudentId && demoLeft > 0) missed = Math.min(hours, demoLeft)
        else if (rng.chance(0.12)) missed = rng.int(1, hours)
        if (studentId === demoStudentId) demoLeft -= missed
        for (let h = 1; h <= missed; h++) {
          const excused = studentId !== demoStudentId && rng.chance(0.15)
          entries.push({
            id: entries.length + 1,
            sectionId: s.section.id,
            studentId,
            day,
            lessonHour: h,
            excuseType: excused ? 'medical' : null,
            consideredAbsent: !excused,
          })
        }
      }
    })
  })
  return { absenceDays: days, absenceEntries: entries }
}
