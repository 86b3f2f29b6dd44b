/**
 * Builds the course catalogue rows (spec §3 "Course and section": code, name, category, credit, ECTS,
 * theory/practice/lab hours, course type, education type) from course-catalogue.ts. Codes follow the
 * Turkish habit: prefix + year digit + number, fall courses odd, spring courses even (BIL101, BIL102).
 */
import type { courses } from '../schema/index.ts'
import { COMMON_COURSES, GRADUATE_CATALOGUE, splitName, UNDERGRADUATE_CATALOGUE } from './course-catalogue.ts'
import type { DepartmentInfo, Organisation, ProgrammeInfo } from './organisation.ts'
import type { Rng } from './rng.ts'

export type CourseRow = typeof courses.$inferInsert & { id: number }

/** A course with who takes it: students of `programmes` in class year `classYear`. */
export interface CourseInfo {
  row: CourseRow
  dept: DepartmentInfo
  programmes: ProgrammeInfo[]
  classYear: number
  /** How many courses of the same kind share these students in the term (electives split them). */
  shareOf: number
  /** Planned students per section. */
  sectionSize: number
  /** Thesis-like course without a timetable slot. */
  unscheduled: boolean
}

interface Shape {
  theoryHours: number
  practiceHours: number
  labHours: number
  credit: number
  courseType: string
  sectionSize: number
  unscheduled?: boolean
}

/** Hours, credit and type of a course from its name and department. */
function shape(rng: Rng, nameTr: string, dept: DepartmentInfo): Shape {
  if (/Stüdyo|Mimari Proje/.test(nameTr)) {
    return {
      theoryHours: 2,
      practiceHours: 6,
      labHours: 0,
      credit: 5,
      courseType: 'Uygulamalı',
      sectionSize: 25,
    }
  }
  if (/Proje|Bitirme Tezi/.test(nameTr)) {
    return { theoryHours: 1, practiceHours: 4, labHours: 0, credit: 3, courseType: 'Proje', sectionSize: 30 }
  }
  if (/Laboratuvar(ı|\s)|Atölye/.test(nameTr) && !/Güvenliği|Kalite/.test(nameTr)) {
    return {
      theoryHours: 0,
      practiceHours: 0,
      labHours: 3,
      credit: 2,
      courseType: 'Laboratuvar',
      sectionSize: 30,
    }
  }
  if (/Uygulama|Pratik/.test(nameTr)) {
    return {
      theoryHours: 2,
      practiceHours: 6,
      labHours: 0,
      credit: 5,
      courseType: 'Uygulamalı',
      sectionSize: 30,
    }
  }
  if (dept.lab && rng.chance(0.35)) {
    return {
      theoryHours: 3,
      practiceHours: 0,
      labHours: 2,
      credit: 4,
      courseType: 'Teorik + Laboratuvar',
      sectionSize: rng.pick([40, 50, 60]),
    }
  }
  if (rng.chance(0.2)) {
    return {
      theoryHours: 2,
      practiceHours: 2,
      labHours: 0,
      credit: 3,
      courseType: 'Teorik + Uygulama',
      sectionSize: rng.pick([40, 50, 60]),
    }
  }
  return {
    theoryHours: 3,
    practiceHours: 0,
    labHours: 0,
    credit: 3,
    courseType: 'Teorik',
    sectionSize: rng.pick([50, 60, 70, 80]),
  }
}

