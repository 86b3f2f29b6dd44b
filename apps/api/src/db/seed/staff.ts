/**
 * Staff of the demo university (spec §3 Personnel: title, duty start, registry number, unit; DESIGN.md
 * §5b): the roster with stable ids and registry numbers ("P" + 5 digits), academics per department
 * (about one per 25 students, at least enough to teach the sections) and administrative staff per
 * office and school. Roles are attached in role-assignments.ts.
 */
import type { staffMembers } from '../schema/index.ts'
import { randomDate } from './calendar.ts'
import type { DemoStaffSpec } from './demo-accounts.ts'
import type { DepartmentInfo, Organisation } from './organisation.ts'
import type { OfficeKey } from './organisation-data.ts'
import type { PersonFactory, PersonRow } from './persons.ts'
import type { Rng } from './rng.ts'

export type StaffRow = typeof staffMembers.$inferInsert & { id: number; registryNo: string }

/** A role a staff member holds, before it becomes a `role_assignments` row. */
export interface RoleGrant {
  roleId: number
  unitIds: number[]
  isProxy: boolean
  proxyGiverRegistryNo: string | null
}

/** One staff member with the facts the later steps need. */
export interface StaffEntry {
  row: StaffRow
  person: PersonRow
  /** Department (or prep school / common department) of an academic; null for administrative staff. */
  deptId: number | null
  office: OfficeKey | null
  demo: DemoStaffSpec | null
  roles: RoleGrant[]
}

/** Academic titles, most senior first. */
export const ACADEMIC_TITLES: readonly string[] = [
  'Prof. Dr.',
  'Doç. Dr.',
  'Dr. Öğr. Üyesi',
  'Öğr. Gör.',
  'Arş. Gör.',
]

/** Titles that may advise students (plus 'Öğr. Gör.' in the vocational school). */
export function canAdvise(entry: StaffEntry, dept: DepartmentInfo): boolean {
  const t = entry.row.title
  return (
    t === 'Prof. Dr.' ||
    t === 'Doç. Dr.' ||
    t === 'Dr. Öğr. Üyesi' ||
    (dept.kind === 'associate' && t === 'Öğr. Gör.')
  )
}

/** Holds the staff in id order; registry numbers are "P" + (10000 + id). */
export class StaffRoster {
  readonly entries: StaffEntry[] = []
  private readonly byDept = new Map<number, StaffEntry[]>()

  /** Adds a member; `registryNo` defaults to "P" + (10000 + id). */
  add(
    person: PersonRow,
    row: Omit<StaffRow, 'id' | 'personId' | 'registryNo'> & { registryNo?: string },
    meta: Pick<StaffEntry, 'deptId' | 'office' | 'demo'>,
  ): StaffEntry {
    const id = this.entries.length + 1
    const entry: StaffEntry = {
      row: { ...row, id, personId: person.id, registryNo: row.registryNo ?? `P${10000 + id}` },
      person,
      roles: [],
      ...meta,
    }
    this.entries.push(entry)
    if (meta.deptId !== null) {
      const list = this.byDept.get(meta.deptId) ?? []
      list.push(entry)
      this.byDept.set(meta.deptId, list)
    }
    return entry
  }

  /** The academics of a department (demo members first, then in id order). */
  academicsOf(deptId: number): StaffEntry[] {
    return this.byDept.get(deptId) ?? []
  }

  /** The member of a demo account; throws when missing. */
  demo(key: string): StaffEntry {
    const e = this.entries.find((x) => x.demo?.key === key)
    if (!e) throw new Error(`demo staff member missing: ${key}`)
    return e
  }
}

/** Adds a demo staff member for an already created person. */
export function addDemoStaff(
  roster: StaffRoster,
  org: Organisation,
  spec: DemoStaffSpec,
  person: PersonRow,
): StaffEntry {
  const unitId = org.idOf(spec.unitCode)
  const dept = org.departments.find((d) => d.id === unitId)
  const office = (Object.entries(org.offices).find(([, id]) => id === unitId)?.[0] ??
    null) as OfficeKey | null
  return roster.add(
    person,
    {
      registryNo: spec.registryNo,
      kind: spec.staffKind,
      title: spec.title,
      unitId,
      dutyStart: spec.dutyStart,
      dutyEnd: null,
      isActive: true,
    },
    { deptId: spec.staffKind === 'academic' && dept ? dept.id : null, office, demo: spec },
  )
}

