/**
 * Authorised-staff endpoints (spec §1 pre-interview definitions, section transfer, opened courses report):
 * - pre-interview definitions: registrar (4), head of department (11), authorised personnel (16);
 * - section transfer: registrar (4), within the registrar's units;
 * - opened courses report and XLSX: 4, 11, 16, within the caller's units.
 * Writes require an `Idempotency-Key`.
 */
import {
  ZCourseFilterOptions,
  ZIdParam,
  ZOpenedCoursesReportQuery,
  ZOpenedSection,
  ZPage,
  ZPreInterviewCategory,
  ZPreInterviewDetail,
  ZSaveCategoryRequest,
  ZSaveDetailRequest,
  ZStudentNoQuery,
  ZTransferRequest,
  ZTransferStudent,
} from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { PreInterviewService } from './pre-interview.service.ts'
import type { SectionsService } from './sections.service.ts'
import { idempotencyHeaders, keyOf, lang } from './student.routes.ts'

const R = ROLE_IDS

/** Registers the staff endpoints. */
export async function staffRoutes(
  app: FastifyInstance,
  deps: { preInterview: PreInterviewService; sections: SectionsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['registration']
  const definers = { access: access.staff([R.registrar, R.headOfDepartment, R.authorisedPersonnel]) }
  const registrar = { access: access.staff([R.registrar]) }
  const p = deps.preInterview
  const s = deps.sections
  const defs = '/api/Registration/PreInterviewDefinition'

  /** GET PreInterviewDefinition/Categories: every category (active and passive). */
  api.get(
    `${defs}/Categories`,
    { config: definers, schema: { tags, response: { 200: wrapped(z.array(ZPreInterviewCategory)) } } },
    async () => ok(await p.categories()),
  )

  /** POST PreInterviewDefinition/SaveCategory: create, or update with Version (409 + current when stale). */
  api.post(
    `${defs}/SaveCategory`,
    {
      config: {
        ...definers,
        scope: { none: 'university-wide pre-interview definitions, not a record of a student or unit' },
      },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: ZSaveCategoryRequest,
        response: { 200: wrapped(ZPreInterviewCategory) },
      },
    },
    async (r) =>
      ok(
        await p.saveCategory(principalOf(r), r.body, keyOf(r)),
        translate(lang(r), 'preInterview.definitionSaved'),
      ),
  )

  /** GET PreInterviewDefinition/Details ?categoryId: the details (of one category). */
  api.get(
    `${defs}/Details`,
    {
      config: definers,
      schema: {
        tags,
        querystring: z.object({ categoryId: ZIdParam.optional() }),
        response: { 200: wrapped(z.array(ZPreInterviewDetail)) },
      },
    },
    async (r) => ok(await p.details(r.query.categoryId)),
  )

  /** POST PreInterviewDefinition/SaveDetail: create, or update with Version. */
  api.post(
    `${defs}/SaveDetail`,
    {
      config: {
        ...definers,
        scope: { none: 'university-wide pre-interview definitions, not a record of a student or unit' },
      },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: ZSaveDetailRequest,
        response: { 200: wrapped(ZPreInterviewDetail) },
      },
    },
    async (r) =>
      ok(
        await p.saveDetail(principalOf(r), r.body, keyOf(r)),
        translate(lang(r), 'preInterview.definitionSaved'),
      ),
  )

  /** GET /api/Registration/SectionTransfer/Student ?studentNo: the student's sections and alternatives. */
  api.get(
    '/api/Registration/SectionTransfer/Student',
    {
      config: { ...registrar, scope: [{ kind: 'student', from: 'query.studentNo' }] },
      schema: { tags, querystring: ZStudentNoQuery, response: { 200: wrapped(ZTransferStudent) } },
    },
    async (r) => ok(await s.transferOptions(principalOf(r), r.query.studentNo, lang(r))),
  )

  /** POST /api/Registration/SectionTransfer/Transfer {StudentNo, FromSectionId, ToSectionId, Reason}. */
  api.post(
    '/api/Registration/SectionTransfer/Transfer',
    {
      config: {
        ...registrar,
        scope: [
          { kind: 'student', from: 'body.StudentNo' },
          { kind: 'section', from: 'body.FromSectionId' },
          { kind: 'section', from: 'body.ToSectionId' },
        ],
      },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: ZTransferRequest,
        response: { 200: wrapped(ZTransferStudent) },
      },
    },
    async (r) =>
      ok(
        await s.transfer(principalOf(r), r.body, keyOf(r), lang(r)),
        translate(lang(r), 'registration.transferred'),
      ),
  )

  /** GET /api/Registration/Report/OpenedCourses ?termId&filters&page&pageSize. */
  api.get(
    '/api/Registration/Report/OpenedCourses',
    {
      config: { ...definers, scope: [{ kind: 'unit', from: 'query.unitId' }] },
      schema: {
        tags,
        querystring: ZOpenedCoursesReportQuery,
        response: { 200: wrapped(ZPage(ZOpenedSection)) },
      },
    },
    async (r) => ok(await s.report(principalOf(r), r.query, lang(r))),
  )

  /** GET /api/Registration/Report/Filters ?termId: filter values within the caller's units, and terms. */
  api.get(
    '/api/Registration/Report/Filters',
    {
      config: definers,
      schema: {
        tags,
        querystring: z.object({ termId: ZIdParam.optional() }),
        response: { 200: wrapped(ZCourseFilterOptions) },
      },
    },
    async (r) => ok(await s.filters(principalOf(r), r.query.termId, lang(r))),
  )

  /** GET /api/Registration/Report/OpenedCoursesXlsx ?termId&filters: the report as an XLSX download. */
  api.get(
    '/api/Registration/Report/OpenedCoursesXlsx',
    {
      config: { ...definers, scope: [{ kind: 'unit', from: 'query.unitId' }] },
      schema: {
        tags,
        querystring: ZOpenedCoursesReportQuery,
        response: {
          200: fileAnswer('xlsx', 'The opened courses report as a streamed workbook (attachment)'),
        },
      },
    },
    async (r, reply) => {
      const stream = await s.reportXlsx(principalOf(r), r.query, lang(r))
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="${lang(r) === 'en' ? 'opened-courses' : 'acilan-dersler'}.xlsx"`,
        )
        .header('cache-control', 'private, no-store')
        .send(stream)
    },
  )
}
