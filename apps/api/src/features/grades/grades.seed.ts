/**
 * Seeds grading (issue 6 step 3; DESIGN.md §5b; issue 24). Every section's roster (its course results) is the
 * approved registrations of the core world's enrolment plan, so the instructor's class list, the catalogue's
 * registered count and the student's approved basket agree. The demo instructor's undergraduate sections get
 * grade books: last spring's are finalised (midterm 40 + final 60) with letters and pass statuses; this
 * term's are partial (midterm graded, final open), except the last, left without a grade book so a newcomer
 * can define one. Every other section of a finished term (last spring and summer) is finalised with a total
 * and a letter; this term's other sections are not graded yet. Deterministic.
 * `buildGradesDemoExtras` adds a grade book to the core world's empty parallel section (the copy target) and
 * students' grade requests.
 */

import type {
  academicTerms,
  courses,
  sectionInstructors,
  staffMembers,
  units,
} from '../../db/schema/index.ts'
import { addDays, SEED_TODAY } from '../../db/seed/calendar.ts'
import { DEMO_INSTRUCTOR_NO, DEMO_STUDENT_NO } from '../../db/seed/demo-sections.ts'
import type { CoreWorld, FeatureSeed } from '../../db/seed/feature-seed.ts'
import type { Rng } from '../../db/seed/rng.ts'
import type { SectionRow } from '../../db/seed/sections.ts'
import type { StudentRow } from '../../db/seed/students.ts'
import { REQUEST_APPROVAL_DAYS } from '../../platform/time.ts'
import { resultOf, weightedTotal } from './grades.letters.ts'
import { courseResults, gradeBookItems, gradeRequests, grades, sectionGrading } from './grades.schema.ts'

export type CourseResultRow = typeof courseResults.$inferInsert & { id: number }
export type GradeBookItemRow = typeof gradeBookItems.$inferInsert & { id: number }
export type GradeRow = typeof grades.$inferInsert & { id: number }
export type SectionGradingRow = typeof sectionGrading.$inferInsert

/** The code of the last finished term (finalised grades) and the current one (partial grades). */
const FINISHED_TERM = '2025-2026-B'
const CURRENT_TERM = '2026-2027-G'

/** A seeded section and its roster (the demo student first). */
export interface SeededSection {
  section: SectionRow
  termCode: string
  studentIds: number[]
}

/** What the grades seed writes. */
export interface GradesSeed {
  courseResults: CourseResultRow[]
  gradeBookItems: GradeBookItemRow[]
  grades: GradeRow[]
  sectionGrading: SectionGradingRow[]
  seeded: SeededSection[]
}

/** The approved registrations of each section (its roster), in plan order. */
function rostersOf(enrolments: CoreWorld['enrolments']): Map<number, number[]> {
  const out = new Map<number, number[]>()
  for (const i of enrolments.items) {
    if (!i.approved) continue
    const list = out.get(i.sectionId)
    if (list) list.push(i.studentId)
    else out.set(i.sectionId, [i.studentId])
  }
  return out
}

