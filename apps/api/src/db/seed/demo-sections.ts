/**
 * The demo instructor's empty parallel section (DESIGN.md §5b): a second section of the first active-term
 * course the demo instructor ('instructor-advisor') teaches in the demo student's ('student-double') first
 * department, without students and meeting a day later in the same room. The grades seed gives it its own
 * grade book, so copying a grade book has a target. It is planned only when the instructor teaches at
 * least two such sections (the grades seed leaves the last one without a grade book) and is appended after
 * every planned section, so no other id changes.
 */
import type { CourseRow } from './courses.ts'
import type { UnitRow } from './organisation.ts'
import type { SectionRow, TermRow } from './sections.ts'
import type { StaffRow } from './staff.ts'
import type { StudentRow } from './students.ts'

/** The registry number of the demo instructor ('instructor-advisor'). */
export const DEMO_INSTRUCTOR_NO = 'P10001'
/** The first studentship of the demo student ('student-double'). */
export const DEMO_STUDENT_NO = '2024101001'

const NEXT_DAY: Record<string, string> = { Pzt: 'Sal', Sal: 'Çar', Çar: 'Per', Per: 'Cum', Cum: 'Pzt' }

/** The planned world the parallel section is chosen from. */
export interface ParallelSectionWorld {
  units: readonly UnitRow[]
  staffMembers: readonly StaffRow[]
  students: readonly StudentRow[]
  courses: readonly CourseRow[]
  sections: readonly SectionRow[]
  sectionInstructors: readonly { sectionId: number; staffMemberId: number }[]
  activeTerm: TermRow
}

/** The parallel section (id after every section in `w`) and its instructor, or null. */
export function planEmptyParallelSection(
  w: ParallelSectionWorld,
): { section: SectionRow; instructor: { sectionId: number; staffMemberId: number } } | null {
  const instructor = w.staffMembers.find((s) => s.registryNo === DEMO_INSTRUCTOR_NO)
  const demoStudent = w.students.find((s) => s.studentNo === DEMO_STUDENT_NO)
  if (!instructor || !demoStudent) return null
  const department = w.units.find((u) => u.id === demoStudent.programmeId)?.parentId ?? null
  const courseOf = new Map(w.courses.map((c) => [c.id, c]))
  const mine = new Set(
    w.sectionInstructors.filter((si) => si.staffMemberId === instructor.id).map((si) => si.sectionId),
  )
  const taught = w.sections.filter(
    (s) => mine.has(s.id) && s.termId === w.activeTerm.id && courseOf.get(s.courseId)?.unitId === department,
  )
  const source = taught[0]
  if (!source || taught.length < 2) return null
  const taken = w.sections
    .filter((s) => s.courseId === source.courseId && s.termId === source.termId)
    .map((s) => Number(s.name) || 0)
  const id = w.sections.length + 1
  return {
    section: {
      ...source,
      id,
      name: String(Math.max(0, ...taken) + 1),
      registeredCount: 0,
      basketCount: 0,
      lessonTime: source.lessonTime?.replace(/^(Pzt|Sal|Çar|Per|Cum)/, (d) => NEXT_DAY[d] ?? d) ?? null,
      version: 0,
    },
    instructor: { sectionId: id, staffMemberId: instructor.id },
  }
}
