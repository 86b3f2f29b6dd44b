/**
 * "My personal data" (issue 39): the categories of a person's and a guest applicant's data that other features
 * hold, registered on the privacy feature (`addDataSource`, `addGuestDataSource`, `addTransferSource`) by
 * features/index.ts. Features never import each other's internals, so each category reads through the owning
 * feature's public reader (the student record's readers of issue 37, the applications' guest readers, the
 * `*.transfers.ts` readers) or, where the owner exports none, with SQL on the owner's tables here in the
 * composition layer (clubs, events, instalments, personnel, payroll, absence excuse files).
 */
import type { Language } from '@unacs/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  type GuestApplicationPart,
  guestApplicationDataOf,
  guestApplicationFilesOf,
} from './applications/index.ts'
import { militaryTransfersOf } from './military/index.ts'
import { moodleTransfersOf } from './moodle/index.ts'
import { paymentTransfersOf } from './payments/index.ts'
import { type DataSubject, LEGAL_BASIS, type Privacy, perStudentship, safeFileName } from './privacy/index.ts'
import { yoksisTransfersOf } from './yoksis/index.ts'

/** A per-studentship reader of the student record (issue 37). */
export type StudentReader = (student: { id: number; studentNo: string }, lang: Language) => Promise<unknown>

/** The student record's readers a person's categories are built from. */
export type StudentReaders = Record<
  'grades' | 'registrations' | 'absences' | 'freeze' | 'departure' | 'certificates' | 'documents',
  StudentReader
>

type Bilingual = { tr: string; en: string }

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query)
  return (result as unknown as { rows: T[] }).rows
}

/** `(1, 2, 3)` for an `in` list; `(null)` for none (matches nothing). */
function list(ids: readonly number[]): SQL {
  return ids.length
    ? sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`(null)`
}

/** The `name_tr` or `name_en` column of `alias` in the subject's language. */
const nameIn = (alias: string, lang: Language) => sql.raw(`${alias}.name_${lang === 'en' ? 'en' : 'tr'}`)

/** The subject's studentship ids, or nothing to read. */
const noStudents = (s: DataSubject) => s.studentIds.length === 0

/**
 * Registers the personal data categories (with their purposes and legal bases) and the outside systems'
 * transfer readers of "my personal data" (issue 39): `readers` are the features' per-studentship readers.
 */
export function registerPersonalDataSources(privacy: Privacy, db: Database, readers: StudentReaders): void {
  const { contract, law } = LEGAL_BASIS
  const education: Bilingual = {
    tr: 'Öğrenim sürecinizin yürütülmesi ve belgelenmesi',
    en: 'Running and documenting your studies',
  }
  const categories: { key: keyof StudentReaders; name: Bilingual; purpose?: Bilingual; basis?: Bilingual }[] =
    [
      { key: 'grades', name: { tr: 'Notlar ve dönem ortalamaları', en: 'Grades and term averages' } },
      { key: 'registrations', name: { tr: 'Ders kayıtları', en: 'Course registrations' } },
      { key: 'absences', name: { tr: 'Devamsızlıklar', en: 'Absences' } },
      { key: 'freeze', name: { tr: 'Kayıt dondurma talepleri', en: 'Registration freeze requests' } },
      { key: 'departure', name: { tr: 'İlişik kesme talepleri', en: 'Departure clearance requests' } },
      {
        key: 'certificates',
        name: { tr: 'Sertifika talepleri', en: 'Certificate requests' },
        basis: contract,
        purpose: { tr: 'Sertifikalarınızın düzenlenmesi', en: 'Issuing your certificates' },
      },
      { key: 'documents', name: { tr: 'Belgeler', en: 'Documents' } },
    ]
  for (const c of categories)
    privacy.addDataSource({
      category: c.key,
      name: c.name,
      purpose: c.purpose ?? education,
      legalBasis: c.basis ?? law,
      collect: perStudentship(readers[c.key]),
    })
  const payments = paymentTransfersOf(db)
  privacy.addDataSource({
    category: 'payments',
    name: { tr: 'Kartla ödemeler', en: 'Card payments' },
    purpose: { tr: 'Ücret ve yükleme ödemelerinizin alınması', en: 'Taking your fee and top-up payments' },
    legalBasis: contract,
    collect: (s) => payments.rows(s.studentIds),
  })
  registerMoreSources(privacy, db)
  const military = militaryTransfersOf(db)
  const moodle = moodleTransfersOf(db)
  const yoksis = yoksisTransfersOf(db)
  privacy.addTransferSource({ system: 'bank', collect: (s) => payments.transfers(s.studentIds, s.lang) })
  privacy.addTransferSource({ system: 'military', collect: (s) => military(s.studentIds, s.lang) })
  privacy.addTransferSource({ system: 'moodle', collect: (s) => moodle(s.personId, s.studentIds, s.lang) })
  privacy.addTransferSource({ system: 'yoksis', collect: (s) => yoksis(s.studentIds, s.lang) })
}

