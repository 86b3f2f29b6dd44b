/**
 * The demo guest applicants and their academic applications (issue 37 "no academic applications are seeded"):
 * one application in every state the committee and human resources see — drafts (steps 2 and 4), submitted
 * (finalised, no opinion yet), under evaluation (declarations and some of the committee's opinions) and
 * finished (every member's opinion and the chair's finish). Position 1 (the e2e's and the API tests' position)
 * gets none, so their own applications stay alone there. Fixed dates and texts: deterministic, no randomness.
 */
import { createHash } from 'node:crypto'
import type { PersonalInfo, Resume, Works } from '@unacs/contracts'
import { guests } from '../../identity/guest/guest.schema.ts'
import type { storedFiles } from '../../platform/files/files.schema.ts'
import { addDays } from '../../platform/time.ts'
import type {
  applicationFiles,
  applications,
  conflictDeclarations,
  opinions,
  positionCommittee,
} from './applications.schema.ts'

/** A committee row of the seed (the same as applications.seed.ts's; declared here to avoid an import cycle). */
type PositionCommitteeRow = typeof positionCommittee.$inferInsert

export type GuestRow = typeof guests.$inferInsert
export type ApplicationSeedRow = typeof applications.$inferInsert & { id: number }
export type DeclarationRow = typeof conflictDeclarations.$inferInsert
export type OpinionRow = typeof opinions.$inferInsert
export type StoredFileRow = typeof storedFiles.$inferInsert & { id: number }
export type ApplicationFileRow = typeof applicationFiles.$inferInsert

/** A one-page PDF standing for a scanned diploma or certificate (the same bytes for every seeded upload). */
const SCAN = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
)
const SCAN_SHA256 = createHash('sha256').update(SCAN).digest('hex')

/** The uploads a seeded CV refers to: three diplomas (bachelor's, master's, doctorate) and the certificate. */
interface ResumeFiles {
  diplomas: [number, number, number]
  certificate: number
}

/** What the seeded applications of one position look like. */
type SeededState = 'draft2' | 'draft4' | 'submitted' | 'evaluating' | 'finished'

/** [first name, last name, position id, state, day finalised or last saved (Istanbul)] */
const APPLICANTS: readonly [string, string, number, SeededState, string][] = [
  ['Elif', 'Korkmaz', 2, 'submitted', '2026-11-12'],
  ['Murat', 'Şahin', 2, 'evaluating', '2026-10-20'],
  ['Deniz', 'Aksoy', 2, 'draft4', '2026-11-19'],
  ['Selin', 'Yurt', 3, 'evaluating', '2026-10-28'],
  ['Burak', 'Tekin', 3, 'draft2', '2026-11-20'],
  ['Gökhan', 'Erdem', 4, 'finished', '2025-03-20'],
  ['Nur', 'Çelebi', 4, 'finished', '2025-03-28'],
]

/** A checksum-valid T.C. kimlik number from nine leading digits (the first not 0). */
export function nationalIdFrom(nine: string): string {
  const d = [...nine].map(Number)
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0)
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0)
  const tenth = (((odd * 7 - even) % 10) + 10) % 10
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10
  return `${nine}${tenth}${eleventh}`
}

/** An ORCID iD with its ISO 7064 MOD 11-2 check character, from fifteen digits. */
export function orcidFrom(fifteen: string): string {
  let total = 0
  for (const c of fifteen) total = (total + Number(c)) * 2
  const check = (12 - (total % 11)) % 11
  const all = `${fifteen}${check === 10 ? 'X' : check}`
  return `${all.slice(0, 4)}-${all.slice(4, 8)}-${all.slice(8, 12)}-${all.slice(12)}`
}

/** Opinion texts (at least 100 characters, spec §5). */
const POSITIVE =
  'Adayın uluslararası hakemli dergilerdeki yayınları ve atıfları kadronun gerektirdiği nitelikleri karşılamaktadır; araştırma planı özgün ve bölümün hedefleriyle uyumludur. Olumlu görüş bildiriyorum.'
const NEGATIVE =
  'Adayın son beş yıldaki yayınları kadronun ilan edilen alanıyla yeterince örtüşmemektedir; araştırma planı bölümün ihtiyaçlarına somut bir katkı öngörmemektedir. Olumsuz görüş bildiriyorum.'

