/**
 * Absence requests (spec §3 "Absence request: request date, status, approval end date, processor, requester,
 * reason"; §5 explanation required, files pdf/jpeg/jpg/png/doc/docx with a size limit, type sniffed from the
 * content): a student sends an excuse with a reason and a file for a course they take; staff with access to the
 * section approve (the absent hours in the range become excused and no longer count) or reject, on or before
 * the approval end date. Audited.
 */
import type { AbsenceRequest, CreateAbsenceRequestFields, ProcessRequest } from '@unacs/contracts'
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import { courses, sections } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import { type IncomingFile, readStoredFile, storeFile } from '../../platform/files/files.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday, requestApprovalEndDate } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import type { Rosters, SectionGate } from './absences.deps.ts'
import { absenceEntries, absenceRequests } from './absences.schema.ts'

/** Upload size limit in MB for excuse documents (spec §5 "size at most {max} MB"). */
export const EXCUSE_MAX_MB = 5

const processor = alias(persons, 'processor')
/** Creates the absence request service. */
export function createAbsenceRequestService(
  db: Database,
  clock: Clock,
  gate: SectionGate,
  rosters: Rosters,
  notify?: Notify,
) {
  async function list(where: ReturnType<typeof sql>, lang: Language): Promise<AbsenceRequest[]> {
    const rows = await db
      .select({
        r: absenceRequests,
        code: courses.code,
        name: lang === 'en' ? courses.nameEn : courses.nameTr,
        studentNo: students.studentNo,
        requester: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
        processor: sql<string | null>`${processor.firstName} || ' ' || ${processor.lastName}`,
        fileName: storedFiles.fileName,
      })
      .from(absenceRequests)
      .innerJoin(sections, eq(sections.id, absenceRequests.sectionId))
      .innerJoin(courses, eq(courses.id, sections.courseId))
      .innerJoin(students, eq(students.id, absenceRequests.studentId))
      .innerJoin(persons, eq(persons.id, students.personId))
      .leftJoin(processor, eq(processor.id, absenceRequests.processedByPersonId))
      .leftJoin(storedFiles, eq(storedFiles.id, absenceRequests.fileId))
      .where(where)
      .orderBy(desc(absenceRequests.requestedAt), desc(absenceRequests.id))
      .limit(500)
    return rows.map((x) => ({
      Id: x.r.id,
      SectionId: x.r.sectionId,
      CourseCode: x.code,
      CourseName: x.name,
      StudentNo: x.studentNo,
      RequesterName: x.requester,
      RequestDate: x.r.requestedAt.toISOString(),
      FromDay: x.r.fromDay,
      ToDay: x.r.toDay,
      ExcuseType: x.r.excuseType,
      Status: x.r.status,
      ApprovalEndDate: x.r.approvalEndDate,
      ProcessorName: x.processor,
      Reason: x.r.reason,
      Answer: x.r.answer,
      FileName: x.fileName,
    }))
  }

  return {
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

    /** The caller's own requests (active studentship). */
    async mine(principal: Principal, lang: Language): Promise<AbsenceRequest[]> {
      const student = await gate.studentOf(principal)
      return list(sql`${absenceRequests.studentId} = ${student.id}`, lang)
    },

    /** Requests of the sections in the caller's scope. */
    async forStaff(principal: Principal, lang: Language): Promise<AbsenceRequest[]> {
      return list(gate.inScope(await gate.scopeOf(principal)), lang)
    },

    /**
     * Approves (absent hours in the range become excused, not counted) or rejects a pending request on or
     * before its approval end date. 409 already processed; 422 expired.
     */
    async process(principal: Principal, body: ProcessRequest): Promise<void> {
      const [req] = await db.select().from(absenceRequests).where(eq(absenceRequests.id, body.Id))
      if (!req) throw notFound()
      await gate.assertSection(principal, req.sectionId)
      if (istanbulToday(clock()) > req.approvalEndDate) throw businessRule('absences.requestExpired')
      await db.transaction(async (tx) => {
        const [after] = await tx
          .update(absenceRequests)
          .set({
            status: body.Approve ? 'approved' : 'rejected',
            answer: body.Answer,
            processedAt: clock(),
            processedByPersonId: principal.personId,
          })
          .where(and(eq(absenceRequests.id, body.Id), eq(absenceRequests.status, 'pending')))
          .returning()
        if (!after) throw conflict('absences.requestProcessedAlready')
        let excused = 0
        if (body.Approve) {
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
          excused = changed.length
        }
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'absence_request',
          entityId: req.id,
          action: body.Approve ? 'approve' : 'reject',
          before: req,
          after: { ...after, excusedHours: excused },
          reason: body.Answer,
        })
        // The student is told in their language, with a link to their absences (issue 39 Notifications).
        const [course] = await tx
          .select({ code: courses.code })
          .from(sections)
          .innerJoin(courses, eq(courses.id, sections.courseId))
          .where(eq(sections.id, req.sectionId))
        await notify?.(tx, {
          studentId: req.studentId,
          kind: 'absence.excuse.decided',
          eventKey: `absence.excuse.decided:${req.id}`,
          params: { variant: body.Approve ? 'approved' : 'rejected', course: course?.code ?? '' },
          link: 'ogrenci/devamsizliklarim',
        })
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
