/**
 * The guest's application calls (spec §7: guest token with X-Is-Guest on /api/Application/AkademikBasvurular/
 * and /api/Application/AkademikBasvuruOzetlerForGuest/). Every call is the caller's own: another guest's
 * application reads as 404. Validation messages are localised (assertValid).
 */

import {
  ZApplicationDetail,
  ZApplicationFile,
  ZApplicationListItem,
  ZApplicationSummary,
  ZCreateApplicationRequest,
  ZFinaliseRequest,
  ZIdParam,
  ZPosition,
  ZSaveApplicationInfoRequest,
  ZSaveDeclarationRequest,
  ZSavePersonalInfoRequest,
  ZSaveResumeRequest,
  ZSaveWorksRequest,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { access } from '../../identity/guard/access.ts'
import { guestOf } from '../../identity/guard/guard.ts'
import { badRequest, notFound } from '../../platform/http/errors.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { assertValid } from '../../platform/http/validation.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import './applications.messages.ts'
import { DOCUMENT_KINDS, fileAnswer, multipartBody } from '../../platform/http/openapi-bodies.ts'
import { renderSummaryPdf } from './applications.pdf.ts'
import { fileOfApplication } from './applications.repo.ts'
import type { ApplicationService } from './applications.service.ts'
import { summaryOf } from './applications.summary.ts'

const BASE = '/api/Application/AkademikBasvurular'
const SUMMARY = '/api/Application/AkademikBasvuruOzetlerForGuest'
const tags = ['applications']
const security = [{ bearer: [] }]
const idQuery = z.object({ id: ZIdParam })

/** The caller's language. */
export const langOf = (request: FastifyRequest) => languageFrom(request.headers['accept-language'])

/** The answer of a stored application file: its sniffed type, inline. */
export const applicationFileAnswer = fileAnswer(
  DOCUMENT_KINDS,
  'The stored file, of its sniffed type (inline)',
)

/** Sends a stored file inline with its sniffed type; 404 when absent. */
export function sendFile(
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; content: Uint8Array } | null,
): FastifyReply {
  if (!file) throw notFound()
  return reply
    .type(file.mimeType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.content))
}

/** Reads the one uploaded file of a multipart request (400 when absent; 400 'files.tooLarge' over 5 MB). */
export async function readUpload(request: FastifyRequest, maxMb: number) {
  if (!request.isMultipart()) throw badRequest('files.missing')
  const part = await request.file()
  if (!part) throw badRequest('files.missing')
  try {
    const bytes = await part.toBuffer()
    return { fileName: part.filename, bytes: new Uint8Array(bytes) }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('files.tooLarge', { max: maxMb })
    throw err
  }
}

