/**
 * The HttpOnly refresh cookie (issue "Identity and session API" § Tokens): Secure, SameSite=Strict, only
 * sent to /api/Identity, living as long as the session (12 h).
 */
import type { FastifyReply } from 'fastify'
import { REFRESH_COOKIE, SESSION_SECONDS } from './session.service.ts'

/** Sets the refresh cookie to `value` on `reply`. */
export function setRefreshCookie(reply: FastifyReply, value: string): void {
  reply.setCookie(REFRESH_COOKIE, value, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/api/Identity',
    maxAge: SESSION_SECONDS,
  })
}

/** Clears the refresh cookie. */
export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    path: '/api/Identity',
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
  })
}
