/**
 * YÖKSİS endpoints (issue 20), /api/Yoksis/{Controller}/{Action}: comparison parameters, comparisons and
 * their differences (filters, XLSX export, corrections) and health-sciences registration. The registrar
 * (role 4) only, within the units of the role (docs/decisions.md "YÖKSİS").
 */
import {
  ZComparison,
  ZComparisonKindQuery,
  ZComparisonParameters,
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
  ZPageQuery,
  ZRegisterHealthStudents,
  ZSaveComparisonParameters,
  ZSendCorrection,
  ZStartComparison,
  ZYoksisAnswer,
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
import { differencesWorkbook } from './yoksis.spreadsheet.ts'

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
   * POST …/Baslat {Kind, UnitId, TermId}: starts the comparison of the unit's students (or graduates) with
   * YÖKSİS as a background job → {id, joined}; a second start while it runs joins it. 403 unit outside the
   * scope, 404 unknown unit or term.
   */
  api.post(
    `${P}/Baslat`,
    {
      config: { ...registrar.config, scope: [{ kind: 'unit', from: 'body.UnitId' }] },
      schema: { tags, body: ZStartComparison, response: { 200: wrapped(ZJobStarted), 404: E } },
    },
    async (r) => ok(await yoksis.startComparison(principalOf(r), r.body, lang(r))),
  )

  /** GET …/Is/:jobId: the comparison job's status (progress; result {comparisonId}; error in the caller's language). */
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

  /** POST …/DuzeltmeGonder {DifferenceId}: sends the correction once. 404, 409 sent, 422 missing here, 503. */
  api.post(
    `${P}/DuzeltmeGonder`,
    {
      config: { ...registrar.config, scope: [{ kind: 'yoksisDifference', from: 'body.DifferenceId' }] },
      schema: {
        tags,
        body: ZSendCorrection,
        response: { 200: wrapped(ZYoksisAnswer), 404: E, 409: E, 422: E, 503: E },
      },
    },
    async (r) => {
      const answer = await yoksis.sendCorrection(principalOf(r), r.body.DifferenceId)
      const message =
        answer.Code === '0'
          ? translate(lang(r), 'yoksis.correctionSent')
          : translate(lang(r), 'yoksis.correctionRefused', { message: answer.Message })
      return ok(answer, message)
    },
  )

  /** GET /api/Yoksis/SaglikKayit/Adaylar ?page&pageSize: this year's new health-sciences students and their state. */
  api.get(
    '/api/Yoksis/SaglikKayit/Adaylar',
    {
      ...registrar,
      schema: { tags, querystring: ZPageQuery, response: { 200: wrapped(ZHealthCandidatePage) } },
    },
    async (r) => ok(await yoksis.healthCandidates(principalOf(r), r.query.page, r.query.pageSize, lang(r))),
  )

  /** POST /api/Yoksis/SaglikKayit/Kaydet {StudentIds}: registers them; the answer per student. 422, 503. */
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
