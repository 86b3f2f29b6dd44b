/**
 * YÖKSİS endpoints (issues 20 and 35), /api/Yoksis/{Controller}/{Action}: comparison parameters, comparisons of
 * units / a class / a student as background jobs and their differences (filters, XLSX export), the correction
 * worklist (XLSX in YÖKSİS's field names) and the health-sciences graduates' Ministry of Health registration. The
 * registrar (role 4) only, within the units of the role (docs/decisions.md "YÖKSİS").
 */
import {
  ZAddToWorklist,
  ZComparison,
  ZComparisonKindQuery,
  ZComparisonOverview,
  ZComparisonParameters,
  ZComparisonScopeQuery,
  ZComparisonTerm,
  ZComparisonUnit,
  ZDifferenceFilter,
  ZDifferencePage,
  ZDifferenceQuery,
  ZHealthCandidatePage,
  ZIdParam,
  ZJobId,
  ZJobStarted,
  ZJobStatus,
  ZLatestComparisonQuery,
  ZMarkEntered,
  ZPageQuery,
  ZRegisterHealthStudents,
  ZSaveComparisonParameters,
  ZStartComparison,
  ZWorklistChange,
  ZWorklistPage,
  ZWorklistQuery,
  ZWorklistState,
  ZYoksisRegistrationResult,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './yoksis.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import type { YoksisService } from './yoksis.service.ts'
import { differencesWorkbook, worklistWorkbook } from './yoksis.spreadsheet.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const E = errorWrapper

/** Registers the YÖKSİS calls. */
export async function yoksisRoutes(app: FastifyInstance, deps: { yoksis: YoksisService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['yoksis']
  const registrar = { config: { access: access.staff([ROLE_IDS.registrar]) } }
  const { yoksis } = deps
  const P = '/api/Yoksis/Karsilastirma'

  /** GET …/Parametreler ?kind: the fields that count in a comparison of the kind, with the version. */
  api.get(
    `${P}/Parametreler`,
    {
      ...registrar,
      schema: { tags, querystring: ZComparisonKindQuery, response: { 200: wrapped(ZComparisonParameters) } },
    },
    async (r) => ok(await yoksis.parameters(r.query.kind)),
  )

  /** POST …/ParametreKaydet {Kind, Fields, Version}: saves them (409 stale version; audited). */
  api.post(
    `${P}/ParametreKaydet`,
    {
      ...registrar,
      schema: {
        tags,
        body: ZSaveComparisonParameters,
        response: { 200: wrapped(ZComparisonParameters), 409: E },
      },
    },
    async (r) =>
      ok(await yoksis.saveParameters(principalOf(r), r.body), translate(lang(r), 'yoksis.parametersSaved')),
  )

  /** GET …/Birimler: the academic units of the caller's scope as a tree (depth for indentation). */
  api.get(
    `${P}/Birimler`,
    { ...registrar, schema: { tags, response: { 200: wrapped(z.array(ZComparisonUnit)) } } },
    async (r) => ok(await yoksis.units(principalOf(r), lang(r))),
  )

  /** GET …/Donemler: the academic terms, newest first. */
  api.get(
    `${P}/Donemler`,
    { ...registrar, schema: { tags, response: { 200: wrapped(z.array(ZComparisonTerm)) } } },
    async (r) => ok(await yoksis.terms(lang(r))),
  )

  /**
   * POST …/Baslat {Kind, TermId, UnitIds, ClassYear?, StudentId?}: starts the comparison of the chosen units'
   * students (or graduates), one class of them or one student, with YÖKSİS as a background job → {id, joined};
   * a second start of the same choice while it runs joins it. 403/404 unit outside the scope, 404 unknown unit,
   * term or student (not in the units).
   */
  api.post(
    `${P}/Baslat`,
    {
      config: {
        ...registrar.config,
        scope: [
          { kind: 'unit', from: 'body.UnitIds[]' },
          { kind: 'studentId', from: 'body.StudentId' },
        ],
      },
      schema: { tags, body: ZStartComparison, response: { 200: wrapped(ZJobStarted), 403: E, 404: E } },
    },
    async (r) => ok(await yoksis.startComparison(principalOf(r), r.body, lang(r))),
  )

  /**
   * GET …/Ozet ?kind&termId&unitIds&classYear&studentId: for the choice, the last finished comparison (kept while
   * a new one runs), the last failed one after it, and the job under way (a reload finds it here).
   */
  api.get(
    `${P}/Ozet`,
    {
      config: {
        ...registrar.config,
        scope: [
          { kind: 'unit', from: 'query.unitIds' },
          { kind: 'studentId', from: 'query.studentId' },
        ],
      },
      schema: {
        tags,
        querystring: ZComparisonScopeQuery,
        response: { 200: wrapped(ZComparisonOverview), 403: E, 404: E },
      },
    },
    async (r) =>
      ok(
        await yoksis.overview(
          principalOf(r),
          {
            Kind: r.query.kind,
            TermId: r.query.termId,
            UnitIds: r.query.unitIds,
            ClassYear: r.query.classYear ?? null,
            StudentId: r.query.studentId ?? null,
            StudentNo: r.query.studentNo ?? null,
          },
          lang(r),
        ),
      ),
  )

  /** GET …/Is/:jobId: the comparison job's status (progress, time left; result {comparisonId}; error in the caller's language). */
  api.get(
    `${P}/Is/:jobId`,
    {
      ...registrar,
      schema: { tags, params: z.object({ jobId: ZJobId }), response: { 200: wrapped(ZJobStatus), 404: E } },
    },
    async (r) => ok(await yoksis.comparisonJob(principalOf(r), r.params.jobId, lang(r))),
  )

  /** GET …/Son ?kind&unitId: the latest comparison of the kind and unit, or null. */
  api.get(
    `${P}/Son`,
    {
      config: { ...registrar.config, scope: [{ kind: 'unit', from: 'query.unitId' }] },
      schema: {
        tags,
        querystring: ZLatestComparisonQuery,
        response: { 200: wrapped(ZComparison.nullable()), 404: E },
      },
    },
    async (r) => ok(await yoksis.latest(principalOf(r), r.query.kind, r.query.unitId, lang(r))),
  )

  /** GET …/Get/:id: one comparison. 404 unknown or outside the scope. */
  api.get(
    `${P}/Get/:id`,
    {
      config: { ...registrar.config, scope: [{ kind: 'yoksisComparison', from: 'params.id' }] },
      schema: { tags, params: z.object({ id: ZIdParam }), response: { 200: wrapped(ZComparison), 404: E } },
    },
    async (r) => ok(await yoksis.comparison(principalOf(r), r.params.id, lang(r))),
  )

  /** GET …/Farklar/:id ?kind&field&q&open&page&pageSize: a page of the comparison's differences. */
  api.get(
    `${P}/Farklar/:id`,
    {
      config: { ...registrar.config, scope: [{ kind: 'yoksisComparison', from: 'params.id' }] },
      schema: {
        tags,
        params: z.object({ id: ZIdParam }),
        querystring: ZDifferenceQuery,
        response: { 200: wrapped(ZDifferencePage), 404: E },
      },
    },
    async (r) => ok(await yoksis.differences(principalOf(r), r.params.id, r.query)),
  )

  /** GET …/Export/:id ?filters: every filtered difference as an xlsx download. */
  api.get(
    `${P}/Export/:id`,
    {
      config: { ...registrar.config, scope: [{ kind: 'yoksisComparison', from: 'params.id' }] },
      schema: {
        tags,
        params: z.object({ id: ZIdParam }),
        querystring: ZDifferenceFilter,
        response: { 200: fileAnswer('xlsx', 'Every filtered difference as a workbook (attachment)') },
      },
    },

    async (r, reply) => {
      const rows = await yoksis.allDifferences(principalOf(r), r.params.id, r.query)
      const bytes = await differencesWorkbook(rows, lang(r))
      const name = `${lang(r) === 'en' ? 'yoksis-differences' : 'yoksis-farklar'}-${r.params.id}.xlsx`
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )

  /** POST …/Worklist/Ekle {DifferenceIds}: puts accepted differences on the correction worklist → {Count}. 404, 422. */
  api.post(
    `${P}/Worklist/Ekle`,
    {
      config: { ...registrar.config, scope: [{ kind: 'yoksisDifference', from: 'body.DifferenceIds[]' }] },
      schema: { tags, body: ZAddToWorklist, response: { 200: wrapped(ZWorklistChange), 404: E, 422: E } },
    },
    async (r) =>
      ok(
        await yoksis.addToWorklist(principalOf(r), r.body.DifferenceIds),
        translate(lang(r), 'yoksis.worklistAdded'),
      ),
  )

  const W = '/api/Yoksis/Duzeltme'
  /** GET /api/Yoksis/Duzeltme/Liste ?state&page&pageSize: the caller's correction worklist, newest first. */
  api.get(
    `${W}/Liste`,
    {
      ...registrar,
      schema: { tags, querystring: ZWorklistQuery, response: { 200: wrapped(ZWorklistPage) } },
    },
    async (r) => ok(await yoksis.worklist(principalOf(r), r.query)),
  )

  /** GET /api/Yoksis/Duzeltme/Export ?state (open by default): the worklist as XLSX in YÖKSİS's field names. */
  api.get(
    `${W}/Export`,
    {
      ...registrar,
      schema: {
        tags,
        querystring: z.object({ state: ZWorklistState.optional() }),
        response: { 200: fileAnswer('xlsx', 'The correction worklist as a workbook (attachment)') },
      },
    },
    async (r, reply) => {
      const rows = await yoksis.worklistAll(principalOf(r), r.query.state)
      const bytes = await worklistWorkbook(rows, lang(r))
      const name = `${lang(r) === 'en' ? 'yoksis-worklist' : 'yoksis-duzeltme-listesi'}.xlsx`
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )

  /** POST /api/Yoksis/Duzeltme/Girildi {ItemIds}: marks open items as entered in YÖKSİS → {Count}. 404. */
  api.post(
    `${W}/Girildi`,
    {
      config: { ...registrar.config, scope: [{ kind: 'yoksisWorklistItem', from: 'body.ItemIds[]' }] },
      schema: { tags, body: ZMarkEntered, response: { 200: wrapped(ZWorklistChange), 404: E } },
    },
    async (r) =>
      ok(
        await yoksis.markEntered(principalOf(r), r.body.ItemIds),
        translate(lang(r), 'yoksis.worklistEntered'),
      ),
  )

  /** GET /api/Yoksis/SaglikKayit/Adaylar ?page&pageSize: the health-sciences graduates and their registration as last read. */
  api.get(
    '/api/Yoksis/SaglikKayit/Adaylar',
    {
      ...registrar,
      schema: { tags, querystring: ZPageQuery, response: { 200: wrapped(ZHealthCandidatePage) } },
    },
    async (r) => ok(await yoksis.healthCandidates(principalOf(r), r.query.page, r.query.pageSize, lang(r))),
  )

  /**
   * POST /api/Yoksis/SaglikKayit/Kaydet {StudentIds}: asks YÖKSİS (REST saglikbakanligitescilsorgula) for their
   * Ministry of Health registration and records it; the answer per graduate. 422, 503.
   */
  api.post(
    '/api/Yoksis/SaglikKayit/Kaydet',
    {
      config: { ...registrar.config, scope: [{ kind: 'studentId', from: 'body.StudentIds[]' }] },
      schema: {
        tags,
        body: ZRegisterHealthStudents,
        response: { 200: wrapped(z.array(ZYoksisRegistrationResult)), 422: E, 503: E },
      },
    },
    async (r) => ok(await yoksis.registerHealth(principalOf(r), r.body.StudentIds)),
  )
}
