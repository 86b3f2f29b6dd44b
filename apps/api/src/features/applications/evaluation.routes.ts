/**
 * Committee evaluation calls (issue 9 § Evaluation): active role committee chair (8) or member (9); the
 * service checks the caller sits on the position's committee and has declared no conflict before the
 * summary and files. Live-system form /api/Application/Degerlendirme/{Action}. Reading the summary, its PDF or
 * a file writes the access log with the guest applicant as the subject (issue 39), before the data is sent.
 */

import {
  ZApplicationIdRequest,
  ZApplicationSummary,
  ZCommitteePosition,
  ZEvaluationDetail,
  ZEvaluationItem,
  ZIdParam,
  ZSendOpinionRequest,
} from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { assertValid } from '../../platform/http/validation.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import type { RecordAccess } from '../privacy/index.ts'
import { renderSummaryPdf } from './applications.pdf.ts'
import { fileOfApplication } from './applications.repo.ts'
import { applicationFileAnswer, langOf, sendFile } from './applications.routes.ts'
import { summaryOf } from './applications.summary.ts'
import type { EvaluationService } from './evaluation.service.ts'
import { COMMITTEE_ROLES } from './positions.service.ts'

/** Registers the evaluation routes. */
export async function evaluationRoutes(
  app: FastifyInstance,
  deps: { evaluation: EvaluationService; db: Database; fonts: PdfFonts; recordAccess: RecordAccess },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const base = '/api/Application/Degerlendirme'
  const tags = ['evaluation']
  const route = {
    config: { access: access.staff([COMMITTEE_ROLES.chair, COMMITTEE_ROLES.member]) },
    attachValidation: true,
  } as const
  const svc = deps.evaluation
  const appQuery = z.object({ applicationId: ZIdParam })

  /** GET Positions: the positions whose committee the caller sits on, with their seat. */
  api.get(
    `${base}/Positions`,
    { ...route, schema: { tags, response: { 200: wrapped(z.array(ZCommitteePosition)) } } },
    async (request) => ok(await svc.positions(principalOf(request), langOf(request))),
  )

  /** GET Applications?positionId=: the finalised applications of a position the caller sits on (403 otherwise). */
  api.get(
    `${base}/Applications`,
    {
      ...route,
      schema: {
        tags,
        querystring: z.object({ positionId: ZIdParam }),
        response: { 200: wrapped(z.array(ZEvaluationItem)) },
      },
    },
    async (request) => {
      assertValid(request)
      return ok(await svc.applications(principalOf(request), request.query.positionId))
    },
  )

  /** GET Detail?applicationId=: the caller's evaluation state (own opinion; the chair sees every opinion). */
  api.get(
    `${base}/Detail`,
    { ...route, schema: { tags, querystring: appQuery, response: { 200: wrapped(ZEvaluationDetail) } } },
    async (request) => {
      assertValid(request)
      return ok(await svc.detail(principalOf(request), request.query.applicationId))
    },
  )

  /** POST DeclareNoConflict {applicationId}: the caller has no conflict of interest with the applicant. */
  api.post(
    `${base}/DeclareNoConflict`,
    { ...route, schema: { tags, body: ZApplicationIdRequest, response: { 200: wrapped(z.null()) } } },
    async (request) => {
      assertValid(request)
      await svc.declareNoConflict(principalOf(request), request.body.applicationId)
      return ok(null, translate(langOf(request), 'applications.noConflictSaved'))
    },
  )

  /**
   * GET Summary?applicationId=: the application summary, after the declaration (403 before). Its evaluation
   * status is the caller's own (issue 24: "opinion sent" only once she has sent hers).
   */
  api.get(
    `${base}/Summary`,
    { ...route, schema: { tags, querystring: appQuery, response: { 200: wrapped(ZApplicationSummary) } } },
    async (request) => {
      assertValid(request)
      const principal = principalOf(request)
      const row = await svc.assertMayView(principal, request.query.applicationId)
      const mine = await svc.detail(principal, row.id)
      const summary = await summaryOf(deps.db, row, langOf(request))
      await deps.recordAccess(request, {
        kind: 'application.summary',
        target: `application:${row.id}`,
        guestIds: [row.guestId],
      })
      return ok({ ...summary, evaluationStatus: mine.evaluationStatus })
    },
  )

  /** GET Pdf?applicationId=: the summary as a PDF, after the declaration. */
  api.get(
    `${base}/Pdf`,
    {
      ...route,
      schema: {
        tags,
        querystring: appQuery,
        response: { 200: fileAnswer('pdf', 'The summary of the application (PDF)') },
      },
    },
    async (request, reply) => {
      assertValid(request)
      const row = await svc.assertMayView(principalOf(request), request.query.applicationId)
      const summary = await summaryOf(deps.db, row, langOf(request))
      const pdf = await renderSummaryPdf(summary, deps.fonts, langOf(request))
      await deps.recordAccess(request, {
        kind: 'application.summary',
        target: `application:${row.id}:pdf`,
        guestIds: [row.guestId],
      })
      return reply.type('application/pdf').header('cache-control', 'private, no-store').send(pdf)
    },
  )

  /** GET File?applicationId=&fileId=: a file of an application the caller may view. */
  api.get(
    `${base}/File`,
    {
      ...route,
      config: { ...route.config, scope: { none: 'own committees only, checked by the evaluation service' } },
      schema: {
        tags,
        querystring: appQuery.extend({ fileId: ZIdParam }),
        response: { 200: applicationFileAnswer },
      },
    },
    async (request, reply) => {
      assertValid(request)
      const row = await svc.assertMayView(principalOf(request), request.query.applicationId)
      const file = await fileOfApplication(deps.db, row.id, request.query.fileId)
      if (file)
        await deps.recordAccess(request, {
          kind: 'application.file',
          target: `application:${row.id}:file:${request.query.fileId}`,
          guestIds: [row.guestId],
        })
      return sendFile(reply, file)
    },
  )

  /** POST SendOpinion {applicationId, status, text ≥ 100}: final once sent. */
  api.post(
    `${base}/SendOpinion`,
    { ...route, schema: { tags, body: ZSendOpinionRequest, response: { 200: wrapped(z.null()) } } },
    async (request) => {
      assertValid(request)
      await svc.sendOpinion(principalOf(request), request.body)
      return ok(null, translate(langOf(request), 'applications.opinionSent'))
    },
  )

  /** POST Finish {applicationId}: the chair finishes once every member has sent an opinion. */
  api.post(
    `${base}/Finish`,
    { ...route, schema: { tags, body: ZApplicationIdRequest, response: { 200: wrapped(z.null()) } } },
    async (request) => {
      assertValid(request)
      await svc.finish(principalOf(request), request.body.applicationId)
      return ok(null, translate(langOf(request), 'applications.evaluationFinished'))
    },
  )
}
