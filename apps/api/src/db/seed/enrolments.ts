/**
 * Who takes which section (issue 24 "one coherent demo university"; DESIGN.md §5b): the one story every
 * feature's demo data is derived from. Each active studentship takes the courses of its programme's
 * curriculum for its class year: this term the fall courses of its class year, last spring (and, for a few,
 * last summer) those of the year before. Every past term's basket is approved; this term most are approved,
 * some are waiting for the advisor (submitted) or still drafts, and a few have not started. The demo student
 * (2024101001) takes exactly the demo instructor's sections of her department within her class's semesters
 * (issue 37: semester ≤ 2 × class year, as every registration), which the grades seed grades;
 * the other demo studentships registered in the fall window (approved), except the new student 2026101901, who has
 * not started this term's registration (her enrolment is not completed). The sections' registered and basket counts
 * are counted from this plan (they are overwritten here), so the catalogue, the baskets, the rosters (grades'
 * course results of the approved items) and the class lists all agree. The graduates' past courses
 * (graduates.ts) are placed last, in approved baskets that follow every other basket, so the active story's
 * baskets, items and seats come out as before. Pure and deterministic.
 */
import { addDays } from './calendar.ts'
import type { CourseInfo } from './courses.ts'
import { DEMO_PEOPLE } from './demo-accounts.ts'
import { DEMO_INSTRUCTOR_NO, DEMO_STUDENT_NO } from './demo-sections.ts'
import type { GraduateTake } from './graduates.ts'
import type { Rng } from './rng.ts'
import type { SectionInfo, SectionRow, TermRow } from './sections.ts'
import type { StaffRow } from './staff.ts'
import type { StudentRow } from './students.ts'

/** Every demo studentship but the demo student's first one (never topped up into the showcase sections). */
export const OTHER_DEMO_STUDENT_NOS: ReadonlySet<string> = new Set(
  DEMO_PEOPLE.flatMap((p) => (p.kind === 'student' ? p.studentships.map((s) => s.studentNo) : [])).filter(
    (no) => no !== DEMO_STUDENT_NO,
  ),
)

/**
 * The demo studentships that have not started this term's course registration: only the new student 2026101901,
 * whose enrolment is not completed yet (the freeze feature's registration completion, required since 2026-08-25),
 * so she could not register for courses; the registration tests and demos build her basket. Every other active
 * demo studentship (Can Öztürk 2025104001, the double major 2025201001, the departing 2024104002) registered in
 * the fall registration window (submitted 2026-09-14, approved 2026-09-16; issue 37).
 */
export const NOT_STARTED_STUDENT_NOS: ReadonlySet<string> = new Set(
  DEMO_PEOPLE.flatMap((p) => (p.kind === 'student' && p.key === 'student-new' ? p.studentships : [])).map(
    (s) => s.studentNo,
  ),
)
/** The terms whose sections the demo student takes (last spring, finalised; this fall, in progress). */
export const DEMO_STUDENT_TERMS: readonly string[] = ['2025-2026-B', '2026-2027-G']

/** A registration basket's state as seeded. */
export type PlannedBasketStatus = 'draft' | 'submitted' | 'approved'

/** One studentship's basket of one term. */
export interface PlannedBasket {
  id: number
  studentId: number
  termId: number
  status: PlannedBasketStatus
  /** ISO dates (Istanbul) of the submission and of the advisor's decision (null while not decided). */
  submittedOn: string | null
  decidedOn: string | null
  /** The advisor's person id when decided. */
  decidedByPersonId: number | null
}

/** One section held by a basket (approved: a registered seat; otherwise a basket seat). */
export interface PlannedItem {
  basketId: number
  studentId: number
  termId: number
  sectionId: number
  courseId: number
  approved: boolean
  /** A course of an earlier year (a graduate's or, issue 37, an active studentship's past year), always passed. */
  past?: boolean
}

/** The enrolment plan: baskets (by term, then studentship) and their items. */
export interface EnrolmentPlan {
  baskets: PlannedBasket[]
  items: PlannedItem[]
}

