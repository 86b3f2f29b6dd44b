/**
 * The access log (issue 39 "Access log"): every staff read of another person's personal data (a student record,
 * a personnel record, a health-related file, a guest applicant's application or files, an export of persons)
 * writes one row per person (or guest applicant) read: who (the
 * reader, their active role, the impersonating administrator if any), whose, what, when and from where. Reading
 * one's own data writes nothing. The table is append-only (a trigger of the feature's migration). The data
 * protection officer's viewer filters by person, reader, kind and Istanbul date range, pages on the server and
 * exports the filtered rows as XLSX.
 */
import type { AccessKind, AccessLogPage, AccessLogQuery, AccessRecord, Language } from '@unacs/contracts'
import { and, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import { staffMembers, students } from '../../db/schema/people.schema.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { foldedContains } from '../../platform/text/turkish-fold.ts'
import type { Clock } from '../../platform/time.ts'
import { privacyAccessLog } from './privacy.schema.ts'
import './privacy.messages.ts'

/**
 * Whose data was read: any mix of person ids, student (studentship) ids, student numbers, registry numbers, and
 * guest applicants (who have no person row; issue 39 guests).
 */
export interface AccessSubjects {
  personIds?: readonly number[]
  guestIds?: readonly number[]
  studentIds?: readonly number[]
  studentNos?: readonly string[]
  registryNos?: readonly string[]
}

/** One read: its kind, what exactly (e.g. `freeze:12`), and whose data. */
export type AccessRead = { kind: AccessKind; target?: string } & AccessSubjects

/**
 * Records a staff read of the subjects' personal data for `request`'s signed-in staff member (the one-line hook
 * of a read route, after the read succeeded and before the data is sent). Nothing for a student caller, a
 * guest, or the reader's own data. A failure to write throws, so the data is not sent unrecorded.
 */
export type RecordAccess = (request: FastifyRequest, read: AccessRead) => Promise<void>

/**
 * Wraps an export's batches so each batch's persons are recorded (one batch key for the whole export) before
 * the batch is written: `subjectOf` names each row's person. An export of many persons records the whole list.
 */
export type RecordEach = <T>(
  request: FastifyRequest,
  kind: AccessKind,
  batches: AsyncIterable<T[]>,
  subjectOf: (row: T) => AccessSubjects,
  target?: string,
) => AsyncGenerator<T[]>

/** Entries read per batch when exporting the log, and the most one export holds. */
const EXPORT_BATCH = 2000
const EXPORT_MAX = 100_000

const name = (col: SQLWrapper) =>
  sql<string | null>`(select p.first_name || ' ' || p.last_name from persons p where p.id = ${col})`
/** A guest applicant's name: the profile's, else the account e-mail. */
const guestName = (col: SQLWrapper) =>
  sql<string | null>`(select coalesce((select gp.first_name || ' ' || gp.last_name from guest_profiles gp
    where gp.guest_id = g.id), g.email) from guests g where g.id = ${col})`

/** Guest ids matching `q`: folded profile name words, or the e-mail (exact, case-insensitive). */
function guestsMatching(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const byName = foldedContains(sql`gp.first_name || ' ' || gp.last_name`, q)
  return sql`(select gp.guest_id from guest_profiles gp where ${byName ?? sql`false`}
    union select g.id from guests g where lower(g.email) = ${q.trim().toLowerCase()})`
}

/** Person ids matching `q`: folded name words, or a student number, registry number or national id (exact). */
function personsMatching(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const byName = foldedContains(sql`p.first_name || ' ' || p.last_name`, q)
  const exact = q.trim()
  return sql`(select p.id from persons p where ${byName ?? sql`false`} or p.national_id = ${exact}
    union select s.person_id from students s where s.student_no = ${exact}
    union select m.person_id from staff_members m where lower(m.registry_no) = ${exact.toLowerCase()})`
}

function whereOf(q: Omit<AccessLogQuery, 'page' | 'pageSize'>): SQL | undefined {
  const subject = personsMatching(q.person)
  const guest = guestsMatching(q.person)
  const reader = personsMatching(q.reader)
  return and(
    subject
      ? sql`(${privacyAccessLog.subjectPersonId} in ${subject} or ${privacyAccessLog.subjectGuestId} in ${guest ?? sql`(select null::int)`})`
      : undefined,
    reader ? sql`${privacyAccessLog.readerPersonId} in ${reader}` : undefined,
    q.kind ? eq(privacyAccessLog.kind, q.kind) : undefined,
    q.from
      ? sql`${privacyAccessLog.at} >= (${q.from}::date::timestamp at time zone 'Europe/Istanbul')`
      : undefined,
    q.to
      ? sql`${privacyAccessLog.at} < ((${q.to}::date + 1)::timestamp at time zone 'Europe/Istanbul')`
      : undefined,
  )
}

/** Builds the access log: the recorder the features receive and the officer's viewer. */
export function createAccessLog(db: Database, clock: Clock) {
  /** The person ids of `s` (unknown numbers are skipped). */
  async function personIdsOf(s: AccessSubjects): Promise<number[]> {
    const ids = new Set(s.personIds ?? [])
    if (s.studentIds?.length) {
      const rows = await db
        .select({ p: students.personId })
        .from(students)
        .where(inArray(students.id, [...s.studentIds]))
      for (const r of rows) ids.add(r.p)
    }
    if (s.studentNos?.length) {
      const rows = await db
        .select({ p: students.personId })
        .from(students)
        .where(inArray(students.studentNo, [...s.studentNos]))
      for (const r of rows) ids.add(r.p)
    }
    if (s.registryNos?.length) {
      const rows = await db
        .select({ p: staffMembers.personId })
        .from(staffMembers)
        .where(inArray(staffMembers.registryNo, [...s.registryNos]))
      for (const r of rows) ids.add(r.p)
    }
    return [...ids]
  }

  /** Writes the rows of one read (nothing for a non-staff caller or only the caller's own data). */
  async function write(request: FastifyRequest, read: AccessRead, batch: string | null): Promise<void> {
    const principal = request.principal
    if (principal?.userType !== 'staff') return
    const subjects: { subjectPersonId: number | null; subjectGuestId: number | null }[] = [
      ...(await personIdsOf(read))
        .filter((id) => id !== principal.personId)
        .map((id) => ({ subjectPersonId: id, subjectGuestId: null })),
      ...[...new Set(read.guestIds ?? [])].map((id) => ({ subjectPersonId: null, subjectGuestId: id })),
    ]
    if (subjects.length === 0) return
    const at = clock()
    await db.insert(privacyAccessLog).values(
      subjects.map((subject) => ({
        at,
        readerPersonId: principal.personId,
        readerRoleId: principal.activeRoleId,
        impersonatorPersonId: principal.impersonatorPersonId,
        ...subject,
        kind: read.kind,
        target: read.target ?? '',
        batch: batch ?? (subjects.length > 1 ? request.id : null),
        ip: request.ip ?? '',
      })),
    )
  }

  const recordAccess: RecordAccess = (request, read) => write(request, read, null)

  const recordEach: RecordEach = async function* (request, kind, batches, subjectOf, target) {
    for await (const rows of batches) {
      const merged: Required<AccessSubjects> = {
        personIds: [],
        guestIds: [],
        studentIds: [],
        studentNos: [],
        registryNos: [],
      }
      for (const row of rows) {
        const s = subjectOf(row)
        merged.personIds = [...merged.personIds, ...(s.personIds ?? [])]
        merged.guestIds = [...merged.guestIds, ...(s.guestIds ?? [])]
        merged.studentIds = [...merged.studentIds, ...(s.studentIds ?? [])]
        merged.studentNos = [...merged.studentNos, ...(s.studentNos ?? [])]
        merged.registryNos = [...merged.registryNos, ...(s.registryNos ?? [])]
      }
      await write(request, { kind, target, ...merged }, request.id)
      yield rows
    }
  }

  async function rowsOf(where: SQL | undefined, offset: number, limit: number, lang: Language) {
    const rows = await db
      .select({
        id: privacyAccessLog.id,
        at: privacyAccessLog.at,
        reader: name(privacyAccessLog.readerPersonId),
        role: sql<
          string | null
        >`(select ${sql.raw(lang === 'en' ? 'r.name_en' : 'r.name_tr')} from roles r where r.id = ${privacyAccessLog.readerRoleId})`,
        impersonator: name(sql`${privacyAccessLog.impersonatorPersonId}`),
        subject: sql<
          string | null
        >`coalesce(${name(sql`${privacyAccessLog.subjectPersonId}`)}, ${guestName(sql`${privacyAccessLog.subjectGuestId}`)})`,
        kind: privacyAccessLog.kind,
        target: privacyAccessLog.target,
        ip: privacyAccessLog.ip,
      })
      .from(privacyAccessLog)
      .where(where)
      .orderBy(desc(privacyAccessLog.id))
      .offset(offset)
      .limit(limit)
    return rows.map(
      (r): AccessRecord => ({
        Id: r.id,
        At: new Date(r.at).toISOString(),
        Reader: r.reader ?? '',
        ReaderRole: r.role ?? '',
        Impersonator: r.impersonator,
        Subject: r.subject ?? '',
        Kind: r.kind,
        KindName: translate(lang, `privacy.kind.${r.kind}`),
        Target: r.target,
        Ip: r.ip,
      }),
    )
  }

  return {
    recordAccess,
    recordEach,

    /** One page of the records matching `q`, newest first, kinds named in `lang`. */
    async list(q: AccessLogQuery, lang: Language): Promise<AccessLogPage> {
      const where = whereOf(q)
      const [items, [count]] = await Promise.all([
        rowsOf(where, (q.page - 1) * q.pageSize, q.pageSize, lang),
        db.select({ n: sql<number>`count(*)::int` }).from(privacyAccessLog).where(where),
      ])
      return { items, page: q.page, pageSize: q.pageSize, total: Number(count?.n ?? 0) }
    },

    /** The filtered records in batches, newest first, at most 100,000 (narrow the filters for more). */
    async *exportRows(
      q: Omit<AccessLogQuery, 'page' | 'pageSize'>,
      lang: Language,
    ): AsyncGenerator<AccessRecord[]> {
      const where = whereOf(q)
      for (let offset = 0; offset < EXPORT_MAX; offset += EXPORT_BATCH) {
        const rows = await rowsOf(where, offset, EXPORT_BATCH, lang)
        if (rows.length === 0) return
        yield rows
        if (rows.length < EXPORT_BATCH) return
      }
    },

    /** Who on the staff read `personId`'s data and when, newest first (the "my personal data" page). */
    async readsOf(personId: number, lang: Language, limit = 200): Promise<AccessRecord[]> {
      return rowsOf(eq(privacyAccessLog.subjectPersonId, personId), 0, limit, lang)
    },

    /** Who on the staff read guest applicant `guestId`'s data and when, newest first (the guest's page). */
    async readsOfGuest(guestId: number, lang: Language, limit = 200): Promise<AccessRecord[]> {
      return rowsOf(eq(privacyAccessLog.subjectGuestId, guestId), 0, limit, lang)
    },
  }
}

/** The access log's type. */
export type AccessLog = ReturnType<typeof createAccessLog>
