/**
 * The record's tabs (issue 37 "Student record"; spec §3 Student): the term-by-term history with term GPA and
 * CGPA (grades), the course registrations (registration), the absences (absences), the requests — freeze,
 * departure, certificates — and the documents (documents), and the paged audit history. Every other feature's
 * data comes through {@link RecordSources}, passed in by features/index.ts; this file never reads their tables.
 * The caller's scope is checked first (the studentship must lie in the caller's units, else 404).
 */
import type {
  Language,
  RecordAbsence,
  RecordDocumentPage,
  RecordRegistration,
  RecordRequest,
  RecordTerm,
  StudentHistoryPage,
  StudentTermCounters,
} from '@unacs/contracts'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { notFound } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { programmeUnder } from './students.repo.ts'
import { scopeOf } from './students.scope.ts'

/** What the record reads from the other features (each a function of their own; features/index.ts). */
export interface RecordSources {
  /** Grades: the term-by-term history with term GPA and cumulative CGPA, newest term first. */
  terms(student: { id: number; studentNo: string }, lang: Language): Promise<RecordTerm[]>
  /** Registration: the baskets, newest term first. */
  registrations(
    studentId: number,
    lang: Language,
  ): Promise<
    {
      termName: string
      status: string
      submittedAt: string | null
      decidedAt: string | null
      reason: string | null
      courses: string[]
    }[]
  >
  /** Absences: counted hours per course over every term. */
  absences(
    studentId: number,
    lang: Language,
  ): Promise<
    {
      termName: string
      courseCode: string
      courseName: string
      absentHours: number
      totalHours: number
      percentage: number
    }[]
  >
  /** Freeze: the term counters (spec §3) and the freeze requests. */
  freeze(studentId: number): Promise<{
    counters: {
      unconditionalUsed: number
      unconditionalLimit: number
      conditionalUsed: number
      conditionalLimit: number
      maximum: number
    }
    requests: { id: number; reason: string; status: string; requestedAt: string; answer: string | null }[]
  }>
  /** Departure: the requests and the student-right end date of the completed one. */
  departure(studentId: number): Promise<{
    rightEndsOn: string | null
    requests: {
      id: number
      reason: string
      status: string
      requestedAt: string
      targetProgramme: string | null
    }[]
  }>
  /** Certificates: the certificate requests. */
  certificates(
    studentId: number,
  ): Promise<{ id: number; kind: string; subject: string; status: string; requestedAt: string }[]>
  /** Documents: a page of the documents. */
  documents(
    studentId: number,
    lang: Language,
    page: number,
    pageSize: number,
  ): Promise<{
    items: { id: number; name: string; language: string; createdAt: string; status: string }[]
    total: number
  }>
}

/** Why a studentship was registered, from its admission type (spec §3 "registration … reason"). */
const REASON_OF: Record<string, string> = {
  ÖSYM: 'osym',
  ALES: 'ales',
  'Yatay Geçiş': 'transfer',
  'Dikey Geçiş': 'vertical',
  'Yabancı Uyruklu': 'foreign',
  'Çift Anadal': 'doubleMajor',
}

/** The registration reason text of `admissionType` in `lang`. */
export const registrationReasonOf = (admissionType: string, lang: Language) =>
  translate(lang, `students.regReason.${REASON_OF[admissionType] ?? 'other'}`)

