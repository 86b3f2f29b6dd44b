/**
 * Account calls of spec §7: token refresh, role switch, studentship switch, photos, and the JWKS.
 * Field names and paths are the live system's, verbatim.
 */
import { ZRoleSwitchRequest, ZStudentshipSwitchRequest } from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { forbidden } from '../../platform/http/errors.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { loadPhoto } from '../claims/identity.repo.ts'
import { access } from '../guard/access.ts'
import { principalOf } from '../guard/guard.ts'
import { setRefreshCookie } from '../sessions/refresh-cookie.ts'
import {
  REFRESH_COOKIE,
  type SessionRow,
  type SessionService,
  type StartedSession,
  type StartSessionInput,
} from '../sessions/session.service.ts'
import { AUDIENCE, refreshableSid, type TokenService } from '../tokens/token-service.ts'

/** Dependencies of the account routes. */
export interface AccountRouteDeps {
  db: Database
  sessions: SessionService
  tokens: TokenService
}

const tokenAnswer = wrapped(z.string().describe('the new portal token (JWT)'))

/** Registers the account routes. */
export async function accountRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  /**
   * POST refresh: the bearer's session + its HttpOnly cookie → a new token (responseData) and a rotated
   * cookie. The bearer may have expired (a throttled background tab) as long as its signature, issuer and
   * audience hold and its session is live (issue 15 "Sessions"); the guard's live-token rule is therefore
   * applied here, with the expiry relaxed to the 12 h session.
   */
  api.post(
    '/api/Identity/RefreshToken/GenerateRefreshToken',
    {
      config: { access: access.selfChecked('portal') },
      schema: {
        tags: ['identity'],
        summary: 'New token for a live session (needs the refresh cookie; the bearer may have expired)',
        security: [{ bearer: [] }],
        response: {
          200: tokenAnswer,
          401: errorWrapper.describe('no live session for this token and cookie'),
        },
      },
    },
    async (request, reply) => {
      const sid = await refreshableSid(deps.tokens, request.headers.authorization, AUDIENCE.portal)
      const renewed = await deps.sessions.refresh(sid, request.cookies[REFRESH_COOKIE])
      setRefreshCookie(reply, renewed.refreshCookie)
      return ok(renewed.token)
    },
  )

  /** POST RolDegistir {IsProxy, RolId, ProxySicilNo, ImpId}: switch to a held role or an active delegation. */
  api.post(
    '/api/Identity/Account/RolDegistir',
    {
      config: { access: access.staff() },
      schema: {
        tags: ['identity'],
        summary: 'Switch the active role',
        body: ZRoleSwitchRequest,
        response: { 200: tokenAnswer },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request)
      const current = await deps.sessions.live(principal.sessionId)
      const started = await switchSession(deps, principal.sessionId, current, 'roleSwitch', {
        idTokenHint: current?.idTokenHint ?? null,
        kind: 'staff',
        personId: principal.personId,
        activeRoleId: request.body.RolId,
        isProxy: request.body.IsProxy,
        proxyGiverRegistryNo: request.body.IsProxy ? (request.body.ProxySicilNo ?? '') : null,
        impersonatorPersonId: principal.impersonatorPersonId,
        impersonatorRoleId: principal.impersonatorRoleId,
      })
      setRefreshCookie(reply, started.refreshCookie)
      return ok(started.token)
    },
  )

  /** POST OgrencilikDegistir {OgrNo, ImpId}: switch to another of the person's own student numbers. */
  api.post(
    '/api/Identity/Account/OgrencilikDegistir',
    {
      config: { access: access.student },
      schema: {
        tags: ['identity'],
        summary: 'Switch the active studentship',
        body: ZStudentshipSwitchRequest,
        response: { 200: tokenAnswer },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request)
      const current = await deps.sessions.live(principal.sessionId)
      const started = await switchSession(deps, principal.sessionId, current, 'studentshipSwitch', {
        idTokenHint: current?.idTokenHint ?? null,
        kind: 'student',
        personId: principal.personId,
        activeStudentNo: request.body.OgrNo,
        impersonatorPersonId: principal.impersonatorPersonId,
        impersonatorRoleId: principal.impersonatorRoleId,
      })
      setRefreshCookie(reply, started.refreshCookie)
      return ok(started.token)
    },
  )

  const photoAnswer = wrapped(z.string().describe('base64 JPEG, or "" when there is no photo'))
  for (const [action, userType] of [
    ['GetOgrenciPhoto', 'student'],
    ['GetPersonelPhoto', 'staff'],
  ] as const) {
    /** GET photo: the signed-in person's photo as base64 JPEG, or '' (spec §7: short answer = default avatar). */
    api.get(
      `/api/Identity/Account/${action}`,
      {
        config: { access: access.anyPortal },
        schema: {
          tags: ['identity'],
          summary: `The signed-in ${userType}'s photo`,
          response: { 200: photoAnswer },
        },
      },
      async (request) => {
        const principal = principalOf(request)
        if (principal.userType !== userType) throw forbidden()
        const photo = await loadPhoto(deps.db, principal.personId)
        return ok(photo ? Buffer.from(photo).toString('base64') : '')
      },
    )
  }

  /** GET JWKS: the public keys that verify portal and guest tokens. */
  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['identity'],
        summary: 'Token verification keys (JWKS), a standard document, not wrapped',
      },
    },
    async () => deps.tokens.jwks(),
  )
}

/**
 * Replaces session `oldId` (row `current`) by a new one for `input` in one transaction: the new session is
 * started with an audit row (`action`, before = the old session's role/studentship; issue 15), then the old
 * one is revoked. Throws 403 like `sessions.start` when the role or studentship is not held.
 */
async function switchSession(
  deps: AccountRouteDeps,
  oldId: string,
  current: SessionRow | null,
  action: 'roleSwitch' | 'studentshipSwitch',
  input: StartSessionInput,
): Promise<StartedSession> {
  const before = current
    ? {
        sessionId: current.id,
        activeRoleId: current.activeRoleId,
        isProxy: current.isProxy,
        proxyGiverRegistryNo: current.proxyGiverRegistryNo,
        activeStudentNo: current.activeStudentNo,
      }
    : { sessionId: oldId }
  return deps.db.transaction(async (tx) => {
    const started = await deps.sessions.start(
      { ...input, successorOf: oldId, audit: { action, before } },
      tx as unknown as Database,
    )
    await deps.sessions.revoke(oldId, tx as unknown as Database)
    return started
  })
}
