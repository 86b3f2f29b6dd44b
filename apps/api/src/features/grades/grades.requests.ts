/**
 * Grade change requests (spec §3 "Absence request and grade request: request date, status, approval end
 * date, processor, requester, reason"; issue 6 § Requests): a student asks about a finalised course; staff
 * with access to the section approve or reject with an answer, on or before the approval end date. Audited.
 */
import type { GradeRequest, ProcessRequest } from '@unacs/contracts'
import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import { courses, sections } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday, requestApprovalEndDate } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import type { SectionAccess } from './grades.access.ts'
import { gradingOf, onRoster } from './grades.repo.ts'
import { gradeRequests } from './grades.schema.ts'

const processor = alias(persons, 'processor')

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
  async function list(where: ReturnType<typeof sql> | undefined, lang: Language): Promise<GradeRequest[]> {
    const rows = await db
      .select({
        r: gradeRequests,
        code: courses.code,
        name: lang === 'en' ? courses.nameEn : courses.nameTr,
        studentNo: students.studentNo,
        requester: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
        processor: sql<string | null>`${processor.firstName} || ' ' || ${processor.lastName}`,
      })
      .from(gradeRequests)
      .innerJoin(sections, eq(sections.id, gradeRequests.sectionId))
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .innerJoin(students, eq(students.id, gradeRequests.studentId))
      .innerJoin(persons, eq(persons.id, students.personId))
      .leftJoin(processor, eq(processor.id, gradeRequests.processedByPersonId))
      .where(where)
      .orderBy(desc(gradeRequests.requestedAt), desc(gradeRequests.id))
      .limit(500)
    return rows.map((x) => ({
      Id: x.r.id,
      SectionId: x.r.sectionId,
      CourseCode: x.code,
      CourseName: x.name,
      StudentNo: x.studentNo,
      RequesterName: x.requester,
      RequestDate: x.r.requestedAt.toISOString(),
      Status: x.r.status,
      ApprovalEndDate: x.r.approvalEndDate,
      ProcessorName: x.processor,
      Reason: x.r.reason,
      Answer: x.r.answer,
    }))
  }

  return {
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

    /** The caller's own requests (active studentship). */
    async mine(principal: Principal, lang: Language): Promise<GradeRequest[]> {
      const student = await access.studentOf(principal)
      return list(sql`${gradeRequests.studentId} = ${student.id}`, lang)
    },

    /** Requests of the sections in the caller's scope. */
    async forStaff(principal: Principal, lang: Language): Promise<GradeRequest[]> {
      const scope = await access.scopeOf(principal)
      return list(access.inScope(scope), lang)
    },

    /** Approves or rejects a pending request on or before its approval end date. 409 processed; 422 expired. */
    async process(principal: Principal, body: ProcessRequest): Promise<void> {
      const [req] = await db.select().from(gradeRequests).where(eq(gradeRequests.id, body.Id))
      if (!req) throw notFound()
      await access.assertSection(principal, req.sectionId)
      if (istanbulToday(clock()) > req.approvalEndDate) throw businessRule('grades.requestExpired')
      await db.transaction(async (tx) => {
        const [after] = await tx
          .update(gradeRequests)
          .set({
            status: body.Approve ? 'approved' : 'rejected',
            answer: body.Answer,
            processedAt: clock(),
            processedByPersonId: principal.personId,
          })
          .where(and(eq(gradeRequests.id, body.Id), eq(gradeRequests.status, 'pending')))
          .returning()
        if (!after) throw conflict('grades.requestProcessedAlready')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'grade_request',
          entityId: req.id,
          action: body.Approve ? 'approve' : 'reject',
          before: req,
          after,
          reason: body.Answer,
        })
        const [course] = await tx
          .select({ code: courses.code })
          .from(sections)
          .innerJoin(courses, eq(courses.id, sections.courseId))
          .where(eq(sections.id, req.sectionId))
        await notify?.(tx, {
          studentId: req.studentId,
          kind: 'grade.request.decided',
          eventKey: `grade.request.decided:${req.id}`,
          params: { variant: body.Approve ? 'approved' : 'rejected', course: course?.code ?? '' },
          link: 'ogrenci/notlarim',
        })
      })
    },
  }
}
