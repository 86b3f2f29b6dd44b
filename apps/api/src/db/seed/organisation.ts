/**
 * Builds the unit tree of the demo university (DESIGN.md §5b; spec §3 BirimId/BirimIds) from
 * organisation-data.ts: `units` rows with stable ids (assigned in a fixed order) and codes, plus the
 * lookups the rest of the seed needs (departments, programmes, offices).
 */
import type { units } from '../schema/index.ts'
import {
  COMMON_DEPARTMENT,
  FACULTIES,
  GRADUATE_SCHOOL,
  OFFICES,
  type OfficeKey,
  PREP_SCHOOL,
  UNIVERSITY,
} from './organisation-data.ts'

export type UnitRow = typeof units.$inferInsert & { id: number }

/** What a department is for: whose students, courses and academics it has. */
export type DepartmentKind = 'bachelor' | 'associate' | 'graduate' | 'common' | 'prep'

/** A unit that owns courses and/or academics. */
export interface DepartmentInfo {
  id: number
  code: string
  prefix: string
  kind: DepartmentKind
  nameTr: string
  nameEn: string
  /** The faculty-level unit above it (faculty, vocational, graduate or prep school; the university for common). */
  facultyId: number
  building: string
  lab: boolean
  femaleShare: number
  /** The department whose academics teach and advise here (itself, except graduate departments). */
  teachingDeptId: number
}

/** A programme: what a studentship belongs to. */
export interface ProgrammeInfo {
  id: number
  code: string
  /** Three-digit number used in student numbers. */
  no: number
  /** Short name, e.g. "Bilgisayar Mühendisliği". */
  nameTr: string
  nameEn: string
  level: 'associate' | 'bachelor' | 'master' | 'doctorate'
  semesters: number
  dept: DepartmentInfo
  weight: number
  englishMedium: boolean
}

/** The built organisation. */
export interface Organisation {
  units: UnitRow[]
  universityId: number
  /** Faculty-level units: faculties, vocational school, graduate school, preparatory school. */
  schools: { id: number; code: string; kind: UnitRow['kind'] }[]
  departments: DepartmentInfo[]
  programmes: ProgrammeInfo[]
  offices: Record<OfficeKey, number>
  prepSchoolId: number
  commonDeptId: number
  /** Unit id by code; throws for an unknown code. */
  idOf(code: string): number
}

const LEVEL_NAMES = {
  associate: { tr: 'Ön Lisans Programı', en: 'Associate Degree Programme', semesters: 4 },
  bachelor: { tr: 'Lisans Programı', en: 'Undergraduate Programme', semesters: 8 },
  master: { tr: 'Tezli Yüksek Lisans Programı', en: 'Master’s Programme (with Thesis)', semesters: 4 },
  doctorate: { tr: 'Doktora Programı', en: 'Doctoral Programme', semesters: 8 },
} as const

