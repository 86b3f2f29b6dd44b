/**
 * Seeds student documents (issue 5 § Documents; spec §3 "Document", §8): for the demo students a few created
 * documents so the list, the download and the public viewer have something on first start — for
 * 'student-double' a current student certificate and an older English transcript whose display time has
 * ended (the §8 message), for 'student' a current certificate. Their PDFs are rendered on first download.
 * Codes come from the seed's random stream (demo data only; real codes come from crypto.randomInt).
 * Deterministic; the seed's "today" is db/seed/calendar.ts SEED_TODAY.
 */
import { DEMO_PEOPLE } from '../../db/seed/demo-accounts.ts'
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import type { UnitRow } from '../../db/seed/organisation.ts'
import type { PersonRow } from '../../db/seed/persons.ts'
import type { Rng } from '../../db/seed/rng.ts'
import { documentRequests } from './documents.schema.ts'
import { buildSnapshot, type StudentshipInfo } from './documents.snapshot.ts'

export type DocumentRequestRow = typeof documentRequests.$inferInsert & { id: number }

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const SCHOOLS = new Set(['faculty', 'vocational_school', 'graduate_school', 'prep_school'])

/** [student number, kind, language, created on (Istanbul date)] */
const DEMO_DOCUMENTS = [
  ['2024101001', 'transcript', 'en', '2026-09-14'],
  ['2024101001', 'student_certificate', 'tr', '2026-11-02'],
  ['2025104001', 'student_certificate', 'tr', '2026-10-30'],
] as const

/** Builds the demo documents; `displayDays` is the default DOCUMENT_DISPLAY_DAYS (30). */
export function buildDocumentsSeed(
  world: {
    persons: readonly PersonRow[]
    students: readonly {
      id: number
      personId: number
      studentNo: string
      programmeId: number
      studentshipName: string
      classYear: number
      registrationDate: string
      admissionType: string
      status: StudentshipInfo['status']
    }[]
    units: readonly UnitRow[]
  },
  rng: Rng,
  displayDays = 30,
): DocumentRequestRow[] {
  const unit = new Map(world.units.map((u) => [u.id, u]))
  const rows: DocumentRequestRow[] = []
  for (const [studentNo, kind, language, day] of DEMO_DOCUMENTS) {
    const s = world.students.find((x) => x.studentNo === studentNo)
    const person = s && world.persons.find((p) => p.id === s.personId)
    const programme = s && unit.get(s.programmeId)
    if (!s || !person || !programme) continue
    let school: UnitRow | undefined = programme
    while (school && !SCHOOLS.has(school.kind) && school.parentId) school = unit.get(school.parentId)
    const info: StudentshipInfo = {
      fullName: `${person.firstName} ${person.lastName}`,
      studentNo,
      nationalId: person.nationalId,
      faculty: { tr: school?.nameTr ?? '', en: school?.nameEn ?? '' },
      programme: { tr: programme.nameTr, en: programme.nameEn },
      studentshipName: s.studentshipName,
      classYear: s.classYear,
      registrationDate: s.registrationDate,
      admissionType: s.admissionType,
      status: s.status,
    }
    const createdAt = new Date(`${day}T10:15:00+03:00`)
    let code = ''
    for (let i = 0; i < 10; i++) code += rng.pick([...ALPHABET])
    rows.push({
      id: rows.length + 1,
      studentId: s.id,
      kind,
      language,
      status: 'created',
      requestedAt: new Date(createdAt.getTime() - 60_000),
      createdAt,
      displayUntil: new Date(createdAt.getTime() + displayDays * 86_400_000),
      verificationCode: code,
      // Transcript grades come from the grades feature at request time; seeded ones carry the studentship data.
      snapshot: buildSnapshot(kind, language, info, null),
      fileId: null,
      deletedAt: null,
    })
  }
  // Reviewed kinds waiting in the registrar's queue (issue 22): a few active students' requests, none of a demo
  // account's studentship (their document lists are the ones described above).
  const DEMO_NOS = new Set(
    DEMO_PEOPLE.flatMap((p) => (p.kind === 'student' ? p.studentships.map((s) => s.studentNo) : [])),
  )
  const waiting = world.students
    .filter((x) => x.status === 'active' && !DEMO_NOS.has(x.studentNo))
    .slice(0, 6)
  waiting.forEach((s, i) => {
    rows.push({
      id: rows.length + 1,
      studentId: s.id,
      kind: i % 2 === 0 ? 'course_contents' : 'military_status',
      language: i % 3 === 2 ? 'en' : 'tr',
      status: i === 5 ? 'preparing' : 'requested',
      requestedAt: new Date(`2026-11-${String(10 + i).padStart(2, '0')}T09:30:00+03:00`),
      createdAt: null,
      displayUntil: null,
      verificationCode: null,
      snapshot: null,
      fileId: null,
      deletedAt: null,
    })
  })
  return rows
}

/** The documents feature's demo data: the demo students' documents (random stream 'documents'). */
export const documentsSeed: FeatureSeed<{ documentRequests: typeof documentRequests }> = {
  slug: 'documents',
  tables: { documentRequests },
  identity: ['documentRequests'],
  build: (core, rng) => ({ documentRequests: buildDocumentsSeed(core, rng('documents')) }),
}