/** An Istanbul date and time as a timestamp. */
const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00+03:00`)

/**
 * The resume of a seeded applicant, complete as the contract asks (every degree with its diploma scan, the
 * associate professorship with its certificate, supervisors for the master's and the doctorate): the
 * committee's summary of a seeded application answered 500 while these were missing (issue 39's helper found it).
 */
function resumeOf(first: string, field: string, files: ResumeFiles): Resume {
  const degree = {
    university: 'Dokuz Eylül Üniversitesi',
    faculty: 'Mühendislik Fakültesi',
    department: field,
    startDate: '2001-09-17',
    endDate: '2005-06-24',
    diplomaFileId: files.diplomas[0],
  }
  return {
    academicTitles: [{ title: 'Doç. Dr.', institution: 'Dokuz Eylül Üniversitesi', date: '2019-03-01' }],
    associateProfessorships: [{ field, dateReceived: '2018-11-20', certificateFileId: files.certificate }],
    citations: {
      webOfScience: { citationCount: 318, hIndex: 10 },
      scopus: { citationCount: 402, hIndex: 12 },
    },
    bachelors: [degree],
    masters: [
      {
        ...degree,
        startDate: '2005-09-19',
        endDate: '2008-01-25',
        thesisTopic: `${field} üzerine bir inceleme`,
        supervisor: 'Prof. Dr. Ahmet Karaca',
        diplomaFileId: files.diplomas[1],
      },
    ],
    doctorates: [
      {
        ...degree,
        startDate: '2008-02-11',
        endDate: '2013-06-28',
        thesisTopic: `${first} — ${field} modelleri`,
        supervisor: 'Prof. Dr. Zeynep Aydın',
        diplomaFileId: files.diplomas[2],
      },
    ],
    languageExams: [{ examName: 'YDS', score: 82.5, examDate: '2017-04-09' }],
    research: [
      {
        title: `${field} alanında araştırmalar`,
        text: `${field} alanında yürüttüğüm çalışmalar, kuramsal sonuçları endüstriyel uygulamalarla buluşturmayı amaçlamaktadır. `
          .repeat(6)
          .trim(),
      },
    ],
    workExperience: [
      {
        institution: 'Dokuz Eylül Üniversitesi',
        position: 'Doç. Dr.',
        startDate: '2019-03-01',
        endDate: null,
      },
    ],
  }
}

/** The works of a seeded applicant: two articles and a letter of intent as text. */
function worksOf(field: string): Works {
  return {
    articles: [
      {
        title: `Advances in ${field}`,
        journal: 'Energy Conversion and Management',
        year: 2023,
        journalIndex: 'SCIE',
        category: 'Q1',
      },
      {
        title: `${field}: a review`,
        journal: 'Applied Sciences',
        year: 2021,
        journalIndex: 'SCIE',
        category: 'Q2',
      },
    ],
    letterOfIntentText: `Bu kadroya, ${field} alanındaki araştırmalarımı bölümün lisansüstü programına katkıya dönüştürmek amacıyla başvuruyorum.`,
    letterOfIntentFileId: null,
  }
}

/** The field each position's applicants work in, by position id. */
const FIELD: Record<number, string> = {
  2: 'Termodinamik',
  3: 'Uygulamalı Matematik',
  4: 'Elektrik-Elektronik Mühendisliği',
}

/**
 * Builds the guest applicants (ids 1.. in order: the guests table's id is always generated, and the seed's
 * reset restarts it), their applications (ids from 1) and the committees' declarations and opinions. Takes the
 * seeded committees; a position without a committee gets no evaluation rows.
 */
export function buildDemoApplications(committee: readonly PositionCommitteeRow[]): {
  guests: GuestRow[]
  applications: ApplicationSeedRow[]
  conflictDeclarations: DeclarationRow[]
  opinions: OpinionRow[]
  storedFiles: StoredFileRow[]
  applicationFiles: ApplicationFileRow[]
} {
  const fileRows: StoredFileRow[] = []
  const uploads: ApplicationFileRow[] = []
  /** Stores one scan uploaded by guest `guestId` to application `applicationId`; its file id (from 1). */
  const upload = (
    applicationId: number,
    guestId: number,
    purpose: 'diploma' | 'certificate',
    name: string,
  ) => {
    const id = fileRows.length + 1
    fileRows.push({
      id,
      fileName: `${name}.pdf`,
      mimeType: 'application/pdf',
      extension: 'pdf',
      sizeBytes: SCAN.length,
      sha256: SCAN_SHA256,
      content: SCAN,
      ownerGuestId: guestId,
    })
    uploads.push({ applicationId, fileId: id, purpose })
    return id
  }
  const guestRows: GuestRow[] = []
  const apps: ApplicationSeedRow[] = []
  const declarations: DeclarationRow[] = []
  const opinionRows: OpinionRow[] = []
  APPLICANTS.forEach(([firstName, lastName, positionId, state, day], i) => {
    const id = i + 1
    const email = `${firstName}.${lastName}`
      .toLocaleLowerCase('tr')
      .replace(/ş/g, 's')
      .replace(/ç/g, 'c')
      .replace(/ö/g, 'o')
      .replace(/ü/g, 'u')
      .replace(/ğ/g, 'g')
      .replace(/ı/g, 'i')
    guestRows.push({ email: `${email}@aday.example.com`, createdAt: at(day, '08:30') })
    const field = FIELD[positionId] ?? 'Mühendislik'
    const personalInfo: PersonalInfo = {
      citizenship: 'TR',
      nationalId: nationalIdFrom(`${i + 1}2345678${i}`),
      firstName,
      lastName,
      birthDate: `198${i}-0${(i % 9) + 1}-1${i}`,
      phone: `53${i}${String(4_561_230 + i * 111).padStart(7, '0')}`,
      address: 'Bornova Mahallesi, Üniversite Caddesi No: 7, Bornova İzmir',
      orcid: orcidFrom(`000000021825${String(100 + i)}`),
    }
    const draft = state === 'draft2' || state === 'draft4'
    const lastStep = state === 'draft2' ? 2 : state === 'draft4' ? 4 : 5
    apps.push({
      id,
      guestId: id,
      positionId,
      status: draft ? 'draft' : 'finalised',
      lastStep,
      personalInfo,
      resume:
        lastStep >= 3
          ? resumeOf(firstName, field, {
              diplomas: [
                upload(id, id, 'diploma', 'lisans-diplomasi'),
                upload(id, id, 'diploma', 'yuksek-lisans-diplomasi'),
                upload(id, id, 'diploma', 'doktora-diplomasi'),
              ],
              certificate: upload(id, id, 'certificate', 'docentlik-belgesi'),
            })
          : null,
      works: lastStep >= 4 ? worksOf(field) : null,
      declarationAcceptedAt: draft ? null : at(day, '09:50'),
      finalisedAt: draft ? null : at(day),
      evaluationFinishedAt: state === 'finished' ? at(addDays(day, 40), '15:00') : null,
      version: lastStep,
      createdAt: at(day, '08:45'),
      updatedAt: at(day),
    })
    if (state !== 'evaluating' && state !== 'finished') return
    const seats = committee.filter((c) => c.positionId === positionId)
    // Under evaluation: the members have declared and sent theirs, the chair has not yet; finished: everyone.
    const giving = state === 'finished' ? seats : seats.filter((c) => c.role === 'member')
    giving.forEach((c, k) => {
      declarations.push({
        applicationId: id,
        staffMemberId: c.staffMemberId,
        declaredAt: at(addDays(day, 5 + k)),
      })
      const negative = state === 'finished' && i % 2 === 0 && c.role === 'member'
      opinionRows.push({
        applicationId: id,
        staffMemberId: c.staffMemberId,
        status: negative ? 'negative' : 'positive',
        text: negative ? NEGATIVE : POSITIVE,
        sentAt: at(addDays(day, 6 + k), '14:00'),
      })
    })
  })
  return {
    guests: guestRows,
    applications: apps,
    conflictDeclarations: declarations,
    opinions: opinionRows,
    storedFiles: fileRows,
    applicationFiles: uploads,
  }
}

export { guests }
