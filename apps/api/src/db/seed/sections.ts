/**
 * Opens sections of courses in the seeded terms (spec §3 "Course and section": section name, quota,
 * capacity, registered and basket counts, classroom, lesson time). Sections are sized from the active
 * students of the programmes taking each course; quota ≤ capacity and registered ≤ quota always hold.
 * Instructors are attached later (assignments.ts).
 */
import type { academicTerms, sections } from '../schema/index.ts'
import type { TermDef } from './calendar.ts'
import type { CourseInfo } from './courses.ts'
import type { Rng } from './rng.ts'

export type TermRow = typeof academicTerms.$inferInsert & { id: number }
export type SectionRow = typeof sections.$inferInsert & { id: number; registeredCount: number; quota: number }

/** A planned section and the course it belongs to. */
export interface SectionInfo {
  row: SectionRow
  course: CourseInfo
  term: TermRow
}

/** Term rows with ids (1.. in calendar order). */
export function buildTerms(defs: readonly TermDef[]): TermRow[] {
  return defs.map((t, i) => ({ id: i + 1, ...t }))
}

const DAYS = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum'] as const
const MAX_SECTIONS_PER_COURSE = 400

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** A lesson-time text such as "Pzt 09:00-11:50" or "Sal 09:00-10:50, Per 13:00-14:50". */
function lessonTime(rng: Rng, hours: number, evening: boolean): string | null {
  if (hours <= 0) return null
  const blocks = hours <= 4 ? [hours] : [Math.ceil(hours / 2), Math.floor(hours / 2)]
  const days = rng.shuffle([...DAYS])
  return blocks
    .map((len, i) => {
      let starts = len <= 2 ? [9, 11, 13, 15] : len === 3 ? [9, 13, 14] : [9, 13]
      if (evening) starts = len <= 3 ? [17, 18] : [17]
      const start = rng.pick(starts) * 60
      return `${days[i]} ${hhmm(start)}-${hhmm(start + len * 60 - 10)}`
    })
    .join(', ')
}

function classroom(rng: Rng, course: CourseInfo, quota: number): string | null {
  const r = course.row
  if (course.unscheduled) return null
  if (r.educationType === 'Uzaktan') return 'UZEM (Çevrimiçi)'
  const b = course.dept.building
  if (r.labHours > 0) return `${b}-LAB${rng.int(1, 6)}`
  if (r.courseType === 'Uygulamalı' && r.practiceHours >= 6) return `${b}-ST${rng.int(1, 8)}`
  if (quota >= 90) return `${b}-AMFI${rng.int(1, 3)}`
  return `${b}-${rng.pick(['A', 'B', 'C', 'D'])}${rng.int(1, 3)}${String(rng.int(1, 20)).padStart(2, '0')}`
}

/** Whether `course` is taught in `term` (fall: odd semesters, spring: even, summer: a few). */
function offered(rng: Rng, course: CourseInfo, term: TermRow): boolean {
  const odd = (course.row.semester ?? 1) % 2 === 1
  if (term.season === 'fall') return odd
  if (term.season === 'spring') return !odd
  const level = course.programmes[0]?.level
  return !course.unscheduled && (level === 'bachelor' || level === 'associate') && rng.chance(0.12)
}

/**
 * Opens sections for every course offered in each of `terms`. `cohorts` maps programme id to active
 * students per class year; `activeTermId` gets basket counts and not-yet-complete registrations.
 */
export function planSections(
  courses: readonly CourseInfo[],
  terms: readonly TermRow[],
  cohorts: ReadonlyMap<number, readonly number[]>,
  activeTermId: number,
  rng: Rng,
): SectionInfo[] {
  const out: SectionInfo[] = []
  for (const term of terms) {
    for (const course of courses) {
      if (!offered(rng, course, term)) continue
      const r = course.row
      const hours = r.theoryHours + r.practiceHours + r.labHours
      const evening = r.educationType === 'İkinci Öğretim'
      let students = 0
      for (const p of course.programmes) students += cohorts.get(p.id)?.[course.classYear] ?? 0
      students = Math.ceil(students / course.shareOf)
      const summer = term.season === 'summer'
      const size = summer ? 30 : course.sectionSize
      const count = summer ? 1 : Math.min(MAX_SECTIONS_PER_COURSE, Math.max(1, Math.ceil(students / size)))
      for (let i = 0; i < count; i++) {
        const quota = size
        const share = Math.floor(students / count) + (i < students % count ? 1 : 0)
        let registered = summer ? rng.int(4, quota) : Math.min(quota, share)
        let basket = 0
        if (term.id === activeTermId) {
          registered = Math.min(quota, Math.round(registered * (0.85 + rng.next() * 0.15)))
          basket = rng.int(0, Math.min(6, quota - registered))
        }
        const capacity = r.educationType === 'Uzaktan' ? quota : quota + rng.pick([0, 5, 10, 20])
        out.push({
          course,
          term,
          row: {
            id: out.length + 1,
            courseId: r.id,
            termId: term.id,
            name: String(i + 1),
            quota,
            capacity,
            registeredCount: registered,
            basketCount: basket,
            classroom: classroom(rng, course, quota),
            lessonTime: course.unscheduled ? null : lessonTime(rng, hours, evening),
            version: 0,
          },
        })
      }
    }
  }
  return out
}

/**
 * One section of `course` in `term` with id `id`, name `name` and `quota` seats (capacity a little more, a
 * classroom and a lesson time as planSections gives them); its registered count is set by the enrolment plan.
 * Used for the graduates' past sections (graduates.ts).
 */
export function openSection(
  rng: Rng,
  course: CourseInfo,
  term: TermRow,
  id: number,
  name: string,
  quota: number,
): SectionInfo {
  const r = course.row
  const capacity = r.educationType === 'Uzaktan' ? quota : quota + rng.pick([0, 5, 10, 20])
  const hours = r.theoryHours + r.practiceHours + r.labHours
  return {
    course,
    term,
    row: {
      id,
      courseId: r.id,
      termId: term.id,
      name,
      quota,
      capacity,
      registeredCount: 0,
      basketCount: 0,
      classroom: classroom(rng, course, quota),
      lessonTime: course.unscheduled ? null : lessonTime(rng, hours, r.educationType === 'İkinci Öğretim'),
      version: 0,
    },
  }
}