/** Builds the grading rows of the demo instructor's graded sections among `w.sections`. */
export function buildGradesSeed(
  w: {
    enrolments: CoreWorld['enrolments']
    sections: readonly SectionRow[]
    sectionInstructors: readonly (typeof sectionInstructors.$inferInsert)[]
    staffMembers: readonly (typeof staffMembers.$inferInsert & { id: number })[]
    students: readonly StudentRow[]
    units: readonly (typeof units.$inferInsert & { id: number })[]
    courses: readonly (typeof courses.$inferInsert & { id: number })[]
    academicTerms: readonly (typeof academicTerms.$inferInsert & { id: number })[]
  },
  rng: Rng,
): GradesSeed {
  const out: GradesSeed = {
    courseResults: [],
    gradeBookItems: [],
    grades: [],
    sectionGrading: [],
    seeded: [],
  }
  const instructor = w.staffMembers.find((s) => s.registryNo === DEMO_INSTRUCTOR_NO)
  const demoStudent = w.students.find((s) => s.studentNo === DEMO_STUDENT_NO)
  if (!instructor || !demoStudent) return out
  const termCode = new Map(w.academicTerms.map((t) => [t.id, t.code]))
  const courseOf = new Map(w.courses.map((c) => [c.id, c]))
  const parentOf = new Map(w.units.map((u) => [u.id, u.parentId ?? null]))
  const mine = new Set(
    w.sectionInstructors.filter((si) => si.staffMemberId === instructor.id).map((si) => si.sectionId),
  )
  const targets = w.sections.filter((s) => {
    const code = termCode.get(s.termId)
    const course = courseOf.get(s.courseId)
    return (
      mine.has(s.id) &&
      (code === FINISHED_TERM || code === CURRENT_TERM) &&
      course?.unitId === parentOf.get(demoStudent.programmeId)
    )
  })
  const current = targets.filter((s) => termCode.get(s.termId) === CURRENT_TERM)
  const openSection = current[current.length - 1]
  const rosters = rostersOf(w.enrolments)
  for (const s of targets) {
    const code = termCode.get(s.termId) ?? ''
    // The demo student first (when she takes it), then the others by studentship id.
    const ids = rosters.get(s.id) ?? []
    const roster = [
      ...ids.filter((id) => id === demoStudent.id),
      ...ids.filter((id) => id !== demoStudent.id).sort((a, b) => a - b),
    ].map((id) => ({ id }))
    out.seeded.push({
      section: s,
      termCode: code,
      studentIds: roster.map((r) => r.id),
    })
    const finished = code === FINISHED_TERM
    const items: GradeBookItemRow[] = []
    if (s !== openSection) {
      for (const [k, [cat, exam, weight]] of (
        [
          ['Ara Sınav', 'Vize', 40],
          ['Final', 'Final', 60],
        ] as const
      ).entries()) {
        items.push({
          id: out.gradeBookItems.length + items.length + 1,
          sectionId: s.id,
          categoryName: cat,
          examName: exam,
          maxPoint: 100,
          weight,
          sortOrder: k + 1,
        })
      }
    }
    out.gradeBookItems.push(...items)
    let graded = 0
    for (const st of roster) {
      const scored = items.map((item, k) => {
        const enter = finished || k === 0
        // The demo student sits every exam and passes last term's courses (one draw each, as for the others).
        const demo = st.id === demoStudent.id
        const notTaken = enter && rng.chance(0.04) && !demo
        const score = enter && !notTaken ? (demo ? rng.int(60, 100) : rng.int(35, 100)) : null
        if (enter) {
          graded++
          out.grades.push({
            id: out.grades.length + 1,
            itemId: item.id,
            studentId: st.id,
            score,
            notTaken,
            version: 1,
          })
        }
        return { maxPoint: 100, weight: Number(item.weight), score, notTaken }
      })
      const total = weightedTotal(scored)
      const result = finished ? resultOf({ total, absencePercent: 0, exempt: false, withdrew: false }) : null
      out.courseResults.push({
        id: out.courseResults.length + 1,
        sectionId: s.id,
        studentId: st.id,
        total: result ? total : null,
        letterGrade: result?.letter ?? null,
        passStatus: result?.status ?? 'notFinalized',
      })
    }
    out.sectionGrading.push({
      sectionId: s.id,
      state: finished ? 'finalized' : graded > 0 ? 'partial' : 'none',
      finalizedAt: finished ? new Date('2026-06-26T09:00:00+03:00') : null,
      finalizedByPersonId: finished ? instructor.personId : null,
      version: finished ? 1 : 0,
    })
  }
  return out
}

