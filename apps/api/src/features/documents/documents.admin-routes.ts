/**
 * Staff document endpoints (issue 22 "Request queues"; spec §1): the registrar's queue under
 * /api/Belge/Yonetim (Queue, Prepare, Approve, Reject) and any student's documents for authorised personnel
 * and the registrar (Students, StudentDocuments, Download, Delete). Unit scope is checked by the service.
 */
import {
  ZDocumentDecision,
  ZDocumentDecisionResult,
  ZDocumentIdQuery,
  ZDocumentQueueItem,
  ZDocumentQueuePage,
  ZDocumentQueueQuery,
  ZDocumentRejection,
  ZDocumentStudent,
  ZDocumentStudentQuery,
  ZDocumentStudentSearch,
  ZStaffDeleteDocument,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, sendPdf, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { DocumentAdmin } from './documents.admin.ts'
import './documents.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the staff document calls. */
export async function documentAdminRoutes(app: FastifyInstance, deps: { admin: DocumentAdmin }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const a = deps.admin
  const tags = ['documents']
  const base = '/api/Belge/Yonetim'
  const registrar = { access: access.staff([ROLE_IDS.registrar]) }
  const viewers = { access: access.staff([ROLE_IDS.registrar, ROLE_IDS.authorisedPersonnel]) }
  const decision = {
    200: wrapped(ZDocumentDecisionResult),
    403: errorWrapper,
    404: errorWrapper,
    409: errorWrapper.describe('a request is no longer in a state for this decision; nothing changed'),
  }

  /** GET Queue ?Status&Kind&Search&From&To&page&pageSize: the reviewed requests in the caller's units. */
  api.get(
    `${base}/Queue`,
    {
      config: registrar,
      schema: {
        tags,
        querystring: ZDocumentQueueQuery,
        response: { 200: wrapped(ZDocumentQueuePage), 403: errorWrapper },
      },
    },
    async (r) => ok(await a.queue(principalOf(r), r.query, lang(r))),
  )

  /** POST Prepare {Ids}: requested → preparing (all or nothing). */
  api.post(
    `${base}/Prepare`,
    {
      config: { ...registrar, scope: [{ kind: 'documentRequest', from: 'body.Ids[]' }] },
      schema: { tags, body: ZDocumentDecision, response: decision },
    },
    async (r) => {
      const count = await a.prepare(principalOf(r), r.body, lang(r))
      return ok({ Count: count }, translate(lang(r), 'documents.prepared', { count }))
    },
  )

  /** POST Approve {Ids}: creates the documents (all or nothing). */
  api.post(
    `${base}/Approve`,
    {
      config: { ...registrar, scope: [{ kind: 'documentRequest', from: 'body.Ids[]' }] },
      schema: { tags, body: ZDocumentDecision, response: decision },
    },
    async (r) => {
      const count = await a.approve(principalOf(r), r.body, lang(r))
      return ok({ Count: count }, translate(lang(r), 'documents.approved', { count }))
    },
  )

  /** POST Reject {Ids, Reason}: rejects with the reason the student sees (all or nothing). */
  api.post(
    `${base}/Reject`,
    {
      config: { ...registrar, scope: [{ kind: 'documentRequest', from: 'body.Ids[]' }] },
      schema: { tags, body: ZDocumentRejection, response: decision },
    },
    async (r) => {
      const count = await a.reject(principalOf(r), r.body, lang(r))
      return ok({ Count: count }, translate(lang(r), 'documents.rejected', { count }))
    },
  )

  /** GET Students ?Search: students in the caller's units by number prefix or name (20 at most). */
  api.get(
    `${base}/Students`,
    {
      config: viewers,
      schema: {
        tags,
        querystring: ZDocumentStudentSearch,
        response: { 200: wrapped(z.array(ZDocumentStudent)), 403: errorWrapper },
      },
    },
    async (r) => ok(await a.students(principalOf(r), r.query.Search, lang(r))),
  )

  /** GET StudentDocuments ?StudentId: the student's undeleted documents. 404 outside the caller's units. */
  api.get(
    `${base}/StudentDocuments`,
    {
      config: { ...viewers, scope: [{ kind: 'studentId', from: 'query.StudentId' }] },
      schema: {
        tags,
        querystring: ZDocumentStudentQuery,
        response: { 200: wrapped(z.array(ZDocumentQueueItem)), 403: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => ok(await a.studentDocuments(principalOf(r), r.query.StudentId, lang(r))),
  )

  /** GET Download ?id: a student's document PDF. 404 outside the units; 409 before it is created. */
  api.get(
    `${base}/Download`,
    {
      config: { ...viewers, scope: [{ kind: 'documentRequest', from: 'query.id' }] },
      schema: {
        tags,
        querystring: ZDocumentIdQuery,
        response: { 200: fileAnswer('pdf', 'The document PDF (attachment)'), 409: errorWrapper },
      },
    },
    async (r, reply) => {
      const file = await a.download(principalOf(r), r.query.id)
      return sendPdf(reply, file)
    },
  )

  /** POST Delete {Id, Reason}: deletes a student's document (audited with the reason). 404 outside the units. */
  api.post(
    `${base}/Delete`,
    {
      config: { ...viewers, scope: [{ kind: 'documentRequest', from: 'body.Id' }] },
      schema: {
        tags,
        body: ZStaffDeleteDocument,
        response: { 200: wrapped(z.null()), 403: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => {
      await a.remove(principalOf(r), r.body.Id, r.body.Reason)
      return ok(null, translate(lang(r), 'documents.staffDeleted'))
    },
  )
}