/** Builds the record tabs' service. */
export function createRecordService(db: Database, sources: RecordSources) {
  /** The studentship `id` (number) when it lies in the caller's units; 404 otherwise. */
  async function visible(principal: Principal, id: number) {
    const scope = await scopeOf(db, principal)
    const [row] = await db
      .select({ id: students.id, studentNo: students.studentNo })
      .from(students)
      .where(and(eq(students.id, id), programmeUnder(scope)))
    if (!row) throw notFound()
    return row
  }
  const t = (lang: Language, key: string) => translate(lang, key)

  return {
    /** The spec §3 extras of the record's first tab: term counters and student-right end date. */
    async extras(studentId: number): Promise<{ counters: StudentTermCounters; rightEndsOn: string | null }> {
      const [freeze, departure] = await Promise.all([sources.freeze(studentId), sources.departure(studentId)])
      const c = freeze.counters
      return {
        counters: {
          UnconditionalUsed: c.unconditionalUsed,
          UnconditionalLimit: c.unconditionalLimit,
          ConditionalUsed: c.conditionalUsed,
          ConditionalLimit: c.conditionalLimit,
          Maximum: c.maximum,
        },
        rightEndsOn: departure.rightEndsOn,
      }
    },

    /** The term-by-term history (newest first). 404 outside the caller's units. */
    async terms(principal: Principal, id: number, lang: Language): Promise<RecordTerm[]> {
      return sources.terms(await visible(principal, id), lang)
    },

    /** The course registrations (newest term first). 404 outside the caller's units. */
    async registrations(principal: Principal, id: number, lang: Language): Promise<RecordRegistration[]> {
      const s = await visible(principal, id)
      return (await sources.registrations(s.id, lang)).map((r) => ({
        TermName: r.termName,
        Status: t(lang, `students.regStatus.${r.status}`),
        SubmittedAt: r.submittedAt,
        DecidedAt: r.decidedAt,
        Reason: r.reason,
        Courses: r.courses,
      }))
    },

    /** The counted absences per course (newest term first). 404 outside the caller's units. */
    async absences(principal: Principal, id: number, lang: Language): Promise<RecordAbsence[]> {
      const s = await visible(principal, id)
      return (await sources.absences(s.id, lang)).map((a) => ({
        TermName: a.termName,
        CourseCode: a.courseCode,
        CourseName: a.courseName,
        AbsentHours: a.absentHours,
        TotalHours: a.totalHours,
        Percentage: a.percentage,
      }))
    },

    /** Freeze, departure and certificate requests, newest first. 404 outside the caller's units. */
    async requests(principal: Principal, id: number, lang: Language): Promise<RecordRequest[]> {
      const s = await visible(principal, id)
      const [freeze, departure, certificates] = await Promise.all([
        sources.freeze(s.id),
        sources.departure(s.id),
        sources.certificates(s.id),
      ])
      const all: RecordRequest[] = [
        ...freeze.requests.map((r) => ({
          Kind: 'freeze' as const,
          Id: r.id,
          RequestedAt: r.requestedAt,
          Status: t(lang, `students.reqStatus.${r.status}`),
          Detail: t(lang, `students.freezeReason.${r.reason}`),
        })),
        ...departure.requests.map((r) => ({
          Kind: 'departure' as const,
          Id: r.id,
          RequestedAt: r.requestedAt,
          Status: t(lang, `students.reqStatus.${r.status}`),
          Detail: `${t(lang, `students.departureReason.${r.reason}`)}${r.targetProgramme ? ` → ${r.targetProgramme}` : ''}`,
        })),
        ...certificates.map((r) => ({
          Kind: 'certificate' as const,
          Id: r.id,
          RequestedAt: r.requestedAt,
          Status: t(lang, `students.reqStatus.${r.status}`),
          Detail: `${t(lang, `students.certificateKind.${r.kind}`)} · ${r.subject}`,
        })),
      ]
      return all.sort((a, b) => b.RequestedAt.localeCompare(a.RequestedAt))
    },

    /** A page of the documents (newest first). 404 outside the caller's units. */
    async documents(
      principal: Principal,
      id: number,
      q: { page: number; pageSize: number },
      lang: Language,
    ): Promise<RecordDocumentPage> {
      const s = await visible(principal, id)
      const page = await sources.documents(s.id, lang, q.page, q.pageSize)
      return {
        items: page.items.map((d) => ({
          Id: d.id,
          Name: d.name,
          Language: d.language,
          CreatedAt: d.createdAt,
          Status: t(lang, `students.docStatus.${d.status}`),
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: page.total,
      }
    },

    /** A page of the audit history about the studentship (newest first). 404 outside the caller's units. */
    async history(
      principal: Principal,
      id: number,
      q: { page: number; pageSize: number },
    ): Promise<StudentHistoryPage> {
      const s = await visible(principal, id)
      const where = historyWhere(s.id)
      const [rows, [total]] = await Promise.all([
        db
          .select({
            at: auditLog.at,
            entity: auditLog.entity,
            action: auditLog.action,
            reason: auditLog.reason,
            actor: sql<
              string | null
            >`(select p.first_name || ' ' || p.last_name from persons p where p.id = ${auditLog.actorPersonId})`,
          })
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .offset((q.page - 1) * q.pageSize)
          .limit(q.pageSize),
        db.select({ n: count() }).from(auditLog).where(where),
      ])
      return {
        items: rows.map((h) => ({
          At: new Date(h.at).toISOString(),
          Entity: h.entity,
          Action: h.action,
          Actor: h.actor,
          Reason: h.reason,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: Number(total?.n ?? 0),
      }
    },
  }
}

/** The audit rows about studentship `id`: the studentship itself, or a row naming it as `studentId`. */
export function historyWhere(id: number): SQL {
  const idText = String(id)
  return sql`((${auditLog.entity} = 'student' and ${auditLog.entityId} = ${idText}) or ${auditLog.after}->>'studentId' = ${idText} or ${auditLog.before}->>'studentId' = ${idText})`
}

/** The record tabs' service type. */
export type RecordService = ReturnType<typeof createRecordService>
