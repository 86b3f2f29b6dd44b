/**
 * HR's application endpoints (issue 22 "Request queues"), /api/Application/Yonetim/{Action}: Positions,
 * Applications (filtered, paged) and Export (XLSX of the filtered list). Human resources and authorised
 * personnel; the service limits everything to the faculties under the caller's units. The export holds the
 * applicants' names and e-mails: every applicant in it is written to the access log (issue 39), one batch.
 */
import {
  ZApplicationAdminFilter,
  ZApplicationAdminPage,
  ZApplicationAdminQuery,
  ZPositionAdminItem,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { RecordAccess } from '../privacy/index.ts'
import type { ApplicationAdmin } from './applications.admin.ts'
import { applicationsXlsx } from './applications.admin-xlsx.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers HR's application calls. */
export async function applicationAdminRoutes(
  app: FastifyInstance,
  deps: { admin: ApplicationAdmin; recordAccess: RecordAccess },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const base = '/api/Application/Yonetim'
  const tags = ['applications']
  const hr = { access: access.staff([ROLE_IDS.humanResources, ROLE_IDS.authorisedPersonnel]) }

  /** GET Positions: every position in the caller's faculties with application counts. */
  api.get(
    `${base}/Positions`,
    {
      config: hr,
      schema: { tags, response: { 200: wrapped(z.array(ZPositionAdminItem)), 403: errorWrapper } },
    },
    async (r) => ok(await deps.admin.positions(principalOf(r), lang(r))),
  )

  /** GET Applications ?FacultyId&PositionId&Status&Search&page&pageSize: applications with committee progress. */
  api.get(
    `${base}/Applications`,
    {
      config: {
        ...hr,
        scope: { none: "a list filter: the feature keeps the rows to the caller's units (inUnits)" },
      },
      schema: {
        tags,
        querystring: ZApplicationAdminQuery,
        response: { 200: wrapped(ZApplicationAdminPage), 403: errorWrapper },
      },
    },
    async (r) => ok(await deps.admin.applications(principalOf(r), r.query, lang(r))),
  )

  /** GET Export ?FacultyId&PositionId&Status&Search: the filtered applications as XLSX. */
  api.get(
    `${base}/Export`,
    {
      config: {
        ...hr,
        scope: { none: "a list filter: the feature keeps the rows to the caller's units (inUnits)" },
      },
      schema: {
        tags,
        querystring: ZApplicationAdminFilter,
        response: { 200: fileAnswer('xlsx', 'The filtered applications as a workbook (attachment)') },
      },
    },
    async (r, reply) => {
      const l = lang(r)
      const rows = await deps.admin.exportRows(principalOf(r), r.query, l)
      const bytes = await applicationsXlsx(rows, l)
      await deps.recordAccess(r, {
        kind: 'applications.export',
        target: 'applications',
        guestIds: await deps.admin.guestsOf(rows.map((x) => x.Id)),
      })
      const name = `${translate(l, 'applications.admin.fileName')}.xlsx`
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )
}
