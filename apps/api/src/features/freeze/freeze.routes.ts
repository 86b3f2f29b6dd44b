/**
 * Freeze endpoints (issue 16; form /api/Freeze/{Controller}/{Action}). Student routes act on the caller's
 * active studentship only; the Admin routes allow the registrar (4, decides) and the student centre (12,
 * reads); the service enforces who may decide. Completion is the student's own.
 */
import {
  FREEZE_EXPLANATION,
  ZCompleteRegistrationRequest,
  ZCompletionStatus,
  ZCreateFreezeFields,
  ZFreezeOverview,
  ZFreezeQueue,
  ZFreezeQueueQuery,
  ZFreezeRequest,
  ZFreezeStudentDetail,
  ZId,
  ZProcessFreezeRequest,
  ZWithdrawFreezeRequest,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { badRequest } from '../../platform/http/errors.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './freeze.messages.ts'
import { fileAnswer, multipartBody, SCAN_KINDS } from '../../platform/http/openapi-bodies.ts'
import type { RecordAccess } from '../privacy/index.ts'
import type { CompletionService } from './freeze.completion.ts'
import { type FreezeRequestService, REGISTRAR_ROLE, STUDENT_CENTRE_ROLE } from './freeze.requests.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const idQuery = z.object({ id: z.coerce.number().pipe(ZId) })

/** What the routes need: the request and completion services. */
export interface FreezeRouteDeps {
  requests: FreezeRequestService
  completion: CompletionService
  /** Records a staff read of a request's document (the access log, issue 39). */
  recordAccess?: RecordAccess
}

/** Registers the freeze calls. */
export async function freezeRoutes(app: FastifyInstance, deps: FreezeRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { requests, completion } = deps
  const tags = ['freeze']
  const student = { access: access.student }
  const queue = { access: access.staff([REGISTRAR_ROLE, STUDENT_CENTRE_ROLE]) }

  /** GET /api/Freeze/Student/Overview: counters, status, frozen and open terms of the caller. */
  api.get(
    '/api/Freeze/Student/Overview',
    { config: student, schema: { tags, response: { 200: wrapped(ZFreezeOverview) } } },
    async (r) => ok(await requests.overview(principalOf(r), lang(r))),
  )
  /** GET /api/Freeze/Student/List: the caller's own requests. */
  api.get(
    '/api/Freeze/Student/List',
    { config: student, schema: { tags, response: { 200: wrapped(z.array(ZFreezeRequest)) } } },
    async (r) => ok(await requests.mine(principalOf(r), lang(r))),
  )
  /**
   * POST /api/Freeze/Student/Create (multipart: Reason, Terms "code,code", Explanation, file): 400 with the §5
   * messages for a missing explanation, terms or file, or a file that is not pdf/jpeg/png by content; 422 past
   * the counters; nothing stored on any error.
   */
  api.post(
    '/api/Freeze/Student/Create',
    {
      config: student,
      schema: {
        tags,
        multipart: multipartBody(
          { file: { required: true, description: 'The supporting document', kinds: SCAN_KINDS } },
          ZCreateFreezeFields.extend({
            Explanation: z.string().min(FREEZE_EXPLANATION.min).max(FREEZE_EXPLANATION.max),
          }),
        ),
        response: { 200: wrapped(ZId) },
      },
    },
    async (r) => {
      if (!r.isMultipart()) throw badRequest('files.missing')
      const fields: Record<string, string> = {}
      let file: { fileName: string; bytes: Uint8Array } | null = null
      for await (const part of r.parts()) {
        if (part.type === 'file') file = { fileName: part.filename, bytes: await part.toBuffer() }
        else fields[part.fieldname] = String(part.value ?? '')
      }
      const explanation = (fields.Explanation ?? '').trim()
      if (
        explanation.length < FREEZE_EXPLANATION.min ||
        explanation.length > FREEZE_EXPLANATION.max ||
        explanation.includes('\u0000')
      ) {
        throw badRequest('freeze.explanationRequired', FREEZE_EXPLANATION)
      }
      const parsed = ZCreateFreezeFields.safeParse(fields)
      if (!parsed.success) {
        if (parsed.error.issues.some((i) => i.path[0] === 'Terms')) throw badRequest('freeze.termsRequired')
        throw badRequest('error.validation', {
          details: parsed.error.issues.map((i) => i.path.join('.')).join(', '),
        })
      }
      if (!file) throw badRequest('files.missing')
      const id = await requests.create(principalOf(r), parsed.data, file, lang(r))
      return ok(id, translate(lang(r), 'freeze.created'))
    },
  )
  /** POST /api/Freeze/Student/Withdraw {Id}: withdraws the caller's own pending request. */
  api.post(
    '/api/Freeze/Student/Withdraw',
    { config: student, schema: { tags, body: ZWithdrawFreezeRequest, response: { 200: wrapped(z.null()) } } },
    async (r) => {
      await requests.withdraw(principalOf(r), r.body.Id)
      return ok(null, translate(lang(r), 'freeze.withdrawn'))
    },
  )
  /** GET /api/Freeze/Admin/List ?status&reason&search&page&pageSize: the queue (registrar, student centre). */
  api.get(
    '/api/Freeze/Admin/List',
    {
      config: queue,
      schema: { tags, querystring: ZFreezeQueueQuery, response: { 200: wrapped(ZFreezeQueue) } },
    },
    async (r) => ok(await requests.queue(principalOf(r), r.query, lang(r))),
  )
  /** GET /api/Freeze/Admin/Student ?id: the student's counters and freeze history. */
  api.get(
    '/api/Freeze/Admin/Student',
    {
      config: { ...queue, scope: [{ kind: 'studentId', from: 'query.id' }] },
      schema: { tags, querystring: idQuery, response: { 200: wrapped(ZFreezeStudentDetail) } },
    },
    async (r) => ok(await requests.studentDetail(principalOf(r), r.query.id, lang(r))),
  )
  /** POST /api/Freeze/Admin/Process {Id, Version, Approve, Answer}: registrar's decision (409 if decided). */
  api.post(
    '/api/Freeze/Admin/Process',
    {
      config: { ...queue, scope: [{ kind: 'freezeRequest', from: 'body.Id' }] },
      schema: { tags, body: ZProcessFreezeRequest, response: { 200: wrapped(z.null()) } },
    },
    async (r) => {
      await requests.process(principalOf(r), r.body, lang(r))
      return ok(null, translate(lang(r), r.body.Approve ? 'freeze.approved' : 'freeze.rejected'))
    },
  )
  /** GET /api/Freeze/File ?id: the request's document (its student or a queue role). */
  api.get(
    '/api/Freeze/File',
    {
      config: { access: access.anyPortal, scope: [{ kind: 'freezeDocument', from: 'query.id' }] },
      schema: {
        tags,
        querystring: idQuery,
        response: { 200: fileAnswer(SCAN_KINDS, 'The document of the request (attachment)') },
      },
    },
    async (r, reply) => {
      const file = await requests.file(principalOf(r), r.query.id)
      await deps.recordAccess?.(r, {
        kind: 'freeze.attachment',
        studentIds: [file.studentId],
        target: `freeze:${r.query.id}`,
      })
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
        .send(Buffer.from(file.content))
    },
  )
  /** GET /api/Freeze/Completion/Status: whether the caller must complete registration, and its details. */
  api.get(
    '/api/Freeze/Completion/Status',
    { config: student, schema: { tags, response: { 200: wrapped(ZCompletionStatus) } } },
    async (r) => ok(await completion.status(principalOf(r), lang(r))),
  )
  /** POST /api/Freeze/Completion/Complete: completes registration and ends the caller's session. */
  api.post(
    '/api/Freeze/Completion/Complete',
    {
      config: student,
      schema: { tags, body: ZCompleteRegistrationRequest, response: { 200: wrapped(z.null()) } },
    },
    async (r) => {
      await completion.complete(principalOf(r), r.body)
      return ok(null, translate(lang(r), 'freeze.completed'))
    },
  )
}
