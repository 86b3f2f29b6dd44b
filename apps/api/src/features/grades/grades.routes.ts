/**
 * Grades endpoints for teaching staff (issue 6; live-system form /api/Grades/{Controller}/{Action}):
 * sections, grade book, grade entry, spreadsheet, finalise/revert, history, distribution and requests.
 * Role rules are declared per route; section ownership is checked by the services.
 */
import {
  ZCopyGradeBookRequest,
  ZCopyPreview,
  ZDeleteGradeBookItemRequest,
  ZDistributionQuery,
  ZFinalizeRequest,
  ZGradeBook,
  ZGradeBookItem,
  ZGradeDistribution,
  ZGradeHistoryEntry,
  ZGradeRequest,
  ZGradeRequestQueue,
  ZGradeSheet,
  ZGradingSection,
  ZGradingSectionQuery,
  ZId,
  ZIdParam,
  ZProcessManyRequest,
  ZProcessRequest,
  ZRevertRequest,
  ZSaveGradeBookItemRequest,
  ZSaveGradeRequest,
  ZSaveGradeResponse,
  ZSaveGradesRequest,
  ZSaveGradesResponse,
  ZSectionRequestQueueQuery,
  ZUploadResult,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { badRequest } from '../../platform/http/errors.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import { GRADING_ROLES } from './grades.access.ts'
import './grades.messages.ts'
import { fileAnswer, multipartBody } from '../../platform/http/openapi-bodies.ts'
import type { GradesService } from './grades.service.ts'

const section = z.object({ sectionId: ZIdParam })
const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the staff grades calls. */
export async function gradesStaffRoutes(app: FastifyInstance, deps: { grades: GradesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const g = deps.grades
  const tags = ['grades']
  const staff = { access: access.staff(GRADING_ROLES) }

  /** GET /api/Grades/Sections/List ?termId: sections the caller may grade with state and student count. */
  api.get(
    '/api/Grades/Sections/List',
    {
      config: staff,
      schema: {
        tags,
        querystring: ZGradingSectionQuery,
        response: { 200: wrapped(z.array(ZGradingSection)) },
      },
    },
    async (r) => ok(await g.sections(principalOf(r), lang(r), r.query.termId)),
  )

  /** GET /api/Grades/GradeBook/Get ?sectionId: the section's exams and weight total. */
  api.get(
    '/api/Grades/GradeBook/Get',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'query.sectionId' }] },
      schema: { tags, querystring: section, response: { 200: wrapped(ZGradeBook) } },
    },
    async (r) => ok(await g.book.get(principalOf(r), r.query.sectionId, lang(r))),
  )

  /** POST /api/Grades/GradeBook/Save: creates or updates (Id + Version) an exam; 409 stale, 422 rules. */
  api.post(
    '/api/Grades/GradeBook/Save',
    {
      config: {
        ...staff,
        scope: [
          { kind: 'section', from: 'body.SectionId' },
          { kind: 'gradeBookItem', from: 'body.Id' },
        ],
      },
      schema: { tags, body: ZSaveGradeBookItemRequest, response: { 200: wrapped(ZGradeBookItem) } },
    },
    async (r) => ok(await g.book.save(principalOf(r), r.body), translate(lang(r), 'grades.itemSaved')),
  )

  /** POST /api/Grades/GradeBook/Delete {Id, Version}: deletes an exam without grades. */
  api.post(
    '/api/Grades/GradeBook/Delete',
    {
      config: { ...staff, scope: [{ kind: 'gradeBookItem', from: 'body.Id' }] },
      schema: { tags, body: ZDeleteGradeBookItemRequest, response: { 200: wrapped(z.null()) } },
    },
    async (r) => {
      await g.book.remove(principalOf(r), r.body.Id, r.body.Version)
      return ok(null, translate(lang(r), 'grades.itemDeleted'))
    },
  )

  /** POST /api/Grades/GradeBook/CopyPreview: what copying would overwrite; candidate target sections. */
  api.post(
    '/api/Grades/GradeBook/CopyPreview',
    {
      config: {
        ...staff,
        scope: [
          { kind: 'section', from: 'body.SourceSectionId' },
          { kind: 'section', from: 'body.TargetSectionIds[]' },
        ],
      },
      schema: {
        tags,
        body: ZCopyGradeBookRequest.extend({
          TargetSectionIds: z.array(ZId).max(50),
        }),
        response: { 200: wrapped(ZCopyPreview) },
      },
    },
    async (r) => ok(await g.book.copyPreview(principalOf(r), r.body, lang(r))),
  )

  /** POST /api/Grades/GradeBook/Copy: replaces the targets' exams with the source's. */
  api.post(
    '/api/Grades/GradeBook/Copy',
    {
      config: {
        ...staff,
        scope: [
          { kind: 'section', from: 'body.SourceSectionId' },
          { kind: 'section', from: 'body.TargetSectionIds[]' },
        ],
      },
      schema: { tags, body: ZCopyGradeBookRequest, response: { 200: wrapped(z.null()) } },
    },
    async (r) => {
      await g.book.copy(principalOf(r), r.body)
      return ok(null, translate(lang(r), 'grades.copied'))
    },
  )

  /** GET /api/Grades/GradeEntry/Sheet ?sectionId: the grade sheet. */
  api.get(
    '/api/Grades/GradeEntry/Sheet',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'query.sectionId' }] },
      schema: { tags, querystring: section, response: { 200: wrapped(ZGradeSheet) } },
    },
    async (r) => ok(await g.entry.sheet(principalOf(r), r.query.sectionId, lang(r))),
  )

  /** POST /api/Grades/GradeEntry/Save: one grade with its read version; 409 + current cell when stale. */
  api.post(
    '/api/Grades/GradeEntry/Save',
    {
      config: {
        ...staff,
        scope: [
          { kind: 'gradeBookItem', from: 'body.ItemId' },
          { kind: 'studentId', from: 'body.StudentId' },
        ],
      },
      schema: { tags, body: ZSaveGradeRequest, response: { 200: wrapped(ZSaveGradeResponse) } },
    },
    async (r) => ok(await g.entry.save(principalOf(r), r.body), translate(lang(r), 'grades.saved')),
  )

  /**
   * POST /api/Grades/GradeEntry/SaveMany: the changed cells of a section, all or none (issue 24); 422 lists
   * the cells above their exam's weight for one confirmation; 409 + the stale cells' current values.
   */
  api.post(
    '/api/Grades/GradeEntry/SaveMany',
    {
      config: {
        ...staff,
        scope: [
          { kind: 'section', from: 'body.SectionId' },
          { kind: 'gradeBookItem', from: 'body.Cells[].ItemId' },
          { kind: 'studentId', from: 'body.Cells[].StudentId' },
        ],
      },
      schema: { tags, body: ZSaveGradesRequest, response: { 200: wrapped(ZSaveGradesResponse) } },
    },
    async (r) => ok(await g.entry.saveMany(principalOf(r), r.body), translate(lang(r), 'grades.saved')),
  )

  /** GET /api/Grades/GradeEntry/History ?itemId&studentId: the grade's audited changes. */
  api.get(
    '/api/Grades/GradeEntry/History',
    {
      config: {
        ...staff,
        scope: [
          { kind: 'gradeBookItem', from: 'query.itemId' },
          { kind: 'studentId', from: 'query.studentId' },
        ],
      },
      schema: {
        tags,
        querystring: z.object({
          itemId: ZIdParam,
          studentId: ZIdParam,
        }),
        response: { 200: wrapped(z.array(ZGradeHistoryEntry)) },
      },
    },
    async (r) => ok(await g.entry.history(principalOf(r), r.query.itemId, r.query.studentId)),
  )

  /** GET /api/Grades/GradeEntry/Template ?sectionId: the xlsx template with current grades. */
  api.get(
    '/api/Grades/GradeEntry/Template',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'query.sectionId' }] },
      schema: {
        tags,
        querystring: section,
        response: { 200: fileAnswer('xlsx', 'The grade template with the current grades (attachment)') },
      },
    },
    async (r, reply) => {
      const file = await g.spreadsheet.template(principalOf(r), r.query.sectionId, lang(r))
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
        .send(file.bytes)
    },
  )

  /**
   * POST /api/Grades/GradeEntry/Upload ?sectionId&commit (multipart file): preview or store; all rows or none.
   * Stale cells (changed since the template was downloaded) are listed; on commit they make it 409, nothing
   * stored. A spreadsheet inflating beyond the platform's limits is 413 before it is parsed.
   */
  api.post(
    '/api/Grades/GradeEntry/Upload',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'query.sectionId' }] },
      schema: {
        tags,
        multipart: multipartBody({
          file: { required: true, description: 'The filled grade template', kinds: ['xlsx'] },
        }),
        querystring: section.extend({ commit: z.enum(['true', 'false']).default('false') }),
        response: { 200: wrapped(ZUploadResult) },
      },
    },
    async (r) => {
      const file = await r.file()
      if (!file) throw badRequest('files.missing')
      const bytes = await file.toBuffer()
      const result = await g.spreadsheet.upload(
        principalOf(r),
        r.query.sectionId,
        bytes,
        r.query.commit === 'true',
        lang(r),
      )
      const message =
        result.ErrorCount > 0
          ? 'grades.uploadHasErrors'
          : result.Stale.length > 0
            ? 'grades.uploadStale'
            : result.Stored
              ? 'grades.uploaded'
              : 'ok'
      return ok(result, translate(lang(r), message, { count: result.Stale.length }))
    },
  )

  /** POST /api/Grades/GradeEntry/Finalize {SectionId, Version}: finalise and approve. */
  api.post(
    '/api/Grades/GradeEntry/Finalize',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'body.SectionId' }] },
      schema: { tags, body: ZFinalizeRequest, response: { 200: wrapped(z.number().int()) } },
    },
    async (r) =>
      ok(
        await g.finalise.finalize(principalOf(r), r.body.SectionId, r.body.Version),
        translate(lang(r), 'grades.finalizedOk'),
      ),
  )

  /** POST /api/Grades/GradeEntry/Revert {SectionId, Reason}: reverts a finalisation. */
  api.post(
    '/api/Grades/GradeEntry/Revert',
    {
      config: { ...staff, scope: [{ kind: 'section', from: 'body.SectionId' }] },
      schema: { tags, body: ZRevertRequest, response: { 200: wrapped(z.number().int()) } },
    },
    async (r) =>
      ok(
        await g.finalise.revert(principalOf(r), r.body.SectionId, r.body.Reason),
        translate(lang(r), 'grades.revertedOk'),
      ),
  )

  /** GET /api/Grades/Distribution ?sectionId&itemId: histogram, mean, median, std dev, letters (no identities). */
  api.get(
    '/api/Grades/Distribution',
    {
      config: {
        access: access.anyPortal,
        scope: [
          { kind: 'section', from: 'query.sectionId' },
          { kind: 'gradeBookItem', from: 'query.itemId' },
        ],
      },
      schema: { tags, querystring: ZDistributionQuery, response: { 200: wrapped(ZGradeDistribution) } },
    },
    async (r) => ok(await g.student.distribution(principalOf(r), r.query.sectionId, r.query.itemId)),
  )

  /** GET /api/Grades/Requests/List: grade requests of the caller's sections. */
  api.get(
    '/api/Grades/Requests/List',
    { config: staff, schema: { tags, response: { 200: wrapped(z.array(ZGradeRequest)) } } },
    async (r) => ok(await g.requests.forStaff(principalOf(r), lang(r))),
  )

  /** POST /api/Grades/Requests/Process {Id, Approve, Answer}: approve or reject within the end date. */
  api.post(
    '/api/Grades/Requests/Process',
    {
      config: { ...staff, scope: [{ kind: 'gradeRequest', from: 'body.Id' }] },
      schema: { tags, body: ZProcessRequest, response: { 200: wrapped(z.null()) } },
    },
    async (r) => {
      await g.requests.process(principalOf(r), r.body, lang(r))
      return ok(null, translate(lang(r), 'grades.requestProcessed'))
    },
  )

  /**
   * GET /api/Grades/Requests/Queue ?Status&Search&From&To&page&pageSize: the shared request queue's page of the
   * caller's sections' requests, oldest first, with the counts per filter (issue 36; beside List).
   */
  api.get(
    '/api/Grades/Requests/Queue',
    {
      config: staff,
      schema: {
        tags,
        querystring: ZSectionRequestQueueQuery,
        response: { 200: wrapped(ZGradeRequestQueue) },
      },
    },
    async (r) => ok(await g.requests.queue(principalOf(r), r.query, lang(r))),
  )

  /**
   * POST /api/Grades/Requests/ProcessMany {Ids, Approve, Answer}: one decision for several requests, all or none
   * (issue 36 bulk; a new call beside Process, which stays as it is). 409 with the current rows.
   */
  api.post(
    '/api/Grades/Requests/ProcessMany',
    {
      config: { ...staff, scope: [{ kind: 'gradeRequest', from: 'body.Ids[]' }] },
      schema: { tags, body: ZProcessManyRequest, response: { 200: wrapped(z.number().int()) } },
    },
    async (r) => {
      const n = await g.requests.processMany(principalOf(r), r.body, lang(r))
      return ok(n, translate(lang(r), 'grades.requestProcessed'))
    },
  )
}
