/**
 * The graduates' past courses (issue 24 "a graduate sees their whole transcript and documents"; DESIGN.md §5b):
 * each graduated studentship took its programme's curriculum semester by semester in the years right before
 * its graduation (semester k of S in academic year graduationYear − S/2 + ⌊(k−1)/2⌋, odd semesters in fall,
 * even in spring): every required course of the semester and one elective (three on master's and doctoral
 * programmes) when the semester has electives. A take in a term that already has sections (the seeded story's
 * terms) uses a section of the course there (not the demo instructor's showcase ones); otherwise sections are
 * opened for the graduates only, one per course and term (more when they exceed the course's section size), so
 * old terms never get every course. The enrolment plan registers the graduates in them (approved baskets) and
 * the grades seed finalises their passing results. Pure and deterministic.
 */
import type { CourseInfo } from './courses.ts'
import type { ProgrammeInfo } from './organisation.ts'
import type { Rng } from './rng.ts'
import { openSection, type SectionInfo, type TermRow } from './sections.ts'
import type { StudentRow } from './students.ts'

/** One course a graduate took in one past term. */
export interface GraduateTake {
  studentId: number
  termId: number
  courseId: number
}

/** The graduates' takes and the sections opened for them (ids from `firstId`, in term then course order). */
export interface GraduatePlan {
  takes: GraduateTake[]
  sections: SectionInfo[]
}

/** The terms a graduate's curriculum is spread over, by "yearStart:season". */
function termKey(yearStart: number, season: string): string {
  return `${yearStart}:${season}`
}

/**
 * Plans the graduates' takes and the sections they need. `sectionTerms` are the terms that already hold
 * sections (`existing`), whose usable sections (not in `avoid`) the graduates join instead of new ones.
 */
