/**
 * Grade change requests (spec §3 "Absence request and grade request: request date, status, approval end
 * date, processor, requester, reason"; issue 6 § Requests): a student asks about a finalised course; staff
 * with access to the section approve or reject with an answer, on or before the approval end date. Audited.
 */
import type { GradeRequest } from '@unacs/contracts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import { createSectionRequestQueue } from '../../platform/request-queue/section-requests.ts'
import { type Clock, requestApprovalEndDate } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import type { SectionAccess } from './grades.access.ts'
import { gradingOf, onRoster } from './grades.repo.ts'
import { gradeRequests } from './grades.schema.ts'

/**
 * Creates the grade request service. `notify` (notifications feature, issue 39) tells the student when a request
 * is decided, in the same transaction as the decision (one notification per request).
 */
export function createGradeRequestService(
  db: Database,
  clock: Clock,
  access: SectionAccess,
  notify?: Notify,
) {
  /** The grade requests on the shared request queue (platform/request-queue, issue 36). */
  const queue = createSectionRequestQueue({
    db,
    clock,
    table: gradeRequests,
    entity: 'grade_request',
    processedKey: 'grades.requestProcessedAlready',
    expiredKey: 'grades.requestExpired',
    fields: () => ({}),
    toItem: (common): GradeRequest => common,
    access,
    notice: { kind: 'grade.request.decided', link: 'ogrenci/notlarim', send: notify },
  })

  return {
    ...queue,

    /** Creates the caller's request for a finalised section they take. 422 not finalised or one pending. */
    async create(principal: Principal, sectionId: number, reason: string): Promise<number> {
      const student = await access.studentOf(principal)
      if (!(await onRoster(db, sectionId, student.id))) throw notFound()
      if ((await gradingOf(db, sectionId)).state !== 'finalized')
        throw businessRule('grades.requestNotFinalized')
      return db.transaction(async (tx) => {
        const pending = await tx
          .select({ id: gradeRequests.id })
          .from(gradeRequests)
          .where(
            and(
              eq(gradeRequests.sectionId, sectionId),
              eq(gradeRequests.studentId, student.id),
              eq(gradeRequests.status, 'pending'),
            ),
          )
          .for('update')
        if (pending.length > 0) throw conflict('grades.requestPending')
        const now = clock()
        const [row] = await tx
          .insert(gradeRequests)
          .values({
            sectionId,
            studentId: student.id,
            reason,
            requestedAt: now,
            approvalEndDate: requestApprovalEndDate(now),
          })
          .returning()
        if (!row) throw new Error('request not created')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'grade_request',
          entityId: row.id,
          action: 'create',
          after: row,
        })
        return row.id
      })
    },
  }
}
