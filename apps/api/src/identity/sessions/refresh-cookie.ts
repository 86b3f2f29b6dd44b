/**
 * The HttpOnly refresh cookies (issue "Identity and session API" § Tokens; issue 15 "Sessions"): Secure,
 * SameSite=Strict, living as long as the session (12 h). The staff/student cookie is only sent to
 * /api/Identity, the guest cookie only to /api/IdentityGuest/auth, so neither reaches the other's refresh.
 */
import type { FastifyReply } from 'fastify'
import { GUEST_REFRESH_COOKIE, REFRESH_COOKIE, type RefreshKind, SESSION_SECONDS } from './session.service.ts'

/** Path of the guest refresh cookie (the guest sign-in calls). */
export const GUEST_REFRESH_PATH = '/api/IdentityGuest/auth'

const cookieOf = (kind: RefreshKind) =>
  kind === 'guest'
    ? { name: GUEST_REFRESH_COOKIE, path: GUEST_REFRESH_PATH }
    : { name: REFRESH_COOKIE, path: '/api/Identity' }

/** Sets the refresh cookie of `kind` (default portal) to `value` on `reply`. */
export function setRefreshCookie(reply: FastifyReply, value: string, kind: RefreshKind = 'portal'): void {
  const { name, path } = cookieOf(kind)
  reply.setCookie(name, value, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path,
    maxAge: SESSION_SECONDS,
  })
}

/** Clears the refresh cookie of `kind` (default portal). */
export function clearRefreshCookie(reply: FastifyReply, kind: RefreshKind = 'portal'): void {
  const { name, path } = cookieOf(kind)
  reply.clearCookie(name, { path, httpOnly: true, secure: true, sameSite: 'strict' })
}
