/**
 * Payroll request endpoints (spec §3 "Payroll request": history and creation; live-system form
 * /api/Payroll/Bordro/{Action}). Staff only; each member sees and asks for their own payrolls.
 */
import {
  ZCreatePayrollRequest,
  ZPage,
  ZPayrollBounds,
  ZPayrollCreated,
  ZPayrollHistoryQuery,
  ZPayrollRequest,
} from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './payroll.messages.ts'
import { monthName } from './payroll.pdf.ts'
import type { PayrollService } from './payroll.service.ts'

/** Registers the Bordro calls. */
export async function payrollRoutes(app: FastifyInstance, deps: { payroll: PayrollService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const base = '/api/Payroll/Bordro'
  const tags = ['payroll']
  const forbiddenAnswer = errorWrapper.describe('not a staff session')

  /** GET History ?page&pageSize: the caller's payroll requests (send date, month, year, IP, mail sent), newest first. */
  api.get(
    `${base}/History`,
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'The caller’s payroll requests, newest first',
        querystring: ZPayrollHistoryQuery,
        response: { 200: wrapped(ZPage(ZPayrollRequest)), 403: forbiddenAnswer },
      },
    },
    async (request) => ok(await deps.payroll.history(principalOf(request), request.query)),
  )

  /**
   * GET Bounds: the first month the caller may ask for (duty start), the last available one (the current
   * month from the availability day on, else the previous one) and the availability day.
   */
  api.get(
    `${base}/Bounds`,
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'The months the caller may request',
        response: { 200: wrapped(ZPayrollBounds), 403: forbiddenAnswer },
      },
    },
    async (request) => ok(await deps.payroll.bounds(principalOf(request))),
  )

  /**
   * POST Create {Month, Year}: records the request and e-mails the payroll PDF to the caller's institutional
   * address. 422 when the month is before the start month or not yet available; 400 for a malformed body.
   * When the mail cannot be sent the request is kept with MailSent false and the message says so.
   */
  api.post(
    `${base}/Create`,
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Request the payroll of a month by e-mail (PDF)',
        body: ZCreatePayrollRequest,
        response: {
          200: wrapped(ZPayrollCreated),
          403: forbiddenAnswer,
          422: errorWrapper.describe('month before the start month or not yet available'),
        },
      },
    },
    async (request) => {
      const lang = languageFrom(request.headers['accept-language'])
      const created = await deps.payroll.create(principalOf(request), request.body, {
        ip: request.ip,
        lang,
        log: request.log,
      })
      const period = monthName({ Month: created.Month, Year: created.Year }, lang)
      const message = created.MailSent
        ? translate(lang, 'payroll.sent', { period, email: created.Email })
        : translate(lang, 'payroll.mailFailed')
      return ok(created, message)
    },
  )
}
