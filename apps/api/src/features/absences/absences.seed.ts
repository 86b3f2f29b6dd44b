/**
 * Seeds absences for the current term's graded sections (issue 6 step 3): one lesson day a week from the term
 * start to the seed's today, every day but the last confirmed; a few absent hours per student, and the demo
 * student close to the limit in the first course so the warning shows. Deterministic. The sections and their
 * class lists come from the grades seed's course results (passed in by features/seeds.ts), as at run time
 * absences take rosters from the grades feature.
 */
import { addDays, SEED_TODAY } from '../../db/seed/calendar.ts'
import { DEMO_STUDENT_NO } from '../../db/seed/demo-sections.ts'
import type { CoreWorld, FeatureSeed } from '../../db/seed/feature-seed.ts'
import type { Rng } from '../../db/seed/rng.ts'
import { absenceDays, absenceEntries } from './absences.schema.ts'

export type AbsenceDayRow = typeof absenceDays.$inferInsert
export type AbsenceEntryRow = typeof absenceEntries.$inferInsert & { id: number }

/** A section's class list: its weekly lesson hours and its students, in roster order. */
export interface ClassList {
  sectionId: number
  termId: number
  weeklyHours: number
  studentIds: number[]
}

/** One student on one section's class list (e.g. a course result row). */
export interface ClassListEntry {
  sectionId: number
  studentId: number
}

/** The class lists of `entries`, sections in order of first appearance, with their term and hours. */
export function classListsOf(core: CoreWorld, entries: readonly ClassListEntry[]): ClassList[] {
  const sectionOf = new Map(core.sections.map((s) => [s.id, s]))
  const courseOf = new Map(core.courses.map((c) => [c.id, c]))
  const lists = new Map<number, ClassList>()
  for (const e of entries) {
    let list = lists.get(e.sectionId)
    if (!list) {
      const section = sectionOf.get(e.sectionId)
      const course = section && courseOf.get(section.courseId)
      if (!section || !course) throw new Error(`seed absences: no section ${e.sectionId}`)
      list = {
        sectionId: section.id,
        termId: section.termId,
        weeklyHours: course.theoryHours + course.practiceHours + course.labHours,
        studentIds: [],
      }
      lists.set(e.sectionId, list)
    }
    list.studentIds.push(e.studentId)
  }
  return [...lists.values()]
}

/** Builds absence days and entries for the listed sections of term `termId` starting on `termStart`. */
export function buildAbsencesSeed(
  seeded: readonly ClassList[],
  termId: number,
  termStart: string,
  demoStudentId: number,
  rng: Rng,
): { absenceDays: AbsenceDayRow[]; absenceEntries: AbsenceEntryRow[] } {
  const days: AbsenceDayRow[] = []
  const entries: AbsenceEntryRow[] = []
  const current = seeded.filter((s) => s.termId === termId)
  current.forEach((s, index) => {
    const hours = Math.min(12, Math.max(1, s.weeklyHours))
    const lessonDays: string[] = []
    for (let d = addDays(termStart, index % 5); d < SEED_TODAY; d = addDays(d, 7)) lessonDays.push(d)
    // Demo student near the limit in the first course: 80–90 % of 30 % of 14 weeks.
    const nearLimit = index === 0 ? Math.ceil(s.weeklyHours * 14 * 0.3 * 0.85) : 0
    let demoLeft = nearLimit
    lessonDays.forEach((day, k) => {
      days.push({
        sectionId: s.sectionId,
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
            sectionId: s.sectionId,
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

/** What the seed list passes in: the graded sections' class lists (the grades seed's course results). */
export interface AbsencesSeedInput {
  classLists: readonly ClassListEntry[]
}

/** The absences feature's demo data: the active term's lesson days and absences (random stream 'absences'). */
export const absencesSeed: FeatureSeed<
  { absenceDays: typeof absenceDays; absenceEntries: typeof absenceEntries },
  AbsencesSeedInput
> = {
  slug: 'absences',
  tables: { absenceDays, absenceEntries },
  identity: ['absenceEntries'],
  build: (core, rng, input) =>
    buildAbsencesSeed(
      classListsOf(core, input.classLists),
      core.activeTerm.id,
      core.activeTerm.startsOn,
      core.students.find((s) => s.studentNo === DEMO_STUDENT_NO)?.id ?? 0,
      rng('absences'),
    ),
}
