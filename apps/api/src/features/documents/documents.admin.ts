/**
 * The staff side of student documents (issue 22 "Request queues"; spec §1 "student documents with request,
 * download and delete"):
 * - the registrar's queue of the reviewed kinds (REVIEWED_DOCUMENT_KINDS): prepare (requested → preparing),
 *   approve (requested/preparing → created: snapshot, code and PDF as for an automatic document) and reject
 *   with a reason (→ rejected, shown to the student); each decision takes one or more requests, all or
 *   nothing: a request no longer in the right state makes the whole call 409 and changes nothing;
 * - any student's documents (authorised personnel and registrar): search a student, list, download, delete
 *   with a reason (soft delete, audited);
 * - everything is limited to students whose programme lies under the caller's units (others: 404); a role
 *   without units gets 403.
 */
import {
  type DocumentDecision,
  type DocumentQueueItem,
  type DocumentQueuePage,
  type DocumentQueueQuery,
  type DocumentRejection,
  type DocumentStudent,
  type Language,
  REVIEWED_DOCUMENT_KINDS,
} from '@unacs/contracts'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { readStoredFile, storeFile } from '../../platform/files/files.ts'
import { conflict, notFound } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import { decideRequests } from '../../platform/request-queue/request-queue.ts'
import { staffUnitsOf } from '../../platform/request-queue/student-requests.ts'
import type { Clock } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import {
  documentQueue,
  type QueueRow,
  queuePageOf,
  queueWhere,
  scopedRequests,
  searchStudents,
  studentInScope,
  studentRows,
} from './documents.admin-repo.ts'
import { renderDocumentPdf } from './documents.pdf.ts'
import { type DocumentRow, studentshipInfo, universityNameOf } from './documents.repo.ts'
import { documentRequests } from './documents.schema.ts'
import { newVerificationCode, viewerUrl } from './documents.service.ts'
import { buildSnapshot } from './documents.snapshot.ts'

/** What the staff side needs. */
export interface DocumentAdminDeps {
  db: Database
  clock: Clock
  fonts: PdfFonts
  publicUrl: string
  displayDays: number
  /** Tells the student a document is ready (notifications feature, issue 39), in the approval's transaction. */
  notify?: Notify
}

const OPEN = ['requested', 'preparing'] as const

