/**
 * Sports endpoints (issue 21 "Sports scholarship report"), /api/Spor/{Controller}/{Action}. The report and
 * its XLSX export: the sports office (role 15) and the registrar (role 4, read-only; docs/decisions.md
 * "Sports scholarship report"). Adding, editing and deactivating athletes: the sports office only. The
 * sports office works for the whole university (its role sits on the university unit), so no unit scope.
 */
import {
  ZDeactivateAthleteRequest,
  ZSaveAthleteRequest,
  ZSportsReport,
  ZSportsReportFilter,
  ZSportsReportQuery,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './sports.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import type { SportsService } from './sports.service.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the sports calls. */
export async function sportsRoutes(app: FastifyInstance, deps: { sports: SportsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['sports']
  const readers = { config: { access: access.staff([ROLE_IDS.sports, ROLE_IDS.registrar]) } }
  const office = {
    config: {
      access: access.staff([ROLE_IDS.sports]),
      scope: { none: 'the sports office serves the whole university' },
    },
  }

  /**
   * GET /api/Spor/BursRaporu/Liste ?sport&team&minRate&maxRate&cgpaBelow&overLimit&activeOnly&page&pageSize:
   * athletes with scholarship rate, CGPA and active-term absence standing, filtered, paged. 400 bad filters.
   */
  api.get(
    '/api/Spor/BursRaporu/Liste',
    {
      ...readers,
      schema: {
        tags,
        querystring: ZSportsReportQuery,
        response: { 200: wrapped(ZSportsReport), 400: errorWrapper, 403: errorWrapper },
      },
    },
    async (r) => ok(await deps.sports.report(r.query, lang(r))),
  )

  /** GET /api/Spor/BursRaporu/Export ?filters: every filtered row as an xlsx download. 400 bad filters. */
  api.get(
    '/api/Spor/BursRaporu/Export',
    {
      ...readers,
      schema: {
        tags,
        querystring: ZSportsReportFilter,
        response: { 200: fileAnswer('xlsx', 'The scholarship report as a workbook (attachment)') },
      },
    },
    async (r, reply) => {
      const file = await deps.sports.exportReport(r.query, lang(r))
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes)
    },
  )

  /** POST /api/Spor/Sporcu/Kaydet: adds (no Id) or edits an athlete → its id. 404, 409, 422. */
  api.post(
    '/api/Spor/Sporcu/Kaydet',
    {
      ...office,
      schema: {
        tags,
        body: ZSaveAthleteRequest,
        response: {
          200: wrapped(z.number().int()),
          403: errorWrapper,
          404: errorWrapper,
          409: errorWrapper,
          422: errorWrapper,
        },
      },
    },
    async (r) => ok(await deps.sports.save(principalOf(r), r.body), translate(lang(r), 'sports.saved')),
  )

  /** POST /api/Spor/Sporcu/Pasif {Id, Reason}: ends an athlete's record. 404, 409 already inactive. */
  api.post(
    '/api/Spor/Sporcu/Pasif',
    {
      ...office,
      schema: {
        tags,
        body: ZDeactivateAthleteRequest,
        response: { 200: wrapped(z.null()), 403: errorWrapper, 404: errorWrapper, 409: errorWrapper },
      },
    },
    async (r) => {
      await deps.sports.deactivate(principalOf(r), r.body)
      return ok(null, translate(lang(r), 'sports.deactivated'))
    },
  )
}
