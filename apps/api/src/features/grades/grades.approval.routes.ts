/**
 * Department approval endpoints (spec §4 "finalise and approve"; docs/decisions.md "Department approval of
 * a finalisation"): the head of department's list of sections with their submission state and approval, and
 * the approval of a finalised section. Sending back is POST /api/Grades/GradeEntry/Revert with a reason.
 * Only the active role 11 (head of department, own or delegated); the unit scope is checked by the service.
 */
import { ZApprovalList, ZApproveFinalisationRequest, ZIdParam } from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import { APPROVER_ROLE } from './grades.approval.ts'
import './grades.messages.ts'
import type { GradesService } from './grades.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the approval calls. */
export async function gradesApprovalRoutes(app: FastifyInstance, deps: { grades: GradesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const g = deps.grades
  const tags = ['grades']
  const head = { access: access.staff([APPROVER_ROLE]) }

  /**
   * GET /api/Grades/Approval/List ?termId (default the active term): the department's sections of the term
   * with state, weights total, finalised and approved by; and the terms with sections. 403 other roles.
   */
  api.get(
    '/api/Grades/Approval/List',
    {
      config: head,
      schema: {
        tags,
        querystring: z.object({ termId: ZIdParam.optional() }),
        response: { 200: wrapped(ZApprovalList) },
      },
    },
    async (r) => ok(await g.approval.list(principalOf(r), lang(r), r.query.termId)),
  )

  /**
   * POST /api/Grades/Approval/Approve {SectionId, Version}: approves a finalised section; answers the new
   * grading version. 403 another department or role, 422 not finalised, 409 approved already or stale.
   */
  api.post(
    '/api/Grades/Approval/Approve',
    {
      config: { ...head, scope: [{ kind: 'section', from: 'body.SectionId' }] },
      schema: { tags, body: ZApproveFinalisationRequest, response: { 200: wrapped(z.number().int()) } },
    },
    async (r) =>
      ok(
        await g.approval.approve(principalOf(r), r.body.SectionId, r.body.Version),
        translate(lang(r), 'grades.approvedOk'),
      ),
  )
}
