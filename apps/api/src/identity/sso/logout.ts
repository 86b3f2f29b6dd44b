/**
 * Which portal session a logout ends (issue "Identity and session API" § Sign-in: "Logout revokes the portal
 * session and ends the provider session"; issue 34 points 1 and 8): the bearer token's session when an
 * Authorization header is sent — accepted up to the 12 h session even when expired, so the idle sign-out that
 * falls due beside the 960 s refresh still names its session — else the session named by the HttpOnly refresh
 * cookie (`<sessionId>.<secret>`), accepted only when the session service confirms the cookie's secret.
 * Also the SAML subject kept for each SAML session (the LogoutRequest names it; an IdP-initiated LogoutRequest
 * finds the sessions by it).
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import { sessions as sessionsTable } from '../identity.schema.ts'
import type { SessionService } from '../sessions/session.service.ts'
import { REFRESH_COOKIE } from '../sessions/session.service.ts'
import { AUDIENCE, refreshableSid, type TokenService } from '../tokens/token-service.ts'
import type { SamlSubject } from './saml-client.ts'
import { ssoSamlSessions } from './sso.schema.ts'

/** The live session to end, its provider ID token (for id_token_hint) and its SAML subject, if any. */
export interface SessionToEnd {
  sessionId: string
  idTokenHint: string | null
  samlSubject: SamlSubject | null
}

/** Finds the live session the caller of Logout holds (bearer first, then refresh cookie); never throws. */
export async function findSessionToEnd(
  request: FastifyRequest,
  db: Database,
  tokens: TokenService,
  sessions: SessionService,
): Promise<SessionToEnd | null> {
  const sessionId = (await fromBearer(request, tokens)) ?? (await fromCookie(request, sessions))
  if (!sessionId) return null
  const row = await sessions.live(sessionId)
  if (!row || row.kind === 'guest') return null
  return { sessionId: row.id, idTokenHint: row.idTokenHint, samlSubject: await samlSubjectOf(db, row.id) }
}

async function fromBearer(request: FastifyRequest, tokens: TokenService): Promise<string | null> {
  return refreshableSid(tokens, request.headers.authorization, AUDIENCE.portal).catch(() => null)
}

async function fromCookie(request: FastifyRequest, sessions: SessionService): Promise<string | null> {
  const cookie = request.cookies[REFRESH_COOKIE]
  const sessionId = cookie?.split('.')[0]
  if (!cookie || !sessionId) return null
  return (await sessions.ownsRefreshCookie(sessionId, cookie))?.id ?? null
}

/** Records the SAML subject of the portal session `sessionId` (after a SAML sign-in). */
export async function rememberSamlSubject(
  db: Database,
  sessionId: string,
  subject: SamlSubject,
): Promise<void> {
  await db.insert(ssoSamlSessions).values({
    sessionId,
    nameId: subject.nameID,
    nameIdFormat: subject.nameIDFormat,
    nameQualifier: subject.nameQualifier,
    spNameQualifier: subject.spNameQualifier,
    sessionIndex: subject.sessionIndex,
  })
}

/** The SAML subject of `sessionId`, or null (an OIDC session, or none recorded). */
export async function samlSubjectOf(db: Database, sessionId: string): Promise<SamlSubject | null> {
  const [row] = await db.select().from(ssoSamlSessions).where(eq(ssoSamlSessions.sessionId, sessionId))
  if (!row) return null
  return {
    nameID: row.nameId,
    nameIDFormat: row.nameIdFormat,
    nameQualifier: row.nameQualifier,
    spNameQualifier: row.spNameQualifier,
    sessionIndex: row.sessionIndex,
  }
}

/**
 * The live portal sessions an IdP-initiated LogoutRequest for `subject` ends: same NameID and, when the
 * request names a SessionIndex, that session index only.
 */
export async function sessionsOfSubject(db: Database, subject: SamlSubject): Promise<string[]> {
  const rows = await db
    .select({ id: ssoSamlSessions.sessionId, sessionIndex: ssoSamlSessions.sessionIndex })
    .from(ssoSamlSessions)
    .innerJoin(sessionsTable, eq(sessionsTable.id, ssoSamlSessions.sessionId))
    .where(and(eq(ssoSamlSessions.nameId, subject.nameID), isNull(sessionsTable.revokedAt)))
  return rows.filter((r) => !subject.sessionIndex || r.sessionIndex === subject.sessionIndex).map((r) => r.id)
}
