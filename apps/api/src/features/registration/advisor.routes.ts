/**
 * Advisor endpoints (spec §1 advisor course approval and pre-interview detail, §4, §5): role 3 (advisor)
 * only; the service checks the student is the caller's advisee. Writes require an `Idempotency-Key`.
 */
import {
  ZAdvisee,
  ZAdviseeListQuery,
  ZAdviseeRegistration,
  ZApproveRequest,
  ZBasket,
  ZDecisionWithReasonRequest,
  ZPage,
  ZPreInterview,
  ZSavePreInterviewRequest,
  ZStudentNoQuery,
} from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { AdvisorService } from './advisor.service.ts'
import type { PreInterviewService } from './pre-interview.service.ts'
import { idempotencyHeaders, keyOf, lang } from './student.routes.ts'

/** Registers the advisor endpoints. */
export async function advisorRoutes(
  app: FastifyInstance,
  deps: { advisor: AdvisorService; preInterview: PreInterviewService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['registration']
  const config = { access: access.staff([ROLE_IDS.advisor]) }
  const a = deps.advisor
  const base = '/api/Registration/Advisor'

  /** GET Advisor/Students ?status&search&page&pageSize: the caller's advisees with registration status. */
  api.get(
    `${base}/Students`,
    { config, schema: { tags, querystring: ZAdviseeListQuery, response: { 200: wrapped(ZPage(ZAdvisee)) } } },
    async (r) => ok(await a.advisees(principalOf(r), r.query, lang(r))),
  )

  /** GET Advisor/Student ?studentNo: one advisee's curriculum and basket. */
  api.get(
    `${base}/Student`,
    {
      config: { ...config, scope: { none: 'own advisees only, checked by the advisor service' } },
      schema: { tags, querystring: ZStudentNoQuery, response: { 200: wrapped(ZAdviseeRegistration) } },
    },
    async (r) => ok(await a.registration(principalOf(r), r.query.studentNo, lang(r))),
  )

  /** POST Advisor/Approve {StudentNo, Version}: submitted → approved (needs the pre-interview). */
  api.post(
    `${base}/Approve`,
    {
      config: { ...config, scope: { none: 'own advisees only, checked by the advisor service' } },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: ZApproveRequest,
        response: { 200: wrapped(ZBasket) },
      },
    },
    async (r) =>
      ok(
        await a.approve(principalOf(r), r.body, keyOf(r), lang(r)),
        translate(lang(r), 'registration.approved'),
      ),
  )

  /** POST Advisor/Reject {StudentNo, Version, Reason}: submitted → rejected, courses back to the student. */
  api.post(
    `${base}/Reject`,
    {
      config: { ...config, scope: { none: 'own advisees only, checked by the advisor service' } },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: ZDecisionWithReasonRequest,
        response: { 200: wrapped(ZBasket) },
      },
    },
    async (r) =>
      ok(
        await a.reject(principalOf(r), r.body, keyOf(r), lang(r)),
        translate(lang(r), 'registration.rejected'),
      ),
  )

  /** POST Advisor/ReturnApproval {StudentNo, Version, Reason}: approved → returned, courses back. */
  api.post(
    `${base}/ReturnApproval`,
    {
      config: { ...config, scope: { none: 'own advisees only, checked by the advisor service' } },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: ZDecisionWithReasonRequest,
        response: { 200: wrapped(ZBasket) },
      },
    },
    async (r) =>
      ok(
        await a.returnApproval(principalOf(r), r.body, keyOf(r), lang(r)),
        translate(lang(r), 'registration.returned'),
      ),
  )

  /** GET /api/Registration/PreInterview/Get ?studentNo: categories, details and notes of an advisee. */
  api.get(
    '/api/Registration/PreInterview/Get',
    {
      config: { ...config, scope: { none: 'own advisees only, checked by the advisor service' } },
      schema: { tags, querystring: ZStudentNoQuery, response: { 200: wrapped(ZPreInterview) } },
    },
    async (r) => ok(await deps.preInterview.get(principalOf(r), r.query.studentNo, lang(r))),
  )

  /** POST /api/Registration/PreInterview/Save {StudentNo, Notes[]}: 51..2499 characters, a red one filled. */
  api.post(
    '/api/Registration/PreInterview/Save',
    {
      config: { ...config, scope: { none: 'own advisees only, checked by the advisor service' } },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: ZSavePreInterviewRequest,
        response: { 200: wrapped(ZPreInterview) },
      },
    },
    async (r) =>
      ok(
        await deps.preInterview.save(principalOf(r), r.body, keyOf(r), lang(r)),
        translate(lang(r), 'preInterview.saved'),
      ),
  )
}
