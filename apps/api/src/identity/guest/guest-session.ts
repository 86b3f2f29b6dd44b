/**
 * Guest sessions: a row of the shared `sessions` table (kind 'guest', the guest applicant role, 12 h) and
 * a guest token for it — claims `Email`, `GuestId`, `sid`, audience guest (spec §3 "Guest token claims
 * include Email"; issue "Identity and session API" § Tokens). The guard accepts it only on guest paths.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { sessions } from '../identity.schema.ts'
import { GUEST_ROLE_ID } from '../roles.ts'
import { SESSION_SECONDS } from '../sessions/session.service.ts'
import { AUDIENCE, type TokenService } from '../tokens/token-service.ts'

/** The guest a session is for. */
export interface GuestIdentity {
  guestId: number
  email: string
}

/** The audit actor of a guest: no person (the guest is named in the row: entity and after.guestId). */
export const GUEST_AUDIT_ACTOR = { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null }

/**
 * Inserts a live guest session with `tx` (to join the caller's transaction), audits the sign-in in it
 * (entity 'session', action 'signIn', after.guestId; issue 15) and resolves to its id. The refresh hash is
 * random: guest sessions have no refresh cookie.
 */
export async function insertGuestSession(
  tx: Pick<Database, 'insert'>,
  guest: GuestIdentity,
  at: Date,
): Promise<string> {
  const id = randomUUID()
  await tx.insert(sessions).values({
    id,
    kind: 'guest',
    guestId: guest.guestId,
    activeRoleId: GUEST_ROLE_ID,
    refreshHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    expiresAt: new Date(at.getTime() + SESSION_SECONDS * 1000),
  })
  await recordAudit(tx, GUEST_AUDIT_ACTOR, {
    entity: 'session',
    entityId: id,
    action: 'signIn',
    after: { kind: 'guest', guestId: guest.guestId },
  })
  return id
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