/** The planned world the enrolments are drawn from. */
export interface EnrolmentWorld {
  sections: readonly SectionInfo[]
  students: readonly StudentRow[]
  staffMembers: readonly StaffRow[]
  sectionInstructors: readonly { sectionId: number; staffMemberId: number }[]
  terms: readonly TermRow[]
  activeTerm: TermRow
  /** The demo instructor's empty parallel section (never enrolled), if any. */
  emptyParallelSection: SectionRow | null
  /** The sections opened for the graduates' past courses only (graduates.ts), after `sections` in id order. */
  graduateSections?: readonly SectionInfo[]
  /** The graduates' past courses, each placed in a graduate section of its course and term, else in one of `sections`. */
  graduateTakes?: readonly GraduateTake[]
  /** Sections the graduates never join (the demo student's and the demo instructor's showcase sections). */
  graduateAvoid?: ReadonlySet<number>
}

/** When each seeded term's baskets were submitted and approved (a week before the term starts). */
const BASKET_DATES: Record<string, { submitted: string; decided: string }> = {
  '2025-2026-B': { submitted: '2026-02-09', decided: '2026-02-11' },
  '2025-2026-Y': { submitted: '2026-06-29', decided: '2026-07-01' },
  '2026-2027-G': { submitted: '2026-09-14', decided: '2026-09-16' },
}
/** The fewest students on a demo instructor's section (the demo student included) when the department has them. */
export const DEMO_ROSTER = 6
/** This term's late baskets, still waiting for the advisor, were submitted on this day. */
const LATE_SUBMITTED = '2026-11-18'

/** The demo student's sections: the demo instructor's sections of her department in DEMO_STUDENT_TERMS. */
export function demoStudentSections(w: EnrolmentWorld): SectionInfo[] {
  const instructor = w.staffMembers.find((s) => s.registryNo === DEMO_INSTRUCTOR_NO)
  const demo = w.students.find((s) => s.studentNo === DEMO_STUDENT_NO)
  if (!instructor || !demo) return []
  const codes = new Set(DEMO_STUDENT_TERMS)
  const mine = new Set(
    w.sectionInstructors.filter((si) => si.staffMemberId === instructor.id).map((si) => si.sectionId),
  )
  const out: SectionInfo[] = []
  const taken = new Set<string>()
  for (const s of w.sections) {
    if (!mine.has(s.row.id) || !codes.has(s.term.code) || s.row === w.emptyParallelSection) continue
    // Courses of her own department (its programmes' courses), not the common ones.
    if (s.course.dept.kind === 'common' || !s.course.programmes.some((p) => p.id === demo.programmeId))
      continue
    // Issue 37: only courses of her class's semesters (a class-3 student holds no 8th-semester course).
    if (!withinClass(s.course, demo)) continue
    // One section per course and term: a second section of a course she already takes stays without her.
    const key = `${s.term.id}:${s.row.courseId}`
    if (taken.has(key)) continue
    taken.add(key)
    out.push(s)
  }
  return out
}

/**
 * Whether `student` may hold `course` by its curriculum semester: at most semester 2 × class year (issue 37: "a
 * class-N student has N−1 years of passed courses of her curriculum"; a class-3 student holds no 8th-semester
 * course). The seed-invariants test (k) checks every seeded registration against the same rule.
 */
export function withinClass(course: CourseInfo, student: StudentRow): boolean {
  return (course.row.semester ?? 0) <= 2 * (student.classYear ?? 0)
}

/** The class year whose students took `course` in `term`: this term's year, a year earlier for past terms. */
function cohortYear(course: CourseInfo, term: TermRow, activeTerm: TermRow): number {
  return term.id === activeTerm.id ? course.classYear : course.classYear + 1
}

/**
 * Plans every basket and item, and sets each section's `registeredCount` (approved items) and `basketCount`
 * (items of baskets not approved). Sections never exceed their quota.
 */