const DUTY_RANGES: Record<string, [string, string, number, number]> = {
  // title: duty start from, to, age at start min, max
  'Prof. Dr.': ['1990-09-01', '2012-12-31', 25, 30],
  'Doç. Dr.': ['2003-09-01', '2018-12-31', 25, 31],
  'Dr. Öğr. Üyesi': ['2008-09-01', '2023-12-31', 26, 33],
  'Öğr. Gör.': ['2005-09-01', '2024-12-31', 24, 35],
  'Arş. Gör.': ['2019-09-01', '2025-10-31', 23, 27],
  admin: ['1998-01-01', '2025-10-31', 20, 32],
}

function newStaffPerson(persons: PersonFactory, rng: Rng, key: string, femaleShare: number) {
  const [from, to, minAge, maxAge] =
    DUTY_RANGES[key] ?? (DUTY_RANGES.admin as [string, string, number, number])
  const dutyStart = randomDate(rng, from, to)
  const birthYear = Number(dutyStart.slice(0, 4)) - rng.int(minAge, maxAge)
  const person = persons.create({
    gender: rng.chance(femaleShare) ? 'female' : 'male',
    birthDate: randomDate(rng, `${birthYear}-01-01`, `${birthYear}-12-31`),
    createdOn: dutyStart,
  })
  return { person, dutyStart }
}

/** How many academics each department needs. */
export interface AcademicSizing {
  /** Active and frozen studentships per teaching department id. */
  students: ReadonlyMap<number, number>
  /** Sections in the active term per teaching department id. */
  sections: ReadonlyMap<number, number>
  /** Students currently in the preparatory class. */
  prepStudents: number
}

/** Generates academics department by department, on top of the demo academics already there. */
export function generateAcademics(
  roster: StaffRoster,
  persons: PersonFactory,
  rng: Rng,
  org: Organisation,
  sizing: AcademicSizing,
): void {
  for (const dept of org.departments) {
    if (dept.kind === 'graduate') continue
    const students = sizing.students.get(dept.id) ?? 0
    const sections = sizing.sections.get(dept.id) ?? 0
    let base: string[]
    let extra: (readonly [string, number])[]
    let target: number
    if (dept.kind === 'bachelor') {
      base = ['Prof. Dr.', 'Doç. Dr.', 'Dr. Öğr. Üyesi', 'Dr. Öğr. Üyesi', 'Öğr. Gör.', 'Arş. Gör.']
      extra = [
        ['Prof. Dr.', 14],
        ['Doç. Dr.', 14],
        ['Dr. Öğr. Üyesi', 30],
        ['Öğr. Gör.', 12],
        ['Arş. Gör.', 30],
      ]
      target = Math.max(base.length, Math.ceil(students / 25), Math.ceil(sections / 4))
    } else if (dept.kind === 'associate') {
      base = ['Dr. Öğr. Üyesi', 'Öğr. Gör.', 'Öğr. Gör.', 'Öğr. Gör.']
      extra = [
        ['Doç. Dr.', 5],
        ['Dr. Öğr. Üyesi', 25],
        ['Öğr. Gör.', 70],
      ]
      target = Math.max(base.length, Math.ceil(students / 25), Math.ceil(sections / 4))
    } else if (dept.kind === 'common') {
      base = ['Öğr. Gör.', 'Öğr. Gör.', 'Öğr. Gör.']
      extra = [
        ['Öğr. Gör.', 90],
        ['Dr. Öğr. Üyesi', 10],
      ]
      target = Math.max(base.length, Math.ceil(sections / 5))
    } else {
      base = ['Öğr. Gör.', 'Öğr. Gör.', 'Öğr. Gör.']
      extra = [['Öğr. Gör.', 1]]
      target = Math.max(base.length, Math.ceil(sizing.prepStudents / 20) + 2)
    }
    const existing = roster.academicsOf(dept.id).length
    for (let i = existing; i < target; i++) {
      const title = i < base.length ? (base[i] as string) : rng.weighted(extra)
      const femaleShare = title === 'Prof. Dr.' ? 0.35 : 0.5
      const { person, dutyStart } = newStaffPerson(persons, rng, title, femaleShare)
      roster.add(
        person,
        { kind: 'academic', title, unitId: dept.id, dutyStart, dutyEnd: null, isActive: true },
        { deptId: dept.id, office: null, demo: null },
      )
    }
  }
}