/** Creates the staff side of documents. */
export function createDocumentAdmin(deps: DocumentAdminDeps) {
  const { db, clock } = deps

  /** The caller's units; 403 for students and for a role without units. */
  const scopeOf = (principal: Principal) => staffUnitsOf(db, principal)

  const toItem = (row: QueueRow, lang: Language): DocumentQueueItem => ({
    Id: row.r.id,
    StudentId: row.r.studentId,
    StudentNo: row.studentNo,
    FullName: row.fullName,
    Programme: row.programme,
    Kind: row.r.kind,
    Name: translate(lang, `documents.kind.${row.r.kind}`),
    Language: row.r.language,
    Status: row.r.status,
    RequestedAt: row.r.requestedAt.toISOString(),
    CreatedAt: row.r.createdAt?.toISOString() ?? null,
    DecidedAt: row.r.decidedAt?.toISOString() ?? null,
    RejectionReason: row.r.rejectionReason,
    Deleted: row.r.deletedAt !== null,
  })

  /** Requests `ids` in the caller's units in the queue's public shape (the 409's current rows). */
  const currentOf = async (principal: Principal, ids: number[], lang: Language) =>
    (await scopedRequests(db, ids, await scopeOf(principal), lang)).map((r) => toItem(r, lang))

  /** The queued requests `ids` in the caller's units; 404 if one is missing, 409 if one is not reviewed. */
  async function decidable(principal: Principal, ids: readonly number[], lang: Language) {
    const unique = [...new Set(ids)]
    const rows = await scopedRequests(db, unique, await scopeOf(principal))
    if (rows.length !== unique.length) throw notFound()
    const other = rows.filter(({ r }) => !REVIEWED_DOCUMENT_KINDS.includes(r.kind)).map(({ r }) => r.id)
    if (other.length > 0)
      throw conflict('documents.notDecidable', {}, await currentOf(principal, other, lang))
    return rows
  }

  /**
   * Moves `rows` from `from` with the values of `setOf` (shared request queue: all or nothing, audited, 409
   * with the current rows when one moved meanwhile). Returns how many moved.
   */
  function decide(
    principal: Principal,
    lang: Language,
    rows: { r: DocumentRow }[],
    from: readonly DocumentRow['status'][],
    action: string,
    setOf: (
      row: DocumentRow,
      tx: Database,
    ) =>
      | Promise<Partial<typeof documentRequests.$inferInsert>>
      | Partial<typeof documentRequests.$inferInsert>,
    reason?: string,
  ): Promise<number> {
    return decideRequests(db, documentQueue, {
      actor: auditActorOf(principal),
      rows: rows.map((x) => x.r),
      from,
      action,
      ...(reason ? { reason } : {}),
      set: setOf,
      after: (a) => ({ status: a.status, decidedAt: a.decidedAt, fileId: a.fileId }),
      current: (ids) => currentOf(principal, ids, lang),
    })
  }

  return {
    /** A page of the queue (reviewed kinds in the caller's units), oldest first. 403 without units. */
    async queue(principal: Principal, q: DocumentQueueQuery, lang: Language): Promise<DocumentQueuePage> {
      const where = queueWhere(q, await scopeOf(principal), REVIEWED_DOCUMENT_KINDS)
      const { rows, total } = await queuePageOf(db, where, lang, q.page, q.pageSize)
      return { items: rows.map((r) => toItem(r, lang)), page: q.page, pageSize: q.pageSize, total }
    },

    /** Marks requested ones as being prepared. 404 outside the units; 409 when one is not 'requested'. */
    async prepare(principal: Principal, body: DocumentDecision, lang: Language = 'tr'): Promise<number> {
      const rows = await decidable(principal, body.Ids, lang)
      return decide(principal, lang, rows, ['requested'], 'prepare', () => ({ status: 'preparing' }))
    },

    /**
     * Approves: creates each document (snapshot, verification code, PDF) and marks it created, all in one
     * transaction. 404 outside the units; 409 when one is already decided.
     */
    async approve(principal: Principal, body: DocumentDecision, lang: Language = 'tr'): Promise<number> {
      const rows = await decidable(principal, body.Ids, lang)
      const stale = rows
        .filter(({ r }) => !(OPEN as readonly string[]).includes(r.status))
        .map(({ r }) => r.id)
      if (stale.length > 0)
        throw conflict('documents.notDecidable', {}, await currentOf(principal, stale, lang))
      const now = clock()
      const displayUntil = new Date(now.getTime() + deps.displayDays * 86_400_000)
      const rendered = new Map<number, { pdf: Buffer; code: string; snapshot: DocumentRow['snapshot'] }>()
      for (const { r } of rows) {
        const info = await studentshipInfo(db, r.studentId)
        const snapshot = buildSnapshot(r.kind, r.language, info, null)
        const code = newVerificationCode()
        const pdf = await renderDocumentPdf(
          {
            universityName: await universityNameOf(db, r.language),
            snapshot,
            language: r.language,
            code,
            verifyUrl: viewerUrl(deps.publicUrl, code),
            createdAt: now,
            displayUntil,
          },
          deps.fonts,
        )
        rendered.set(r.id, { pdf, code, snapshot })
      }
      const numbers = new Map(rows.map((x) => [x.r.id, x.studentNo]))
      return decide(principal, lang, rows, OPEN, 'approve', async (r, tx) => {
        const made = rendered.get(r.id)
        if (!made) throw conflict('documents.notDecidable')
        const fileId = await storeFile(
          tx,
          { fileName: `${r.kind}-${numbers.get(r.id) ?? r.studentId}-${r.id}.pdf`, bytes: made.pdf },
          { personId: principal.personId },
          { allowed: ['pdf'], maxMb: 20 },
        )
        await deps.notify?.(tx, {
          studentId: r.studentId,
          kind: 'document.ready',
          eventKey: `document.ready:${r.id}`,
          params: { documentKey: `documents.kind.${r.kind}` },
          link: 'ogrenci/belgelerim',
        })
        return {
          status: 'created',
          createdAt: now,
          displayUntil,
          verificationCode: made.code,
          snapshot: made.snapshot,
          fileId,
          decidedAt: now,
          decidedByPersonId: principal.personId,
        }
      })
    },

    /** Rejects with a reason the student sees. 404 outside the units; 409 when one is already decided. */
    async reject(principal: Principal, body: DocumentRejection, lang: Language = 'tr'): Promise<number> {
      const rows = await decidable(principal, body.Ids, lang)
      const now = clock()
      return decide(
        principal,
        lang,
        rows,
        OPEN,
        'reject',
        () => ({
          status: 'rejected',
          rejectionReason: body.Reason,
          decidedAt: now,
          decidedByPersonId: principal.personId,
        }),
        body.Reason,
      )
    },

    /** Students in the caller's units by number prefix or name part (at most 20). */
    async students(principal: Principal, search: string, lang: Language): Promise<DocumentStudent[]> {
      const rows = await searchStudents(db, search, await scopeOf(principal), lang)
      return rows.map((s) => ({
        Id: s.id,
        StudentNo: s.studentNo,
        FullName: s.fullName,
        Programme: s.programme,
        Status: s.status,
      }))
    },

    /** The undeleted documents of `studentId`, newest first. 404 outside the caller's units. */
    async studentDocuments(principal: Principal, studentId: number, lang: Language) {
      const scope = await scopeOf(principal)
      if (!(await studentInScope(db, studentId, scope))) throw notFound()
      return (await studentRows(db, studentId, scope, lang)).map((r) => toItem(r, lang))
    },

    /** The PDF of document `id`. 404 outside the units or deleted; 409 before it is created. */
    async download(principal: Principal, id: number): Promise<{ fileName: string; bytes: Buffer }> {
      const [row] = await scopedRequests(db, [id], await scopeOf(principal))
      if (!row) throw notFound()
      const r = row.r
      if (r.status !== 'created' || !r.snapshot || !r.verificationCode || !r.createdAt || !r.displayUntil)
        throw conflict('documents.notReady')
      const fileName = `${r.kind}-${row.studentNo}-${r.id}.pdf`
      const file = r.fileId !== null ? await readStoredFile(db, r.fileId) : null
      if (file) return { fileName, bytes: Buffer.from(file.content) }
      const bytes = await renderDocumentPdf(
        {
          universityName: await universityNameOf(db, r.language),
          snapshot: r.snapshot,
          language: r.language,
          code: r.verificationCode,
          verifyUrl: viewerUrl(deps.publicUrl, r.verificationCode),
          createdAt: r.createdAt,
          displayUntil: r.displayUntil,
        },
        deps.fonts,
      )
      return { fileName, bytes }
    },

    /** Deletes document `id` (kept as deleted; audited with the reason). 404 outside the units or already deleted. */
    async remove(principal: Principal, id: number, reason: string): Promise<void> {
      const scope = await scopeOf(principal)
      await db.transaction(async (tx) => {
        const [row] = await scopedRequests(tx as unknown as Database, [id], scope)
        if (!row) throw notFound()
        const [gone] = await tx
          .update(documentRequests)
          .set({ deletedAt: clock() })
          .where(and(eq(documentRequests.id, id), isNull(documentRequests.deletedAt)))
          .returning({ id: documentRequests.id })
        if (!gone) throw notFound()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'document_request',
          entityId: id,
          action: 'staff_delete',
          before: {
            studentNo: row.studentNo,
            kind: row.r.kind,
            status: row.r.status,
            code: row.r.verificationCode,
          },
          after: { deletedAt: clock() },
          reason,
        })
      })
    },
  }
}

/** The staff side's type. */
export type DocumentAdmin = ReturnType<typeof createDocumentAdmin>
