/**
 * The authentication and authorisation guard (issue "Identity and session API" § Tokens):
 * - at start-up, refuses any /api route that declares no access rule, and a staff route whose input names a
 *   student, section, course, unit or a record of them without a unit scope (`config.scope`, issue 33 §2);
 *   records every route in the unit-scope registry's route table;
 * - per request, verifies the bearer token for the route's audience, checks the session is live (not
 *   revoked, within 12 h), that a delegated role is still in force, and that the active role and user kind
 *   are allowed. 401 for any token problem, 403 for a role that may not use the endpoint.
 * - on a route with `config.sessionInStatement` (the registration add; issue 40, last points), a plain
 *   student's token (no proxy) whose claims the route allows does not make the guard read the session: the
 *   handler checks it in its own statement (UnconfirmedCaller), one round trip fewer. Any error answered
 *   before that check (a malformed body, a missing key) first reads the session as the guard would, so a
 *   revoked or ended session is still answered 401 before anything else.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import type { JWTPayload } from 'jose'
import { forbidden, unauthorized } from '../../platform/http/errors.ts'
import { addLogFields } from '../../platform/http/log-serializers.ts'
import type { SessionService } from '../sessions/session.service.ts'
import { AUDIENCE, type Audience, type TokenService } from '../tokens/token-service.ts'
import { type Access, isGuestPath, type Principal, type UnconfirmedCaller } from './access.ts'
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

/** The principal of a live portal session read for `payload`'s `sid`; 401 when none (or a lost delegation). */
async function sessionPrincipal(deps: GuardDeps, payload: JWTPayload): Promise<Principal> {
  const session = typeof payload.sid === 'string' ? await deps.sessions.current(payload.sid) : null
  if (!session || session.kind === 'guest' || session.personId === null) throw unauthorized()
  if (session.isProxy && !(await deps.sessions.stillHoldsRole(session))) {
    await deps.sessions.revoke(session.id)
    throw unauthorized()
  }
  return {
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
}

/** Throws 403 when `principal`'s kind or active role may not use a route of `rule`. */
function checkAllowed(rule: Extract<Access, { kind: 'portal' }>, principal: Principal): void {
  if (!allows(rule, principal)) throw forbidden()
}

/** True when `principal` may use a route of `rule` (kind and active role). */
function allows(rule: Extract<Access, { kind: 'portal' }>, principal: Principal): boolean {
  return (
    (!rule.userType || rule.userType === principal.userType) &&
    (rule.roles === 'any' || rule.roles.includes(principal.activeRoleId))
  )
}

/**
 * The caller a verified portal token states, when it is a plain student's (kind student, no proxy, a
 * studentship number, the claims of the types the portal signs); null otherwise (the guard then reads the
 * session as on any route). `impersonatorRoleId` is null: the token does not carry it.
 */
export function claimedStudent(payload: JWTPayload): Principal | null {
  const c = payload as Record<string, unknown>
  const personId = Number(c.sub)
  if (
    typeof c.sid !== 'string' ||
    c.UserType !== 'student' ||
    c.IsProxy !== false ||
    typeof c.ActiveOgrNo !== 'string' ||
    c.ActiveOgrNo === '' ||
    typeof c.ActiveRoleId !== 'number' ||
    typeof c.ImpID !== 'number' ||
    !Number.isSafeInteger(personId) ||
    personId <= 0 ||
    c.sub !== String(personId)
  )
    return null
  return {
    sessionId: c.sid,
    personId,
    userType: 'student',
    activeRoleId: c.ActiveRoleId,
    isProxy: false,
    proxyGiverRegistryNo: null,
    activeStudentNo: c.ActiveOgrNo,
    impersonatorPersonId: c.ImpID === 0 ? null : c.ImpID,
    impersonatorRoleId: null,
  }
}

/**
 * The error handler of a `sessionInStatement` route: a client error (4xx) met before the handler confirmed
 * the session (body, media type, headers, a refusal before its statement) is answered only after the session
 * is read as the guard would — 401 when it is not live, as on every other route —, then by the app's handler
 * as ever. A 401 is answered as it is, and so is a server fault or overload (no more work for the database).
 */
async function confirmThenRethrow(error: FastifyError, request: FastifyRequest): Promise<never> {
  const pending = request.unconfirmed
  const status = (error as { statusCode?: unknown }).statusCode
  const clientError = typeof status === 'number' && status >= 400 && status < 500 && status !== 401
  if (pending && !request.principal && clientError) await pending.confirm()
  throw error
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
    if (route.config?.sessionInStatement) {
      if (rule.kind !== 'portal' || rule.userType !== 'student')
        throw new Error(`${url}: sessionInStatement is for student routes only`)
      if (route.errorHandler) throw new Error(`${url}: sessionInStatement sets the route's error handler`)
      route.errorHandler = confirmThenRethrow
    }
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
    if (request.routeOptions.config?.sessionInStatement) {
      const claimed = claimedStudent(payload)
      if (claimed && allows(rule, claimed)) {
        const caller: UnconfirmedCaller = {
          principal: claimed,
          at: deps.sessions.clock(),
          async confirm() {
            const principal = await sessionPrincipal(deps, payload)
            checkAllowed(rule, principal)
            request.principal = principal
            return principal
          },
          settle(principal) {
            request.principal = principal
          },
        }
        request.unconfirmed = caller
        addLogFields(request.log, { userId: claimed.personId, sessionKind: 'student' })
        return
      }
    }
    request.principal = await sessionPrincipal(deps, payload)
    addLogFields(request.log, {
      userId: request.principal.personId,
      sessionKind: request.principal.userType,
    })
    checkAllowed(rule, request.principal)
  })
}

/**
 * The caller of a `sessionInStatement` route: the principal when the guard read the session (or a handler
 * confirmed it), else the unconfirmed caller whose session the handler must check first; 401 when neither.
 */
export function callerOf(request: FastifyRequest): {
  principal: Principal
  unconfirmed: UnconfirmedCaller | null
} {
  if (request.principal) return { principal: request.principal, unconfirmed: null }
  if (request.unconfirmed)
    return { principal: request.unconfirmed.principal, unconfirmed: request.unconfirmed }
  throw unauthorized()
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
