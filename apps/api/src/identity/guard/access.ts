/**
 * Access rules declared once per endpoint (DESIGN.md §3 "Authorisation is declared once per endpoint"):
 * every /api route carries `config.access`; the guard enforces it before the handler runs.
 */
import type { AuditActor } from '../../platform/audit/audit.ts'
import type { DocumentedAccess } from '../../platform/http/openapi.ts'

/**
 * - public: anyone (sign-in redirects, one-time code requests).
 * - portal: a live staff or student session; `roles` lists the active roles allowed ('any' = every role),
 *   `userType` restricts to staff or students. Ownership is checked by the service on top of this.
 * - guest: a live guest session on a guest path with `X-Is-Guest: true`.
 * - public with `token`: the guard lets the call through and the handler checks a token of that kind itself
 *   (the refresh calls, whose bearer may have expired); documented as requiring the bearer.
 */
export type Access =
  | { kind: 'public'; token?: 'portal' | 'guest' }
  | { kind: 'portal'; roles: readonly number[] | 'any'; userType?: 'staff' | 'student' }
  | { kind: 'guest' }

/** The signed-in staff member or student of a portal call. */
export interface Principal {
  sessionId: string
  personId: number
  userType: 'staff' | 'student'
  activeRoleId: number
  isProxy: boolean
  proxyGiverRegistryNo: string | null
  activeStudentNo: string | null
  impersonatorPersonId: number | null
  impersonatorRoleId: number | null
}

/** The signed-in guest of a guest call. */
export interface GuestPrincipal {
  sessionId: string
  guestId: number
  email: string
}

/**
 * A student's call on a route that checks the session in its own statement (`config.sessionInStatement`,
 * issue 40, last points): the guard verified the token but did not read the session. `principal` is what the
 * token states (`impersonatorRoleId` null: the token does not carry it). The handler must confirm, before
 * anything else, that session `principal.sessionId` is live at `at` (not revoked, before its 12 h end) and
 * has exactly these facts, in the statement it runs anyway, and answer `unauthorized()` otherwise — or call
 * `confirm()`, which reads the session as the guard does (401 when not live) and gives the principal.
 */
export interface UnconfirmedCaller {
  principal: Principal
  /** The session service's clock at the guard: the instant the session must be live at. */
  at: Date
  /** Reads the session as the guard would; 401 when not live; resolves the principal of its row. */
  confirm(): Promise<Principal>
  /** Records that the handler's statement found the session live with these facts (its full principal). */
  settle(principal: Principal): void
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
    /**
     * The handler checks the session itself, in its own statement (student routes only; see UnconfirmedCaller).
     * Used by the registration add, the registration rush's one hot call: one round trip fewer per add.
     */
    sessionInStatement?: boolean
  }
  interface FastifyRequest {
    principal?: Principal
    guestPrincipal?: GuestPrincipal
    /** Set instead of `principal` on a `sessionInStatement` route when the guard did not read the session. */
    unconfirmed?: UnconfirmedCaller
  }
}

/** Helpers to declare access briefly in route options. */
export const access = {
  public: { kind: 'public' } as const satisfies Access,
  anyPortal: { kind: 'portal', roles: 'any' } as const satisfies Access,
  staff: (roles: readonly number[] | 'any' = 'any'): Access => ({ kind: 'portal', roles, userType: 'staff' }),
  student: { kind: 'portal', roles: 'any', userType: 'student' } as const satisfies Access,
  roles: (...roles: number[]): Access => ({ kind: 'portal', roles }),
  guest: { kind: 'guest' } as const satisfies Access,
  /** Public for the guard; the handler itself checks a (possibly expired) token of `token`'s kind. */
  selfChecked: (token: 'portal' | 'guest'): Access => ({ kind: 'public', token }),
}

/** The audit actor of a principal: the person, their impersonator and the proxy giver, if any. */
export function auditActorOf(principal: Principal): AuditActor {
  return {
    personId: principal.personId,
    impersonatorPersonId: principal.impersonatorPersonId,
    onBehalfOfRegistryNo: principal.isProxy ? principal.proxyGiverRegistryNo : null,
  }
}

/** Paths on which guest tokens (and only guest tokens) are used, spec §7. */
export const GUEST_PATH_PREFIXES = [
  '/api/Application/AkademikBasvurular/',
  '/api/Application/AkademikBasvuruOzetlerForGuest/',
  '/api/IdentityGuest/',
] as const

/** True when `url` is one of the spec's guest paths. */
export function isGuestPath(url: string): boolean {
  return GUEST_PATH_PREFIXES.some((p) => url.startsWith(p))
}

/**
 * What the OpenAPI document says of a route's access rule (platform/http/openapi.ts): portal and guest rules,
 * and public ones whose handler checks a token itself, need a bearer token; guest ones also
 * `X-Is-Guest: true`. Takes the route's `config`.
 */
export function documentedAccessOf(config: unknown): DocumentedAccess {
  const rule = (config as { access?: Access } | undefined)?.access
  const token = rule?.kind === 'public' ? rule.token : undefined
  return {
    bearer: rule?.kind === 'portal' || rule?.kind === 'guest' || token !== undefined,
    guest: rule?.kind === 'guest' || token === 'guest',
  }
}