/** Builds every course: departments' undergraduate and graduate courses, then the common courses. */
export function buildCourses(org: Organisation, rng: Rng): CourseInfo[] {
  const out: CourseInfo[] = []
  const add = (info: Omit<CourseInfo, 'row'> & { row: Omit<CourseRow, 'id'> }) => {
    out.push({ ...info, row: { id: out.length + 1, ...info.row } })
  }
  for (const dept of org.departments) {
    const programmes = org.programmes.filter((p) => p.dept.id === dept.id)
    if (dept.kind === 'bachelor' || dept.kind === 'associate') {
      const cat = UNDERGRADUATE_CATALOGUE[dept.prefix]
      if (!cat) throw new Error(`no course catalogue for ${dept.prefix}`)
      const perSemester = dept.kind === 'bachelor' ? 2 : 3
      const electiveSemesters = dept.kind === 'bachelor' ? [5, 6, 7, 8, 5, 6] : [3, 4]
      const educationType = dept.prefix === 'MVU' ? 'İkinci Öğretim' : 'Örgün'
      const numberOf = new Map<string, number>()
      const code = (semester: number, elective: boolean): string => {
        const key = `${semester}:${elective}`
        const k = numberOf.get(key) ?? 0
        numberOf.set(key, k + 1)
        const year = Math.ceil(semester / 2)
        const n = year * 100 + (elective ? 50 : 0) + 2 * k + (semester % 2 === 1 ? 1 : 2)
        return `${dept.prefix}${n}`
      }
      cat.required.forEach((entry, i) => {
        const semester = Math.floor(i / perSemester) + 1
        const { nameTr, nameEn } = splitName(entry)
        const s = shape(rng, nameTr, dept)
        add({
          dept,
          programmes,
          classYear: Math.ceil(semester / 2),
          shareOf: 1,
          sectionSize: s.sectionSize,
          unscheduled: false,
          row: {
            code: code(semester, false),
            nameTr,
            nameEn,
            unitId: dept.id,
            category: 'required',
            credit: s.credit,
            ects: Math.min(10, s.credit + rng.int(1, 3)),
            theoryHours: s.theoryHours,
            practiceHours: s.practiceHours,
            labHours: s.labHours,
            semester,
            courseType: s.courseType,
            educationType,
          },
        })
      })
      cat.electives.forEach((entry, i) => {
        const semester = electiveSemesters[i % electiveSemesters.length] as number
        const sameSemester = cat.electives.filter(
          (_, j) => electiveSemesters[j % electiveSemesters.length] === semester,
        )
        const { nameTr, nameEn } = splitName(entry)
        add({
          dept,
          programmes,
          classYear: Math.ceil(semester / 2),
          shareOf: sameSemester.length,
          sectionSize: 45,
          unscheduled: false,
          row: {
            code: code(semester, true),
            nameTr,
            nameEn,
            unitId: dept.id,
            category: 'elective',
            credit: 3,
            ects: dept.kind === 'bachelor' ? 5 : 4,
            theoryHours: 3,
            practiceHours: 0,
            labHours: 0,
            semester,
            courseType: 'Teorik',
            educationType: rng.chance(0.1) ? 'Uzaktan' : educationType,
          },
        })
      })
    } else if (dept.kind === 'graduate') {
      addGraduateCourses(dept, programmes, add)
    }
  }
  const common = org.departments.find((d) => d.kind === 'common')
  if (!common) throw new Error('no common-courses department')
  const undergraduate = org.programmes.filter((p) => p.level === 'bachelor' || p.level === 'associate')
  for (const c of COMMON_COURSES) {
    const { nameTr, nameEn } = splitName(c.name)
    add({
      dept: common,
      programmes: undergraduate,
      classYear: 1,
      shareOf: 1,
      sectionSize: c.sectionSize,
      unscheduled: false,
      row: {
        code: c.code,
        nameTr,
        nameEn,
        unitId: common.id,
        category: 'required',
        credit: c.credit,
        ects: c.ects,
        theoryHours: c.credit,
        practiceHours: 0,
        labHours: 0,
        semester: c.semester,
        courseType: 'Teorik',
        educationType: c.educationType,
      },
    })
  }
  balanceSemesterEcts(out)
  return out
}

/** ECTS of one semester of an undergraduate curriculum (30 a semester, 60 a year: the Bologna workload). */
export const SEMESTER_ECTS = 30

/**
 * Sets the ECTS of each undergraduate department's required courses so that a semester of its curriculum — its
 * required courses, the common courses of the semester and the one elective a student takes there — sums to
 * SEMESTER_ECTS (issue 37: a class-N student has about 60 ECTS a year behind her, a bachelor's graduate 240).
 * The remainder is shared in proportion to the drawn ECTS (the heavier course keeps the larger share); no
 * random draws, so every other row stays as drawn.
 */
