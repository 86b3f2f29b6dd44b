/**
 * Impersonation (spec §1, §7): an allowed role signs in as a staff member, student or graduate and leaves
 * again. Start and end are audited with the reason; the token's ImpID carries the impersonator.
 */
import { ZImpersonateLoginRequest, ZImpersonationCandidate, ZPage, ZPageQuery } from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, notFound } from '../../platform/http/errors.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { findPersonIdByNumber } from '../claims/identity.repo.ts'
import { access, auditActorOf } from '../guard/access.ts'
import { principalOf } from '../guard/guard.ts'
import { SYSADMIN_ROLE_ID } from '../roles.ts'
import { setRefreshCookie } from '../sessions/refresh-cookie.ts'
import type { SessionService } from '../sessions/session.service.ts'
import { findGraduate, listStaff, listStudents } from './impersonation.repo.ts'

/** Roles allowed to impersonate. */
export const IMPERSONATION_ROLES = [SYSADMIN_ROLE_ID]

const ZListQuery = ZPageQuery.extend({ search: z.string().max(100).optional() })
const pageAnswer = wrapped(ZPage(ZImpersonationCandidate))
const tokenAnswer = wrapped(z.string())

/** Registers the Impersonate calls. */
export async function impersonationRoutes(
  app: FastifyInstance,
  deps: { db: Database; sessions: SessionService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const allowed = access.roles(...IMPERSONATION_ROLES)
  const lists = [
    [
      'GetAllPersonelList',
      (q: z.infer<typeof ZListQuery>) => listStaff(deps.db, q.search, q.page, q.pageSize),
    ],
    [
      'GetAllOgrenciList',
      (q: z.infer<typeof ZListQuery>) => listStudents(deps.db, false, q.search, q.page, q.pageSize),
    ],
    [
      'GetAllMezunOgrenciList',
      (q: z.infer<typeof ZListQuery>) => listStudents(deps.db, true, q.search, q.page, q.pageSize),
    ],
  ] as const
  for (const [action, list] of lists) {
    /** GET list ?search=&page=&pageSize=: candidates for impersonation, paged. */
    api.get(
      `/api/Identity/Impersonate/${action}`,
      {
        config: { access: allowed },
        schema: { tags: ['impersonation'], querystring: ZListQuery, response: { 200: pageAnswer } },
      },
      async (request) => ok(await list(request.query)),
    )
  }

  /** GET GetMezunOgrenciById?ogrNo=: one graduate; 404 when none. */
  api.get(
    '/api/Identity/Impersonate/GetMezunOgrenciById',
    {
      config: {
        access: allowed,
        scope: { none: "impersonation is the system administrator's, university-wide" },
      },
      schema: {
        tags: ['impersonation'],
        querystring: z.object({ ogrNo: z.string().min(1).max(20) }),
        response: { 200: wrapped(ZImpersonationCandidate) },
      },
    },
    async (request) => {
      const graduate = await findGraduate(deps.db, request.query.ogrNo)
      if (!graduate) throw notFound('identity.noStudentFound')
      return ok(graduate)
    },
  )

  /** POST Login {ImpersonateId, Type, Reason}: a token of the target with ImpID = the impersonator. */
  api.post(
    '/api/Identity/Impersonate/Login',
    {
      config: { access: allowed },
      schema: { tags: ['impersonation'], body: ZImpersonateLoginRequest, response: { 200: tokenAnswer } },
    },
    async (request, reply) => {
      const principal = principalOf(request)
      if (principal.impersonatorPersonId !== null) throw businessRule('identity.alreadyImpersonating')
      const { ImpersonateId, Type, Reason } = request.body
      const kind = Type === 'Personel' ? 'staff' : 'student'
      const personId = await findPersonIdByNumber(deps.db, kind, ImpersonateId)
      if (personId === null) throw notFound(kind === 'staff' ? 'error.notFound' : 'identity.noStudentFound')
      if (personId === principal.personId) throw businessRule('identity.cannotImpersonateSelf')
      const started = await deps.db.transaction(async (tx) => {
        const s = await deps.sessions.start(
          {
            kind,
            personId,
            activeStudentNo: kind === 'student' ? ImpersonateId : null,
            impersonatorPersonId: principal.personId,
            impersonatorRoleId: principal.activeRoleId,
            successorOf: principal.sessionId,
          },
          tx,
        )
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'impersonation',
          entityId: s.sessionId,
          action: 'start',
          after: { targetPersonId: personId, type: Type, number: ImpersonateId },
          reason: Reason,
        })
        return s
      })
      await deps.sessions.revoke(principal.sessionId)
      setRefreshCookie(reply, started.refreshCookie)
      return ok(started.token)
    },
  )

  /** POST Logout: ends the impersonation; responseData is the impersonator's own new token. */
  api.post(
    '/api/Identity/Impersonate/Logout',
    {
      config: { access: access.anyPortal },
      schema: { tags: ['impersonation'], response: { 200: tokenAnswer } },
    },
    async (request, reply) => {
      const principal = principalOf(request)
      if (principal.impersonatorPersonId === null) throw businessRule('identity.notImpersonating')
      const impersonator = principal.impersonatorPersonId
      const started = await deps.db.transaction(async (tx) => {
        const s = await deps.sessions.start(
          {
            kind: 'staff',
            personId: impersonator,
            activeRoleId: principal.impersonatorRoleId ?? SYSADMIN_ROLE_ID,
            successorOf: principal.sessionId,
          },
          tx,
        )
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'impersonation',
          entityId: principal.sessionId,
          action: 'end',
          before: { targetPersonId: principal.personId },
        })
        return s
      })
      await deps.sessions.revoke(principal.sessionId)
      setRefreshCookie(reply, started.refreshCookie)
      return ok(started.token)
    },
  )
}