/** Builds the organisation; pure and deterministic (no randomness). */
export function buildOrganisation(): Organisation {
  const rows: UnitRow[] = []
  const add = (row: Omit<UnitRow, 'id' | 'isActive'>): number => {
    const id = rows.length + 1
    rows.push({ id, isActive: true, ...row })
    return id
  }
  const departments: DepartmentInfo[] = []
  const programmes: ProgrammeInfo[] = []
  const schools: Organisation['schools'] = []
  const addProgramme = (
    dept: DepartmentInfo,
    level: ProgrammeInfo['level'],
    no: number,
    nameTr: string,
    nameEn: string,
    weight: number,
    englishMedium: boolean,
  ) => {
    const l = LEVEL_NAMES[level]
    const code = `${dept.code}-${no}`
    const id = add({
      parentId: dept.id,
      code,
      kind: 'programme',
      nameTr: `${nameTr} ${l.tr}`,
      nameEn: `${nameEn} ${l.en}`,
      level,
      semesters: l.semesters,
    })
    programmes.push({
      id,
      code,
      no,
      nameTr,
      nameEn,
      level,
      semesters: l.semesters,
      dept,
      weight,
      englishMedium,
    })
  }

  const universityId = add({
    parentId: null,
    code: UNIVERSITY.code,
    kind: 'university',
    nameTr: UNIVERSITY.nameTr,
    nameEn: UNIVERSITY.nameEn,
  })
  const byPrefix = new Map<string, DepartmentInfo>()

  for (const f of FACULTIES) {
    const facultyId = add({
      parentId: universityId,
      code: f.code,
      kind: f.kind,
      nameTr: f.nameTr,
      nameEn: f.nameEn,
    })
    schools.push({ id: facultyId, code: f.code, kind: f.kind })
    const associate = f.kind === 'vocational_school'
    for (const d of f.departments) {
      const code = `${f.code}-${d.prefix}`
      const id = add({
        parentId: facultyId,
        code,
        kind: 'department',
        nameTr: `${d.nameTr} Bölümü`,
        nameEn: `Department of ${d.nameEn}`,
      })
      const dept: DepartmentInfo = {
        id,
        code,
        prefix: d.prefix,
        kind: associate ? 'associate' : 'bachelor',
        nameTr: d.nameTr,
        nameEn: d.nameEn,
        facultyId,
        building: f.building,
        lab: d.lab ?? false,
        femaleShare: d.femaleShare,
        teachingDeptId: id,
      }
      departments.push(dept)
      byPrefix.set(d.prefix, dept)
      addProgramme(
        dept,
        associate ? 'associate' : 'bachelor',
        d.programmeNo,
        d.programmeTr ?? d.nameTr,
        d.programmeEn ?? d.nameEn,
        d.weight,
        d.englishMedium ?? false,
      )
    }
  }

  const gs = GRADUATE_SCHOOL
  const graduateId = add({
    parentId: universityId,
    code: gs.code,
    kind: 'graduate_school',
    nameTr: gs.nameTr,
    nameEn: gs.nameEn,
  })
  schools.push({ id: graduateId, code: gs.code, kind: 'graduate_school' })
  for (const g of gs.departments) {
    const teaching = byPrefix.get(g.prefix)
    if (!teaching) throw new Error(`graduate department without faculty department: ${g.prefix}`)
    const code = `${gs.code}-${g.prefix}`
    const id = add({
      parentId: graduateId,
      code,
      kind: 'department',
      nameTr: `${teaching.nameTr} Anabilim Dalı`,
      nameEn: `Graduate Department of ${teaching.nameEn}`,
    })
    const dept: DepartmentInfo = {
      ...teaching,
      id,
      code,
      kind: 'graduate',
      facultyId: graduateId,
      teachingDeptId: teaching.id,
    }
    departments.push(dept)
    addProgramme(dept, 'master', g.masterNo, teaching.nameTr, teaching.nameEn, g.weight, false)
    if (g.doctorateNo !== null) {
      addProgramme(dept, 'doctorate', g.doctorateNo, teaching.nameTr, teaching.nameEn, g.weight * 0.35, false)
    }
  }

  const prepSchoolId = add({
    parentId: universityId,
    code: PREP_SCHOOL.code,
    kind: 'prep_school',
    nameTr: PREP_SCHOOL.nameTr,
    nameEn: PREP_SCHOOL.nameEn,
  })
  schools.push({ id: prepSchoolId, code: PREP_SCHOOL.code, kind: 'prep_school' })
  add({
    parentId: prepSchoolId,
    code: `${PREP_SCHOOL.code}-000`,
    kind: 'programme',
    nameTr: PREP_SCHOOL.programmeTr,
    nameEn: PREP_SCHOOL.programmeEn,
    level: 'prep',
    semesters: 2,
  })
  departments.push({
    id: prepSchoolId,
    code: PREP_SCHOOL.code,
    prefix: PREP_SCHOOL.code,
    kind: 'prep',
    nameTr: PREP_SCHOOL.nameTr,
    nameEn: PREP_SCHOOL.nameEn,
    facultyId: prepSchoolId,
    building: PREP_SCHOOL.building,
    lab: false,
    femaleShare: 0.5,
    teachingDeptId: prepSchoolId,
  })

  const c = COMMON_DEPARTMENT
  const commonDeptId = add({
    parentId: universityId,
    code: c.code,
    kind: 'department',
    nameTr: c.nameTr,
    nameEn: c.nameEn,
  })
  departments.push({
    id: commonDeptId,
    code: c.code,
    prefix: c.prefix,
    kind: 'common',
    nameTr: c.nameTr,
    nameEn: c.nameEn,
    facultyId: universityId,
    building: c.building,
    lab: false,
    femaleShare: 0.5,
    teachingDeptId: commonDeptId,
  })

  const offices = {} as Record<OfficeKey, number>
  for (const o of OFFICES) {
    const parentId = o.parent ? offices[o.parent] : universityId
    offices[o.key] = add({ parentId, code: o.code, kind: 'office', nameTr: o.nameTr, nameEn: o.nameEn })
  }

  const codes = new Map(rows.map((r) => [r.code, r.id]))
  return {
    units: rows,
    universityId,
    schools,
    departments,
    programmes,
    offices,
    prepSchoolId,
    commonDeptId,
    idOf: (code) => {
      const id = codes.get(code)
      if (id === undefined) throw new Error(`unknown unit code: ${code}`)
      return id
    },
  }
}
