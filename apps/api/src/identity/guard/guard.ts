/**
 * The authentication and authorisation guard (issue "Identity and session API" § Tokens):
 * - at start-up, refuses any /api route that declares no access rule, and a staff route whose input names a
 *   student, section, course, unit or a record of them without a unit scope (`config.scope`, issue 33 §2);
 *   records every route in the unit-scope registry's route table;
 * - per request, verifies the bearer token for the route's audience, checks the session is live (not
 *   revoked, within 12 h), that a delegated role is still in force, and that the active role and user kind
 *   are allowed. 401 for any token problem, 403 for a role that may not use the endpoint.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { forbidden, unauthorized } from '../../platform/http/errors.ts'
import { addLogFields } from '../../platform/http/log-serializers.ts'
import type { SessionService } from '../sessions/session.service.ts'
import { AUDIENCE, type Audience, type TokenService } from '../tokens/token-service.ts'
import { isGuestPath } from './access.ts'
import { fieldsOf, type ScopeRegistry, scopeProblem } from './scope.ts'

/** What the guard needs. */
export interface GuardDeps {
  tokens: TokenService
  sessions: SessionService
  /** The unit-scope registry: the guard records every /api route in it and checks its declaration. */
  scope: ScopeRegistry
}

function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization
  if (!header) throw unauthorized()
  const match = /^Bearer ([^\s]+)$/.exec(header)
  if (!match?.[1]) throw unauthorized()
  return match[1]
}

/** The verified payload of `token` for `audience`; 401 for any token problem. */
async function verified(tokens: TokenService, token: string, audience: Audience) {
  try {
    return await tokens.verify(token, audience)
  } catch {
    throw unauthorized()
  }
}

/** Installs the guard on `app` (call before registering routes). */
export function installGuard(app: FastifyInstance, deps: GuardDeps): void {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return
    const rule = route.config?.access
    if (!rule) throw new Error(`${String(route.method)} ${url} declares no access rule (config.access)`)
    if (rule.kind === 'guest' && !isGuestPath(url))
      throw new Error(`${url}: guest access only on guest paths`)
    if (rule.kind === 'portal' && isGuestPath(url))
      throw new Error(`${url}: guest paths take guest tokens only`)
    const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown }
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (method === 'HEAD') continue
      const entry = {
        method: String(method),
        url,
        access: rule,
        scope: route.config?.scope,
        fields: [
          ...fieldsOf('params', schema.params),
          ...fieldsOf('query', schema.querystring),
          ...fieldsOf('body', schema.body),
        ],
      }
      deps.scope.record(entry)
      const problem = scopeProblem(entry)
      if (problem) throw new Error(problem)
    }
  })

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.access
    if (!rule || rule.kind === 'public') return
    const token = bearerOf(request)
    if (rule.kind === 'guest') {
      if (request.headers['x-is-guest'] !== 'true') throw unauthorized()
      const payload = await verified(deps.tokens, token, AUDIENCE.guest)
      const session = typeof payload.sid === 'string' ? await deps.sessions.current(payload.sid) : null
      if (session?.kind !== 'guest' || session.guestId === null) throw unauthorized()
      request.guestPrincipal = {
        sessionId: session.id,
        guestId: session.guestId,
        email: String(payload.Email ?? ''),
      }
      return
    }
    const payload = await verified(deps.tokens, token, AUDIENCE.portal)
    const session = typeof payload.sid === 'string' ? await deps.sessions.current(payload.sid) : null
    if (!session || session.kind === 'guest' || session.personId === null) throw unauthorized()
    if (session.isProxy && !(await deps.sessions.stillHoldsRole(session))) {
      await deps.sessions.revoke(session.id)
      throw unauthorized()
    }
    request.principal = {
      sessionId: session.id,
      personId: session.personId,
      userType: session.kind === 'student' ? 'student' : 'staff',
      activeRoleId: session.activeRoleId,
      isProxy: session.isProxy,
      proxyGiverRegistryNo: session.proxyGiverRegistryNo,
      activeStudentNo: session.activeStudentNo,
      impersonatorPersonId: session.impersonatorPersonId,
      impersonatorRoleId: session.impersonatorRoleId,
    }
    addLogFields(request.log, { userId: session.personId, sessionKind: session.kind })
    if (rule.userType && rule.userType !== request.principal.userType) throw forbidden()
    if (rule.roles !== 'any' && !rule.roles.includes(session.activeRoleId)) throw forbidden()
  })
}

/** The principal of a portal route (the guard has set it); throws 401 if absent. */
export function principalOf(request: FastifyRequest) {
  if (!request.principal) throw unauthorized()
  return request.principal
}

/** The guest principal of a guest route (the guard has set it); throws 401 if absent. */
export function guestOf(request: FastifyRequest) {
  if (!request.guestPrincipal) throw unauthorized()
  return request.guestPrincipal
}
