/**
 * Student documents (issue 5 § Documents; spec §1 "request, download and delete", §4 "request created, then
 * document created", §8 "document display time has ended"):
 * - only the caller's active studentship (a student number, when sent, must be it: 403 otherwise); another
 *   studentship's document id answers 404;
 * - a request is stored first ('requested', audited), then the document is created: snapshot, random
 *   verification code, PDF stored with platform/files; a failure there leaves the request 'requested' and a
 *   later list retries;
 * - a student certificate only for an active studentship (422); at most MAX_OPEN undeleted requests (422);
 * - delete keeps the row (soft delete, audited); the public viewer then no longer shows it;
 * - the public viewer shows the snapshot by code until displayUntil, then 410 with the §8 message.
 */

import { randomInt } from 'node:crypto'
import {
  type CreateDocumentRequest,
  type DocumentKind,
  type Language,
  REVIEWED_DOCUMENT_KINDS,
  type StudentDocument,
  type StudentGrades,
  type VerifiedDocument,
} from '@unacs/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { readStoredFile, storeFile } from '../../platform/files/files.ts'
import { AppError, businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import type { Clock } from '../../platform/time.ts'
import { renderDocumentPdf } from './documents.pdf.ts'
import {
  attachFile,
  countOf,
  type DocumentRow,
  documentByCode,
  insertRequest,
  markCreated,
  requestOf,
  requestsOf,
  softDelete,
  studentshipInfo,
  studentshipOf,
  universityNameOf,
} from './documents.repo.ts'
import type { DocumentSnapshot } from './documents.schema.ts'
import { buildSnapshot } from './documents.snapshot.ts'

/** Most undeleted requests a studentship may hold. */
export const MAX_OPEN = 20

/** Verification code alphabet: no 0/O, 1/I; 32 letters, so 10 characters carry 50 random bits. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 10

/** A fresh random verification code (crypto.randomInt). */
export function newVerificationCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

/** The public viewer's address for `code`. */
export const viewerUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/$/, '')}/public/belge-viewer?code=${encodeURIComponent(code)}`

/** What the documents service needs. */
export interface DocumentsDeps {
  db: Database
  clock: Clock
  fonts: PdfFonts
  publicUrl: string
  displayDays: number
  /** The caller's finalised grades (the grades feature's student view), for the transcript; optional. */
  gradesOf?: (principal: Principal, lang: Language) => Promise<StudentGrades>
  /**
   * Verification of documents issued through `issue` by other features (certificates, issue 20): the
   * verified data by code, or null. Asked when no student document has the code.
   */
  verifyOther?: (code: string) => Promise<VerifiedDocument | null>
}

/** What `issue` made: the verification code, the dates and the PDF (nothing is stored). */
export interface IssuedDocument {
  code: string
  createdAt: Date
  displayUntil: Date
  pdf: Buffer
}

const fileNames: Record<DocumentKind, Record<Language, string>> = {
  student_certificate: { tr: 'ogrenci-belgesi', en: 'student-certificate' },
  transcript: { tr: 'not-durum-belgesi', en: 'transcript' },
  course_contents: { tr: 'ders-icerikleri', en: 'course-contents' },
  military_status: { tr: 'askerlik-durum-belgesi', en: 'military-status' },
}

/** True when `kind` is created at once (no review by the registrar). */
export const isAutomatic = (kind: DocumentKind) => !REVIEWED_DOCUMENT_KINDS.includes(kind)

/** The request was deleted or created meanwhile: the new document is dropped (the transaction rolls back). */
class NoLongerWaiting extends Error {}

/** Creates the documents service. */
export function createDocumentsService(deps: DocumentsDeps) {
  const { db, clock } = deps

  /** The caller's active studentship; 403 for staff, another student's number or an inactive own one. */
  async function studentOf(principal: Principal, studentNo?: string) {
    const active = principal.activeStudentNo
    if (principal.userType !== 'student' || !active) throw forbidden()
    if (studentNo !== undefined && studentNo !== active) throw forbidden()
    const student = await studentshipOf(db, principal.personId, active)
    if (!student) throw forbidden()
    return student
  }

  async function renderFor(row: DocumentRow): Promise<Buffer> {
    if (!row.snapshot || !row.verificationCode || !row.createdAt || !row.displayUntil)
      throw conflict('documents.notReady')
    return renderDocumentPdf(
      {
        universityName: await universityNameOf(db, row.language),
        snapshot: row.snapshot,
        language: row.language,
        code: row.verificationCode,
        verifyUrl: viewerUrl(deps.publicUrl, row.verificationCode),
        createdAt: row.createdAt,
        displayUntil: row.displayUntil,
      },
      deps.fonts,
    )
  }

  const fileNameOf = (row: DocumentRow, studentNo: string) =>
    `${fileNames[row.kind][row.language]}-${studentNo}-${row.id}.pdf`

  /** Creates the document of a waiting request: snapshot, code, PDF, all or nothing. Null if it no longer waits. */
  async function produce(
    principal: Principal,
    row: DocumentRow,
    studentNo: string,
  ): Promise<DocumentRow | null> {
    const info = await studentshipInfo(db, row.studentId)
    const grades =
      row.kind === 'transcript' && deps.gradesOf ? await deps.gradesOf(principal, row.language) : null
    const snapshot = buildSnapshot(row.kind, row.language, info, grades)
    const createdAt = clock()
    const displayUntil = new Date(createdAt.getTime() + deps.displayDays * 86_400_000)
    const code = newVerificationCode()
    const pdf = await renderFor({ ...row, snapshot, verificationCode: code, createdAt, displayUntil })
    return db
      .transaction(async (tx) => {
        const fileId = await storeFile(
          tx,
          { fileName: fileNameOf(row, studentNo), bytes: pdf },
          { personId: principal.personId },
          { allowed: ['pdf'], maxMb: 20 },
        )
        const created = await markCreated(tx as unknown as Database, row.id, {
          createdAt,
          displayUntil,
          code,
          snapshot,
          fileId,
        })
        if (!created) throw new NoLongerWaiting()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'document_request',
          entityId: row.id,
          action: 'create_document',
          before: { status: row.status },
          after: { status: created.status, createdAt, displayUntil, fileId },
        })
        return created
      })
      .catch((err: unknown) => {
        if (err instanceof NoLongerWaiting) return null
        throw err
      })
  }

  const toItem = (row: DocumentRow): StudentDocument => ({
    Id: row.id,
    Kind: row.kind,
    Name: translate(row.language, `documents.kind.${row.kind}`),
    Language: row.language,
    Status: row.status,
    RequestedAt: row.requestedAt.toISOString(),
    CreatedAt: row.createdAt ? row.createdAt.toISOString() : null,
    DisplayUntil: row.displayUntil ? row.displayUntil.toISOString() : null,
    VerificationCode: row.verificationCode,
    RejectionReason: row.rejectionReason,
  })

  return {
    /**
     * The caller's document requests, newest first. Requests still waiting for their document are
     * created first (a failure is logged and the request stays 'requested').
     */
    async list(
      principal: Principal,
      studentNo?: string,
      log?: Pick<FastifyBaseLogger, 'error'>,
    ): Promise<StudentDocument[]> {
      const student = await studentOf(principal, studentNo)
      let rows = await requestsOf(db, student.id)
      const waiting = rows.filter((r) => r.status === 'requested' && isAutomatic(r.kind))
      if (waiting.length > 0) {
        for (const row of waiting) {
          await produce(principal, row, student.studentNo).catch((err: unknown) =>
            log?.error({ err }, 'document creation failed'),
          )
        }
        rows = await requestsOf(db, student.id)
      }
      return rows.map(toItem)
    },

    /**
     * Requests a document for the caller's active studentship and creates it. 403 for another number;
     * 422 `documents.notActiveStudent` (certificate for a studentship that is not active) or
     * `documents.tooMany`. Answers the request, 'created' unless the creation step failed.
     */
    async create(
      principal: Principal,
      body: CreateDocumentRequest,
      log?: Pick<FastifyBaseLogger, 'error'>,
    ): Promise<StudentDocument> {
      const student = await studentOf(principal, body.OgrNo)
      if (body.Kind === 'student_certificate' && student.status !== 'active')
        throw businessRule('documents.notActiveStudent')
      const row = await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        if ((await countOf(t, student.id)) >= MAX_OPEN)
          throw businessRule('documents.tooMany', { max: MAX_OPEN })
        const inserted = await insertRequest(t, {
          studentId: student.id,
          kind: body.Kind,
          language: body.Language,
          at: clock(),
        })
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'document_request',
          entityId: inserted.id,
          action: 'request',
          after: {
            studentNo: student.studentNo,
            kind: inserted.kind,
            language: inserted.language,
            status: inserted.status,
          },
        })
        return inserted
      })
      if (!isAutomatic(row.kind)) return toItem(row)
      try {
        return toItem((await produce(principal, row, student.studentNo)) ?? row)
      } catch (err) {
        log?.error({ err }, 'document creation failed')
        return toItem(row)
      }
    },

    /** The PDF of the caller's document `id`: 404 when it is not theirs or deleted, 409 before it is created. */
    async download(principal: Principal, id: number): Promise<{ fileName: string; bytes: Buffer }> {
      const student = await studentOf(principal)
      const row = await requestOf(db, student.id, id)
      if (!row) throw notFound()
      if (row.status !== 'created') throw conflict('documents.notReady')
      const fileName = fileNameOf(row, student.studentNo)
      if (row.fileId !== null) {
        const file = await readStoredFile(db, row.fileId)
        if (file) return { fileName, bytes: Buffer.from(file.content) }
      }
      // A created document without its PDF (seeded): render it from its snapshot once and keep it.
      const pdf = await renderFor(row)
      await db.transaction(async (tx) => {
        const fileId = await storeFile(
          tx,
          { fileName, bytes: pdf },
          { personId: principal.personId },
          { allowed: ['pdf'], maxMb: 20 },
        )
        await attachFile(tx as unknown as Database, row.id, fileId)
      })
      return { fileName, bytes: pdf }
    },

    /** Deletes the caller's request `id` (kept as deleted, audited). 404 when it is not theirs or already deleted. */
    async remove(principal: Principal, id: number): Promise<void> {
      const student = await studentOf(principal)
      await db.transaction(async (tx) => {
        const before = await softDelete(tx as unknown as Database, student.id, id, clock())
        if (!before) throw notFound()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'document_request',
          entityId: id,
          action: 'delete',
          before: {
            kind: before.kind,
            language: before.language,
            status: before.status,
            code: before.verificationCode,
          },
          after: { deletedAt: clock() },
        })
      })
    },

    /**
     * The public verification (no sign-in): the document's data by its code. 404 `documents.codeNotFound`
     * for an unknown, deleted or not yet created document; 410 `documents.displayEnded` after displayUntil.
     */
    async verify(code: string): Promise<VerifiedDocument> {
      const row = await documentByCode(db, code.trim().toUpperCase())
      if (!row?.snapshot || !row.createdAt || !row.displayUntil || !row.verificationCode) {
        const other = deps.verifyOther ? await deps.verifyOther(code.trim().toUpperCase()) : null
        if (!other) throw notFound('documents.codeNotFound')
        if (clock().getTime() > new Date(other.DisplayUntil).getTime())
          throw new AppError(410, 'documents.displayEnded')
        return other
      }
      if (clock().getTime() > row.displayUntil.getTime()) throw new AppError(410, 'documents.displayEnded')
      return {
        Code: row.verificationCode,
        Kind: row.kind,
        Name: row.snapshot.title,
        Language: row.language,
        CreatedAt: row.createdAt.toISOString(),
        DisplayUntil: row.displayUntil.toISOString(),
        Fields: row.snapshot.fields,
      }
    },

    /**
     * Issues a document for another feature (certificates, issue 20): a fresh verification code, the
     * display period and the PDF of `snapshot` in `language`, printed like a student document. Stores
     * nothing: the caller keeps code, dates and snapshot and answers them through `verifyOther`.
     */
    async issue(snapshot: DocumentSnapshot, language: Language): Promise<IssuedDocument> {
      const createdAt = clock()
      const displayUntil = new Date(createdAt.getTime() + deps.displayDays * 86_400_000)
      const code = newVerificationCode()
      return {
        code,
        createdAt,
        displayUntil,
        pdf: await this.render(snapshot, language, code, createdAt, displayUntil),
      }
    },

    /**
     * The PDF of an already issued snapshot with its own code and dates (issue 37: a seeded approved certificate
     * is rendered on its first download). Takes the snapshot, language, code, creation and display-until times;
     * returns the PDF bytes.
     */
    async render(
      snapshot: DocumentSnapshot,
      language: Language,
      code: string,
      createdAt: Date,
      displayUntil: Date,
    ): Promise<Buffer> {
      return renderDocumentPdf(
        {
          universityName: await universityNameOf(db, language),
          snapshot,
          language,
          code,
          verifyUrl: viewerUrl(deps.publicUrl, code),
          createdAt,
          displayUntil,
        },
        deps.fonts,
      )
    },
  }
}

/** The documents service's type. */
export type DocumentsService = ReturnType<typeof createDocumentsService>
