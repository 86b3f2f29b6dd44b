/**
 * Absence requests (spec §3 "Absence request: request date, status, approval end date, processor, requester,
 * reason"; §5 explanation required, files pdf/jpeg/jpg/png/doc/docx with a size limit, type sniffed from the
 * content): a student sends an excuse with a reason and a file for a course they take; staff with access to the
 * section approve (the absent hours in the range become excused and no longer count) or reject, on or before
 * the approval end date. Audited.
 */
import type { AbsenceRequest, CreateAbsenceRequestFields } from '@unacs/contracts'
import { and, eq, gte, lte } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import { type IncomingFile, readStoredFile, storeFile } from '../../platform/files/files.ts'
import { forbidden, notFound } from '../../platform/http/errors.ts'
import { createSectionRequestQueue } from '../../platform/request-queue/section-requests.ts'
import { type Clock, requestApprovalEndDate } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import type { Rosters, SectionGate } from './absences.deps.ts'
import { absenceEntries, absenceRequests } from './absences.schema.ts'

/** Upload size limit in MB for excuse documents (spec §5 "size at most {max} MB"). */
export const EXCUSE_MAX_MB = 5

/** Creates the absence request service. */
export function createAbsenceRequestService(
  db: Database,
  clock: Clock,
  gate: SectionGate,
  rosters: Rosters,
  notify?: Notify,
) {
  /** The excuse requests on the shared request queue (platform/request-queue, issue 36). */
  const queue = createSectionRequestQueue({
    db,
    clock,
    table: absenceRequests,
    entity: 'absence_request',
    processedKey: 'absences.requestProcessedAlready',
    expiredKey: 'absences.requestExpired',
    join: (q) => q.leftJoin(storedFiles, eq(storedFiles.id, absenceRequests.fileId)) as unknown as PgSelect,
    fields: () => ({
      fromDay: absenceRequests.fromDay,
      toDay: absenceRequests.toDay,
      excuseType: absenceRequests.excuseType,
      fileName: storedFiles.fileName,
    }),
    toItem: (common, own): AbsenceRequest => ({
      ...common,
      FromDay: own.fromDay,
      ToDay: own.toDay,
      ExcuseType: own.excuseType,
      FileName: own.fileName,
    }),
    access: gate,
    // Approval: the absent hours in the request's range become excused and no longer count.
    onApprove: async (row, tx) => {
      const [req] = await tx.select().from(absenceRequests).where(eq(absenceRequests.id, row.id))
      if (!req) return { excusedHours: 0 }
      const changed = await tx
        .update(absenceEntries)
        .set({ excuseType: req.excuseType, consideredAbsent: false })
        .where(
          and(
            eq(absenceEntries.sectionId, req.sectionId),
            eq(absenceEntries.studentId, req.studentId),
            gte(absenceEntries.day, req.fromDay),
            lte(absenceEntries.day, req.toDay),
          ),
        )
        .returning({ id: absenceEntries.id })
      return { excusedHours: changed.length }
    },
    notice: { kind: 'absence.excuse.decided', link: 'ogrenci/devamsizliklarim', send: notify },
  })

  return {
    ...queue,

    /**
     * Creates the caller's request with its file, in one transaction (a bad file stores nothing). 404 when the
     * caller does not take the section; 400 file too large / wrong type (§5 messages).
     */
    async create(
      principal: Principal,
      fields: CreateAbsenceRequestFields,
      file: IncomingFile | null,
    ): Promise<number> {
      const student = await gate.studentOf(principal)
      const ids = await rosters.studentSections(student.id)
      if (!ids.includes(fields.SectionId)) throw notFound()
      return db.transaction(async (tx) => {
        const fileId = file
          ? await storeFile(tx, file, { personId: principal.personId }, { maxMb: EXCUSE_MAX_MB })
          : null
        const now = clock()
        const [row] = await tx
          .insert(absenceRequests)
          .values({
            sectionId: fields.SectionId,
            studentId: student.id,
            fromDay: fields.FromDay,
            toDay: fields.ToDay,
            excuseType: fields.ExcuseType,
            reason: fields.Reason,
            fileId,
            requestedAt: now,
            approvalEndDate: requestApprovalEndDate(now),
          })
          .returning()
        if (!row) throw new Error('request not created')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'absence_request',
          entityId: row.id,
          action: 'create',
          after: row,
        })
        return row.id
      })
    },

    /** The request's file for staff with access to the section or the requesting student. 404 none. */
    async file(principal: Principal, id: number) {
      const [req] = await db.select().from(absenceRequests).where(eq(absenceRequests.id, id))
      if (!req?.fileId) throw notFound()
      if (principal.userType === 'student') {
        const student = await gate.studentOf(principal)
        if (student.id !== req.studentId) throw forbidden()
      } else {
        await gate.assertSection(principal, req.sectionId)
      }
      const file = await readStoredFile(db, req.fileId)
      if (!file) throw notFound()
      return { ...file, studentId: req.studentId }
    },
  }
}