function balanceSemesterEcts(all: CourseInfo[]): void {
  const common = all.filter((c) => c.dept.kind === 'common')
  const groups = new Map<string, { required: CourseInfo[]; electiveEcts: number; semester: number }>()
  for (const c of all) {
    if (c.dept.kind !== 'bachelor' && c.dept.kind !== 'associate') continue
    const key = `${c.dept.id}:${c.row.semester}`
    let g = groups.get(key)
    if (!g) {
      g = { required: [], electiveEcts: 0, semester: c.row.semester ?? 0 }
      groups.set(key, g)
    }
    if (c.row.category === 'elective') g.electiveEcts = c.row.ects ?? 0
    else g.required.push(c)
  }
  for (const g of groups.values()) {
    const commons = common
      .filter((c) => c.row.semester === g.semester)
      .reduce((sum, c) => sum + (c.row.ects ?? 0), 0)
    const left = SEMESTER_ECTS - commons - g.electiveEcts
    const drawn = g.required.reduce((sum, c) => sum + (c.row.ects ?? 0), 0)
    if (g.required.length === 0 || drawn <= 0 || left <= 0) continue
    let given = 0
    g.required.forEach((c, i) => {
      const last = i === g.required.length - 1
      const ects = last ? left - given : Math.max(1, Math.round(((c.row.ects ?? 0) * left) / drawn))
      c.row.ects = ects
      given += ects
    })
  }
}

type AddCourse = (info: Omit<CourseInfo, 'row'> & { row: Omit<CourseRow, 'id'> }) => void

/** Master's courses (5xx) and doctoral courses (6xx), with seminar and thesis. */
function addGraduateCourses(dept: DepartmentInfo, programmes: ProgrammeInfo[], add: AddCourse): void {
  const cat = GRADUATE_CATALOGUE[dept.prefix]
  if (!cat) throw new Error(`no graduate catalogue for ${dept.prefix}`)
  const levels = [
    {
      level: 'master',
      base: 500,
      names: cat.master,
      thesis: 'Yüksek Lisans Tezi|Master’s Thesis',
      thesisSem: 3,
    },
    {
      level: 'doctorate',
      base: 600,
      names: cat.doctorate ?? [],
      thesis: 'Doktora Tezi|Doctoral Thesis',
      thesisSem: 5,
    },
  ] as const
  for (const l of levels) {
    const ps = programmes.filter((p) => p.level === l.level)
    if (ps.length === 0 || l.names.length === 0) continue
    const half = Math.ceil(l.names.length / 2)
    l.names.forEach((entry, i) => {
      const semester = i < half ? 1 : 2
      const k = i < half ? i : i - half
      const { nameTr, nameEn } = splitName(entry)
      add({
        dept,
        programmes: ps,
        classYear: 1,
        shareOf: 1,
        sectionSize: 20,
        unscheduled: false,
        row: {
          code: `${dept.prefix}${l.base + 2 * k + semester}`,
          nameTr,
          nameEn,
          unitId: dept.id,
          category: 'elective',
          credit: 3,
          ects: 7,
          theoryHours: 3,
          practiceHours: 0,
          labHours: 0,
          semester,
          courseType: 'Teorik',
          educationType: 'Örgün',
        },
      })
    })
    const extras = [
      { n: 90, name: 'Seminer|Seminar', semester: 2, ects: 5, practice: 2, type: 'Seminer', classYear: 1 },
      { n: 99, name: l.thesis, semester: l.thesisSem, ects: 30, practice: 0, type: 'Tez', classYear: 2 },
    ]
    for (const e of extras) {
      const { nameTr, nameEn } = splitName(e.name)
      add({
        dept,
        programmes: ps,
        classYear: e.classYear,
        shareOf: 1,
        sectionSize: 25,
        unscheduled: e.type === 'Tez',
        row: {
          code: `${dept.prefix}${l.base + e.n}`,
          nameTr,
          nameEn,
          unitId: dept.id,
          category: 'required',
          credit: 0,
          ects: e.ects,
          theoryHours: 0,
          practiceHours: e.practice,
          labHours: 0,
          semester: e.semester,
          courseType: e.type,
          educationType: 'Örgün',
        },
      })
    }
  }
}
