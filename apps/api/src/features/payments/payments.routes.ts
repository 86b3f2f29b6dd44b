/**
 * Payment endpoints (issue 17 § Payments) in the form /api/Payments/{Controller}/{Action}:
 * - Payment/Detail, Payment/Gate, Payment/Reconcile: a payment for its student (finance may read and
 *   reconcile any); Gate gives the signed form for the bank's 3-D page.
 * - VirtualPos/Callback: the bank's posted answer (public: the hash is the check), then 303 to the
 *   payment's page.
 * - IdCard/Summary, IdCard/Load, IdCard/Loads: the student's ID card balance, a new load, the history.
 */
import {
  ZIdCardLoadPage,
  ZIdCardLoadQuery,
  ZIdCardLoadRequest,
  ZIdCardSummary,
  ZIdParam,
  ZPayment,
  ZPaymentGateForm,
  ZStartedPayment,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './payments.messages.ts'
import type { IdCardService } from './idcard.service.ts'
import { CALLBACK_PATH, type PaymentsService } from './payments.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const ZPaymentIdBody = z.object({ PaymentId: ZIdParam })

/** The portal page of payment `id` (menu VirtualPosPayment, `ogrenci/odeme/:paymentId`). */
export const paymentPagePath = (id: number) => `/ogrenci/odeme/${id}`

/** Registers the payment and ID card calls. */
export async function paymentsRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentsService; idCards: IdCardService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { payments, idCards } = deps
  const tags = ['payments']
  const ownerOrFinance = {
    access: access.roles(ROLE_IDS.student, ROLE_IDS.finance),
    scope: { none: 'own payments (student) or finance, which serves the whole university' },
  }
  const student = { access: access.student }
  const B = '/api/Payments'

  /** GET Payment/Detail?id: one payment for its student or finance. 404 unknown or another student's. */
  api.get(
    `${B}/Payment/Detail`,
    {
      config: ownerOrFinance,
      schema: {
        tags,
        querystring: z.object({ id: ZIdParam }),
        response: { 200: wrapped(ZPayment), 403: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => ok(await payments.detail(principalOf(r), r.query.id)),
  )

  /** POST Payment/Gate {PaymentId}: the signed form for the bank's 3-D page. 409 not pending, 503 no POS. */
  api.post(
    `${B}/Payment/Gate`,
    {
      config: student,
      schema: {
        tags,
        body: ZPaymentIdBody,
        response: {
          200: wrapped(ZPaymentGateForm),
          403: errorWrapper,
          404: errorWrapper,
          409: errorWrapper,
          503: errorWrapper,
        },
      },
    },
    async (r) => ok(await payments.gateForm(principalOf(r), r.body.PaymentId, lang(r))),
  )

  /** POST Payment/Reconcile {PaymentId}: asks the bank about a pending payment. 503 bank unreachable. */
  api.post(
    `${B}/Payment/Reconcile`,
    {
      config: ownerOrFinance,
      schema: {
        tags,
        body: ZPaymentIdBody,
        response: { 200: wrapped(ZPayment), 403: errorWrapper, 404: errorWrapper, 503: errorWrapper },
      },
    },
    async (r) =>
      ok(
        await payments.reconcile(principalOf(r), r.body.PaymentId),
        translate(lang(r), 'payments.reconciled'),
      ),
  )

  /**
   * POST VirtualPos/Callback (form fields, as the bank posts them): verified and applied once, then 303 to
   * the payment's page. 400 bad hash, 404 unknown order, 422 amount/currency/type mismatch: nothing changes.
   */
  api.post(
    CALLBACK_PATH,
    {
      config: { access: access.public },
      schema: {
        tags,
        body: z.record(z.string().max(64), z.string().max(2000)),
        response: {
          303: z.null(),
          400: errorWrapper,
          404: errorWrapper,
          422: errorWrapper,
          503: errorWrapper,
        },
      },
    },
    async (r, reply) => {
      const { paymentId } = await payments.callback(r.body)
      return reply.redirect(paymentPagePath(paymentId), 303)
    },
  )

  /** GET IdCard/Summary: the caller's card balance (Unavailable when the card system is down) and limits. */
  api.get(
    `${B}/IdCard/Summary`,
    { config: student, schema: { tags, response: { 200: wrapped(ZIdCardSummary), 403: errorWrapper } } },
    async (r) => ok(await idCards.summary(principalOf(r))),
  )

  /** POST IdCard/Load {Amount}: starts a load; the answer names the payment to pay. 400 format, 422 range. */
  api.post(
    `${B}/IdCard/Load`,
    {
      config: student,
      schema: {
        tags,
        body: ZIdCardLoadRequest,
        response: {
          200: wrapped(ZStartedPayment),
          400: errorWrapper,
          403: errorWrapper,
          422: errorWrapper,
          503: errorWrapper,
        },
      },
    },
    async (r) =>
      ok(await idCards.startLoad(principalOf(r), r.body.Amount), translate(lang(r), 'payments.loadStarted')),
  )

  /** GET IdCard/Loads?page&pageSize: the caller's loads, newest first. */
  api.get(
    `${B}/IdCard/Loads`,
    {
      config: student,
      schema: {
        tags,
        querystring: ZIdCardLoadQuery,
        response: { 200: wrapped(ZIdCardLoadPage), 403: errorWrapper },
      },
    },
    async (r) => ok(await idCards.history(principalOf(r), r.query)),
  )
}
