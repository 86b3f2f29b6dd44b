/**
 * "My personal data" (issue 39, KVKK Art. 11): the categories of data the portal holds about a person and why,
 * the transfers of their data to outside systems (from the portal's own records), who on the staff read it, and
 * the export of everything (a ZIP with one JSON per category and a PDF summary, built by a background job).
 *
 * Features never import each other: each feature's reader is registered from features/index.ts with
 * `addDataSource` (a category) or `addTransferSource` (an outside system). The privacy feature's own categories
 * (identity, notice acknowledgements, access log, requests) and the platform's mail and SMS outboxes are built in.
 */
import { createHash } from 'node:crypto'
import type { DataCategory, DataTransfer, Language, MyDataOverview } from '@unacs/contracts'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { strToU8, zipSync } from 'fflate'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, students } from '../../db/schema/people.schema.ts'
import { guestDetails, guestProfiles, guests } from '../../identity/guest/guest.schema.ts'
import { AppError } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { mailOutbox } from '../../platform/mail/mail.schema.ts'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import { smsOutbox } from '../../platform/sms/sms.schema.ts'
import type { Clock } from '../../platform/time.ts'
import type { AccessLog } from './privacy.access.ts'
import { buildSummaryPdf } from './privacy.mydata-pdf.ts'
import { privacyAcknowledgements, privacyExports, privacyNotices, privacyRequests } from './privacy.schema.ts'
import './privacy.messages.ts'

/** Days an export is kept for download (docs/decisions.md "Personal data exports"). */
export const EXPORT_KEEP_DAYS = 7
/** The background job's kind. */
export const EXPORT_JOB = 'privacy.export'

/** Whose data: the person, their studentships, and the language of the texts. */
export interface DataSubject {
  personId: number
  studentIds: readonly number[]
  /** The person's studentships (id and student number). */
  students: readonly { id: number; studentNo: string }[]
  lang: Language
}

/** A text in both languages. */
export interface Bilingual {
  tr: string
  en: string
}

/** A category of personal data a feature holds: its name, purpose and legal basis, and its rows for a person. */
export interface DataSource {
  /** File name of its JSON in the export, e.g. `grades`. */
  category: string
  name: Bilingual
  purpose: Bilingual
  legalBasis: Bilingual
  collect(subject: DataSubject): Promise<unknown[]>
}

/** An outside system the portal sends data to. */
export type TransferSystem = 'yoksis' | 'moodle' | 'bank' | 'sms' | 'mail' | 'military'

/** One transfer: when, and what (in the subject's language). */
export interface TransferRow {
  at: Date | string
  what: string
}

/** Whose data, for a guest applicant: the guest (no person row) and the language of the texts. */
export interface GuestSubject {
  guestId: number
  lang: Language
}

/** A category of personal data a feature holds about a guest applicant (issue 39, guests). */
export interface GuestDataSource {
  category: string
  name: Bilingual
  purpose: Bilingual
  legalBasis: Bilingual
  collect(subject: GuestSubject): Promise<unknown[]>
}

/** A reader of one system's transfers of a person's data, from the portal's own records. */
export interface TransferSource {
  system: TransferSystem
  collect(subject: DataSubject): Promise<TransferRow[]>
}

const LEGAL = {
  contract: {
    tr: 'KVKK m. 5/2-c: sözleşmenin kurulması ve ifası',
    en: 'KVKK Art. 5(2)(c): performance of a contract',
  },
  law: {
    tr: 'KVKK m. 5/2-ç: hukuki yükümlülüğün yerine getirilmesi (2547 sayılı Kanun)',
    en: 'KVKK Art. 5(2)(ç): a legal obligation (Law No. 2547)',
  },
  interest: {
    tr: 'KVKK m. 5/2-f: veri sorumlusunun meşru menfaati',
    en: "KVKK Art. 5(2)(f): the controller's legitimate interest",
  },
} satisfies Record<string, Bilingual>

/** The legal bases other features' categories may cite. */
export const LEGAL_BASIS = LEGAL

/**
 * A category's collector from a per-studentship reader (the student record's readers, issue 37): each
 * studentship's answer becomes rows tagged with its student number (an array's items, a page's `items`, or
 * the answer itself).
 */
