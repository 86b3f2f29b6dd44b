/**
 * Position announcements (Kadro ilanları) for authorised staff: list, faculty choices, committee
 * candidates, save, assign the committee. Active role human resources (10) or authorised personnel (16);
 * the unit scope is checked by the service. Live-system form /api/Application/KadroIlanlari/{Action}.
 */
import {
  ZAssignCommitteeRequest,
  ZCommitteeCandidate,
  ZFacultyChoice,
  ZIdParam,
  ZPosition,
  ZSavePositionRequest,
} from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { assertValid } from '../../platform/http/validation.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { langOf } from './applications.routes.ts'
import { POSITION_ADMIN_ROLES, type PositionService } from './positions.service.ts'

/** Registers the position routes. */
export async function positionRoutes(app: FastifyInstance, deps: { positions: PositionService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const base = '/api/Application/KadroIlanlari'
  const tags = ['positions']
  const route = { config: { access: access.staff(POSITION_ADMIN_ROLES) }, attachValidation: true } as const
  const svc = deps.positions

  /** GET List: positions in the caller's units with committees and finalised application counts. */
  api.get(
    `${base}/List`,
    { ...route, schema: { tags, response: { 200: wrapped(z.array(ZPosition)) } } },
    async (request) => ok(await svc.list(principalOf(request), langOf(request))),
  )

  /** GET Get?id=: one position in the caller's units (404/403). */
  api.get(
    `${base}/Get`,
    {
      ...route,
      config: { ...route.config, scope: [{ kind: 'position', from: 'query.id' }] },
      schema: {
        tags,
        querystring: z.object({ id: ZIdParam }),
        response: { 200: wrapped(ZPosition) },
      },
    },
    async (request) => {
      assertValid(request)
      return ok(await svc.get(principalOf(request), request.query.id, langOf(request)))
    },
  )

  /** GET Faculties: the faculties (with departments) the caller may open positions in. */
  api.get(
    `${base}/Faculties`,
    { ...route, schema: { tags, response: { 200: wrapped(z.array(ZFacultyChoice)) } } },
    async (request) => ok(await svc.faculties(principalOf(request), langOf(request))),
  )

  /** GET Candidates?search=: staff holding the chair (8) or member (9) role, at most 20. */
  api.get(
    `${base}/Candidates`,
    {
      ...route,
      schema: {
        tags,
        querystring: z.object({ search: z.string().trim().min(2).max(100) }),
        response: { 200: wrapped(z.array(ZCommitteeCandidate)) },
      },
    },
    async (request) => {
      assertValid(request)
      return ok(await svc.candidates(request.query.search, langOf(request)))
    },
  )

  /** POST Save: opens (no id) or changes (id + version) a position. 409 stale; 422 rule broken; 403 unit. */
  api.post(
    `${base}/Save`,
    {
      ...route,
      config: {
        ...route.config,
        scope: [
          { kind: 'position', from: 'body.id' },
          { kind: 'unit', from: 'body.facultyId' },
          { kind: 'unit', from: 'body.departmentId' },
        ],
      },
      schema: { tags, body: ZSavePositionRequest, response: { 200: wrapped(ZPosition) } },
    },
    async (request) => {
      assertValid(request)
      const saved = await svc.save(principalOf(request), request.body, langOf(request))
      return ok(saved, translate(langOf(request), 'applications.positionSaved'))
    },
  )

  /** POST AssignCommittee: one chair (role 8) and members (role 9); locked once an opinion is sent. */
  api.post(
    `${base}/AssignCommittee`,
    {
      ...route,
      config: { ...route.config, scope: [{ kind: 'position', from: 'body.positionId' }] },
      schema: { tags, body: ZAssignCommitteeRequest, response: { 200: wrapped(ZPosition) } },
    },
    async (request) => {
      assertValid(request)
      const saved = await svc.assignCommittee(principalOf(request), request.body, langOf(request))
      return ok(saved, translate(langOf(request), 'applications.committeeSaved'))
    },
  )
}
