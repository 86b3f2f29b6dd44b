/**
 * Certificate requests (issue 20 § Certificate requests; spec §1 "student certificate requests"):
 * - a student (active studentship only; another number 403) asks for a certificate of a kind with a purpose
 *   and a language; eligibility comes from the owning features' services: participation only for an event
 *   the student attended (events), course completion only for a course with a finalised passing grade
 *   (grades), language proficiency only for a student who passed the prep school's last level (prep); 422
 *   otherwise, 400 without the subject the kind needs; one pending request per kind and subject (422);
 * - the registrar's queue (students whose programme lies under the caller's units; others 404, no units
 *   403) approves — the documents feature issues the PDF with a verification code shown by
 *   /public/belge-viewer — or rejects with a required reason; both audited, 409 once decided;
 * - the student sees own requests only and downloads an approved certificate's PDF.
 */

import type {
  CertificateBulkDecision,
  CertificateKind,
  CertificateOption,
  CertificateQueuePage,
  CertificateQueueQuery,
  CreateCertificateRequest,
  Language,
  StudentCertificate,
  StudentEventPoints,
  StudentGrades,
  VerifiedDocument,
} from '@unacs/contracts'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { readStoredFile, storeFile } from '../../platform/files/files.ts'
import { programmePhrase } from '../../platform/format/format.ts'
import { badRequest, businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { decideRequests } from '../../platform/request-queue/request-queue.ts'
import { staffUnitsOf } from '../../platform/request-queue/student-requests.ts'
import type { Clock } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import './certificates.messages.ts'
import {
  approvedByCode,
  type CertificateRow,
  certificateQueue,
  type QueueRow,
  queuePageOf,
  queueWhere,
  requestsOf,
  scopedRequest,
  scopedRequests,
  studentInfo,
  studentshipOf,
} from './certificates.repo.ts'
import { type CertificateSnapshot, certificateRequests } from './certificates.schema.ts'

const OPEN = ['requested'] as const

/** What the certificates service needs from the app and from the owning features (features/index.ts). */
export interface CertificatesDeps {
  db: Database
  clock: Clock
  /** The documents feature's issuing: code, display period and PDF of a snapshot. */
  issue: (
    snapshot: CertificateSnapshot,
    lang: Language,
  ) => Promise<{ code: string; createdAt: Date; displayUntil: Date; pdf: Buffer }>
  /**
   * The PDF of an approved snapshot with its own code and dates (documents feature); used when an approved
   * certificate has no stored PDF yet (the seeded ones, issue 37).
   */
  render?: (
    snapshot: CertificateSnapshot,
    lang: Language,
    code: string,
    createdAt: Date,
    displayUntil: Date,
  ) => Promise<Buffer>
  /** The caller's events with attendance (events feature). */
  eventsOf: (principal: Principal, lang: Language) => Promise<StudentEventPoints>
  /** The caller's grades (grades feature's student view). */
  gradesOf: (principal: Principal, lang: Language) => Promise<StudentGrades>
  /** The student's prep school completion (prep feature), null when not passed. */
  prepCompletionOf: (studentId: number) => Promise<{ level: string; quarter: string; score: number } | null>
  /** Tells the student the request was decided (notifications feature, issue 39), in the decision's transaction. */
  notify?: Notify
}

const fileNames: Record<CertificateKind, Record<Language, string>> = {
  participation: { tr: 'katilim-sertifikasi', en: 'participation-certificate' },
  course_completion: { tr: 'ders-tamamlama-sertifikasi', en: 'course-completion-certificate' },
  language_proficiency: { tr: 'dil-yeterlik-sertifikasi', en: 'language-proficiency-certificate' },
}
const fileNameOf = (r: CertificateRow, studentNo: string) =>
  `${fileNames[r.kind][r.language]}-${studentNo}-${r.id}.pdf`

const toItem = (r: CertificateRow): StudentCertificate => ({
  Id: r.id,
  Kind: r.kind,
  Subject: r.subject,
  Purpose: r.purpose,
  Language: r.language,
  Status: r.status,
  RequestedAt: r.requestedAt.toISOString(),
  DecidedAt: r.decidedAt?.toISOString() ?? null,
  RejectionReason: r.rejectionReason,
  VerificationCode: r.verificationCode,
})

/** A queue row in the public shape (contracts' CertificateQueueItem). */
const toQueueItem = (x: QueueRow) => ({
  ...toItem(x.r),
  StudentNo: x.studentNo,
  FullName: x.fullName,
  Programme: x.programme,
})

/** Creates the certificates service. */
export function createCertificatesService(deps: CertificatesDeps) {
  const { db, clock } = deps

  /** The caller's active studentship; 403 for staff or an unknown one. */
  async function studentOf(principal: Principal) {
    const active = principal.activeStudentNo
    if (principal.userType !== 'student' || !active) throw forbidden()
    const student = await studentshipOf(db, principal.personId, active)
    if (!student) throw forbidden()
    return student
  }

  /** The caller's units; 403 for students and a role without units. */
  const scopeOf = (principal: Principal) => staffUnitsOf(db, principal)

  /** Requests `ids` in the caller's units in the queue's public shape (the 409's current rows). */
  const currentOf = async (principal: Principal, ids: number[], lang: Language) =>
    (await scopedRequests(db, ids, await scopeOf(principal), lang)).map(toQueueItem)

  /** A request in a few words for a 409: "2024101001 Ayşe Yılmaz · Ders Tamamlama Sertifikası: Onaylandı". */
  const describe = (x: QueueRow, lang: Language) =>
    `${x.studentNo} ${x.fullName} · ${translate(lang, `certificates.kind.${x.r.kind}`)}: ${translate(
      lang,
      `certificates.status.${x.r.status}`,
    )}`

  /** Tells the student of `r` it was decided (`variant`, with the rejection's `note`), in the transaction `tx`. */
  const notifyDecided = (r: CertificateRow, tx: Database, variant: 'approved' | 'rejected', note?: string) =>
    deps.notify?.(tx, {
      studentId: r.studentId,
      kind: 'certificate.decided',
      eventKey: `certificate.decided:${r.id}`,
      params: { variant, subject: r.subject, ...(note ? { note } : {}) },
      link: 'ogrenci/sertifika-talepleri',
    })

  /** The certificate snapshot of request `r` in its language. 404 when its student is gone. */
  async function snapshotOf(r: CertificateRow): Promise<CertificateSnapshot> {
    const info = await studentInfo(db, r.studentId, r.language)
    if (!info) throw notFound()
    const t = (key: string, params?: Record<string, string | number>) => translate(r.language, key, params)
    return {
      title: t(`certificates.kind.${r.kind}`),
      statement: t(`certificates.statement.${r.kind}`, {
        name: info.fullName,
        programme: programmePhrase(info.programme, r.language),
        subject: r.subject,
        purpose: r.purpose,
      }),
      fields: [
        { Label: t('certificates.field.fullName'), Value: info.fullName },
        { Label: t('certificates.field.studentNo'), Value: info.studentNo },
        { Label: t('certificates.field.programme'), Value: info.programme },
        { Label: t('certificates.field.subject'), Value: r.subject },
        { Label: t('certificates.field.purpose'), Value: r.purpose },
      ],
    }
  }

  /**
   * Approves the pending requests `found` all or nothing: each gets its snapshot, PDF and code from the
   * documents feature first (nothing is stored if one fails), then one transaction stores the PDFs, moves the
   * requests (409 with the current rows if one moved meanwhile), audits and notifies.
   */
  async function approveAll(principal: Principal, found: readonly QueueRow[], lang: Language) {
    const made = new Map<
      number,
      { snapshot: CertificateSnapshot; issued: Awaited<ReturnType<CertificatesDeps['issue']>> }
    >()
    for (const { r } of found) {
      const snapshot = await snapshotOf(r)
      made.set(r.id, { snapshot, issued: await deps.issue(snapshot, r.language) })
    }
    const numbers = new Map(found.map((x) => [x.r.id, x.studentNo]))
    await decideRequests(db, certificateQueue, {
      actor: auditActorOf(principal),
      rows: found.map((x) => x.r),
      from: OPEN,
      action: 'approve',
      set: async (r, tx) => {
        const m = made.get(r.id)
        if (!m) throw notFound()
        return {
          status: 'approved',
          decidedAt: m.issued.createdAt,
          decidedBy: principal.personId,
          verificationCode: m.issued.code,
          snapshot: m.snapshot,
          displayUntil: m.issued.displayUntil,
          fileId: await storeFile(
            tx,
            { fileName: fileNameOf(r, numbers.get(r.id) ?? String(r.studentId)), bytes: m.issued.pdf },
            { personId: principal.personId },
            { allowed: ['pdf'], maxMb: 20 },
          ),
        }
      },
      after: (a) => ({ status: a.status, code: a.verificationCode, fileId: a.fileId }),
      alongside: (r, tx) => notifyDecided(r, tx, 'approved'),
      current: (ids) => currentOf(principal, ids, lang),
    })
  }

  /** Rejects the requests `rows` all or nothing with `reason` (audited, notified; 409 if one moved meanwhile). */
  async function rejectAll(
    principal: Principal,
    rows: readonly CertificateRow[],
    reason: string,
    lang: Language,
  ) {
    await decideRequests(db, certificateQueue, {
      actor: auditActorOf(principal),
      rows,
      from: OPEN,
      action: 'reject',
      reason,
      set: () => ({
        status: 'rejected',
        decidedAt: clock(),
        decidedBy: principal.personId,
        rejectionReason: reason,
      }),
      alongside: (r, tx) => notifyDecided(r, tx, 'rejected', reason),
      current: (ids) => currentOf(principal, ids, lang),
    })
  }

  /** Everything `studentId` (the caller) may request a certificate for, in `lang`. */
  async function optionsFor(principal: Principal, studentId: number, lang: Language) {
    const [events, grades, prep] = await Promise.all([
      deps.eventsOf(principal, lang),
      deps.gradesOf(principal, lang),
      deps.prepCompletionOf(studentId),
    ])
    const options: CertificateOption[] = []
    for (const e of events.Events) {
      if (e.AttendanceStatus === 'attended')
        options.push({
          Kind: 'participation',
          SubjectId: e.Id,
          Subject: `${e.Name} (${e.Date.slice(0, 10)})`,
        })
    }
    for (const term of grades.Terms) {
      for (const c of term.Courses) {
        if (c.Finalized && c.PassStatus === 'passed')
          options.push({
            Kind: 'course_completion',
            SubjectId: c.SectionId,
            Subject: translate(lang, 'certificates.subject.course', {
              code: c.CourseCode,
              name: c.CourseName,
              term: term.TermName,
              letter: c.LetterGrade ?? '',
            }),
          })
      }
    }
    if (prep)
      options.push({
        Kind: 'language_proficiency',
        SubjectId: null,
        Subject: translate(lang, 'certificates.subject.proficiency', { ...prep, score: prep.score }),
      })
    return options
  }

  return {
    /** What the caller may request (eligible kinds and subjects) in `lang`. 403 for staff. */
    async options(principal: Principal, lang: Language): Promise<CertificateOption[]> {
      const student = await studentOf(principal)
      return optionsFor(principal, student.id, lang)
    },

    /** The caller's requests, newest first. 403 for staff. */
    async list(principal: Principal): Promise<StudentCertificate[]> {
      const student = await studentOf(principal)
      return (await requestsOf(db, student.id)).map(toItem)
    },

    /**
     * Requests a certificate (audited). 400 `certificates.subjectRequired`; 422 `certificates.notEligible.<kind>`
     * or `certificates.duplicate` (a pending one of the same kind and subject). Stores nothing on an error.
     */
    async create(principal: Principal, body: CreateCertificateRequest): Promise<StudentCertificate> {
      const student = await studentOf(principal)
      const needsSubject = body.Kind !== 'language_proficiency'
      if (needsSubject && body.SubjectId === undefined) throw badRequest('certificates.subjectRequired')
      const subjectId = needsSubject ? (body.SubjectId ?? null) : null
      const option = (await optionsFor(principal, student.id, body.Language)).find(
        (o) => o.Kind === body.Kind && o.SubjectId === subjectId,
      )
      if (!option) throw businessRule(`certificates.notEligible.${body.Kind}`)
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(certificateRequests)
            .values({
              studentId: student.id,
              kind: body.Kind,
              subjectId,
              subject: option.Subject,
              purpose: body.Purpose,
              language: body.Language,
              status: 'requested',
              requestedAt: clock(),
            })
            .returning()
          if (!row) throw new Error('certificate request not stored')
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'certificate_request',
            entityId: row.id,
            action: 'request',
            after: { studentNo: student.studentNo, kind: row.kind, subjectId, language: row.language },
          })
          return toItem(row)
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw businessRule('certificates.duplicate')
        throw err
      }
    },

    /** The PDF of the caller's approved request `id`. 404 not theirs; 409 not approved. */
    async download(principal: Principal, id: number) {
      const student = await studentOf(principal)
      const row = (await requestsOf(db, student.id)).find((r) => r.id === id)
      if (!row) throw notFound()
      return fileOf(row, student.studentNo)
    },

    /** A page of the queue in the caller's units, oldest first. 403 without units. */
    async queue(
      principal: Principal,
      q: CertificateQueueQuery,
      lang: Language,
    ): Promise<CertificateQueuePage> {
      const where = queueWhere(q, await scopeOf(principal))
      const { rows, total } = await queuePageOf(db, where, lang, q.page, q.pageSize)
      return { items: rows.map(toQueueItem), page: q.page, pageSize: q.pageSize, total }
    },

    /**
     * Approves request `id`: the documents feature issues the PDF and code, stored with the snapshot in one
     * transaction, audited. 404 outside the caller's units; 409 when no longer pending.
     */
    async approve(principal: Principal, id: number, lang: Language = 'tr'): Promise<void> {
      const found = await scopedRequest(db, id, await scopeOf(principal))
      if (!found) throw notFound()
      const r = found.r
      if (r.status !== 'requested')
        throw conflict('certificates.notDecidable', {}, await currentOf(principal, [id], lang))
      await approveAll(principal, [found], lang)
    },

    /** Rejects request `id` with the reason the student sees (audited). 404 outside the units; 409 decided. */
    async reject(principal: Principal, id: number, reason: string, lang: Language = 'tr'): Promise<void> {
      const found = await scopedRequest(db, id, await scopeOf(principal))
      if (!found) throw notFound()
      await rejectAll(principal, [found.r], reason, lang)
    },

    /**
     * Approves or rejects the requests `body.Ids` at once (issue 36 "bulk decide"), all or nothing: each
     * approval issues its PDF and code, each rejection stores the reason its student sees, every decision is
     * audited and notified in one transaction. 400 `certificates.reasonRequired` for a rejection without a
     * reason; 404 when one is outside the caller's units; 409 `certificates.changed` naming the requests no
     * longer pending (student, kind and status now; their current rows in `responseData`) — nothing changes.
     * Returns how many were decided.
     */
    async decideMany(
      principal: Principal,
      body: CertificateBulkDecision,
      lang: Language = 'tr',
    ): Promise<number> {
      if (body.Action === 'reject' && !body.Reason) throw badRequest('certificates.reasonRequired')
      const ids = [...new Set(body.Ids)]
      const found = await scopedRequests(db, ids, await scopeOf(principal), lang)
      if (found.length !== ids.length) throw notFound()
      const moved = found.filter((x) => x.r.status !== 'requested')
      if (moved.length > 0)
        throw conflict(
          'certificates.changed',
          { requests: moved.map((x) => describe(x, lang)).join('; ') },
          moved.map(toQueueItem),
        )
      if (body.Action === 'reject')
        await rejectAll(
          principal,
          found.map((x) => x.r),
          body.Reason ?? '',
          lang,
        )
      else await approveAll(principal, found, lang)
      return found.length
    },

    /** The PDF of request `id` for the registrar. 404 outside the units; 409 not approved. */
    async adminDownload(principal: Principal, id: number) {
      const found = await scopedRequest(db, id, await scopeOf(principal))
      if (!found) throw notFound()
      return fileOf(found.r, found.studentNo)
    },

    /** The approved certificate with `code` as the public viewer shows it (documents' `verifyOther`); null if none. */
    async verify(code: string): Promise<VerifiedDocument | null> {
      const row = await approvedByCode(db, code)
      if (!row?.snapshot || !row.decidedAt || !row.displayUntil || !row.verificationCode) return null
      return {
        Code: row.verificationCode,
        Kind: row.kind,
        Name: row.snapshot.title,
        Language: row.language,
        CreatedAt: row.decidedAt.toISOString(),
        DisplayUntil: row.displayUntil.toISOString(),
        Fields: row.snapshot.fields,
      }
    },
  }

  /**
   * The PDF of approved request `row` (409 'certificates.notReady' otherwise). An approved request without a
   * stored PDF (seeded) gets it rendered from its snapshot, code and dates, stored and attached on first use.
   */
  async function fileOf(row: CertificateRow, studentNo: string) {
    if (row.status !== 'approved') throw conflict('certificates.notReady')
    if (row.fileId === null) return renderFirst(row, studentNo)
    const file = await readStoredFile(db, row.fileId)
    if (!file) throw conflict('certificates.notReady')
    return { fileName: fileNameOf(row, studentNo), bytes: Buffer.from(file.content) }
  }

  /** Renders, stores and attaches the PDF of an approved request that has none (see `fileOf`). */
  async function renderFirst(row: CertificateRow, studentNo: string) {
    const { snapshot, verificationCode, decidedAt, displayUntil } = row
    if (!deps.render || !snapshot || !verificationCode || !decidedAt || !displayUntil)
      throw conflict('certificates.notReady')
    const bytes = await deps.render(snapshot, row.language, verificationCode, decidedAt, displayUntil)
    const fileName = fileNameOf(row, studentNo)
    await db.transaction(async (tx) => {
      const fileId = await storeFile(
        tx,
        { fileName, bytes },
        row.decidedBy === null ? null : { personId: row.decidedBy },
        { allowed: ['pdf'], maxMb: 20 },
      )
      await tx
        .update(certificateRequests)
        .set({ fileId })
        .where(and(eq(certificateRequests.id, row.id), isNull(certificateRequests.fileId)))
    })
    return { fileName, bytes }
  }
}

/** The certificates service's type. */
export type CertificatesService = ReturnType<typeof createCertificatesService>