export function perStudentship(
  reader: (student: { id: number; studentNo: string }, lang: Language) => Promise<unknown>,
): DataSource['collect'] {
  return async (subject) => {
    const rows: unknown[] = []
    for (const student of subject.students) {
      const value = await reader(student, subject.lang)
      const items = Array.isArray(value)
        ? value
        : value && typeof value === 'object' && Array.isArray((value as { items?: unknown }).items)
          ? (value as { items: unknown[] }).items
          : value === null || value === undefined
            ? []
            : [value]
      for (const item of items)
        rows.push(
          item && typeof item === 'object'
            ? { studentNo: student.studentNo, ...item }
            : { studentNo: student.studentNo, value: item },
        )
    }
    return rows
  }
}

/** Builds the "my personal data" service over the access log; features add their sources at start. */
export function createMyData(db: Database, clock: Clock, accessLog: AccessLog) {
  const sources: DataSource[] = []
  const guestSources: GuestDataSource[] = []

  const applicantPurpose = {
    tr: 'Akademik kadro başvurunuzun alınması ve değerlendirilmesi',
    en: 'Receiving and evaluating your academic position application',
  }
  /** The privacy feature's own categories of a guest applicant (the applications are registered by index.ts). */
  const guestOwn: GuestDataSource[] = [
    {
      category: 'account',
      name: { tr: 'Hesap e-posta adresi', en: 'Account e-mail address' },
      purpose: {
        tr: 'Size tek kullanımlık giriş kodu göndermek ve size ulaşmak',
        en: 'Sending you one-time sign-in codes and reaching you',
      },
      legalBasis: LEGAL.contract,
      collect: (g) =>
        db
          .select({ email: guests.email, createdAt: guests.createdAt })
          .from(guests)
          .where(eq(guests.id, g.guestId)),
    },
    {
      category: 'profile',
      name: { tr: 'Kişisel ve iletişim bilgileri', en: 'Personal and contact details' },
      purpose: applicantPurpose,
      legalBasis: LEGAL.contract,
      async collect(g) {
        const profile = await db.select().from(guestProfiles).where(eq(guestProfiles.guestId, g.guestId))
        const details = await db.select().from(guestDetails).where(eq(guestDetails.guestId, g.guestId))
        return [...profile.map((p) => ({ profile: p })), ...details.map((d) => ({ details: d }))]
      },
    },
    {
      category: 'privacy-notices',
      name: { tr: 'Aydınlatma metni onayları', en: 'Privacy notice acknowledgements' },
      purpose: { tr: 'Aydınlatma yükümlülüğünün kanıtı', en: 'Proof of the duty to inform' },
      legalBasis: LEGAL.law,
      collect: (g) =>
        db
          .select({ version: privacyNotices.version, acknowledgedAt: privacyAcknowledgements.acknowledgedAt })
          .from(privacyAcknowledgements)
          .innerJoin(privacyNotices, eq(privacyNotices.id, privacyAcknowledgements.noticeId))
          .where(eq(privacyAcknowledgements.guestId, g.guestId)),
    },
    {
      category: 'data-requests',
      name: { tr: 'Veri sorumlusuna başvurularınız', en: 'Your requests to the data controller' },
      purpose: { tr: 'KVKK m. 11 başvurularınızın yanıtlanması', en: 'Answering your KVKK Art. 11 requests' },
      legalBasis: LEGAL.law,
      collect: (g) =>
        db
          .select({ id: privacyRequests.id, kind: privacyRequests.kind, state: privacyRequests.state })
          .from(privacyRequests)
          .where(eq(privacyRequests.guestId, g.guestId)),
    },
  ]
  const transfers: TransferSource[] = []

  const own: DataSource[] = [
    {
      category: 'identity',
      name: { tr: 'Kimlik ve iletişim bilgileri', en: 'Identity and contact details' },
      purpose: {
        tr: 'Sizi tanımak, portala girişiniz ve size ulaşmak',
        en: 'Identifying you, signing you in and reaching you',
      },
      legalBasis: LEGAL.law,
      async collect(s) {
        const rows = await db
          .select({
            nationalId: persons.nationalId,
            firstName: persons.firstName,
            lastName: persons.lastName,
            gender: persons.gender,
            birthDate: persons.birthDate,
            birthPlace: persons.birthPlace,
            email: persons.email,
            mobilePhone: persons.mobilePhone,
          })
          .from(persons)
          .where(eq(persons.id, s.personId))
        const studentships = await db
          .select({ studentNo: students.studentNo, name: students.studentshipName, status: students.status })
          .from(students)
          .where(eq(students.personId, s.personId))
        const staff = await db
          .select({ registryNo: staffMembers.registryNo, title: staffMembers.title })
          .from(staffMembers)
          .where(eq(staffMembers.personId, s.personId))
        return rows.map((r) => ({ ...r, studentships, staff }))
      },
    },
    {
      category: 'privacy-notices',
      name: { tr: 'Aydınlatma metni onayları', en: 'Privacy notice acknowledgements' },
      purpose: { tr: 'Aydınlatma yükümlülüğünün kanıtı', en: 'Proof of the duty to inform' },
      legalBasis: LEGAL.law,
      collect: (s) =>
        db
          .select({
            audience: privacyNotices.audience,
            version: privacyNotices.version,
            acknowledgedAt: privacyAcknowledgements.acknowledgedAt,
          })
          .from(privacyAcknowledgements)
          .innerJoin(privacyNotices, eq(privacyNotices.id, privacyAcknowledgements.noticeId))
          .where(eq(privacyAcknowledgements.personId, s.personId)),
    },
    {
      category: 'access-log',
      name: { tr: 'Verinize personel erişimleri', en: 'Staff reads of your data' },
      purpose: {
        tr: 'Kişisel verilere kimin eriştiğinin kaydı (veri güvenliği)',
        en: 'A record of who read personal data (data security)',
      },
      legalBasis: LEGAL.law,
      collect: (s) => accessLog.readsOf(s.personId, s.lang),
    },
    {
      category: 'data-requests',
      name: { tr: 'Veri sorumlusuna başvurularınız', en: 'Your requests to the data controller' },
      purpose: { tr: 'KVKK m. 11 başvurularınızın yanıtlanması', en: 'Answering your KVKK Art. 11 requests' },
      legalBasis: LEGAL.law,
      collect: (s) =>
        db
          .select({
            id: privacyRequests.id,
            kind: privacyRequests.kind,
            text: privacyRequests.text,
            filedAt: privacyRequests.filedAt,
            dueOn: privacyRequests.dueOn,
            state: privacyRequests.state,
            outcome: privacyRequests.outcome,
            answer: privacyRequests.answer,
            answeredAt: privacyRequests.answeredAt,
          })
          .from(privacyRequests)
          .where(eq(privacyRequests.personId, s.personId)),
    },
  ]

  const outboxes: TransferSource[] = [
    {
      system: 'mail',
      async collect(s) {
        const [p] = await db.select({ email: persons.email }).from(persons).where(eq(persons.id, s.personId))
        if (!p) return []
        const rows = await db
          .select({ at: mailOutbox.createdAt, subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(sql`${p.email.toLowerCase()} = any(string_to_array(${mailOutbox.to}, ','))`)
          .orderBy(desc(mailOutbox.createdAt))
          .limit(200)
        return rows.map((r) => ({ at: r.at, what: r.subject }))
      },
    },
    {
      system: 'sms',
      async collect(s) {
        const [p] = await db
          .select({ phone: persons.mobilePhone })
          .from(persons)
          .where(eq(persons.id, s.personId))
        if (!p?.phone) return []
        const digits = p.phone.replace(/\D/g, '').slice(-10)
        const rows = await db
          .select({ at: smsOutbox.createdAt })
          .from(smsOutbox)
          .where(sql`right(regexp_replace(${smsOutbox.to}, '\\D', '', 'g'), 10) = ${digits}`)
          .orderBy(desc(smsOutbox.createdAt))
          .limit(200)
        return rows.map((r) => ({ at: r.at, what: translate(s.lang, 'privacy.transfer.smsText') }))
      },
    },
  ]

  /** The subject of `personId` in `lang` (their studentships). */
  async function subjectOf(personId: number, lang: Language): Promise<DataSubject> {
    const rows = await db
      .select({ id: students.id, studentNo: students.studentNo })
      .from(students)
      .where(eq(students.personId, personId))
      .orderBy(students.id)
    return { personId, studentIds: rows.map((r) => r.id), students: rows, lang }
  }

  const allSources = () => [...own, ...sources]

  /** Every category's rows (a failing reader gives an `error` entry, not a failed export). */
  async function collectAll(subject: DataSubject, each?: (done: number, total: number) => Promise<void>) {
    const list = allSources()
    const out: { source: DataSource; rows: unknown[] }[] = []
    for (const [i, source] of list.entries()) {
      out.push({ source, rows: await source.collect(subject) })
      await each?.(i + 1, list.length + 2)
    }
    return out
  }

  async function transfersOf(subject: DataSubject): Promise<DataTransfer[]> {
    const all: DataTransfer[] = []
    for (const source of [...outboxes, ...transfers]) {
      for (const row of await source.collect(subject))
        all.push({
          System: source.system,
          SystemName: translate(subject.lang, `privacy.system.${source.system}`),
          What: row.what,
          At: new Date(row.at).toISOString(),
        })
    }
    return all.sort((a, b) => b.At.localeCompare(a.At))
  }

  return {
    /** Adds a feature's category of personal data (features/index.ts, at start). */
    addDataSource(source: DataSource) {
      sources.push(source)
    },
    /** Adds a feature's category of a guest applicant's personal data (features/index.ts, at start). */
    addGuestDataSource(source: GuestDataSource) {
      guestSources.push(source)
    },
    /** Adds a feature's reader of transfers to an outside system (features/index.ts, at start). */
    addTransferSource(source: TransferSource) {
      transfers.push(source)
    },

    /** The overview of `personId`'s data in `lang`: categories with counts, transfers, staff reads, last export. */
    async overview(personId: number, audience: 'student' | 'staff', lang: Language): Promise<MyDataOverview> {
      const subject = await subjectOf(personId, lang)
      const [person] = await db
        .select({ name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}` })
        .from(persons)
        .where(eq(persons.id, personId))
      const categories: DataCategory[] = []
      for (const { source, rows } of await collectAll(subject))
        categories.push({
          Key: source.category,
          Name: source.name[lang],
          Purpose: source.purpose[lang],
          LegalBasis: source.legalBasis[lang],
          Records: rows.length,
        })
      const [last] = await db
        .select({
          jobId: privacyExports.jobId,
          createdAt: privacyExports.createdAt,
          expiresAt: privacyExports.expiresAt,
          size: privacyExports.size,
        })
        .from(privacyExports)
        .where(and(eq(privacyExports.personId, personId), gt(privacyExports.expiresAt, clock())))
        .orderBy(desc(privacyExports.id))
        .limit(1)
      return {
        Person: { Name: person?.name ?? '', Audience: audience },
        Categories: categories,
        Transfers: await transfersOf(subject),
        Reads: await accessLog.readsOf(personId, lang),
        LastExport: last
          ? {
              JobId: last.jobId,
              CreatedAt: new Date(last.createdAt).toISOString(),
              ExpiresAt: new Date(last.expiresAt).toISOString(),
              Size: last.size,
            }
          : null,
      }
    },

    /**
     * The overview of guest `guestId`'s data in `lang`: the categories with purpose, legal basis and counts, and
     * the e-mails sent to them. No staff reads (the access log has no guest subject) and no export (guests have
     * none): docs/decisions.md "My personal data for guests".
     */
    async guestOverview(guestId: number, lang: Language): Promise<MyDataOverview> {
      const subject: GuestSubject = { guestId, lang }
      const [guest] = await db
        .select({
          email: guests.email,
          name: sql<string | null>`(select ${guestProfiles.firstName} || ' ' || ${guestProfiles.lastName}
            from ${guestProfiles} where ${guestProfiles.guestId} = ${guests.id})`,
        })
        .from(guests)
        .where(eq(guests.id, guestId))
      const categories: DataCategory[] = []
      for (const source of [...guestOwn, ...guestSources])
        categories.push({
          Key: source.category,
          Name: source.name[lang],
          Purpose: source.purpose[lang],
          LegalBasis: source.legalBasis[lang],
          Records: (await source.collect(subject)).length,
        })
      const mails = guest
        ? await db
            .select({ at: mailOutbox.createdAt, subject: mailOutbox.subject })
            .from(mailOutbox)
            .where(sql`${guest.email.toLowerCase()} = any(string_to_array(${mailOutbox.to}, ','))`)
            .orderBy(desc(mailOutbox.createdAt))
            .limit(200)
        : []
      return {
        Person: { Name: guest?.name ?? guest?.email ?? '', Audience: 'guest' },
        Categories: categories,
        Transfers: mails.map((m) => ({
          System: 'mail',
          SystemName: translate(lang, 'privacy.system.mail'),
          What: m.subject,
          At: new Date(m.at).toISOString(),
        })),
        Reads: [],
        LastExport: null,
      }
    },

    /**
     * The export job's work: collects every category (progress per category), zips one JSON per category,
     * transfers.json and summary.pdf in `lang`, and stores the ZIP for EXPORT_KEEP_DAYS. Returns its size.
     */
    async buildExport(
      input: { personId: number; lang: Language },
      jobId: string,
      fonts: PdfFonts,
      progress: (done: number, total: number) => Promise<void>,
    ): Promise<{ size: number; files: number }> {
      const subject = await subjectOf(input.personId, input.lang)
      const collected = await collectAll(subject, progress)
      const moved = await transfersOf(subject)
      const now = clock()
      const files: Record<string, Uint8Array> = {}
      const json = (v: unknown) => strToU8(JSON.stringify(v, null, 2))
      for (const { source, rows } of collected)
        files[`${source.category}.json`] = json({
          category: source.category,
          name: source.name[input.lang],
          purpose: source.purpose[input.lang],
          legalBasis: source.legalBasis[input.lang],
          records: rows,
        })
      files['transfers.json'] = json(moved)
      const [person] = await db
        .select({ name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}` })
        .from(persons)
        .where(eq(persons.id, input.personId))
      files['summary.pdf'] = await buildSummaryPdf(fonts, input.lang, {
        name: person?.name ?? '',
        at: now,
        categories: collected.map(({ source, rows }) => ({
          name: source.name[input.lang],
          purpose: source.purpose[input.lang],
          legalBasis: source.legalBasis[input.lang],
          records: rows.length,
          file: `${source.category}.json`,
        })),
        transfers: moved,
      })
      await progress(collected.length + 1, collected.length + 2)
      const zip = Buffer.from(zipSync(files, { level: 6, mtime: now }))
      const expiresAt = new Date(now.getTime() + EXPORT_KEEP_DAYS * 86_400_000)
      await db.insert(privacyExports).values({
        jobId,
        personId: input.personId,
        createdAt: now,
        expiresAt,
        fileName: `${translate(input.lang, 'privacy.mydata.fileName')}.zip`,
        size: zip.length,
        sha256: createHash('sha256').update(zip).digest('hex'),
        content: zip,
      })
      await progress(collected.length + 2, collected.length + 2)
      return { size: zip.length, files: Object.keys(files).length }
    },

    /** The export of `jobId` for its owner `personId`: 404 when not theirs, not built, or expired. */
    async download(jobId: string, personId: number) {
      const [row] = await db
        .select({ fileName: privacyExports.fileName, content: privacyExports.content })
        .from(privacyExports)
        .where(
          and(
            eq(privacyExports.jobId, jobId),
            eq(privacyExports.personId, personId),
            gt(privacyExports.expiresAt, clock()),
          ),
        )
      if (!row) throw new AppError(404, 'privacy.mydata.exportNotFound')
      return row
    },

    /** Deletes the expired exports (called before each new export). */
    async purgeExpired(): Promise<void> {
      await db.delete(privacyExports).where(sql`${privacyExports.expiresAt} <= ${clock()}`)
    },
  }
}

/** The service's type. */
export type MyData = ReturnType<typeof createMyData>
