/**
 * Issue 37's class bound, checked on an in-memory world (test support for seed.test.ts and seed-invariants (k)):
 * a class-N bachelor or associate studentship holds courses of curriculum semesters 1..2N only, in every basket
 * of every term; and the demo instructor's showcase sections (the demo student's) keep their rosters while
 * bounded, at every size.
 */
import { DEMO_INSTRUCTOR_NO, DEMO_STUDENT_NO } from '../src/db/seed/demo-sections.ts'
import type { CoreWorld } from '../src/db/seed/feature-seed.ts'

/** One planned registration beyond its studentship's class (student number, class year, course code, semester). */
export interface BeyondClass {
  studentNo: string
  classYear: number
  code: string
  semester: number
}

/** Every enrolment item of `core` whose course's semester is beyond 2 × its studentship's class year. */
export function itemsBeyondClass(core: CoreWorld): BeyondClass[] {
  const courseOf = new Map(core.courses.map((c) => [c.id, c]))
  const levelOf = new Map(core.units.map((u) => [u.id, u.level]))
  const studentOf = new Map(core.students.map((s) => [s.id, s]))
  const out: BeyondClass[] = []
  for (const i of core.enrolments.items) {
    const st = studentOf.get(i.studentId)
    const level = st ? levelOf.get(st.programmeId) : null
    if (!st || (level !== 'bachelor' && level !== 'associate')) continue
    const course = courseOf.get(i.courseId)
    const semester = course?.semester ?? 0
    if (semester > 2 * (st.classYear ?? 0))
      out.push({ studentNo: st.studentNo, classYear: st.classYear ?? 0, code: course?.code ?? '', semester })
  }
  return out
}

/**
 * The registered (approved) roster size of each of the demo instructor's sections that the demo student takes,
 * keyed `COURSE-section term` (e.g. `BIL353-1 2026-2027-G`).
 */
export function showcaseRosters(core: CoreWorld): Record<string, number> {
  const instructor = core.staffMembers.find((m) => m.registryNo === DEMO_INSTRUCTOR_NO)
  const demo = core.students.find((s) => s.studentNo === DEMO_STUDENT_NO)
  const mine = new Set(
    core.sectionInstructors.filter((si) => si.staffMemberId === instructor?.id).map((si) => si.sectionId),
  )
  const hers = new Set(
    core.enrolments.items
      .filter((i) => i.studentId === demo?.id && i.approved && mine.has(i.sectionId))
      .map((i) => i.sectionId),
  )
  const courseOf = new Map(core.courses.map((c) => [c.id, c.code]))
  const termOf = new Map(core.academicTerms.map((t) => [t.id, t.code]))
  const out: Record<string, number> = {}
  for (const s of core.sections) {
    if (!hers.has(s.id)) continue
    const roster = core.enrolments.items.filter((i) => i.sectionId === s.id && i.approved).length
    out[`${courseOf.get(s.courseId)}-${s.name} ${termOf.get(s.termId)}`] = roster
  }
  return out
}