/**
 * The categories read with SQL on their owners' tables (issue 39 "export contents"): clubs, events, instalment
 * plans and their payments, the absence excuse requests with their files, the staff personnel record and the
 * payroll requests.
 */
function registerMoreSources(privacy: Privacy, db: Database): void {
  const { contract, law } = LEGAL_BASIS
  const campus: Bilingual = {
    tr: 'Kulüp ve etkinlik katılımınızın yürütülmesi ve puanlanması',
    en: 'Running and scoring your club and event participation',
  }
  privacy.addDataSource({
    category: 'clubs',
    name: { tr: 'Kulüp üyelikleri ve başvuruları', en: 'Club memberships and applications' },
    purpose: campus,
    legalBasis: contract,
    collect: async (s) =>
      noStudents(s)
        ? []
        : rowsOf(
            db,
            sql`select st.student_no as "studentNo", ${nameIn('c', s.lang)} as "club", 'member' as "kind",
                  m.joined_at as "at", null as "status", null as "note"
                from club_members m join clubs c on c.id = m.club_id join students st on st.id = m.student_id
                where m.student_id in ${list(s.studentIds)}
                union all
                select st.student_no, ${nameIn('c', s.lang)}, 'application', a.applied_at, a.status::text, a.note
                from club_applications a join clubs c on c.id = a.club_id join students st on st.id = a.student_id
                where a.student_id in ${list(s.studentIds)}
                order by 4`,
          ),
  })
  privacy.addDataSource({
    category: 'events',
    name: { tr: 'Etkinlik kayıtları ve katılımları', en: 'Event registrations and attendance' },
    purpose: campus,
    legalBasis: contract,
    collect: async (s) =>
      noStudents(s)
        ? []
        : rowsOf(
            db,
            sql`select st.student_no as "studentNo", ${nameIn('e', s.lang)} as "event", e.starts_at as "startsAt",
                  'registration' as "kind", r.status::text as "status", null::int as "points", r.created_at as "at"
                from event_registrations r join events e on e.id = r.event_id join students st on st.id = r.student_id
                where r.student_id in ${list(s.studentIds)}
                union all
                select st.student_no, ${nameIn('e', s.lang)}, e.starts_at, 'attendance', a.status::text, a.points,
                  a.recorded_at
                from event_attendance a join events e on e.id = a.event_id join students st on st.id = a.student_id
                where a.student_id in ${list(s.studentIds)}
                order by 3`,
          ),
  })
  const money: Bilingual = {
    tr: 'Öğrenim ücretinizin taksitlendirilmesi ve tahsilatı',
    en: 'Your tuition instalments and their collection',
  }
  privacy.addDataSource({
    category: 'instalment-plans',
    name: { tr: 'Taksit planları', en: 'Instalment plans' },
    purpose: money,
    legalBasis: contract,
    collect: async (s) =>
      noStudents(s)
        ? []
        : rowsOf(
            db,
            sql`select st.student_no as "studentNo", t.code as "term", p.kind::text as "kind",
                  p.state::text as "state", p.amount_kurus as "amountKurus", p.paid_kurus as "paidKurus",
                  p.refund_kurus as "refundKurus", p.cancelled_on as "cancelledOn", p.created_at as "createdAt",
                  (select coalesce(json_agg(json_build_object('no', i.no, 'dueDate', i.due_date,
                     'amountKurus', i.amount_kurus, 'paidKurus', i.paid_kurus) order by i.no), '[]'::json)
                   from instalments i where i.plan_id = p.id) as "instalments"
                from instalment_plans p join students st on st.id = p.student_id
                join academic_terms t on t.id = p.term_id
                where p.student_id in ${list(s.studentIds)} order by p.id`,
          ),
  })
  privacy.addDataSource({
    category: 'instalment-payments',
    name: { tr: 'Taksit ödemeleri (tahsilatlar)', en: 'Instalment payments (collections)' },
    purpose: money,
    legalBasis: contract,
    collect: async (s) =>
      noStudents(s)
        ? []
        : rowsOf(
            db,
            sql`select st.student_no as "studentNo", t.code as "term", c.type::text as "type",
                  c.amount_kurus as "amountKurus", c.collected_on as "collectedOn", c.collected_at as "collectedAt"
                from instalment_collections c join instalment_plans p on p.id = c.plan_id
                join students st on st.id = p.student_id join academic_terms t on t.id = p.term_id
                where p.student_id in ${list(s.studentIds)} order by c.id`,
          ),
  })
  const excuses = (s: DataSubject) =>
    rowsOf<{ fileId: number | null; fileName: string | null; requestId: number } & Record<string, unknown>>(
      db,
      sql`select r.id as "requestId", st.student_no as "studentNo", co.code as "course", r.from_day as "fromDay",
            r.to_day as "toDay", r.excuse_type::text as "excuseType", r.reason as "reason", r.status::text as "status",
            r.requested_at as "requestedAt", r.answer as "answer", r.file_id as "fileId", f.file_name as "fileName",
            f.mime_type as "mimeType", f.size_bytes as "sizeBytes", f.sha256 as "sha256"
          from absence_requests r join students st on st.id = r.student_id
          join sections se on se.id = r.section_id join courses co on co.id = se.course_id
          left join stored_files f on f.id = r.file_id
          where r.student_id in ${list(s.studentIds)} order by r.id`,
    )
  privacy.addDataSource({
    category: 'absence-excuses',
    name: {
      tr: 'Devamsızlık mazeret talepleri ve belgeleri (sağlık raporları dahil)',
      en: 'Absence excuse requests and their documents (medical reports included)',
    },
    purpose: {
      tr: 'Mazeretli devamsızlıklarınızın değerlendirilmesi',
      en: 'Assessing your excused absences',
    },
    legalBasis: {
      tr: 'KVKK m. 6/3: sağlık verisi, açık rızanız ve 2547 sayılı Kanun kapsamında',
      en: 'KVKK Art. 6(3): health data, with your explicit consent and under Law No. 2547',
    },
    collect: async (s) =>
      noStudents(s)
        ? []
        : (await excuses(s)).map((r) => ({
            ...r,
            file: r.fileId ? `files/absence-excuses/${safeFileName(`${r.requestId}-${r.fileName}`)}` : null,
          })),
    files: async (s) => {
      if (noStudents(s)) return []
      const withFile = (await excuses(s)).filter((r) => r.fileId)
      if (withFile.length === 0) return []
      const contents = await rowsOf<{ id: number; content: Uint8Array }>(
        db,
        sql`select id, content from stored_files where id in ${list(withFile.map((r) => Number(r.fileId)))}`,
      )
      const byId = new Map(contents.map((c) => [Number(c.id), c.content]))
      return withFile.map((r) => ({
        name: safeFileName(`${r.requestId}-${r.fileName}`),
        content: new Uint8Array(byId.get(Number(r.fileId)) ?? new Uint8Array()),
      }))
    },
  })
  const employment: Bilingual = {
    tr: 'Personel özlük işlerinizin ve bordrolarınızın yürütülmesi',
    en: 'Running your personnel file and your payroll',
  }
  privacy.addDataSource({
    category: 'personnel',
    name: { tr: 'Personel özlük kaydı', en: 'Personnel record' },
    purpose: employment,
    legalBasis: law,
    collect: (s) =>
      rowsOf(
        db,
        sql`select m.registry_no as "registryNo", r.* from personnel_records r
            join staff_members m on m.id = r.staff_member_id where m.person_id = ${s.personId} order by m.id`,
      ),
  })
  privacy.addDataSource({
    category: 'payroll-requests',
    name: { tr: 'Bordro talepleri', en: 'Payroll requests' },
    purpose: employment,
    legalBasis: law,
    collect: (s) =>
      rowsOf(
        db,
        sql`select m.registry_no as "registryNo", p.year, p.month, p.sent_at as "sentAt",
              p.ip_address as "ipAddress", p.mail_sent as "mailSent"
            from payroll_requests p join staff_members m on m.id = p.staff_member_id
            where m.person_id = ${s.personId} order by p.id`,
      ),
  })
}

