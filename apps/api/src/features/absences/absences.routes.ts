/**
 * Absences endpoints (issue 6 § Absences, § Requests; issue 5 § Absences; form /api/Absences/{Controller}/{Action}).
 * Staff routes allow instructor, head of department and registrar; section ownership is checked by the services.
 * Student routes use the caller's active studentship only.
 */
import {
  ZAbsenceDay,
  ZAbsenceDayQuery,
  ZAbsenceReport,
  ZAbsenceReportQuery,
  ZAbsenceRequest,
  ZAbsenceRequestQueue,
  ZAddExemptionRequest,
  ZConfirmAbsenceDayRequest,
  ZCreateAbsenceRequestFields,
  ZDayCounting,
  ZExamExemption,
  ZIdParam,
  ZProcessManyRequest,
  ZProcessRequest,
  ZRemoveExemptionRequest,
  ZSaveAbsenceDayRequest,
  ZSectionExcuses,
  ZSectionExcusesQuery,
  ZSectionRequestQueueQuery,
  ZSetExcuseRequest,
  ZStaffStudentReport,
  ZStaffStudentReportQuery,
  ZStudentAbsences,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { badRequest } from '../../platform/http/errors.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { parseInput } from '../../platform/http/validation.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { RecordAccess } from '../privacy/index.ts'
import './absences.messages.ts'
import { DOCUMENT_KINDS, fileAnswer, multipartBody } from '../../platform/http/openapi-bodies.ts'
import type { AbsenceService } from './absences.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const section = z.object({ sectionId: ZIdParam })
/** Instructor, registrar, head of department (the grading roles). */
const STAFF_ROLES = [2, 4, 11] as const

/** Registers the absences calls; `recordAccess` logs staff reads of a request's document (issue 39). */
export async function absencesRoutes(
  app: FastifyInstance,
  deps: { absences: AbsenceService; recordAccess?: RecordAccess },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const a = deps.absences
  const tags = ['absences']
  const staff = { access: access.staff(STAFF_ROLES) }
  const student = { access: access.student }

  /** GET /api/Absences/Entry/Day ?sectionId&day: the day's entry with the roster. */
  api.get(
    '/api/Absences/Entry/Day',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'query.sectionId' }] },
      schema: { tags, querystring: ZAbsenceDayQuery, response: { 200: wrapped(ZAbsenceDay) } },
    },
    async (r) => ok(await a.entry.day(principalOf(r), r.query.sectionId, r.query.day)),
  )
  /** POST /api/Absences/Entry/SaveDay: replaces the day's absent hours (optimistic version). */
  api.post(
    '/api/Absences/Entry/SaveDay',
    {
      config: {
        ...staff,
        scope: [
          { kind: 'section', from: 'body.SectionId' },
          { kind: 'studentId', from: 'body.Entries[].StudentId' },
        ],
      },
      schema: { tags, body: ZSaveAbsenceDayRequest, response: { 200: wrapped(ZAbsenceDay) } },
    },
    async (r) => ok(await a.entry.saveDay(principalOf(r), r.body), translate(lang(r), 'absences.saved')),
  )
  /** POST /api/Absences/Entry/Confirm: confirms the day as completed. */
  api.post(
    '/api/Absences/Entry/Confirm',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'body.SectionId' }] },
      schema: { tags, body: ZConfirmAbsenceDayRequest, response: { 200: wrapped(ZAbsenceDay) } },
    },
    async (r) =>
      ok(
        await a.entry.confirm(principalOf(r), r.body.SectionId, r.body.Day, r.body.Version, true),
        translate(lang(r), 'absences.confirmed'),
      ),
  )
  /** POST /api/Absences/Entry/Unconfirm: removes the day's confirmation. */
  api.post(
    '/api/Absences/Entry/Unconfirm',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'body.SectionId' }] },
      schema: { tags, body: ZConfirmAbsenceDayRequest, response: { 200: wrapped(ZAbsenceDay) } },
    },
    async (r) =>
      ok(
        await a.entry.confirm(principalOf(r), r.body.SectionId, r.body.Day, r.body.Version, false),
        translate(lang(r), 'absences.unconfirmed'),
      ),
  )
  /** POST /api/Absences/Entry/Excuse: excuse type and considered-absent flag of absent hours. */
  api.post(
    '/api/Absences/Entry/Excuse',
    {
      config: {
        ...staff,
        scope: [
          { kind: 'section', from: 'body.SectionId' },
          { kind: 'studentId', from: 'body.StudentId' },
        ],
      },
      schema: { tags, body: ZSetExcuseRequest, response: { 200: wrapped(z.null()) } },
    },
    async (r) => {
      await a.entry.setExcuse(principalOf(r), r.body)
      return ok(null, translate(lang(r), 'absences.excuseSaved'))
    },
  )
  /** GET /api/Absences/Excuses/List ?sectionId: the section's excuse hours per student and day, with totals by type. */
  api.get(
    '/api/Absences/Excuses/List',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'query.sectionId' }] },
      schema: { tags, querystring: ZSectionExcusesQuery, response: { 200: wrapped(ZSectionExcuses) } },
    },
    async (r) => ok(await a.excuses.list(principalOf(r), r.query.sectionId, lang(r))),
  )
  /** GET /api/Absences/Exemptions/List ?sectionId. */
  api.get(
    '/api/Absences/Exemptions/List',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'query.sectionId' }] },
      schema: { tags, querystring: section, response: { 200: wrapped(z.array(ZExamExemption)) } },
    },
    async (r) => ok(await a.entry.exemptions(principalOf(r), r.query.sectionId)),
  )
  /** POST /api/Absences/Exemptions/Add {SectionId, StudentId, Reason, Date}. */
  api.post(
    '/api/Absences/Exemptions/Add',
    {
      config: {
        ...staff,
        scope: [
          { kind: 'section', from: 'body.SectionId' },
          { kind: 'studentId', from: 'body.StudentId' },
        ],
      },
      schema: { tags, body: ZAddExemptionRequest, response: { 200: wrapped(z.number().int()) } },
    },
    async (r) =>
      ok(
        await a.entry.addExemption(principalOf(r), r.body, lang(r)),
        translate(lang(r), 'absences.exemptionAdded'),
      ),
  )
  /** POST /api/Absences/Exemptions/Remove {Id}. */
  api.post(
    '/api/Absences/Exemptions/Remove',
    {
      config: { ...staff, scope: [{ kind: 'absenceExemption', from: 'body.Id' }] },
      schema: { tags, body: ZRemoveExemptionRequest, response: { 200: wrapped(z.null()) } },
    },
    async (r) => {
      await a.entry.removeExemption(principalOf(r), r.body.Id)
      return ok(null, translate(lang(r), 'absences.exemptionRemoved'))
    },
  )
  /** GET /api/Absences/Report/Section ?sectionId&counting=school|calendar. */
  api.get(
    '/api/Absences/Report/Section',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'query.sectionId' }] },
      schema: { tags, querystring: ZAbsenceReportQuery, response: { 200: wrapped(ZAbsenceReport) } },
    },
    async (r) => ok(await a.report.section(principalOf(r), r.query.sectionId, r.query.counting, lang(r))),
  )
  /** GET /api/Absences/Report/Student ?studentId&counting=school|calendar: one student's courses in the caller's scope. */
  api.get(
    '/api/Absences/Report/Student',
    {
      config: { ...staff, scope: [{ kind: 'studentId', from: 'query.studentId' }] },
      schema: {
        tags,
        querystring: ZStaffStudentReportQuery,
        response: { 200: wrapped(ZStaffStudentReport) },
      },
    },
    async (r) =>
      ok(await a.report.studentForStaff(principalOf(r), r.query.studentId, r.query.counting, lang(r))),
  )
  /** GET /api/Absences/Requests/List: absence requests of the caller's sections. */
  api.get(
    '/api/Absences/Requests/List',
    { config: staff, schema: { tags, response: { 200: wrapped(z.array(ZAbsenceRequest)) } } },
    async (r) => ok(await a.requests.forStaff(principalOf(r), lang(r))),
  )
  /** POST /api/Absences/Requests/Process {Id, Approve, Answer}. */
  api.post(
    '/api/Absences/Requests/Process',
    {
      config: { ...staff, scope: [{ kind: 'absenceRequest', from: 'body.Id' }] },
      schema: { tags, body: ZProcessRequest, response: { 200: wrapped(z.null()) } },
    },
    async (r) => {
      await a.requests.process(principalOf(r), r.body, lang(r))
      return ok(null, translate(lang(r), 'absences.requestProcessed'))
    },
  )
  /**
   * GET /api/Absences/Requests/Queue ?Status&Search&From&To&page&pageSize: the shared request queue's page of
   * the caller's sections' requests, oldest first, with the counts per filter (issue 36; beside List).
   */
  api.get(
    '/api/Absences/Requests/Queue',
    {
      config: staff,
      schema: {
        tags,
        querystring: ZSectionRequestQueueQuery,
        response: { 200: wrapped(ZAbsenceRequestQueue) },
      },
    },
    async (r) => ok(await a.requests.queue(principalOf(r), r.query, lang(r))),
  )
  /**
   * POST /api/Absences/Requests/ProcessMany {Ids, Approve, Answer}: one decision for several requests, all or
   * none (issue 36 bulk; a new call beside Process, which stays as it is). 409 with the current rows.
   */
  api.post(
    '/api/Absences/Requests/ProcessMany',
    {
      config: { ...staff, scope: [{ kind: 'absenceRequest', from: 'body.Ids[]' }] },
      schema: { tags, body: ZProcessManyRequest, response: { 200: wrapped(z.number().int()) } },
    },
    async (r) => {
      const n = await a.requests.processMany(principalOf(r), r.body, lang(r))
      return ok(n, translate(lang(r), 'absences.requestProcessed'))
    },
  )
  /** GET /api/Absences/Requests/File ?id: the request's document (staff in scope or the requester). */
  api.get(
    '/api/Absences/Requests/File',
    {
      config: { access: access.anyPortal, scope: [{ kind: 'medicalExcuse', from: 'query.id' }] },
      schema: {
        tags,
        querystring: z.object({ id: ZIdParam }),
        response: { 200: fileAnswer(DOCUMENT_KINDS, 'The document of the request (attachment)') },
      },
    },
    async (r, reply) => {
      const file = await a.requests.file(principalOf(r), r.query.id)
      await deps.recordAccess?.(r, {
        kind: 'absence.excuse',
        studentIds: [file.studentId],
        target: `excuse:${r.query.id}`,
      })
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
        .send(Buffer.from(file.content))
    },
  )

  /** GET /api/Absences/Student/Summary ?counting: the caller's absences per course with warnings. */
  api.get(
    '/api/Absences/Student/Summary',
    {
      config: student,
      schema: {
        tags,
        querystring: z.object({ counting: ZDayCounting.default('school') }),
        response: { 200: wrapped(ZStudentAbsences) },
      },
    },
    async (r) => ok(await a.report.student(principalOf(r), r.query.counting, lang(r))),
  )
  /** GET /api/Absences/Student/Requests: the caller's absence requests. */
  api.get(
    '/api/Absences/Student/Requests',
    { config: student, schema: { tags, response: { 200: wrapped(z.array(ZAbsenceRequest)) } } },
    async (r) => ok(await a.requests.mine(principalOf(r), lang(r))),
  )
  /**
   * POST /api/Absences/Student/Requests/Create (multipart: SectionId, FromDay, ToDay, ExcuseType, Reason, file):
   * 400 with the §5 messages for a missing explanation or file, a wrong type or an oversize file; nothing stored.
   */
  api.post(
    '/api/Absences/Student/Requests/Create',
    {
      config: student,
      schema: {
        tags,
        multipart: multipartBody(
          { file: { required: true, description: 'The excuse document', kinds: DOCUMENT_KINDS } },
          ZCreateAbsenceRequestFields,
        ),
        response: { 200: wrapped(z.number().int()) },
      },
    },
    async (r) => {
      const fields: Record<string, string> = {}
      let file: { fileName: string; bytes: Uint8Array } | null = null
      for await (const part of r.parts()) {
        if (part.type === 'file') file = { fileName: part.filename, bytes: await part.toBuffer() }
        else fields[part.fieldname] = String(part.value ?? '')
      }
      if (!fields.Reason || fields.Reason.trim().length < 10 || fields.Reason.trim().length > 500) {
        throw badRequest('absences.explanationRequired', { min: 10, max: 500 })
      }
      const parsed = parseInput(ZCreateAbsenceRequestFields, fields)
      if (!file) throw badRequest('files.missing')
      const id = await a.requests.create(principalOf(r), parsed, file)
      return ok(id, translate(lang(r), 'absences.requestCreated'))
    },
  )
}
