/**
 * Certificate request endpoints (issue 20 § Certificate requests) in the live system's form
 * /api/Sertifika/{Controller}/{Action}: the student's side under Talep (Options, List, Create, Download) and
 * the registrar's queue under Yonetim (Queue, Approve, Reject, Download). Ownership and unit scope are checked
 * by the service.
 */
import {
  ZCertificateBulkDecision,
  ZCertificateBulkResult,
  ZCertificateDecision,
  ZCertificateIdQuery,
  ZCertificateOption,
  ZCertificateQueuePage,
  ZCertificateQueueQuery,
  ZCertificateRejection,
  ZCreateCertificateRequest,
  ZStudentCertificate,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import { errorWrapper, ok, sendPdf, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { CertificatesService } from './certificates.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the certificate calls. */
export async function certificatesRoutes(app: FastifyInstance, deps: { certificates: CertificatesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const c = deps.certificates
  const tags = ['certificates']
  const student = { access: access.student }
  const registrar = { access: access.staff([ROLE_IDS.registrar]) }
  /** The download's answers: the PDF, or 409 while the certificate is not approved (or its file is missing). */
  const pdfAnswer = { 200: fileAnswer('pdf', 'The certificate PDF (attachment)'), 409: errorWrapper }
  const decision = {
    200: wrapped(z.null()),
    403: errorWrapper,
    404: errorWrapper,
    409: errorWrapper.describe('the request is no longer pending; nothing changed'),
  }

  /** GET /api/Sertifika/Talep/Options: what the caller may request (eligible kinds and subjects). */
  api.get(
    '/api/Sertifika/Talep/Options',
    {
      config: student,
      schema: { tags, response: { 200: wrapped(z.array(ZCertificateOption)), 403: errorWrapper } },
    },
    async (r) => ok(await c.options(principalOf(r), lang(r))),
  )

  /** GET /api/Sertifika/Talep/List: the caller's requests, newest first. */
  api.get(
    '/api/Sertifika/Talep/List',
    {
      config: student,
      schema: { tags, response: { 200: wrapped(z.array(ZStudentCertificate)), 403: errorWrapper } },
    },
    async (r) => ok(await c.list(principalOf(r))),
  )

  /** POST /api/Sertifika/Talep/Create {Kind, SubjectId?, Purpose, Language}: 400 input, 422 rules. */
  api.post(
    '/api/Sertifika/Talep/Create',
    {
      config: student,
      schema: {
        tags,
        body: ZCreateCertificateRequest,
        response: {
          200: wrapped(ZStudentCertificate),
          400: errorWrapper,
          403: errorWrapper,
          422: errorWrapper,
        },
      },
    },
    async (r) => ok(await c.create(principalOf(r), r.body), translate(lang(r), 'certificates.requested')),
  )

  /** GET /api/Sertifika/Talep/Download ?id: the approved certificate's PDF. 404 not the caller's; 409 not approved. */
  api.get(
    '/api/Sertifika/Talep/Download',
    { config: student, schema: { tags, querystring: ZCertificateIdQuery, response: pdfAnswer } },
    async (r, reply) => sendPdf(reply, await c.download(principalOf(r), r.query.id)),
  )

  /** GET /api/Sertifika/Yonetim/Queue ?Status&Kind&Search&page&pageSize: the requests in the caller's units. */
  api.get(
    '/api/Sertifika/Yonetim/Queue',
    {
      config: registrar,
      schema: {
        tags,
        querystring: ZCertificateQueueQuery,
        response: { 200: wrapped(ZCertificateQueuePage), 403: errorWrapper },
      },
    },
    async (r) => ok(await c.queue(principalOf(r), r.query, lang(r))),
  )

  /** POST /api/Sertifika/Yonetim/Approve {Id}: issues the certificate (PDF, verification code). */
  api.post(
    '/api/Sertifika/Yonetim/Approve',
    {
      config: { ...registrar, scope: [{ kind: 'certificateRequest', from: 'body.Id' }] },
      schema: { tags, body: ZCertificateDecision, response: decision },
    },
    async (r) => {
      await c.approve(principalOf(r), r.body.Id, lang(r))
      return ok(null, translate(lang(r), 'certificates.approved'))
    },
  )

  /** POST /api/Sertifika/Yonetim/Reject {Id, Reason}: rejects with the reason the student sees. */
  api.post(
    '/api/Sertifika/Yonetim/Reject',
    {
      config: { ...registrar, scope: [{ kind: 'certificateRequest', from: 'body.Id' }] },
      schema: { tags, body: ZCertificateRejection, response: decision },
    },
    async (r) => {
      await c.reject(principalOf(r), r.body.Id, r.body.Reason, lang(r))
      return ok(null, translate(lang(r), 'certificates.rejected'))
    },
  )

  /**
   * POST /api/Sertifika/Yonetim/Decide {Ids, Action: approve|reject, Reason?} (issue 36 "bulk decide"; beside
   * Approve and Reject, which stay as they are): the selected requests all or nothing. 400 a rejection without
   * a reason; 404 one outside the caller's units; 409 naming the requests no longer pending (their current
   * rows in `responseData`), nothing changed.
   */
  api.post(
    '/api/Sertifika/Yonetim/Decide',
    {
      config: { ...registrar, scope: [{ kind: 'certificateRequest', from: 'body.Ids[]' }] },
      schema: {
        tags,
        body: ZCertificateBulkDecision,
        response: {
          200: wrapped(ZCertificateBulkResult),
          400: errorWrapper,
          403: errorWrapper,
          404: errorWrapper,
          409: errorWrapper.describe('a request is no longer pending; nothing changed'),
        },
      },
    },
    async (r) => {
      const count = await c.decideMany(principalOf(r), r.body, lang(r))
      const key = r.body.Action === 'approve' ? 'certificates.approvedMany' : 'certificates.rejectedMany'
      return ok({ Count: count }, translate(lang(r), key, { count }))
    },
  )

  /** GET /api/Sertifika/Yonetim/Download ?id: a certificate's PDF for the registrar. */
  api.get(
    '/api/Sertifika/Yonetim/Download',
    {
      config: { ...registrar, scope: [{ kind: 'certificateRequest', from: 'query.id' }] },
      schema: { tags, querystring: ZCertificateIdQuery, response: pdfAnswer },
    },
    async (r, reply) => sendPdf(reply, await c.adminDownload(principalOf(r), r.query.id)),
  )
}
