/**
 * Instalment endpoints (issue 17 § Instalment plans) in the form /api/Instalments/{Controller}/{Action}:
 * - Plans/Terms, Plans/List, Plans/Detail, Plans/Fee, Plans/Create, Plans/CancelPreview, Plans/Cancel
 *   (finance).
 * - Collections/List, Collections/Record (finance).
 * - Budget/Summary, Budget/Export (finance; XLSX).
 * - My/Plan, My/Pay (the student: own plan; card payment of an instalment through the payments feature).
 */
import {
  ZBudget,
  ZBudgetQuery,
  ZCancelPlan,
  ZCancelPreview,
  ZCancelPreviewRequest,
  ZCollectionPage,
  ZCollectionQuery,
  ZCreatePlan,
  ZIdParam,
  ZPayInstalment,
  ZPlanDetail,
  ZPlanFee,
  ZPlanFeeQuery,
  ZPlanPage,
  ZPlanQuery,
  ZPlanTerm,
  ZRecordCollection,
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
import './instalments.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import type { InstalmentsService } from './instalments.service.ts'
import { budgetWorkbook } from './instalments.spreadsheet.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Registers the instalment calls. */
export async function instalmentsRoutes(app: FastifyInstance, deps: { instalments: InstalmentsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { instalments: s } = deps
  const tags = ['instalments']
  const finance = {
    access: access.staff([ROLE_IDS.finance]),
    scope: { none: 'finance serves the whole university' },
  }
  const student = { access: access.student }
  const B = '/api/Instalments'
  const write = {
    200: wrapped(ZPlanDetail),
    400: errorWrapper,
    403: errorWrapper,
    404: errorWrapper,
    409: errorWrapper,
    422: errorWrapper,
  }

  /** GET Plans/Terms: the terms for filters, newest first. */
  api.get(
    `${B}/Plans/Terms`,
    { config: finance, schema: { tags, response: { 200: wrapped(z.array(ZPlanTerm)), 403: errorWrapper } } },
    async (r) => ok(await s.terms(lang(r))),
  )

  /** GET Plans/List ?page&pageSize&q&state&kind&termId&overdue: plans in scope and their totals (kuruş). */
  api.get(
    `${B}/Plans/List`,
    {
      config: finance,
      schema: {
        tags,
        querystring: ZPlanQuery,
        response: { 200: wrapped(ZPlanPage), 400: errorWrapper, 403: errorWrapper },
      },
    },
    async (r) => ok(await s.list(principalOf(r), r.query, lang(r))),
  )

  /** GET Plans/Detail?id: one plan with instalments and collections. 404 unknown or out of scope. */
  api.get(
    `${B}/Plans/Detail`,
    {
      config: finance,
      schema: {
        tags,
        querystring: z.object({ id: ZIdParam }),
        response: { 200: wrapped(ZPlanDetail), 400: errorWrapper, 403: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => ok(await s.detail(principalOf(r), r.query.id, lang(r))),
  )

  /** GET Plans/Fee?studentNo&termId: the student's programme fee for the term (plan amounts, kuruş). 404. */
  api.get(
    `${B}/Plans/Fee`,
    {
      config: finance,
      schema: {
        tags,
        querystring: ZPlanFeeQuery,
        response: { 200: wrapped(ZPlanFee), 400: errorWrapper, 403: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => ok(await s.fee(principalOf(r), r.query, lang(r))),
  )

  /** POST Plans/Create: a plan for a student's fee. 400 format, 404 student/term, 409 exists, 422 rules. */
  api.post(
    `${B}/Plans/Create`,
    { config: finance, schema: { tags, body: ZCreatePlan, response: write } },
    async (r) =>
      ok(await s.create(principalOf(r), r.body, lang(r)), translate(lang(r), 'instalments.created')),
  )

  /** POST Plans/CancelPreview {PlanId, CancelledOn}: the refund of a cancellation (nothing changes). */
  api.post(
    `${B}/Plans/CancelPreview`,
    {
      config: finance,
      schema: {
        tags,
        body: ZCancelPreviewRequest,
        response: {
          200: wrapped(ZCancelPreview),
          400: errorWrapper,
          403: errorWrapper,
          404: errorWrapper,
          422: errorWrapper,
        },
      },
    },
    async (r) => ok(await s.preview(principalOf(r), r.body)),
  )

  /** POST Plans/Cancel {PlanId, Version, CancelledOn, Reason}: 422 no reason / not active, 409 double submit. */
  api.post(
    `${B}/Plans/Cancel`,
    { config: finance, schema: { tags, body: ZCancelPlan, response: write } },
    async (r) =>
      ok(await s.cancel(principalOf(r), r.body, lang(r)), translate(lang(r), 'instalments.cancelled')),
  )

  /** GET Collections/List ?page&pageSize&q&type&from&to: collections in scope with their sum (kuruş). */
  api.get(
    `${B}/Collections/List`,
    {
      config: finance,
      schema: {
        tags,
        querystring: ZCollectionQuery,
        response: { 200: wrapped(ZCollectionPage), 400: errorWrapper, 403: errorWrapper },
      },
    },
    async (r) => ok(await s.collections(principalOf(r), r.query)),
  )

  /** POST Collections/Record {PlanId, Version, Type, Amount}: settles oldest first. 422 overpayment, 409 double. */
  api.post(
    `${B}/Collections/Record`,
    { config: finance, schema: { tags, body: ZRecordCollection, response: write } },
    async (r) =>
      ok(await s.collect(principalOf(r), r.body, lang(r)), translate(lang(r), 'instalments.collected')),
  )

  /** GET Budget/Summary ?termId: per faculty/school expected, collected, refunded, outstanding (kuruş). */
  api.get(
    `${B}/Budget/Summary`,
    {
      config: finance,
      schema: {
        tags,
        querystring: ZBudgetQuery,
        response: { 200: wrapped(ZBudget), 400: errorWrapper, 403: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => ok(await s.budget(principalOf(r), r.query.termId, lang(r))),
  )

  /** GET Budget/Export ?termId: the budget as an XLSX file (amounts in TL). */
  api.get(
    `${B}/Budget/Export`,
    {
      config: finance,
      schema: {
        tags,
        querystring: ZBudgetQuery,
        response: { 200: fileAnswer('xlsx', 'The budget as a workbook, amounts in TL (attachment)') },
      },
    },
    async (r, reply) => {
      const budget = await s.budget(principalOf(r), r.query.termId, lang(r))
      const name = `${translate(lang(r), 'instalments.budget.fileName')}.xlsx`
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(await budgetWorkbook(budget, lang(r)))
    },
  )

  /**
   * GET My/Plan: the student's own plan, or `responseData: null` with the message "no vinov plan or detail for
   * the student" when there is none (an empty state, not a 404: issue 37). 403 not a student.
   */
  api.get(
    `${B}/My/Plan`,
    {
      config: student,
      schema: { tags, response: { 200: wrapped(ZPlanDetail.nullable()), 403: errorWrapper } },
    },
    async (r) => {
      const plan = await s.my(principalOf(r), lang(r))
      return ok(plan, plan ? '' : translate(lang(r), 'instalments.noPlan'))
    },
  )

  /** POST My/Pay {InstalmentId}: starts a card payment of the instalment; go to the payment's page. */
  api.post(
    `${B}/My/Pay`,
    {
      config: student,
      schema: {
        tags,
        body: ZPayInstalment,
        response: {
          200: wrapped(ZStartedPayment),
          400: errorWrapper,
          403: errorWrapper,
          404: errorWrapper,
          409: errorWrapper,
          422: errorWrapper,
          503: errorWrapper,
        },
      },
    },
    async (r) =>
      ok(await s.pay(principalOf(r), r.body.InstalmentId), translate(lang(r), 'instalments.paymentStarted')),
  )
}