/**
 * Registers the categories of a guest applicant's personal data held by the applications feature ("my personal
 * data" for guests, issue 39): applications, and per step personal information, CV, works and the uploaded
 * files (their metadata, and the files themselves in the export).
 */
export function registerGuestPersonalDataSources(privacy: Privacy, db: Database): void {
  const read = guestApplicationDataOf(db)
  const files = guestApplicationFilesOf(db)
  const purpose = {
    tr: 'Akademik kadro başvurunuzun alınması ve değerlendirilmesi',
    en: 'Receiving and evaluating your academic position application',
  }
  const parts: { part: GuestApplicationPart; name: Bilingual }[] = [
    {
      part: 'applications',
      name: { tr: 'Akademik kadro başvuruları', en: 'Academic position applications' },
    },
    {
      part: 'personalInfo',
      name: { tr: 'Başvuru: kişisel bilgiler', en: 'Application: personal information' },
    },
    { part: 'resume', name: { tr: 'Başvuru: özgeçmiş', en: 'Application: CV' } },
    { part: 'works', name: { tr: 'Başvuru: eserler', en: 'Application: works' } },
    { part: 'files', name: { tr: 'Başvuru: yüklenen belgeler', en: 'Application: uploaded files' } },
  ]
  for (const { part, name } of parts)
    privacy.addGuestDataSource({
      category: `application-${part}`,
      name,
      purpose,
      legalBasis: LEGAL_BASIS.law,
      collect: (g) => read(g.guestId, part),
      ...(part === 'files' ? { files: (g: { guestId: number }) => files(g.guestId) } : {}),
    })
}
