/**
 * Plans the student body (spec §3 Student: number, status, class, entry year, registration date and
 * reason, departure date and reason, admission type; DESIGN.md §5b): which programme, status and
 * years each student has, and their student numbers. Persons and advisors are attached later, so the
 * plan can size staff and sections first.
 */
import type { students } from '../schema/index.ts'
import { CURRENT_YEAR, randomDate, randomWorkday } from './calendar.ts'
import type { DemoStudentSpec } from './demo-accounts.ts'
import type { Organisation, ProgrammeInfo } from './organisation.ts'
import { apportion, type Rng } from './rng.ts'

/** A `students` row (one studentship) with its explicit id. */
export type StudentRow = typeof students.$inferInsert & { id: number }

export type StudentStatus = 'active' | 'frozen' | 'graduated' | 'withdrawn'

/** One planned studentship (a `students` row without ids). */
export interface StudentshipPlan {
  programme: ProgrammeInfo
  studentNo: string
  status: StudentStatus
  admissionType: string
  entryYear: number
  /** 0 = preparatory class (English-medium, or optional prep of a Turkish-medium bachelor), else 1..programme years. */
  classYear: number
  registrationDate: string
  departureDate: string | null
  departureReason: string | null
  studyType: 'Çift Anadal' | 'Yandal' | null
  /** Demo advisor key, when fixed by a demo account. */
  advisorKey?: string
}

/** A planned student person; the first studentship gives the e-mail address. */
export interface StudentPlan {
  gender: 'female' | 'male'
  birthDate: string
  studentships: StudentshipPlan[]
}

/** Share of students per programme level. */
const LEVEL_SHARE = { bachelor: 0.8, associate: 0.12, master: 0.06, doctorate: 0.02 } as const

/** Weights of "years since entry" for active students, per level. */
const YEARS_SINCE_ENTRY: Record<ProgrammeInfo['level'], readonly (readonly [number, number])[]> = {
  bachelor: [
    [0, 23],
    [1, 22],
    [2, 21],
    [3, 19],
    [4, 9],
    [5, 4],
    [6, 2],
  ],
  associate: [
    [0, 45],
    [1, 40],
    [2, 10],
    [3, 5],
  ],
  master: [
    [0, 45],
    [1, 38],
    [2, 12],
    [3, 5],
  ],
  doctorate: [
    [0, 20],
    [1, 20],
    [2, 18],
    [3, 16],
    [4, 13],
    [5, 8],
    [6, 5],
  ],
}

/**
 * The preparatory class (YÖK's foreign-language education regulation): most new entrants of an English-medium
 * programme start in prep (the rest pass the proficiency exam); a share of last year's English-medium entrants
 * repeat a second prep year; and some entrants of Turkish-medium bachelor programmes take the optional prep year
 * (isteğe bağlı hazırlık). The first share is the student stream's own draw; the other two come from the
 * `students-prep` stream after the plan is made, so the student stream (and the data planned from it) does not
 * shift when they change.
 */
const PREP_SHARE = { englishEntrants: 0.9, repeaters: 0.25, optional: 0.35 } as const

const WITHDRAWAL_REASONS: readonly (readonly [string, number])[] = [
  ['Kendi İsteği ile Kayıt Sildirme', 50],
  ['Yatay Geçiş ile Ayrılma', 25],
  ['Azami Öğrenim Süresinin Dolması', 15],
  ['Katkı Payı/Öğrenim Ücretinin Ödenmemesi', 10],
]

/** Hands out unique student numbers: entry year + 3-digit programme number + sequence (≥ 3 digits). */
export class StudentNumberAllocator {
  private readonly taken = new Set<string>()
  private readonly next = new Map<string, number>()

  /** Marks numbers as used (the demo accounts'). */
  reserve(numbers: Iterable<string>): void {
    for (const n of numbers) this.taken.add(n)
  }

  /** The next free number for `entryYear` in programme number `programmeNo`. */
  allocate(entryYear: number, programmeNo: number): string {
    const prefix = `${entryYear}${String(programmeNo).padStart(3, '0')}`
    let seq = this.next.get(prefix) ?? 1
    let no = `${prefix}${String(seq).padStart(3, '0')}`
    while (this.taken.has(no)) {
      seq++
      no = `${prefix}${String(seq).padStart(3, '0')}`
    }
    this.next.set(prefix, seq + 1)
    this.taken.add(no)
    return no
  }
}