/** Demo rows appended after every other grading row (they draw no random numbers; DESIGN.md §5b). */
export interface GradesDemoExtras {
  gradeBookItems: GradeBookItemRow[]
  sectionGrading: SectionGradingRow[]
  gradeRequests: GradeRequestRow[]
}

export type GradeRequestRow = typeof gradeRequests.$inferInsert & { id: number }

/**
 * Appended demo data for the grade book copy and the grade requests (issue 6): the core world's empty
 * parallel section of the demo instructor's first graded course of this term gets a different grade book
 * without grades (so the copy preview shows what is overwritten); and students' grade change requests on
 * last term's finalised sections, relative to SEED_TODAY: three pending, one approved, one rejected and one
 * pending past its approval end date. The demo students get none (they make their own). New ids follow
 * the existing rows, so nothing seeded before changes.
 */
export function buildGradesDemoExtras(
  w: {
    staffMembers: readonly (typeof staffMembers.$inferInsert & { id: number })[]
    students: readonly StudentRow[]
    emptyParallelSection: SectionRow | null
  },
  graded: GradesSeed,
): GradesDemoExtras {
  const out: GradesDemoExtras = { gradeBookItems: [], sectionGrading: [], gradeRequests: [] }
  const instructor = w.staffMembers.find((s) => s.registryNo === DEMO_INSTRUCTOR_NO)
  if (!instructor) return out
  const parallel = w.emptyParallelSection
  if (parallel) {
    for (const [k, [cat, exam, weight]] of (
      [
        ['Ödev', 'Ödev 1', 20],
        ['Final', 'Final', 50],
      ] as const
    ).entries()) {
      out.gradeBookItems.push({
        id: graded.gradeBookItems.length + out.gradeBookItems.length + 1,
        sectionId: parallel.id,
        categoryName: cat,
        examName: exam,
        maxPoint: 100,
        weight,
        sortOrder: k + 1,
      })
    }
    out.sectionGrading.push({ sectionId: parallel.id, state: 'none', version: 0 })
  }

  const finished = graded.seeded.filter((s) => s.termCode === FINISHED_TERM)
  const plan: {
    ago: number
    status: 'pending' | 'approved' | 'rejected'
    reason: string
    answer?: string
  }[] = [
    {
      ago: 2,
      status: 'pending',
      reason:
        'Final sınavı kağıdımın yeniden incelenmesini rica ediyorum; bir sorunun puanı eksik girilmiş olabilir.',
    },
    {
      ago: 6,
      status: 'pending',
      reason: 'Vize notum sistemde sınavda aldığım puandan farklı görünüyor.',
    },
    {
      ago: 1,
      status: 'pending',
      reason: 'Sınava girdiğim hâlde "girmedi" olarak işaretlenmişim; yoklama listesinde imzam var.',
    },
    {
      ago: 25,
      status: 'approved',
      reason: 'Final sınavında iki sorunun toplamı hatalı hesaplanmış görünüyor.',
      answer: 'Kağıt yeniden incelendi; toplama hatası düzeltilecek.',
    },
    {
      ago: 30,
      status: 'rejected',
      reason: 'Ödev notumun yeniden değerlendirilmesini istiyorum.',
      answer: 'Ödev yeniden incelendi; puanlamada hata bulunmadı.',
    },
    {
      ago: 40,
      status: 'pending',
      reason: 'Final notumun ilan edilen notlarla uyuşmadığını düşünüyorum.',
    },
  ]
  // Every (finished section, student) pair but the demo student's, section by section: the k-th request goes
  // to the k-th pair (wrapping round when the rosters are small), so each request has its own when they suffice.
  const demoId = w.students.find((s) => s.studentNo === DEMO_STUDENT_NO)?.id
  const pairs = finished.flatMap((seeded) =>
    seeded.studentIds.filter((id) => id !== demoId).map((studentId) => ({ seeded, studentId })),
  )
  const hasOpen = (pair: (typeof pairs)[number]) =>
    out.gradeRequests.some(
      (r) =>
        r.sectionId === pair.seeded.section.id && r.studentId === pair.studentId && r.status === 'pending',
    )
  for (const [k, p] of plan.entries()) {
    // A pending request goes to the next pair without one open (one open request per student and section).
    const pair = pairs
      .map((_, j) => pairs[(k + j) % pairs.length] as (typeof pairs)[number])
      .find((c) => p.status !== 'pending' || !hasOpen(c))
    if (!pair) continue
    const { seeded, studentId } = pair
    const day = addDays(SEED_TODAY, -p.ago)
    const processed = p.status !== 'pending'
    out.gradeRequests.push({
      id: out.gradeRequests.length + 1,
      sectionId: seeded.section.id,
      studentId,
      reason: p.reason,
      status: p.status,
      requestedAt: new Date(`${day}T10:30:00+03:00`),
      approvalEndDate: addDays(day, REQUEST_APPROVAL_DAYS),
      processedByPersonId: processed ? instructor.personId : null,
      processedAt: processed ? new Date(`${addDays(day, 3)}T14:00:00+03:00`) : null,
      answer: p.answer ?? null,
    })
  }
  return out
}

