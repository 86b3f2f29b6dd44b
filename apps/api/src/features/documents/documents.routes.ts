/**
 * Student document endpoints (issue 5 § Documents; spec §1, §4, §8) in the live system's form
 * /api/Belge/{Controller}/{Action}: the student's requests (list, create, download, delete) and the public
 * verification by code used by /public/belge-viewer.
 */
import {
  ZCreateDocumentRequest,
  ZDeleteDocumentRequest,
  ZDocumentIdQuery,
  ZDocumentListQuery,
  ZStudentDocument,
  ZVerificationQuery,
  ZVerifiedDocument,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, sendPdf, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts'
import { enforceRate } from '../../platform/rate-limit/limiter.ts'
import './documents.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import { type DocumentsService, isAutomatic } from './documents.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Public look-ups per client address: 60 per 10 minutes (codes are unguessable; this keeps scans costly). */
const VERIFY_RATE = { max: 60, windowSeconds: 600 }

/** Registers the document calls. */
export async function documentsRoutes(
  app: FastifyInstance,
  deps: { documents: DocumentsService; counters: CounterStore },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const d = deps.documents
  const tags = ['documents']
  const student = { access: access.student }

  /** GET /api/Belge/Talep/List ?OgrNo: the caller's document requests, newest first. 403 for another number. */
  api.get(
    '/api/Belge/Talep/List',
    {
      config: student,
      schema: {
        tags,
        querystring: ZDocumentListQuery,
        response: { 200: wrapped(z.array(ZStudentDocument)), 403: errorWrapper },
      },
    },
    async (r) => ok(await d.list(principalOf(r), r.query.OgrNo, r.log)),
  )

  /**
   * POST /api/Belge/Talep/Create {Kind, Language, OgrNo?}: requests a document and creates it (PDF with
   * verification code and QR). 400 for missing fields (nothing stored), 403 another number, 422 rules.
   */
  api.post(
    '/api/Belge/Talep/Create',
    {
      config: student,
      schema: {
        tags,
        body: ZCreateDocumentRequest,
        response: { 200: wrapped(ZStudentDocument), 403: errorWrapper, 422: errorWrapper },
      },
    },
    async (r) => {
      const created = await d.create(principalOf(r), r.body, r.log)
      const key =
        created.Status === 'created'
          ? 'documents.created'
          : isAutomatic(created.Kind)
            ? 'documents.requestedOnly'
            : 'documents.sentForReview'
      return ok(created, translate(lang(r), key))
    },
  )

  /** GET /api/Belge/Talep/Download ?id: the PDF. 404 when not the caller's (active studentship) or deleted. */
  api.get(
    '/api/Belge/Talep/Download',
    {
      config: student,
      schema: {
        tags,
        querystring: ZDocumentIdQuery,
        response: { 200: fileAnswer('pdf', 'The document PDF (attachment)'), 409: errorWrapper },
      },
    },
    async (r, reply) => {
      const file = await d.download(principalOf(r), r.query.id)
      return sendPdf(reply, file)
    },
  )

  /** POST /api/Belge/Talep/Delete {Id}: deletes the caller's request. 404 when not theirs. */
  api.post(
    '/api/Belge/Talep/Delete',
    {
      config: student,
      schema: { tags, body: ZDeleteDocumentRequest, response: { 200: wrapped(z.null()), 404: errorWrapper } },
    },
    async (r) => {
      await d.remove(principalOf(r), r.body.Id)
      return ok(null, translate(lang(r), 'documents.deleted'))
    },
  )

  /**
   * GET /api/Belge/Dogrulama/Get ?code (public): the document's data by its verification code. 404 unknown
   * or deleted; 410 "document display time has ended" (spec §8); 429 over the look-up rate.
   */
  api.get(
    '/api/Belge/Dogrulama/Get',
    {
      config: { access: access.public },
      schema: {
        tags,
        querystring: ZVerificationQuery,
        response: {
          200: wrapped(ZVerifiedDocument),
          404: errorWrapper,
          410: errorWrapper,
          429: errorWrapper,
        },
      },
    },
    async (r, reply) => {
      await enforceRate(deps.counters, reply, `belge-verify:${r.ip}`, VERIFY_RATE)
      return ok(await d.verify(r.query.code))
    },
  )
}