function registrationDate(rng: Rng, admissionType: string, entryYear: number): string {
  switch (admissionType) {
    case 'ÖSYM':
      return randomWorkday(rng, `${entryYear}-08-17`, 4)
    case 'Yatay Geçiş':
      return randomWorkday(rng, `${entryYear}-09-01`, 10)
    case 'Dikey Geçiş':
      return randomWorkday(rng, `${entryYear}-09-08`, 7)
    case 'Yabancı Uyruklu':
      return randomWorkday(rng, `${entryYear}-09-01`, 18)
    default:
      return randomWorkday(rng, `${entryYear}-09-14`, 10)
  }
}

function admissionType(rng: Rng, p: ProgrammeInfo, classYear: number): string {
  if (p.level === 'master' || p.level === 'doctorate') {
    return rng.weighted([
      ['ALES', 85],
      ['Yabancı Uyruklu', 10],
      ['Yatay Geçiş', 5],
    ])
  }
  const t = rng.weighted([
    ['ÖSYM', 87],
    ['Yabancı Uyruklu', 6],
    ['Yatay Geçiş', 5],
    ['Dikey Geçiş', 2],
  ])
  if (t === 'Yatay Geçiş' && classYear < 2) return 'ÖSYM'
  if (t === 'Dikey Geçiş' && (p.level !== 'bachelor' || classYear < 3)) return 'ÖSYM'
  return t
}

function birthDate(rng: Rng, p: ProgrammeInfo, entryYear: number): string {
  let age = 18
  if (p.level === 'master') age = rng.int(22, 30)
  else if (p.level === 'doctorate') age = rng.int(25, 35)
  else {
    if (rng.chance(0.2)) age += 1
    if (rng.chance(0.05)) age += rng.int(2, 6)
  }
  const year = entryYear - age
  return randomDate(rng, `${year - 1}-09-01`, `${year}-08-31`)
}

/** Plans one primary studentship in programme `p` (number allocated by the caller). */
function planStudentship(rng: Rng, p: ProgrammeInfo): Omit<StudentshipPlan, 'studentNo'> {
  const years = p.semesters / 2
  const status = rng.weighted<StudentStatus>([
    ['active', 915],
    ['graduated', 50],
    ['frozen', 20],
    ['withdrawn', 15],
  ])
  if (status === 'graduated') {
    const gradYear = rng.weighted([
      [2026, 25],
      [2025, 25],
      [2024, 20],
      [2023, 15],
      [2022, 15],
    ])
    const extra = rng.weighted([
      [0, 70],
      [1, 20],
      [2, 10],
    ])
    const entryYear = gradYear - years - extra
    const type = admissionType(rng, p, 1)
    return {
      programme: p,
      status,
      admissionType: type,
      entryYear,
      classYear: years,
      registrationDate: registrationDate(rng, type, entryYear),
      departureDate: randomDate(rng, `${gradYear}-06-20`, `${gradYear}-07-24`),
      departureReason: 'Mezuniyet',
      studyType: null,
    }
  }
  const since = rng.weighted(YEARS_SINCE_ENTRY[p.level])
  const entryYear = CURRENT_YEAR - since
  let classYear = Math.min(years, since + 1)
  if (p.englishMedium && since === 0 && rng.chance(PREP_SHARE.englishEntrants)) classYear = 0
  const type = admissionType(rng, p, classYear)
  const registered = registrationDate(rng, type, entryYear)
  const plan: Omit<StudentshipPlan, 'studentNo'> = {
    programme: p,
    status,
    admissionType: type,
    entryYear,
    classYear,
    registrationDate: registered,
    departureDate: null,
    departureReason: null,
    studyType: null,
  }
  if (status === 'withdrawn') {
    const from = registered > '2024-01-15' ? registered : '2024-01-15'
    plan.departureDate = randomDate(rng, from, '2026-11-13')
    plan.departureReason = rng.weighted(WITHDRAWAL_REASONS)
  }
  return plan
}

/**
 * Plans `count` student persons (the demo students first, then generated ones): programmes are
 * apportioned by level share and programme weight; about 2% hold a second studentship (double
 * major or minor, or a master's after a bachelor's here). With `prepRng`, prep repeaters and optional
 * prep students are added from that stream (see `PREP_SHARE`).
 */