/** The grades seed's tables, in insertion order. */
const TABLES = { gradeBookItems, courseResults, grades, sectionGrading, gradeRequests }

/**
 * The rosters of every section without a grade book (the demo instructor's are built above): one course result
 * per approved registration; in a finished term (ended before SEED_TODAY) with a total and a letter and the
 * section finalised by its first instructor ten days after the term; this term not finalised yet. Graduated
 * studentships passed every course they took (issue 24: a graduate's whole transcript): their results follow
 * every other result (in section order, totals from `graduatesRng`), so the others' ids and totals do not
 * depend on them. Ids follow `firstId`.
 */
export function buildOtherResults(
  core: Pick<
    CoreWorld,
    'enrolments' | 'sections' | 'academicTerms' | 'sectionInstructors' | 'staffMembers' | 'students'
  >,
  skip: ReadonlySet<number>,
  firstId: number,
  rng: Rng,
  graduatesRng: Rng,
  pastRng: Rng = graduatesRng,
): { courseResults: CourseResultRow[]; sectionGrading: SectionGradingRow[] } {
  const out = { courseResults: [] as CourseResultRow[], sectionGrading: [] as SectionGradingRow[] }
  const termOf = new Map(core.academicTerms.map((t) => [t.id, t]))
  const sectionOf = new Map(core.sections.map((s) => [s.id, s]))
  const personOf = new Map(core.staffMembers.map((m) => [m.id, m.personId]))
  const graduated = new Set(core.students.filter((s) => s.status === 'graduated').map((s) => s.id))
  // Issue 37: the other studentships' earlier years (past items), passed like the graduates' (own stream).
  const past = new Set(
    core.enrolments.items
      .filter((i) => i.past && !graduated.has(i.studentId))
      .map((i) => `${i.sectionId}:${i.studentId}`),
  )
  const leadOf = new Map<number, number>()
  for (const si of core.sectionInstructors)
    if (!leadOf.has(si.sectionId)) leadOf.set(si.sectionId, personOf.get(si.staffMemberId) ?? 0)
  const rosters = rostersOf(core.enrolments)
  const ids = [...rosters.keys()].filter((id) => !skip.has(id)).sort((a, b) => a - b)
  const result = (sectionId: number, studentId: number, total: number | null) => {
    const r = total === null ? null : resultOf({ total, absencePercent: 0, exempt: false, withdrew: false })
    out.courseResults.push({
      id: firstId + out.courseResults.length,
      sectionId,
      studentId,
      total,
      letterGrade: r?.letter ?? null,
      passStatus: r?.status ?? 'notFinalized',
    })
  }
  const finishedTerm = (sectionId: number) => {
    const term = termOf.get(sectionOf.get(sectionId)?.termId ?? 0)
    return term ? term.endsOn < SEED_TODAY : null
  }
  for (const sectionId of ids) {
    const finished = finishedTerm(sectionId)
    if (finished === null) continue
    for (const studentId of rosters.get(sectionId) ?? []) {
      if (graduated.has(studentId) || past.has(`${sectionId}:${studentId}`)) continue
      // Two draws averaged: most totals in the 50s–80s, a few failing.
      result(sectionId, studentId, finished ? Math.round((rng.int(20, 100) + rng.int(40, 100)) / 2) : null)
    }
    if (finished) {
      const term = termOf.get(sectionOf.get(sectionId)?.termId ?? 0)
      out.sectionGrading.push({
        sectionId,
        state: 'finalized',
        finalizedAt: new Date(`${addDays(term?.endsOn ?? SEED_TODAY, 10)}T09:00:00+03:00`),
        finalizedByPersonId: leadOf.get(sectionId) ?? null,
        version: 1,
      })
    }
  }
  // The graduates' results: every one passed (60–100, most in the 70s and 80s).
  for (const sectionId of ids) {
    const finished = finishedTerm(sectionId)
    if (finished === null) continue
    for (const studentId of rosters.get(sectionId) ?? []) {
      if (!graduated.has(studentId)) continue
      result(
        sectionId,
        studentId,
        finished ? Math.round((graduatesRng.int(60, 100) + graduatesRng.int(65, 100)) / 2) : null,
      )
    }
  }
  // The active and frozen studentships' earlier years: every course passed (as the graduates', own stream).
  if (past.size > 0) {
    for (const sectionId of ids) {
      const finished = finishedTerm(sectionId)
      if (finished === null) continue
      for (const studentId of rosters.get(sectionId) ?? []) {
        if (!past.has(`${sectionId}:${studentId}`)) continue
        result(
          sectionId,
          studentId,
          finished ? Math.round((pastRng.int(60, 100) + pastRng.int(55, 100)) / 2) : null,
        )
      }
    }
  }
  return out
}