export function planGraduateCourses(
  w: {
    students: readonly StudentRow[]
    programmes: readonly ProgrammeInfo[]
    courses: readonly CourseInfo[]
    terms: readonly TermRow[]
    sectionTerms: readonly TermRow[]
    existing: readonly SectionInfo[]
    avoid: ReadonlySet<number>
    /**
     * Issue 37: the active and frozen studentships' own past years are planned too (see `pastSemesters`),
     * with electives from `pastRng`, except the courses of `exclude` ("studentId:courseId", the demo student's
     * story). Without it only the graduates are planned.
     */
    past?: {
      currentYear: number
      exclude: ReadonlySet<string>
      pastRng: Rng
      storyStudentIds: ReadonlySet<number>
    }
  },
  firstId: number,
  rng: Rng,
): GraduatePlan {
  const programmeOf = new Map(w.programmes.map((p) => [p.id, p]))
  const termOf = new Map(w.terms.map((t) => [termKey(t.yearStart, t.season), t]))
  const withSections = new Set(w.sectionTerms.map((t) => t.id))
  // Sections already open per course and term: a new one is named after them (names are unique there).
  const open = new Map<string, number>()
  for (const s of w.existing) {
    const key = `${s.term.id}:${s.row.courseId}`
    open.set(key, (open.get(key) ?? 0) + 1)
  }
  const usable = new Set(
    w.existing.filter((s) => !w.avoid.has(s.row.id)).map((s) => `${s.term.id}:${s.row.courseId}`),
  )
  // Each programme's courses by semester: required ones and electives.
  const bySemester = new Map<string, { required: CourseInfo[]; electives: CourseInfo[] }>()
  for (const c of w.courses) {
    for (const p of c.programmes) {
      const key = `${p.id}:${c.row.semester ?? 0}`
      let e = bySemester.get(key)
      if (!e) {
        e = { required: [], electives: [] }
        bySemester.set(key, e)
      }
      if (c.row.category === 'elective') e.electives.push(c)
      else e.required.push(c)
    }
  }
  const takes: GraduateTake[] = []
  const needed = new Map<string, { term: TermRow; course: CourseInfo; count: number }>()
  for (const s of w.students) {
    if (s.status !== 'graduated' || !s.departureDate) continue
    const p = programmeOf.get(s.programmeId)
    if (!p) continue
    const graduated = Number(s.departureDate.slice(0, 4))
    const years = p.semesters / 2
    const electivesPerTerm = p.level === 'master' || p.level === 'doctorate' ? 3 : 1
    for (let k = 1; k <= p.semesters; k++) {
      const term = termOf.get(termKey(graduated - years + Math.floor((k - 1) / 2), k % 2 ? 'fall' : 'spring'))
      if (!term || term.startsOn >= s.departureDate) continue
      const e = bySemester.get(`${p.id}:${k}`)
      if (!e) continue
      const electives = rng.shuffle([...e.electives]).slice(0, electivesPerTerm)
      for (const course of [...e.required, ...electives]) {
        takes.push({ studentId: s.id, termId: term.id, courseId: course.row.id })
        const key = `${term.id}:${course.row.id}`
        if (withSections.has(term.id) && usable.has(key)) continue
        const n = needed.get(key)
        if (n) n.count++
        else needed.set(key, { term, course, count: 1 })
      }
    }
  }
  if (w.past) {
    const { currentYear, exclude, pastRng, storyStudentIds } = w.past
    for (const s of w.students) {
      const p = programmeOf.get(s.programmeId)
      if (!p) continue
      const semesters = pastSemesters(s, p.semesters, storyStudentIds.has(s.id))
      const electivesPerTerm = p.level === 'master' || p.level === 'doctorate' ? 3 : 1
      for (let k = 1; k <= semesters; k++) {
        const yearStart = currentYear - ((s.classYear ?? 1) - 1) + Math.floor((k - 1) / 2)
        const term = termOf.get(termKey(yearStart, k % 2 ? 'fall' : 'spring'))
        const e = bySemester.get(`${p.id}:${k}`)
        if (!term || !e) continue
        const electives = pastRng.shuffle([...e.electives]).slice(0, electivesPerTerm)
        for (const course of [...e.required, ...electives]) {
          if (exclude.has(`${s.id}:${course.row.id}`)) continue
          takes.push({ studentId: s.id, termId: term.id, courseId: course.row.id })
          const key = `${term.id}:${course.row.id}`
          if (withSections.has(term.id) && usable.has(key)) continue
          const n = needed.get(key)
          if (n) n.count++
          else needed.set(key, { term, course, count: 1 })
        }
      }
    }
  }
  const sections: SectionInfo[] = []
  const groups = [...needed.values()].sort(
    (a, b) => a.term.startsOn.localeCompare(b.term.startsOn) || a.course.row.id - b.course.row.id,
  )
  for (const g of groups) {
    const size = g.course.sectionSize
    const count = Math.ceil(g.count / size)
    const before = open.get(`${g.term.id}:${g.course.row.id}`) ?? 0
    for (let i = 0; i < count; i++) {
      const name = String(before + i + 1)
      sections.push(openSection(rng, g.course, g.term, firstId + sections.length, name, size))
    }
  }
  return { takes, sections }
}

/**
 * How many semesters of its curriculum a studentship of class N has already passed before the story's terms
 * (issue 37): an active or frozen one of class N ≥ 2 took semesters 1..2(N−1) in the years before this one
 * (semester k in academic year currentYear − (N−1) + ⌊(k−1)/2⌋). Last spring's semester 2(N−1) is the story's
 * own (enrolments.ts) for the studentships the story plans, so they get 1..2(N−1)−1 here. Capped at the
 * programme's semesters; 0 for class 0 and 1 and for graduated or withdrawn studentships.
 */
export function pastSemesters(s: StudentRow, programmeSemesters: number, inStory: boolean): number {
  if (s.status !== 'active' && s.status !== 'frozen') return 0
  const year = s.classYear ?? 0
  if (year < 2) return 0
  return Math.min(programmeSemesters, 2 * (year - 1) - (inStory ? 1 : 0))
}