export function planStudents(
  org: Organisation,
  count: number,
  rng: Rng,
  demo: readonly DemoStudentSpec[],
  numbers: StudentNumberAllocator,
  prepRng?: Rng,
): StudentPlan[] {
  const plans: StudentPlan[] = demo.map((d) => ({
    gender: d.gender,
    birthDate: d.birthDate,
    studentships: d.studentships.map((s) => {
      const programme = org.programmes.find((p) => p.code === s.programmeCode)
      if (!programme) throw new Error(`demo studentship in unknown programme ${s.programmeCode}`)
      return {
        programme,
        studentNo: s.studentNo,
        status: s.status,
        admissionType: s.admissionType,
        entryYear: s.entryYear,
        classYear: s.classYear,
        registrationDate: s.registrationDate,
        departureDate: s.departureDate ?? null,
        departureReason: s.departureReason ?? null,
        studyType: s.studyType ?? null,
        ...(s.advisorKey ? { advisorKey: s.advisorKey } : {}),
      }
    }),
  }))
  const generated = Math.max(0, count - demo.length)
  const programmes = org.programmes
  const levelWeight = new Map<string, number>()
  for (const p of programmes) levelWeight.set(p.level, (levelWeight.get(p.level) ?? 0) + p.weight)
  const weights = programmes.map((p) => (LEVEL_SHARE[p.level] * p.weight) / (levelWeight.get(p.level) ?? 1))
  const perProgramme = apportion(generated, weights)
  const order: number[] = []
  perProgramme.forEach((n, i) => {
    for (let k = 0; k < n; k++) order.push(i)
  })
  rng.shuffle(order)

  const firstGenerated = plans.length
  for (const i of order) {
    const p = programmes[i] as ProgrammeInfo
    const s = planStudentship(rng, p)
    plans.push({
      gender: rng.chance(p.dept.femaleShare) ? 'female' : 'male',
      birthDate: birthDate(rng, p, s.entryYear),
      studentships: [{ ...s, studentNo: numbers.allocate(s.entryYear, p.no) }],
    })
  }
  addSecondStudentships(org, plans.slice(firstGenerated), rng, numbers, Math.round(generated * 0.02))
  if (prepRng) addPrepYears(plans.slice(firstGenerated), prepRng)
  return plans
}

/**
 * Puts more generated students in the preparatory class (class year 0), drawing only from `rng`: last year's
 * English-medium entrants in class 2 who came through ÖSYM or as foreign nationals repeat prep
 * (`PREP_SHARE.repeaters`), and this year's Turkish-medium bachelor entrants in class 1 take the optional prep year
 * (`PREP_SHARE.optional`). Students with a second studentship are left alone.
 */
function addPrepYears(plans: readonly StudentPlan[], rng: Rng): void {
  for (const plan of plans) {
    if (plan.studentships.length !== 1) continue
    const s = plan.studentships[0] as StudentshipPlan
    if (s.status === 'graduated' || s.programme.level !== 'bachelor') continue
    const since = CURRENT_YEAR - s.entryYear
    const direct = s.admissionType === 'ÖSYM' || s.admissionType === 'Yabancı Uyruklu'
    if (s.programme.englishMedium && since === 1 && s.classYear === 2 && direct) {
      if (rng.chance(PREP_SHARE.repeaters)) s.classYear = 0
    } else if (!s.programme.englishMedium && since === 0 && s.classYear === 1 && direct) {
      if (rng.chance(PREP_SHARE.optional)) s.classYear = 0
    }
  }
}

/**
 * The demo student's classmates (issue 37, last point): the demo instructor's showcase sections are topped up
 * only with students whose class year allows the course's semester, so at small sizes (60 students: one student
 * in each class year of her programme) they would hold her alone. Returns the plans to append: generated active
 * studentships of programme `programmeCode` (ÖSYM entrants of the year their class implies, past prep) until each
 * class year 1..programme years has at least `perClass` active studentships whose number is not in `demoNos`.
 * Draws only from `rng` (its own stream) and is appended after every other plan, so the other students, their
 * numbers and ids do not change; none are added once the programme is that large (the default 3000 students).
 */
