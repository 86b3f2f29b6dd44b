/**
 * Demo prep school (issue 18 § Seeded demo): the four quarters of 2026-2027 (the first one active and
 * ending, graded; the second with its levels cloned and sections ready for promotion and mixing; the last
 * two without levels, to clone into), levels A1…C1 with next levels and pass grades, classrooms (one per section
 * of the busier quarter, so they scale with the school), sections within room capacity with the prep school's
 * instructors (the prep administrator's account teaches A1-01, so the instructor view
 * has a section), and every active preparatory-class studentship (class year 0) enrolled in the first
 * quarter with a placement (entry) score and a quarter score; an open Apex exam, an open placement exam into the
 * second quarter, and the finished entry placement exam (results in the bands of the students' levels,
 * transferred). Pure and deterministic with its random stream.
 */
import { CURRENT_YEAR } from '../../db/seed/calendar.ts'
import type { CoreWorld, FeatureSeed } from '../../db/seed/feature-seed.ts'
import type { Rng } from '../../db/seed/rng.ts'
import { prepExamResults, prepExams } from './prep.exams.schema.ts'
import {
  prepClassrooms,
  prepEnrolments,
  prepLevels,
  prepQuarters,
  prepSectionInstructors,
  prepSections,
} from './prep.schema.ts'

const tables = {
  prepQuarters,
  prepLevels,
  prepClassrooms,
  prepSections,
  prepSectionInstructors,
  prepEnrolments,
  prepExams,
  prepExamResults,
}
type Rows<T extends { $inferInsert: unknown }> = (T['$inferInsert'] & { id?: number })[]

const QUARTERS = [
  { no: 1, month: 9, start: '2026-09-21', end: '2026-11-27', active: true },
  { no: 2, month: 11, start: '2026-11-30', end: '2027-02-05', active: false },
  { no: 3, month: 2, start: '2027-02-15', end: '2027-04-23', active: false },
  { no: 4, month: 4, start: '2027-04-26', end: '2027-06-25', active: false },
] as const

/** The placement (STS) score bands of the levels, in level order (minimum score of each). */
const BANDS = [0, 30, 50, 70, 85] as const

/** Levels in order: name, pass grade, share of the entering students. */
const LEVELS = [
  ['A1', 60, 30],
  ['A2', 60, 25],
  ['B1', 65, 20],
  ['B2', 65, 15],
  ['C1', 70, 10],
] as const

/** Level weights of a student repeating prep (failed last year's proficiency exam, not beginners). */
const REPEATER_LEVELS = [
  ['A2', 15],
  ['B1', 40],
  ['B2', 30],
  ['C1', 15],
] as const

const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0)

