/**
 * Departure clearance endpoints (issue 16 § Departure clearance; spec §1, §4, §5, §8) in the live system's
 * form /api/{Module}/{Controller}/{Action}:
 * - the student: /api/Ogrenci/IlisikKesme/{Get, Start, ResendCode, Confirm, Withdraw};
 * - the reviewers (offices 6 finance, 14 library, 7 inventory, 15 sports; 12 student centre dean's office;
 *   4 registrar): /api/IlisikKesme/Onay/{Queue, Get, Reject}, the offices /api/IlisikKesme/Birim/{Clear,
 *   SettleDebt}, the dean's office and registrar /api/IlisikKesme/Onay/{Approve, BulkApprove};
 * - the certificate (the student or the registrar): /api/IlisikKesme/Belge/Download;
 * - the library's debt list: /api/Kutuphane/Borc/{List, Create}.
 * Roles are declared here; ownership, step and unit scope are checked by the service.
 */
import {
  ZBulkApproveRequest,
  ZBulkApproveResult,
  ZConfirmDepartureRequest,
  ZCreateLibraryDebtRequest,
  ZDepartureCertificateQuery,
  ZDepartureIdBody,
  ZDepartureIdQuery,
  ZDepartureQueuePage,
  ZDepartureQueueQuery,
  ZDepartureRequestView,
  ZDepartureUnitOption,
  ZLibraryDebtItem,
  ZLibraryDebtPage,
  ZLibraryDebtQuery,
  ZOfficeClearRequest,
  ZRejectDepartureRequest,
  ZSettleDebtRequest,
  ZStartDepartureRequest,
  ZStudentDepartureOverview,
  ZTransferProgrammeList,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { STUDENT_ROLE_ID } from '../../identity/roles.ts'
import { AppError } from '../../platform/http/errors.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './departure.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import type { DepartureService } from './departure.service.ts'
import { DEAN_ROLE, OFFICE_ROLES, REGISTRAR_ROLE } from './departure.views.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const OFFICE_ROLE_IDS = Object.values(OFFICE_ROLES)
const errors = { 403: errorWrapper, 404: errorWrapper, 409: errorWrapper, 422: errorWrapper }

/** Registers the departure clearance calls. */
export async function departureRoutes(app: FastifyInstance, deps: { departure: DepartureService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const d = deps.departure
  const tags = ['departure']
  const student = { access: access.student }
  const reviewers = { access: access.roles(...OFFICE_ROLE_IDS, DEAN_ROLE, REGISTRAR_ROLE) }
  const offices = { access: access.roles(...OFFICE_ROLE_IDS) }
  const approvers = { access: access.roles(DEAN_ROLE, REGISTRAR_ROLE) }
  const S = '/api/Ogrenci/IlisikKesme'
  const R = '/api/IlisikKesme'

  /** GET …/Get: the caller's current request, the offices' state today, whether a request may start. */
  api.get(
    `${S}/Get`,
    {
      config: student,
      schema: { tags, response: { 200: wrapped(ZStudentDepartureOverview), 403: errorWrapper } },
    },
    async (r) => ok(await d.student.overview(principalOf(r), lang(r))),
  )

  /**
   * GET …/TransferProgrammes: the horizontal transfer's target programmes in the caller's language — the
   * council's programme units from YÖKSİS, or the seeded list when it is unavailable (issue 37).
   */
  api.get(
    `${S}/TransferProgrammes`,
    {
      config: student,
      schema: { tags, response: { 200: wrapped(ZTransferProgrammeList), 403: errorWrapper } },
    },
    async (r) => ok(await d.transfer.list(lang(r))),
  )

  /**
   * POST …/Start {Reason, Description (1–100), TargetProgramme (horizontal transfer), Survey {Q1 required}}:
   * creates the request and sends the code by SMS and e-mail. 400 bad input (nothing stored), 409 an open
   * request, 422 not active / no mobile number, 503 the code could not be sent.
   */
  api.post(
    `${S}/Start`,
    {
      config: student,
      schema: {
        tags,
        body: ZStartDepartureRequest,
        response: { 200: wrapped(ZDepartureRequestView), ...errors },
      },
    },
    async (r) =>
      ok(
        await d.student.start(principalOf(r), r.body, lang(r), r.log),
        translate(lang(r), 'departure.started'),
      ),
  )

  /**
   * POST …/ResendCode {Id}: a new code (older ones die). 409 when not awaiting confirmation; 429 with
   * Retry-After (seconds) within 60 s of the last code or after 5 codes of the request within an hour.
   */
  api.post(
    `${S}/ResendCode`,
    {
      config: student,
      schema: {
        tags,
        body: ZDepartureIdBody,
        response: { 200: wrapped(ZDepartureRequestView), ...errors, 429: errorWrapper },
      },
    },
    async (r, reply) => {
      try {
        return ok(
          await d.student.resend(principalOf(r), r.body.Id, lang(r), r.log),
          translate(lang(r), 'departure.codeResent'),
        )
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 429 && err.params.retryAfter)
          reply.header('retry-after', String(err.params.retryAfter))
        throw err
      }
    },
  )

  /** POST …/Confirm {Id, Code}: confirms with the code. 422 §8 "confirmation code wrong or expired". */
  api.post(
    `${S}/Confirm`,
    {
      config: student,
      schema: {
        tags,
        body: ZConfirmDepartureRequest,
        response: { 200: wrapped(ZDepartureRequestView), ...errors },
      },
    },
    async (r) =>
      ok(
        await d.student.confirm(principalOf(r), r.body.Id, r.body.Code, lang(r)),
        translate(lang(r), 'departure.confirmed'),
      ),
  )

  /** POST …/Withdraw {Id}: withdraws before the dean's office pre-approval. 409 later. */
  api.post(
    `${S}/Withdraw`,
    {
      config: student,
      schema: { tags, body: ZDepartureIdBody, response: { 200: wrapped(ZDepartureRequestView), ...errors } },
    },
    async (r) =>
      ok(
        await d.student.withdraw(principalOf(r), r.body.Id, lang(r)),
        translate(lang(r), 'departure.withdrawn'),
      ),
  )

  /** GET /api/IlisikKesme/Onay/Units: the units the caller's queue can be filtered on (its role's subtree). */
  api.get(
    `${R}/Onay/Units`,
    {
      config: reviewers,
      schema: { tags, response: { 200: wrapped(z.array(ZDepartureUnitOption)), 403: errorWrapper } },
    },
    async (r) => ok(await d.review.units(principalOf(r), lang(r))),
  )

  /** GET /api/IlisikKesme/Onay/Queue: the caller's step's queue (its units; filters unit, reason, dates). */
  api.get(
    `${R}/Onay/Queue`,
    {
      config: {
        ...reviewers,
        scope: { none: "a list filter: the feature keeps the rows to the caller's units (inUnits)" },
      },
      schema: {
        tags,
        querystring: ZDepartureQueueQuery,
        response: { 200: wrapped(ZDepartureQueuePage), 403: errorWrapper },
      },
    },
    async (r) => ok(await d.review.queue(principalOf(r), r.query, lang(r))),
  )

  /** GET /api/IlisikKesme/Onay/Get ?id: a confirmed request in the caller's units (with the leave calculation). */
  api.get(
    `${R}/Onay/Get`,
    {
      config: { ...reviewers, scope: [{ kind: 'departureRequest', from: 'query.id' }] },
      schema: {
        tags,
        querystring: ZDepartureIdQuery,
        response: { 200: wrapped(ZDepartureRequestView), ...errors },
      },
    },
    async (r) => ok(await d.review.detail(principalOf(r), r.query.id, lang(r))),
  )

  /** POST /api/IlisikKesme/Birim/Clear {Id, WaiverReason?}: the caller's office clears. 422 open debt; 409. */
  api.post(
    `${R}/Birim/Clear`,
    {
      config: {
        ...offices,
        scope: { none: 'departure offices (finance, library, inventory, sports) serve the whole university' },
      },
      schema: { tags, body: ZOfficeClearRequest, response: { 200: wrapped(z.null()), ...errors } },
    },
    async (r) => {
      await d.review.clear(principalOf(r), r.body.Id, r.body.WaiverReason)
      return ok(null, translate(lang(r), 'departure.cleared'))
    },
  )

  /** POST /api/IlisikKesme/Birim/SettleDebt {DebtId, Note?}: the office's debt is paid or returned. 409 if settled. */
  api.post(
    `${R}/Birim/SettleDebt`,
    {
      config: {
        ...offices,
        scope: { none: 'departure offices (finance, library, inventory, sports) serve the whole university' },
      },
      schema: { tags, body: ZSettleDebtRequest, response: { 200: wrapped(z.null()), ...errors } },
    },
    async (r) => {
      await d.review.settle(principalOf(r), r.body.DebtId, r.body.Note)
      return ok(null, translate(lang(r), 'departure.settled'))
    },
  )

  /** POST /api/IlisikKesme/Onay/Approve {Id}: the dean's office pre-approves / the registrar completes. 409. */
  api.post(
    `${R}/Onay/Approve`,
    {
      config: { ...approvers, scope: [{ kind: 'departureRequest', from: 'body.Id' }] },
      schema: { tags, body: ZDepartureIdBody, response: { 200: wrapped(z.null()), ...errors } },
    },
    async (r) => {
      await d.review.approve(principalOf(r), r.body.Id, r.log)
      return ok(null, translate(lang(r), 'departure.approved'))
    },
  )

  /** POST /api/IlisikKesme/Onay/BulkApprove {Ids}: approves each at the caller's step; answers approved/skipped. */
  api.post(
    `${R}/Onay/BulkApprove`,
    {
      config: { ...approvers, scope: [{ kind: 'departureRequest', from: 'body.Ids[]' }] },
      schema: {
        tags,
        body: ZBulkApproveRequest,
        response: { 200: wrapped(ZBulkApproveResult), 403: errorWrapper },
      },
    },
    async (r) =>
      ok(
        await d.review.bulkApprove(principalOf(r), r.body.Ids, r.log),
        translate(lang(r), 'departure.approved'),
      ),
  )

  /** POST /api/IlisikKesme/Onay/Reject {Id, Reason}: rejects at the caller's step. 409 elsewhere. */
  api.post(
    `${R}/Onay/Reject`,
    {
      config: { ...reviewers, scope: [{ kind: 'departureRequest', from: 'body.Id' }] },
      schema: { tags, body: ZRejectDepartureRequest, response: { 200: wrapped(z.null()), ...errors } },
    },
    async (r) => {
      await d.review.reject(principalOf(r), r.body.Id, r.body.Reason)
      return ok(null, translate(lang(r), 'departure.rejected'))
    },
  )

  /**
   * GET /api/IlisikKesme/Belge/Download ?id&lang: the certificate PDF (own, or the registrar's units) in
   * Turkish or English (default: the request's language; issue 37). 404/409.
   */
  api.get(
    `${R}/Belge/Download`,
    {
      config: {
        access: access.roles(STUDENT_ROLE_ID, REGISTRAR_ROLE),
        scope: [{ kind: 'departureRequest', from: 'query.id' }],
      },
      schema: {
        tags,
        querystring: ZDepartureCertificateQuery,
        response: { 200: fileAnswer('pdf', 'The departure certificate (attachment)'), 409: errorWrapper },
      },
    },
    async (r, reply) => {
      const file = await d.certificate(principalOf(r), r.query.id, r.query.lang)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes)
    },
  )

  /** GET /api/Kutuphane/Borc/List: the library debts (books, due dates, fines), paged. Library only. */
  api.get(
    '/api/Kutuphane/Borc/List',
    {
      config: {
        access: access.roles(OFFICE_ROLES.library),
        scope: { none: 'the library serves the whole university' },
      },
      schema: {
        tags,
        querystring: ZLibraryDebtQuery,
        response: { 200: wrapped(ZLibraryDebtPage), 403: errorWrapper },
      },
    },
    async (r) => ok(await d.libraryDebts(principalOf(r), r.query)),
  )

  /** POST /api/Kutuphane/Borc/Create {StudentNo, Title, BorrowedOn, DueOn, FineKurus}: records a library debt. */
  api.post(
    '/api/Kutuphane/Borc/Create',
    {
      config: {
        access: access.roles(OFFICE_ROLES.library),
        scope: { none: 'the library serves the whole university' },
      },
      schema: {
        tags,
        body: ZCreateLibraryDebtRequest,
        response: { 200: wrapped(ZLibraryDebtItem), ...errors },
      },
    },
    async (r) =>
      ok(await d.createLibraryDebt(principalOf(r), r.body), translate(lang(r), 'departure.debtCreated')),
  )
}