export function planClassmates(
  org: Organisation,
  plans: readonly StudentPlan[],
  programmeCode: string,
  perClass: number,
  rng: Rng,
  numbers: StudentNumberAllocator,
  demoNos: ReadonlySet<string>,
): StudentPlan[] {
  const programme = org.programmes.find((p) => p.code === programmeCode)
  if (!programme) return []
  const years = programme.semesters / 2
  const have = new Array<number>(years + 1).fill(0)
  for (const plan of plans)
    for (const s of plan.studentships)
      if (s.programme.id === programme.id && s.status === 'active' && !demoNos.has(s.studentNo))
        have[s.classYear] = (have[s.classYear] ?? 0) + 1
  const out: StudentPlan[] = []
  for (let classYear = 1; classYear <= years; classYear++) {
    for (let n = have[classYear] ?? 0; n < perClass; n++) {
      const entryYear = CURRENT_YEAR - (classYear - 1)
      out.push({
        gender: rng.chance(programme.dept.femaleShare) ? 'female' : 'male',
        birthDate: birthDate(rng, programme, entryYear),
        studentships: [
          {
            programme,
            studentNo: numbers.allocate(entryYear, programme.no),
            status: 'active',
            admissionType: 'ÖSYM',
            entryYear,
            classYear,
            registrationDate: registrationDate(rng, 'ÖSYM', entryYear),
            departureDate: null,
            departureReason: null,
            studyType: null,
          },
        ],
      })
    }
  }
  return out
}

/** Gives `wanted` students a second studentship (double major/minor, or earlier bachelor's). */
function addSecondStudentships(
  org: Organisation,
  plans: StudentPlan[],
  rng: Rng,
  numbers: StudentNumberAllocator,
  wanted: number,
): void {
  const bachelors = org.programmes.filter((p) => p.level === 'bachelor')
  const doubles: StudentPlan[] = []
  const masters: StudentPlan[] = []
  for (const plan of plans) {
    const s = plan.studentships[0] as StudentshipPlan
    if (s.status !== 'active') continue
    if (s.programme.level === 'bachelor' && s.classYear >= 2 && s.classYear <= 3) doubles.push(plan)
    else if (s.programme.level === 'master' && s.entryYear >= 2024) masters.push(plan)
  }
  rng.shuffle(doubles)
  rng.shuffle(masters)
  const fromMasters = Math.min(masters.length, Math.round(wanted * 0.3))
  const chosenDoubles = doubles.slice(0, Math.max(0, wanted - fromMasters))
  for (const plan of chosenDoubles) {
    const first = plan.studentships[0] as StudentshipPlan
    const others = bachelors.filter((p) => p.dept.prefix !== first.programme.dept.prefix)
    const programme = rng.pick(others)
    const studyType = rng.chance(0.6) ? 'Çift Anadal' : 'Yandal'
    const entryYear = Math.min(CURRENT_YEAR, first.entryYear + rng.int(1, 2))
    plan.studentships.push({
      programme,
      studentNo: numbers.allocate(entryYear, programme.no),
      status: 'active',
      admissionType: studyType,
      entryYear,
      classYear: Math.min(4, CURRENT_YEAR - entryYear + 1),
      registrationDate: registrationDate(rng, studyType, entryYear),
      departureDate: null,
      departureReason: null,
      studyType,
    })
  }
  for (const plan of masters.slice(0, fromMasters)) {
    const master = plan.studentships[0] as StudentshipPlan
    const programme =
      bachelors.find((p) => p.dept.id === master.programme.dept.teachingDeptId) ?? rng.pick(bachelors)
    const entryYear = master.entryYear - 4
    plan.studentships.push({
      programme,
      studentNo: numbers.allocate(entryYear, programme.no),
      status: 'graduated',
      admissionType: 'ÖSYM',
      entryYear,
      classYear: 4,
      registrationDate: registrationDate(rng, 'ÖSYM', entryYear),
      departureDate: randomDate(rng, `${master.entryYear}-06-20`, `${master.entryYear}-07-24`),
      departureReason: 'Mezuniyet',
      studyType: null,
    })
  }
}

/** Active studentships per programme id and class year (index = class year), for sizing sections. */
export function activeCohorts(plans: readonly StudentPlan[]): Map<number, number[]> {
  const cohorts = new Map<number, number[]>()
  for (const plan of plans) {
    for (const s of plan.studentships) {
      if (s.status !== 'active') continue
      let row = cohorts.get(s.programme.id)
      if (!row) {
        row = [0, 0, 0, 0, 0]
        cohorts.set(s.programme.id, row)
      }
      row[s.classYear] = (row[s.classYear] ?? 0) + 1
    }
  }
  return cohorts
}

/** The OgrencilikAdi (studentship name) shown for a studentship, e.g. "Matematik (Çift Anadal)". */
export function studentshipName(s: StudentshipPlan): string {
  if (s.studyType) return `${s.programme.nameTr} (${s.studyType})`
  const level = { associate: 'Ön Lisans', bachelor: 'Lisans', master: 'Yüksek Lisans', doctorate: 'Doktora' }
  return `${s.programme.nameTr} (${level[s.programme.level]})`
}