/** Registers the guest application and guest summary routes. */
export async function applicationRoutes(
  app: FastifyInstance,
  deps: { applications: ApplicationService; db: Database; fonts: PdfFonts },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const svc = deps.applications
  const guestRoute = { config: { access: access.guest }, attachValidation: true } as const
  const saved = (request: FastifyRequest) => translate(langOf(request), 'applications.saved')

  /** GET OpenPositions: positions open for applications today (Istanbul). */
  api.get(
    `${BASE}/OpenPositions`,
    { ...guestRoute, schema: { tags, security, response: { 200: wrapped(z.array(ZPosition)) } } },
    async (request) => ok(await svc.openPositions(langOf(request))),
  )

  /** GET List: the caller's applications with number, position, status and last step. */
  api.get(
    `${BASE}/List`,
    { ...guestRoute, schema: { tags, security, response: { 200: wrapped(z.array(ZApplicationListItem)) } } },
    async (request) => ok(await svc.list(guestOf(request), langOf(request))),
  )

  /** GET Get?id=: one of the caller's applications with every saved step and its files (404 if not theirs). */
  api.get(
    `${BASE}/Get`,
    {
      ...guestRoute,
      schema: { tags, security, querystring: idQuery, response: { 200: wrapped(ZApplicationDetail) } },
    },
    async (request) => {
      assertValid(request)
      return ok(await svc.detail(guestOf(request), request.query.id, langOf(request)))
    },
  )

  /** POST Create {positionId}: step 1 of a new application. 422 position closed; 409 already applied. */
  api.post(
    `${BASE}/Create`,
    {
      ...guestRoute,
      schema: {
        tags,
        security,
        body: ZCreateApplicationRequest,
        response: { 200: wrapped(ZApplicationDetail) },
      },
    },
    async (request) => {
      assertValid(request)
      const created = await svc.create(guestOf(request), request.body.positionId, langOf(request))
      return ok(created, translate(langOf(request), 'applications.created'))
    },
  )

  /** POST SaveApplicationInfo: change the position; deletes the works when confirmed (422 unconfirmed). */
  api.post(
    `${BASE}/SaveApplicationInfo`,
    {
      ...guestRoute,
      schema: {
        tags,
        security,
        body: ZSaveApplicationInfoRequest,
        response: { 200: wrapped(ZApplicationDetail) },
      },
    },
    async (request) => {
      assertValid(request)
      return ok(
        await svc.saveApplicationInfo(guestOf(request), request.body, langOf(request)),
        saved(request),
      )
    },
  )

  /** POST SavePersonalInfo: step 2. 422 unchanged / finalised; 409 stale version. */
  api.post(
    `${BASE}/SavePersonalInfo`,
    {
      ...guestRoute,
      schema: {
        tags,
        security,
        body: ZSavePersonalInfoRequest,
        response: { 200: wrapped(ZApplicationDetail) },
      },
    },
    async (request) => {
      assertValid(request)
      return ok(await svc.savePersonalInfo(guestOf(request), request.body, langOf(request)), saved(request))
    },
  )

  /** POST SaveResume: step 3 (every section at least one entry, one research item of 500–1500 characters). */
  api.post(
    `${BASE}/SaveResume`,
    {
      ...guestRoute,
      schema: { tags, security, body: ZSaveResumeRequest, response: { 200: wrapped(ZApplicationDetail) } },
    },
    async (request) => {
      assertValid(request)
      return ok(await svc.saveResume(guestOf(request), request.body, langOf(request)), saved(request))
    },
  )

  /** POST SaveWorks: step 4 (articles; letter of intent as a file or text). */
  api.post(
    `${BASE}/SaveWorks`,
    {
      ...guestRoute,
      schema: { tags, security, body: ZSaveWorksRequest, response: { 200: wrapped(ZApplicationDetail) } },
    },
    async (request) => {
      assertValid(request)
      return ok(await svc.saveWorks(guestOf(request), request.body, langOf(request)), saved(request))
    },
  )

  /** POST SaveDeclaration {accepted: true}: step 5. */
  api.post(
    `${BASE}/SaveDeclaration`,
    {
      ...guestRoute,
      schema: {
        tags,
        security,
        body: ZSaveDeclarationRequest,
        response: { 200: wrapped(ZApplicationDetail) },
      },
    },
    async (request) => {
      assertValid(request)
      return ok(await svc.saveDeclaration(guestOf(request), request.body, langOf(request)), saved(request))
    },
  )

  /** POST Finalise: the complete application becomes read-only; answers with the completion message. */
  api.post(
    `${BASE}/Finalise`,
    {
      ...guestRoute,
      schema: { tags, security, body: ZFinaliseRequest, response: { 200: wrapped(ZApplicationDetail) } },
    },
    async (request) => {
      assertValid(request)
      const done = await svc.finalise(guestOf(request), request.body, langOf(request))
      return ok(done, translate(langOf(request), 'applications.finalisedOk'))
    },
  )

  /** POST UploadFile?applicationId=&purpose= (multipart, one file): pdf/jpg/png/doc/docx by content, ≤ 5 MB. */
  api.post(
    `${BASE}/UploadFile`,
    {
      ...guestRoute,
      schema: {
        tags,
        security,
        multipart: multipartBody({
          file: { required: true, description: 'The document (at most 5 MB)', kinds: DOCUMENT_KINDS },
        }),
        querystring: z.object({
          applicationId: ZIdParam,
          purpose: z.enum(['certificate', 'diploma', 'letter']),
        }),
        response: { 200: wrapped(ZApplicationFile) },
      },
    },
    async (request) => {
      assertValid(request)
      const guest = guestOf(request)
      await svc.ownApplication(guest, request.query.applicationId)
      const file = await readUpload(request, 5)
      const stored = await svc.upload(guest, request.query.applicationId, request.query.purpose, file)
      return ok(stored, translate(langOf(request), 'applications.fileStored'))
    },
  )

  /** GET File?applicationId=&fileId=: a file of the caller's application (404 otherwise). */
  api.get(
    `${BASE}/File`,
    {
      ...guestRoute,
      schema: {
        tags,
        security,
        querystring: z.object({
          applicationId: ZIdParam,
          fileId: ZIdParam,
        }),
        response: { 200: applicationFileAnswer },
      },
    },
    async (request, reply) => {
      assertValid(request)
      const row = await svc.ownApplication(guestOf(request), request.query.applicationId)
      return sendFile(reply, await fileOfApplication(deps.db, row.id, request.query.fileId))
    },
  )

  /** GET …ForGuest/Get?id=: the summary of the caller's application (spec §2 summary parts). */
  api.get(
    `${SUMMARY}/Get`,
    {
      ...guestRoute,
      schema: { tags, security, querystring: idQuery, response: { 200: wrapped(ZApplicationSummary) } },
    },
    async (request) => {
      assertValid(request)
      const row = await svc.ownApplication(guestOf(request), request.query.id)
      return ok(await summaryOf(deps.db, row, langOf(request)))
    },
  )

  /** GET …ForGuest/Pdf?id=: the summary as a PDF. */
  api.get(
    `${SUMMARY}/Pdf`,
    {
      ...guestRoute,
      schema: {
        tags,
        security,
        querystring: idQuery,
        response: { 200: fileAnswer('pdf', 'The summary of the application (inline PDF)') },
      },
    },
    async (request, reply) => {
      assertValid(request)
      const row = await svc.ownApplication(guestOf(request), request.query.id)
      const summary = await summaryOf(deps.db, row, langOf(request))
      const pdf = await renderSummaryPdf(summary, deps.fonts, langOf(request))
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${summary.applicationNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}