export function planEnrolments(w: EnrolmentWorld, rng: Rng): EnrolmentPlan {
  const active = w.students.filter((s) => s.status === 'active')
  const demo = w.students.find((s) => s.studentNo === DEMO_STUDENT_NO)
  // Cohorts: active studentships by programme and class year (the demo student's first one is planned apart).
  const cohort = new Map<string, StudentRow[]>()
  for (const s of active) {
    if (s === demo) continue
    const key = `${s.programmeId}:${s.classYear}`
    const list = cohort.get(key)
    if (list) list.push(s)
    else cohort.set(key, [s])
  }
  // This term's state of each active studentship's basket, drawn once in id order.
  const thisTerm = new Map<number, PlannedBasketStatus | 'none'>()
  for (const s of active) {
    const r = rng.next()
    const status = r < 0.9 ? 'approved' : r < 0.95 ? 'submitted' : r < 0.98 ? 'draft' : 'none'
    thisTerm.set(s.id, status)
  }
  if (demo) thisTerm.set(demo.id, 'approved')
  // Issue 37: the other demo studentships registered in the window (approved); the new student has not started.
  for (const s of active) {
    if (NOT_STARTED_STUDENT_NOS.has(s.studentNo)) thisTerm.set(s.id, 'none')
    else if (OTHER_DEMO_STUDENT_NOS.has(s.studentNo)) thisTerm.set(s.id, 'approved')
  }

  const seatsOf = new Map<number, { section: SectionInfo; taken: number }>()
  for (const s of [...w.sections, ...(w.graduateSections ?? [])]) {
    s.row.registeredCount = 0
    s.row.basketCount = 0
    seatsOf.set(s.row.id, { section: s, taken: 0 })
  }
  const raw: Omit<PlannedItem, 'basketId' | 'approved'>[] = []
  const place = (student: StudentRow, s: SectionInfo): boolean => {
    const seat = seatsOf.get(s.row.id)
    if (!seat || seat.taken >= s.row.quota) return false
    if (s.term.id === w.activeTerm.id && thisTerm.get(student.id) === 'none') return false
    seat.taken++
    raw.push({ studentId: student.id, termId: s.term.id, sectionId: s.row.id, courseId: s.row.courseId })
    return true
  }
  if (demo) for (const s of demoStudentSections(w)) place(demo, s)

  // The sections of each course in each term, in section order.
  const byCourseTerm = new Map<string, SectionInfo[]>()
  for (const s of w.sections) {
    if (s.row === w.emptyParallelSection) continue
    const key = `${s.term.id}:${s.row.courseId}`
    const list = byCourseTerm.get(key)
    if (list) list.push(s)
    else byCourseTerm.set(key, [s])
  }
  for (const list of byCourseTerm.values()) {
    const first = list[0] as SectionInfo
    const { course, term } = first
    const year = cohortYear(course, term, w.activeTerm)
    const candidates: StudentRow[] = []
    for (const p of course.programmes) candidates.push(...(cohort.get(`${p.id}:${year}`) ?? []))
    if (candidates.length === 0) continue
    rng.shuffle(candidates)
    const summer = term.season === 'summer'
    const wanted = summer
      ? Math.min(candidates.length, rng.int(4, first.row.quota))
      : Math.ceil(candidates.length / course.shareOf)
    // Round robin over the course's sections; a full section passes its students to the next one.
    let k = 0
    for (const student of candidates.slice(0, wanted)) {
      for (let tries = 0; tries < list.length; tries++) {
        const s = list[k++ % list.length] as SectionInfo
        if (place(student, s)) break
      }
    }
  }

  // The demo instructor's sections are the showcase: topped up to DEMO_ROSTER with other students of the
  // department (repeating or taking it early), each registered (an approved basket) and never in a course she
  // already took in any term. Issue 37: only active studentships whose class year allows the course's semester
  // (`withinClass`: no prep student, no first-year in a 5th-semester course), like every other registration.
  if (demo) {
    // Issue 37: the courses passed in earlier years (graduateTakes holds them) are taken already too.
    const took = new Set(raw.map((i) => `${i.studentId}:${i.courseId}`))
    for (const t of w.graduateTakes ?? []) took.add(`${t.studentId}:${t.courseId}`)
    const pool = active.filter((st) => st !== demo && !OTHER_DEMO_STUDENT_NOS.has(st.studentNo))
    for (const s of demoStudentSections(w)) {
      const current = s.term.id === w.activeTerm.id
      const eligible = pool.filter(
        (st) =>
          withinClass(s.course, st) &&
          s.course.programmes.some((p) => p.id === st.programmeId) &&
          (current ? thisTerm.get(st.id) === 'approved' : (st.entryYear ?? 0) <= 2025) &&
          !took.has(`${st.id}:${s.row.courseId}`),
      )
      const start = eligible.length ? s.row.id % eligible.length : 0
      const ordered = [...eligible.slice(start), ...eligible.slice(0, start)]
      let onRoster = raw.filter((i) => i.sectionId === s.row.id).length
      for (const st of ordered) {
        if (onRoster >= DEMO_ROSTER) break
        if (place(st, s)) {
          took.add(`${st.id}:${s.row.courseId}`)
          onRoster++
        }
      }
    }
  }

  // The graduates' past courses, after the active story: a section opened for them, else a usable section of
  // the course in that term (not the demo instructor's showcase, not the empty parallel one).
  const storyRaw = raw.length
  const demoIds = new Set([
    ...(demo ? demoStudentSections(w).map((s) => s.row.id) : []),
    ...(w.graduateAvoid ?? []),
  ])
  const graduateSectionsOf = new Map<string, SectionInfo[]>()
  for (const s of w.graduateSections ?? []) {
    const key = `${s.term.id}:${s.row.courseId}`
    const list = graduateSectionsOf.get(key)
    if (list) list.push(s)
    else graduateSectionsOf.set(key, [s])
  }
  const studentById = new Map(w.students.map((s) => [s.id, s]))
  for (const t of w.graduateTakes ?? []) {
    const key = `${t.termId}:${t.courseId}`
    const student = studentById.get(t.studentId)
    const options =
      graduateSectionsOf.get(key) ?? (byCourseTerm.get(key) ?? []).filter((s) => !demoIds.has(s.row.id))
    if (student) for (const s of options) if (place(student, s)) break
  }

  // Baskets by term, then studentship (the graduates' after all others, by term start); then the items.
  const advisorPerson = new Map(w.staffMembers.map((m) => [m.id, m.personId]))
  const studentOf = new Map(w.students.map((s) => [s.id, s]))
  const termOf = new Map(w.terms.map((t) => [t.id, t]))
  const keysOf = (list: typeof raw, byStart: boolean) =>
    [...new Set(list.map((i) => `${i.termId}:${i.studentId}`))]
      .map((k) => k.split(':').map(Number) as [number, number])
      .sort((a, b) => {
        const start = byStart
          ? (termOf.get(a[0])?.startsOn ?? '').localeCompare(termOf.get(b[0])?.startsOn ?? '')
          : 0
        return start || a[0] - b[0] || a[1] - b[1]
      })
  // A past course in a term the story already gives a basket (the demo student's last spring) joins that basket.
  const storyKeys = keysOf(raw.slice(0, storyRaw), false)
  const inStory = new Set(storyKeys.map(([t, st]) => `${t}:${st}`))
  const keys = [
    ...storyKeys,
    ...keysOf(raw.slice(storyRaw), true).filter(([t, st]) => !inStory.has(`${t}:${st}`)),
  ]
  const baskets: PlannedBasket[] = []
  const basketId = new Map<string, PlannedBasket>()
  for (const [termId, studentId] of keys) {
    const term = termOf.get(termId) as TermRow
    // Past terms: submitted eight days and approved six days before the term started.
    const dates = BASKET_DATES[term.code] ?? {
      submitted: addDays(term.startsOn, -8),
      decided: addDays(term.startsOn, -6),
    }
    const status: PlannedBasketStatus =
      termId === w.activeTerm.id ? (thisTerm.get(studentId) as PlannedBasketStatus) : 'approved'
    const advisorId = studentOf.get(studentId)?.advisorId ?? null
    const b: PlannedBasket = {
      id: baskets.length + 1,
      studentId,
      termId,
      status,
      submittedOn: status === 'draft' ? null : status === 'submitted' ? LATE_SUBMITTED : dates.submitted,
      decidedOn: status === 'approved' ? dates.decided : null,
      decidedByPersonId: status === 'approved' && advisorId ? (advisorPerson.get(advisorId) ?? null) : null,
    }
    baskets.push(b)
    basketId.set(`${termId}:${studentId}`, b)
  }
  const items: PlannedItem[] = raw.map((i, n) => {
    const b = basketId.get(`${i.termId}:${i.studentId}`) as PlannedBasket
    const approved = b.status === 'approved'
    const seat = seatsOf.get(i.sectionId)?.section.row
    if (seat) {
      if (approved) seat.registeredCount++
      else seat.basketCount = (seat.basketCount ?? 0) + 1
    }
    return n < storyRaw ? { ...i, basketId: b.id, approved } : { ...i, basketId: b.id, approved, past: true }
  })
  return { baskets, items }
}
