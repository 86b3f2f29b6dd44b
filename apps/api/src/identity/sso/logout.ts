/**
 * Which portal session a logout ends (issue "Identity and session API" § Sign-in: "Logout revokes the portal
 * session and ends the provider session"): the bearer token's session when an Authorization header is sent,
 * else the session named by the HttpOnly refresh cookie (`<sessionId>.<secret>`), accepted only when the
 * session service confirms the cookie's secret belongs to that session.
 */
import type { FastifyRequest } from 'fastify'
import type { SessionService } from '../sessions/session.service.ts'
import { REFRESH_COOKIE } from '../sessions/session.service.ts'
import { AUDIENCE, type TokenService } from '../tokens/token-service.ts'

/** The live session to end and its provider ID token (for id_token_hint), or null when there is none. */
export interface SessionToEnd {
  sessionId: string
  idTokenHint: string | null
}

/** Finds the live session the caller of Logout holds (bearer first, then refresh cookie); never throws. */
export async function findSessionToEnd(
  request: FastifyRequest,
  tokens: TokenService,
  sessions: SessionService,
): Promise<SessionToEnd | null> {
  const sessionId = (await fromBearer(request, tokens)) ?? (await fromCookie(request, sessions))
  if (!sessionId) return null
  const row = await sessions.live(sessionId)
  if (!row || row.kind === 'guest') return null
  return { sessionId: row.id, idTokenHint: row.idTokenHint }
}

async function fromBearer(request: FastifyRequest, tokens: TokenService): Promise<string | null> {
  const match = /^Bearer ([^\s]+)$/.exec(request.headers.authorization ?? '')
  if (!match?.[1]) return null
  try {
    const payload = await tokens.verify(match[1], AUDIENCE.portal)
    return typeof payload.sid === 'string' ? payload.sid : null
  } catch {
    return null
  }
}

async function fromCookie(request: FastifyRequest, sessions: SessionService): Promise<string | null> {
  const cookie = request.cookies[REFRESH_COOKIE]
  const sessionId = cookie?.split('.')[0]
  if (!cookie || !sessionId) return null
  return (await sessions.ownsRefreshCookie(sessionId, cookie))?.id ?? null
}