/** Builds the prep school rows from the core world. */
export function buildPrepSeed(core: CoreWorld, rng: Rng) {
  const quarters: Rows<typeof prepQuarters> = QUARTERS.map((q, i) => ({
    id: i + 1,
    name: `2026-2027 ${q.no}. Çeyrek`,
    year: 2026,
    month: q.month,
    quarterNo: q.no,
    type: 'regular',
    parameter: `HAZ-2026-${q.no}`,
    startDate: q.start,
    endDate: q.end,
    isActive: q.active,
    version: 1,
  }))
  const levels: Rows<typeof prepLevels> = []
  for (const quarterId of [1, 2]) {
    const q = QUARTERS[quarterId - 1]
    LEVELS.forEach(([name, pass], i) => {
      const id = levels.length + 1
      levels.push({
        id,
        quarterId,
        name,
        nextLevelId: i < LEVELS.length - 1 ? id + 1 : null,
        cloneFlag: true,
        isVisible: true,
        passGrade: pass,
        calendarStart: q?.start ?? '2026-09-21',
        calendarEnd: q?.end ?? '2026-11-27',
        sortOrder: i + 1,
        version: 1,
      })
    })
  }
  const prepUnit = core.units.find((u) => u.kind === 'prep_school')
  const teachers = core.staff.filter((s) => s.row.unitId === prepUnit?.id && s.row.kind === 'academic')
  const admin = teachers.find((s) => s.demo?.key === 'prep-admin')
  const others = teachers.filter((s) => s !== admin)

  const prepStudents = core.students.filter((s) => s.classYear === 0 && s.status === 'active')
  const byLevel = new Map<string, number[]>()
  for (const [k, s] of prepStudents.entries()) {
    // The first student starts in A1, so A1-01 (taught by the prep administrator) always has a student; a
    // student repeating prep (entered an earlier year) has had a year of English and places higher.
    const weights = s.entryYear < CURRENT_YEAR ? REPEATER_LEVELS : LEVELS.map(([n, , w]) => [n, w] as const)
    const name = k === 0 ? 'A1' : rng.weighted(weights)
    const ids = byLevel.get(name)
    if (ids) ids.push(s.id)
    else byLevel.set(name, [s.id])
  }
  // Sections per level: the first quarter's hold the level's students at most 20 a section; the second
  // quarter's (at least two per level) hold every student of the level and of the one below (who may all pass
  // or all repeat).
  const q1Sizes = LEVELS.map(([name]) => (byLevel.get(name) ?? []).length)
  const q2Sizes = q1Sizes.map((n, i) => n + (q1Sizes[i - 1] ?? 0))
  const q1Counts = q1Sizes.map((n) => Math.max(1, Math.ceil(n / 20)))
  const q2Counts = q2Sizes.map((n) => Math.max(2, Math.ceil(n / 20)))
  // One classroom per section of a quarter (a quarter's sections meet at the same hours); quarters reuse them.
  // Blocks A…Z of seven rooms a floor (A101…A107, B101…, then A201…), 24–30 seats, at least the fourteen
  // rooms of blocks A and B.
  const roomCount = Math.max(14, sum(q1Counts), sum(q2Counts))
  const classrooms: Rows<typeof prepClassrooms> = Array.from({ length: roomCount }, (_, i) => {
    const block = String.fromCharCode(65 + (Math.floor(i / 7) % 26))
    const floor = Math.floor(i / (7 * 26)) + 1
    return {
      id: i + 1,
      name: `HZ-${block}${floor * 100 + 1 + (i % 7)}`,
      building: `Hazırlık Binası ${block} Blok`,
      capacity: 24 + 2 * (i % 4),
      version: 1,
    }
  })

  const sections: Rows<typeof prepSections> = []
  const sectionTeachers: Rows<typeof prepSectionInstructors> = []
  const enrolments: Rows<typeof prepEnrolments> = []
  const placement: Rows<typeof prepExamResults> = []
  let room = 0
  const addSection = (levelId: number, name: string, quota: number) => {
    const id = sections.length + 1
    const classroom = classrooms[room++]
    const capacity = classroom?.capacity ?? 24
    sections.push({
      id,
      levelId,
      name,
      classroomId: classroom?.id ?? 1,
      quota: Math.min(quota, capacity),
      version: 1,
    })
    const teacher = id === 1 && admin ? admin : others.length ? others[(id - 1) % others.length] : admin
    if (teacher) sectionTeachers.push({ sectionId: id, staffMemberId: teacher.row.id })
    return id
  }
  LEVELS.forEach(([name], i) => {
    const q1Level = i + 1
    const ids = byLevel.get(name) ?? []
    const count = q1Counts[i] ?? 1
    const quota = Math.max(12, Math.ceil(ids.length / count) + 2)
    const sectionIds = Array.from({ length: count }, (_, k) =>
      addSection(q1Level, `${name}-${String(k + 1).padStart(2, '0')}`, quota),
    )
    ids.forEach((studentId, k) => {
      // The entry score is the placement (STS) score that put the student in this level's band.
      const entryScore = rng.int(BANDS[i] ?? 0, (BANDS[i + 1] ?? 101) - 1)
      enrolments.push({
        id: enrolments.length + 1,
        studentId,
        quarterId: 1,
        levelId: q1Level,
        sectionId: sectionIds[k % sectionIds.length] ?? null,
        entryScore,
        score: rng.int(70, 200) / 2,
        version: 1,
      })
      placement.push({ examId: 3, studentId, score: entryScore, total: entryScore, placedLevelId: q1Level })
    })
  })
  room = 0
  LEVELS.forEach(([name], i) => {
    const q2Level = LEVELS.length + i + 1
    const here = q2Sizes[i] ?? 0
    const count = q2Counts[i] ?? 2
    const quota = Math.max(12, Math.ceil(here / count) + 2)
    for (let k = 1; k <= count; k++) addSection(q2Level, `${name}-${String(k).padStart(2, '0')}`, quota)
  })
  // An Apex exam ready for its results, and a placement (STS) exam into the second quarter's levels.
  const exams: Rows<typeof prepExams> = [
    {
      id: 1,
      kind: 'apex',
      name: '2026-2027 Kasım Apex',
      examDate: '2026-11-20',
      passGrade: 60,
      otherPassGrade: 55,
    },
    {
      id: 2,
      kind: 'placement',
      name: '2026-2027 Ara Dönem STS',
      examDate: '2026-11-25',
      quarterId: 2,
      bands: BANDS.map((MinScore, i) => ({ LevelId: LEVELS.length + i + 1, MinScore })),
    },
    // The finished entry placement exam: every prep student's score, placed in the first quarter's levels by
    // the bands, finalised and transferred (the first quarter's enrolments).
    {
      id: 3,
      kind: 'placement',
      name: '2026-2027 Giriş STS',
      examDate: '2026-09-14',
      quarterId: 1,
      bands: BANDS.map((MinScore, i) => ({ LevelId: i + 1, MinScore })),
      state: 'transferred',
      version: 4,
    },
  ]
  return {
    prepQuarters: quarters,
    prepLevels: levels,
    prepClassrooms: classrooms,
    prepSections: sections,
    prepSectionInstructors: sectionTeachers,
    prepEnrolments: enrolments,
    prepExams: exams,
    prepExamResults: placement.map((r, k) => ({ ...r, id: k + 1 })),
  }
}

/** The prep feature's seed (features/seeds.ts). */
export const prepSeed: FeatureSeed<typeof tables> = {
  slug: 'prep',
  tables,
  identity: [
    'prepQuarters',
    'prepLevels',
    'prepClassrooms',
    'prepSections',
    'prepEnrolments',
    'prepExams',
    'prepExamResults',
  ],
  build: (core, rng) => buildPrepSeed(core, rng('prep')),
}