/**
 * Builds every grading row on the core world (random streams 'grades', 'grades-results', 'grades-graduates' and,
 * for the active studentships' earlier years, 'grades-past').
 */
function buildGrades(core: CoreWorld, rng: Rng, resultsRng: Rng, graduatesRng: Rng, pastRng: Rng) {
  // The empty parallel section is the copy target, not a graded section.
  const sections = core.sections.filter((s) => s !== core.emptyParallelSection)
  const graded = buildGradesSeed({ ...core, sections }, rng)
  const extras = buildGradesDemoExtras(core, graded)
  const others = buildOtherResults(
    core,
    new Set(graded.seeded.map((s) => s.section.id)),
    graded.courseResults.length + 1,
    resultsRng,
    graduatesRng,
    pastRng,
  )
  return {
    gradeBookItems: [...graded.gradeBookItems, ...extras.gradeBookItems],
    courseResults: [...graded.courseResults, ...others.courseResults],
    grades: graded.grades,
    sectionGrading: [...graded.sectionGrading, ...extras.sectionGrading, ...others.sectionGrading],
    gradeRequests: extras.gradeRequests,
  }
}

/**
 * The grades feature's demo data: every section's roster (course results of its approved registrations),
 * grade books and grades of the demo instructor's sections, finalised results of the finished terms, the
 * copy target's grade book and the grade requests. The rosters of the sections it grades by hand (those with
 * a grading row this term) are the class lists the absences seed uses (see features/seeds.ts).
 */
export const gradesSeed: FeatureSeed<typeof TABLES> = {
  slug: 'grades',
  tables: TABLES,
  identity: ['gradeBookItems', 'courseResults', 'grades', 'gradeRequests'],
  build: (core, rng) =>
    buildGrades(core, rng('grades'), rng('grades-results'), rng('grades-graduates'), rng('grades-past')),
}
