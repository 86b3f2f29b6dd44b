/**
 * HR's payroll request endpoints (issue 22 "Request queues"), /api/Payroll/Yonetim/{Action}: the list with
 * filters (the failure list is State=failed), its XLSX export, the unit choices and the resend of a failed
 * request. Human
 * resources only; the service limits everything to the caller's units.
 */
import {
  ZPage,
  ZPayrollAdminFilter,
  ZPayrollAdminItem,
  ZPayrollAdminQuery,
  ZPayrollResend,
  ZPayrollUnitOption,
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
import type { PayrollAdmin } from './payroll.admin.ts'
import { payrollRequestsXlsx } from './payroll.admin-xlsx.ts'
import './payroll.messages.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers HR's payroll calls. */
export async function payrollAdminRoutes(app: FastifyInstance, deps: { admin: PayrollAdmin }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const base = '/api/Payroll/Yonetim'
  const tags = ['payroll']
  const hr = {
    access: access.staff([ROLE_IDS.humanResources]),
    scope: { none: 'human resources serve the whole university' },
  }

  /** GET List ?Search&UnitId&From&To&State&page&pageSize: requests in the caller's units, newest first. */
  api.get(
    `${base}/List`,
    {
      config: hr,
      schema: {
        tags,
        querystring: ZPayrollAdminQuery,
        response: { 200: wrapped(ZPage(ZPayrollAdminItem)), 403: errorWrapper },
      },
    },
    async (r) => ok(await deps.admin.list(principalOf(r), r.query, lang(r))),
  )

  /** GET Export ?Search&UnitId&From&To&State: the filtered requests as XLSX (issue 36), newest first. */
  api.get(
    `${base}/Export`,
    {
      config: hr,
      schema: {
        tags,
        querystring: ZPayrollAdminFilter,
        response: {
          200: fileAnswer('xlsx', 'The filtered payroll requests as a workbook (attachment)'),
          403: errorWrapper,
        },
      },
    },
    async (r, reply) => {
      const l = lang(r)
      const bytes = await payrollRequestsXlsx(await deps.admin.exportRows(principalOf(r), r.query, l), l)
      const name = `${translate(l, 'payroll.admin.fileName')}.xlsx`
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )

  /** GET Units: the units under the caller's units (filter choices). */
  api.get(
    `${base}/Units`,
    {
      config: hr,
      schema: { tags, response: { 200: wrapped(z.array(ZPayrollUnitOption)), 403: errorWrapper } },
    },
    async (r) => ok(await deps.admin.units(principalOf(r), lang(r))),
  )

  /** POST Resend {Id}: mails a failed request again. 404 outside the units; 409 when already sent. */
  api.post(
    `${base}/Resend`,
    {
      config: hr,
      schema: {
        tags,
        body: ZPayrollResend,
        response: {
          200: wrapped(ZPayrollAdminItem),
          403: errorWrapper,
          404: errorWrapper,
          409: errorWrapper.describe('the mail of this request was already sent'),
        },
      },
    },
    async (r) => {
      const l = lang(r)
      const item = await deps.admin.resend(principalOf(r), r.body.Id, { lang: l, ip: r.ip, log: r.log })
      const message = item.MailSent
        ? translate(l, 'payroll.resent', { email: item.Email })
        : translate(l, 'payroll.resendFailed')
      return ok(item, message)
    },
  )
}
