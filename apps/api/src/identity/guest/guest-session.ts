/**
 * Guest sessions: a row of the shared `sessions` table (kind 'guest', the guest applicant role, 12 h) and
 * a guest token for it — claims `Email`, `GuestId`, `sid`, audience guest (spec §3 "Guest token claims
 * include Email"; issue "Identity and session API" § Tokens). The guard accepts it only on guest paths.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { unauthorized } from '../../platform/http/errors.ts'
import { sessions } from '../identity.schema.ts'
import { GUEST_ROLE_ID } from '../roles.ts'
import {
  newRefreshSecret,
  type Refreshed,
  SESSION_SECONDS,
  type SessionService,
} from '../sessions/session.service.ts'
import { AUDIENCE, type TokenService } from '../tokens/token-service.ts'
import { guests } from './guest.schema.ts'

/** The guest a session is for. */
export interface GuestIdentity {
  guestId: number
  email: string
}

/** The audit actor of a guest: no person (the guest is named in the row: entity and after.guestId). */
export const GUEST_AUDIT_ACTOR = { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null }

/** A started guest session: its id and the value of its HttpOnly refresh cookie. */
export interface StartedGuestSession {
  sessionId: string
  refreshCookie: string
}

/**
 * Inserts a live guest session with `tx` (to join the caller's transaction), audits the sign-in in it
 * (entity 'session', action 'signIn', after.guestId; issue 15) and resolves to its id and refresh cookie
 * value (guests refresh like staff, issue 15 "Sessions").
 */
export async function insertGuestSession(
  tx: Pick<Database, 'insert'>,
  guest: GuestIdentity,
  at: Date,
): Promise<StartedGuestSession> {
  const id = randomUUID()
  const refresh = newRefreshSecret(id)
  await tx.insert(sessions).values({
    id,
    kind: 'guest',
    guestId: guest.guestId,
    activeRoleId: GUEST_ROLE_ID,
    refreshHash: refresh.hash,
    expiresAt: new Date(at.getTime() + SESSION_SECONDS * 1000),
  })
  await recordAudit(tx, GUEST_AUDIT_ACTOR, {
    entity: 'session',
    entityId: id,
    action: 'signIn',
    after: { kind: 'guest', guestId: guest.guestId },
  })
  return { sessionId: id, refreshCookie: refresh.cookie }
}

/**
 * Renews guest session `sid` with its refresh `cookie` (issue 15 "Sessions"): the session must be a live
 * guest session (not revoked, within 12 h) whose cookie this is; resolves a new guest token and the rotated
 * cookie. Throws 401 otherwise (missing, foreign, old or staff cookie; revoked or expired session).
 */
export async function refreshGuestSession(
  db: Database,
  deps: { sessions: Pick<SessionService, 'ownsRefreshCookie' | 'rotateRefresh'>; tokens: TokenService },
  sid: string,
  cookie: string | undefined,
): Promise<Refreshed> {
  const row = await deps.sessions.ownsRefreshCookie(sid, cookie, 'guest')
  if (!row || row.guestId === null) throw unauthorized()
  const [guest] = await db.select({ email: guests.email }).from(guests).where(eq(guests.id, row.guestId))
  if (!guest) throw unauthorized()
  const refreshCookie = await deps.sessions.rotateRefresh(row)
  if (!refreshCookie) throw unauthorized()
  const token = await signGuestToken(deps.tokens, { guestId: row.guestId, email: guest.email }, row.id)
  return { token, refreshCookie }
}

/** Signs the guest token of session `sessionId`. */
export function signGuestToken(
  tokens: TokenService,
  guest: GuestIdentity,
  sessionId: string,
): Promise<string> {
  return tokens.sign(
    { Email: guest.email, GuestId: guest.guestId, sid: sessionId },
    String(guest.guestId),
    AUDIENCE.guest,
  )
}
