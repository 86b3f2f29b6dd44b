/**
 * Gown endpoints (issue 17 § Graduation gown and cap), form /api/Gown/{Controller}/{Action}:
 * - Student/Status, Student/Request, Student/PayDeposit: the student's own request (role 1 only).
 * - Handout/Search, Handout/HandOut, Handout/TakeBack: inventory staff (role 7).
 * - Deposit/List, Deposit/BulkRefund, Deposit/Xlsx: finance (role 6).
 */
import {
  ZGownBulkRefundResult,
  ZGownCeremony,
  ZGownDepositPage,
  ZGownDepositQuery,
  ZGownHandOut,
  ZGownRequest,
  ZGownRequestInput,
  ZGownSearchQuery,
  ZGownStatus,
  ZGownTakeBack,
  ZStartedPayment,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { notFound } from '../../platform/http/errors.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './gown.messages.ts'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import { flat, requestView, selectRequests } from './gown.repo.ts'
import { gownRequests } from './gown.schema.ts'
import type { GownService } from './gown.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const B = '/api/Gown'
const errors = {
  400: errorWrapper,
  403: errorWrapper,
  404: errorWrapper,
  409: errorWrapper,
  422: errorWrapper,
}

/** Registers the gown calls. */
export async function gownRoutes(app: FastifyInstance, deps: { gown: GownService; db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { gown, db } = deps
  const tags = ['gown']
  const student = { access: access.student }
  const inventory = {
    access: access.staff([ROLE_IDS.inventory]),
    scope: { none: 'the inventory office serves the whole university' },
  }
  const finance = { access: access.staff([ROLE_IDS.finance]) }
  const viewOf = async (id: number) => {
    const [row] = await selectRequests(db).where(eq(gownRequests.id, id))
    if (!row) throw notFound('gown.notFound')
    return requestView(flat(row))
  }

  /** GET Student/Status: the ceremony, eligibility (with the reason) and the caller's request. */
  api.get(
    `${B}/Student/Status`,
    { config: student, schema: { tags, response: { 200: wrapped(ZGownStatus), 403: errorWrapper } } },
    async (r) => ok(await gown.status(principalOf(r), lang(r))),
  )

  /** POST Student/Request: records the request and starts the deposit provision; answers the payment id. */
  api.post(
    `${B}/Student/Request`,
    {
      config: student,
      schema: {
        tags,
        body: ZGownRequestInput,
        response: { 200: wrapped(ZStartedPayment), ...errors, 503: errorWrapper },
      },
    },
    async (r) => ok(await gown.request(principalOf(r), r.body), translate(lang(r), 'gown.requested')),
  )

  /** POST Student/PayDeposit: a new deposit attempt after a declined one. */
  api.post(
    `${B}/Student/PayDeposit`,
    {
      config: student,
      schema: { tags, response: { 200: wrapped(ZStartedPayment), ...errors, 503: errorWrapper } },
    },
    async (r) => ok(await gown.payAgain(principalOf(r)), translate(lang(r), 'gown.requested')),
  )

  /** GET Handout/Search?studentNo: the current ceremony's request of a student number. */
  api.get(
    `${B}/Handout/Search`,
    {
      config: inventory,
      schema: {
        tags,
        querystring: ZGownSearchQuery,
        response: {
          200: wrapped(
            z.object({ Ceremony: ZGownCeremony, PickupOpen: z.boolean(), Requests: z.array(ZGownRequest) }),
          ),
          ...errors,
        },
      },
    },
    async (r) => ok(await gown.search(principalOf(r), r.query.studentNo)),
  )

  /** POST Handout/HandOut: hands out within the pickup windows (422 outside), 409 twice or stale. */
  api.post(
    `${B}/Handout/HandOut`,
    {
      config: inventory,
      schema: { tags, body: ZGownHandOut, response: { 200: wrapped(ZGownRequest), ...errors } },
    },
    async (r) => {
      const row = await gown.handOut(principalOf(r), r.body)
      return ok(await viewOf(row.id), translate(lang(r), 'gown.handedOut'))
    },
  )

  /** POST Handout/TakeBack: intact and on time → release; damaged (reason) or late → capture. */
  api.post(
    `${B}/Handout/TakeBack`,
    {
      config: inventory,
      schema: { tags, body: ZGownTakeBack, response: { 200: wrapped(ZGownRequest), ...errors } },
    },
    async (r) => {
      const key = await gown.takeBack(principalOf(r), r.body, lang(r))
      return ok(await viewOf(r.body.RequestId), translate(lang(r), key))
    },
  )

  /** GET Deposit/List?state&page&pageSize: deposits with totals per state. */
  api.get(
    `${B}/Deposit/List`,
    {
      config: finance,
      schema: {
        tags,
        querystring: ZGownDepositQuery,
        response: { 200: wrapped(ZGownDepositPage), ...errors },
      },
    },
    async (r) => ok(await gown.deposits(principalOf(r), r.query, lang(r))),
  )

  /** POST Deposit/BulkRefund: releases every deposit due. */
  api.post(
    `${B}/Deposit/BulkRefund`,
    { config: finance, schema: { tags, response: { 200: wrapped(ZGownBulkRefundResult), ...errors } } },
    async (r) => {
      const res = await gown.bulkRefund(principalOf(r))
      return ok(res, translate(lang(r), 'gown.bulkDone', { released: res.Released, failed: res.Failed }))
    },
  )

  /** GET Deposit/Xlsx?state: the deposit list as an .xlsx download. */
  api.get(
    `${B}/Deposit/Xlsx`,
    {
      config: finance,
      schema: {
        tags,
        querystring: ZGownDepositQuery,
        response: { 200: fileAnswer('xlsx', 'The deposit list as a workbook (attachment)') },
      },
    },
    async (r, reply) => {
      const body = await gown.exportXlsx(principalOf(r), r.query, lang(r))
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="cubbe-depozito.xlsx"')
        .header('cache-control', 'private, no-store')
        .send(body)
    },
  )
}
