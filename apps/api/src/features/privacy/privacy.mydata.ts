/**
 * "My personal data" (issue 39, KVKK Art. 11): the categories of data the portal holds about a person or a guest
 * applicant and why, the transfers of their data to outside systems (from the portal's own records) and who on
 * the staff read it; the collectors the export (privacy.export.ts) zips.
 *
 * Features never import each other: each feature's reader is registered from features/index.ts with
 * `addDataSource` / `addGuestDataSource` (a category, optionally with its files) or `addTransferSource` (an outside
 * system). The privacy feature's own categories (identity, notice acknowledgements, access log, requests) and the
 * platform's mail and SMS outboxes are built in.
 */
import type { DataCategory, DataTransfer, Language, MyDataOverview } from '@unacs/contracts'
import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, students } from '../../db/schema/people.schema.ts'
import { guestDetails, guestProfiles, guests } from '../../identity/guest/guest.schema.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { mailOutbox } from '../../platform/mail/mail.schema.ts'
import { smsOutbox } from '../../platform/sms/sms.schema.ts'
import type { Clock } from '../../platform/time.ts'
import type { AccessLog } from './privacy.access.ts'
import { privacyAcknowledgements, privacyExports, privacyNotices, privacyRequests } from './privacy.schema.ts'
import './privacy.messages.ts'

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
  /**
   * The category's files themselves (e.g. the health-excuse documents), put in the export's ZIP under
   * `files/<category>/`; the rows of `collect` hold their metadata.
   */
  files?(subject: DataSubject): Promise<ExportFile[]>
}

/** A stored file put into an export: its name inside the category's folder and its bytes. */
export interface ExportFile {
  name: string
  content: Uint8Array
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
  /** The category's files themselves (the uploaded documents), put in the export under `files/<category>/`. */
  files?(subject: GuestSubject): Promise<ExportFile[]>
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
      category: 'access-log',
      name: { tr: 'Verinize personel erişimleri', en: 'Staff reads of your data' },
      purpose: {
        tr: 'Kişisel verilere kimin eriştiğinin kaydı (veri güvenliği)',
        en: 'A record of who read personal data (data security)',
      },
      legalBasis: LEGAL.law,
      collect: (g) => accessLog.readsOfGuest(g.guestId, g.lang),
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

  /** The newest kept (not expired) export matching `owner`, for the overview. */
  async function lastExport(owner: SQL): Promise<MyDataOverview['LastExport']> {
    const [last] = await db
      .select({
        jobId: privacyExports.jobId,
        createdAt: privacyExports.createdAt,
        expiresAt: privacyExports.expiresAt,
        size: privacyExports.size,
      })
      .from(privacyExports)
      .where(and(owner, gt(privacyExports.expiresAt, clock())))
      .orderBy(desc(privacyExports.id))
      .limit(1)
    return last
      ? {
          JobId: last.jobId,
          CreatedAt: new Date(last.createdAt).toISOString(),
          ExpiresAt: new Date(last.expiresAt).toISOString(),
          Size: last.size,
        }
      : null
  }

  /** Every category of a guest applicant (progress per category when `each` is given). */
  async function guestCollectAll(
    subject: GuestSubject,
    each?: (done: number, total: number) => Promise<void>,
  ) {
    const list = [...guestOwn, ...guestSources]
    const out: { source: GuestDataSource; rows: unknown[] }[] = []
    for (const [i, source] of list.entries()) {
      out.push({ source, rows: await source.collect(subject) })
      await each?.(i + 1, list.length + 2)
    }
    return out
  }

  /** A guest applicant's name: the profile's, else the account e-mail. */
  async function guestNameOf(guestId: number): Promise<string> {
    const [guest] = await db
      .select({
        email: guests.email,
        name: sql<string | null>`(select ${guestProfiles.firstName} || ' ' || ${guestProfiles.lastName}
          from ${guestProfiles} where ${guestProfiles.guestId} = ${guests.id})`,
      })
      .from(guests)
      .where(eq(guests.id, guestId))
    return guest?.name ?? guest?.email ?? ''
  }

  /** The e-mails sent to a guest applicant (the sign-in codes), newest first: the mail provider's transfers. */
  async function guestTransfersOf(subject: GuestSubject): Promise<DataTransfer[]> {
    const [guest] = await db
      .select({ email: guests.email })
      .from(guests)
      .where(eq(guests.id, subject.guestId))
    if (!guest) return []
    const mails = await db
      .select({ at: mailOutbox.createdAt, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(sql`${guest.email.toLowerCase()} = any(string_to_array(${mailOutbox.to}, ','))`)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(200)
    return mails.map((m) => ({
      System: 'mail',
      SystemName: translate(subject.lang, 'privacy.system.mail'),
      What: m.subject,
      At: new Date(m.at).toISOString(),
    }))
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
      return {
        Person: { Name: person?.name ?? '', Audience: audience },
        Categories: categories,
        Transfers: await transfersOf(subject),
        Reads: await accessLog.readsOf(personId, lang),
        LastExport: await lastExport(eq(privacyExports.personId, personId)),
      }
    },

    /**
     * The overview of guest `guestId`'s data in `lang`: the categories with purpose, legal basis and counts, the
     * e-mails sent to them, the staff reads of their application (committee, HR) and the kept export.
     */
    async guestOverview(guestId: number, lang: Language): Promise<MyDataOverview> {
      const subject: GuestSubject = { guestId, lang }
      const categories: DataCategory[] = []
      for (const { source, rows } of await guestCollectAll(subject))
        categories.push({
          Key: source.category,
          Name: source.name[lang],
          Purpose: source.purpose[lang],
          LegalBasis: source.legalBasis[lang],
          Records: rows.length,
        })
      return {
        Person: { Name: await guestNameOf(guestId), Audience: 'guest' },
        Categories: categories,
        Transfers: await guestTransfersOf(subject),
        Reads: await accessLog.readsOfGuest(guestId, lang),
        LastExport: await lastExport(eq(privacyExports.guestId, guestId)),
      }
    },

    subjectOf,
    collectAll,
    transfersOf,
    guestCollectAll,
    guestTransfersOf,
    guestNameOf,
    /** The person's name (first and last). */
    async personNameOf(personId: number): Promise<string> {
      const [person] = await db
        .select({ name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}` })
        .from(persons)
        .where(eq(persons.id, personId))
      return person?.name ?? ''
    },
  }
}

/** The service's type. */
export type MyData = ReturnType<typeof createMyData>