/** Office size (including demo members) and titles: head title first, then the usual titles. */
const OFFICE_STAFF: Record<OfficeKey, { base: number; perStudents: number; head: string; titles: string[] }> =
  {
    registrar: {
      base: 3,
      perStudents: 5000,
      head: 'Daire Başkanı',
      titles: ['Şef', 'Memur', 'Bilgisayar İşletmeni', 'Uzman'],
    },
    finance: {
      base: 3,
      perStudents: 10000,
      head: 'Müdür',
      titles: ['Şef', 'Muhasebe Yetkilisi', 'Memur', 'Uzman'],
    },
    library: {
      base: 3,
      perStudents: 10000,
      head: 'Daire Başkanı',
      titles: ['Kütüphaneci', 'Memur', 'Bilgisayar İşletmeni'],
    },
    sports: { base: 3, perStudents: 25000, head: 'Müdür', titles: ['Spor Uzmanı', 'Antrenör', 'Memur'] },
    studentCentre: {
      base: 3,
      perStudents: 15000,
      head: 'Müdür',
      titles: ['Uzman', 'Psikolojik Danışman', 'Memur'],
    },
    hr: {
      base: 4,
      perStudents: 20000,
      head: 'Daire Başkanı',
      titles: ['Şef', 'Uzman', 'Memur', 'Bilgisayar İşletmeni'],
    },
    it: {
      base: 3,
      perStudents: 25000,
      head: 'Daire Başkanı',
      titles: ['Sistem Uzmanı', 'Ağ Uzmanı', 'Teknisyen'],
    },
    software: {
      base: 4,
      perStudents: 25000,
      head: 'Müdür',
      titles: ['Yazılım Geliştirme Uzmanı', 'Mühendis', 'Programcı', 'Çözümleyici'],
    },
    inventory: {
      base: 2,
      perStudents: 25000,
      head: 'Şef',
      titles: ['Taşınır Kayıt Yetkilisi', 'Memur', 'Ambar Memuru'],
    },
  }

const SCHOOL_SECRETARY: Record<string, string> = {
  faculty: 'Fakülte Sekreteri',
  vocational_school: 'Yüksekokul Sekreteri',
  graduate_school: 'Enstitü Sekreteri',
  prep_school: 'Okul Sekreteri',
}

/** Generates administrative staff: each office (head first), then secretaries and clerks per school. */
export function generateAdministrative(
  roster: StaffRoster,
  persons: PersonFactory,
  rng: Rng,
  org: Organisation,
  studentCount: number,
): void {
  for (const [key, spec] of Object.entries(OFFICE_STAFF) as [OfficeKey, (typeof OFFICE_STAFF)[OfficeKey]][]) {
    const target = spec.base + Math.ceil(studentCount / spec.perStudents)
    const existing = roster.entries.filter((e) => e.office === key).length
    for (let i = existing; i < target; i++) {
      const title = i === existing ? spec.head : rng.pick(spec.titles)
      const { person, dutyStart } = newStaffPerson(persons, rng, 'admin', 0.5)
      roster.add(
        person,
        { kind: 'administrative', title, unitId: org.offices[key], dutyStart, dutyEnd: null, isActive: true },
        { deptId: null, office: key, demo: null },
      )
    }
  }
  const clerks = 1 + Math.ceil(studentCount / 20000)
  for (const school of org.schools) {
    for (let i = 0; i <= clerks; i++) {
      const title =
        i === 0 ? (SCHOOL_SECRETARY[school.kind] ?? 'Sekreter') : rng.pick(['Memur', 'Bilgisayar İşletmeni'])
      const { person, dutyStart } = newStaffPerson(persons, rng, 'admin', 0.55)
      roster.add(
        person,
        { kind: 'administrative', title, unitId: school.id, dutyStart, dutyEnd: null, isActive: true },
        { deptId: null, office: null, demo: null },
      )
    }
  }
}
