/**
 * Portal sessions: start (after sign-in, role switch, impersonation), issue access tokens for a live
 * session, refresh with the HttpOnly cookie, revoke. A session lives at most 12 hours (issue "Identity and
 * session API" § Tokens). Every token is built from the database at issue time.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { type AuditActor, recordAudit } from '../../platform/audit/audit.ts'
import { forbidden, unauthorized } from '../../platform/http/errors.ts'
import { istanbulToday } from '../../platform/time.ts'
import {
  buildPortalClaims,
  defaultStudentNo,
  findUsableAssignment,
  type SessionFacts,
  signInStaffRole,
} from '../claims/claims.ts'
import { type IdentityView, loadIdentity, roleNames } from '../claims/identity.repo.ts'
import { retiredRefreshSecrets, sessions } from '../identity.schema.ts'
import { STUDENT_ROLE_ID } from '../roles.ts'
import { AUDIENCE, type TokenService } from '../tokens/token-service.ts'

/** Absolute session lifetime in seconds (12 h), whatever the refreshes. */
export const SESSION_SECONDS = 12 * 60 * 60

/** Name of the HttpOnly refresh cookie of staff and student sessions. */
export const REFRESH_COOKIE = 'unacs_rt'

/** Name of the HttpOnly refresh cookie of guest sessions (issue 15 "Sessions"). */
export const GUEST_REFRESH_COOKIE = 'unacs_grt'

/** Which sessions a refresh cookie renews: 'portal' (staff and student) or 'guest'. */
export type RefreshKind = 'portal' | 'guest'

/** A renewed session: the new access token and the rotated refresh cookie value. */
export interface Refreshed {
  token: string
  refreshCookie: string
}

/** What a new session is for. Role and studentship default to the sign-in defaults when omitted. */
export interface StartSessionInput {
  kind: 'staff' | 'student'
  personId: number
  activeRoleId?: number
  isProxy?: boolean
  proxyGiverRegistryNo?: string | null
  activeStudentNo?: string | null
  impersonatorPersonId?: number | null
  impersonatorRoleId?: number | null
  idTokenHint?: string | null
  /**
   * The session this one replaces (role or studentship switch, impersonation start or end): the new session
   * joins its family (issue 33 §3), so a reused refresh secret of either revokes both. Omitted at sign-in.
   */
  successorOf?: string | null
  /**
   * Audit the start (issue 15): `action` ('signIn', 'roleSwitch', 'studentshipSwitch') and what it
   * replaced (`before`), written as an audit row of entity 'session' in the same transaction.
   */
  audit?: { action: string; before?: unknown }
}

/** A started session: its id, the access token and the refresh cookie value. */
export interface StartedSession {
  sessionId: string
  token: string
  refreshCookie: string
}

/** A live session row. */
export type SessionRow = typeof sessions.$inferSelect

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex')

/**
 * A new refresh secret for session `sessionId`: the cookie value (`<sid>.<secret>`, 256 random bits) and
 * the SHA-256 hex of the secret that the session row stores.
 */
export function newRefreshSecret(sessionId: string): { cookie: string; hash: string } {
  const secret = randomBytes(32).toString('base64url')
  return { cookie: `${sessionId}.${secret}`, hash: hash(secret) }
}

/**
 * Seconds after a rotation during which the replaced refresh secret presented again is only refused (401),
 * not taken as theft (issue 33 §3): two tabs share the cookie and may refresh at the same moment, and the
 * loser of that race sends the secret the winner just replaced. Later, the old secret revokes the family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10

/**
 * How long the guard may rely on a session row it has read (ms; issue 23 "the request path"): a session
 * revoked through this process's session service (any instance of it over the same database) is refused at
 * once; one revoked by another API instance, or by another transaction still open when it was read, is
 * refused at the latest this long after. The 12 h end is checked on every call. docs/decisions.md.
 */
export const SESSION_RECHECK_MS = 2000

/** What the guard remembers of one session: the row and when it was read (ms since the epoch, real time). */
interface RememberedSession {
  row: SessionRow
  readAt: number
}

/**
 * The guard's memory of live sessions, one per database handle, so every session service of a process over
 * that database (the app's, a test's) forgets a session the moment any of them revokes it. `epoch` counts
 * revocations: a read that started before one is not remembered, since it may have seen the session live.
 */
interface SessionMemory {
  rows: Map<string, RememberedSession>
  epoch: number
}

/** At most this many sessions remembered per database (oldest out first). */
const REMEMBERED_MAX = 20_000

const memories = new WeakMap<Database, SessionMemory>()

function memoryOf(db: Database): SessionMemory {
  let memory = memories.get(db)
  if (!memory) {
    memory = { rows: new Map(), epoch: 0 }
    memories.set(db, memory)
  }
  return memory
}

/** Creates the session service. `now` is injectable for clocks in tests of the 12 h rule. */
export function createSessionService(db: Database, tokens: TokenService, now: () => Date = () => new Date()) {
  const memory = memoryOf(db)
  const forget = (id: string) => {
    memory.epoch++
    memory.rows.delete(id)
  }
  // Built once: the guard's lookup runs on every call (issue 23).
  const liveQuery = db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_live')

  /** Resolves the role/studentship of a new session, or throws 403 when the person does not hold it. */
  function resolveFacts(
    identity: IdentityView,
    input: StartSessionInput,
    id: string,
    lastSignInAt: Date | null = null,
  ): SessionFacts {
    const today = istanbulToday(now())
    const base = { id, impersonatorPersonId: input.impersonatorPersonId ?? null }
    if (input.kind === 'student') {
      const studentNo = input.activeStudentNo ?? defaultStudentNo(identity)
      if (!studentNo || !identity.studentships.some((s) => s.studentNo === studentNo)) throw forbidden()
      return {
        ...base,
        kind: 'student',
        activeRoleId: STUDENT_ROLE_ID,
        isProxy: false,
        proxyGiverRegistryNo: null,
        activeStudentNo: studentNo,
      }
    }
    if (!identity.staff) throw forbidden()
    const assignment =
      input.activeRoleId === undefined
        ? signInStaffRole(identity, today, lastSignInAt)
        : findUsableAssignment(
            identity,
            today,
            input.activeRoleId,
            input.isProxy ?? false,
            input.proxyGiverRegistryNo ?? null,
          )
    if (!assignment) throw forbidden()
    return {
      ...base,
      kind: 'staff',
      activeRoleId: assignment.roleId,
      isProxy: assignment.isProxy,
      proxyGiverRegistryNo: assignment.isProxy ? assignment.proxyGiverRegistryNo : null,
      activeStudentNo: null,
    }
  }

  async function tokenFor(
    identity: IdentityView,
    facts: SessionFacts,
    reader: Database = db,
  ): Promise<string> {
    const names = await roleNames(reader, [facts.activeRoleId])
    const claims = buildPortalClaims(
      identity,
      facts,
      istanbulToday(now()),
      names.get(facts.activeRoleId)?.tr ?? '',
    )
    return tokens.sign(claims, String(identity.personId), AUDIENCE.portal)
  }

  /**
   * When a fresh staff sign-in's person last signed in (their newest own staff session, impersonations
   * excluded), for `signInStaffRole`; null for other starts (a role asked for, a student, an impersonation).
   */
  async function lastSignInOf(tx: Database, identity: IdentityView, input: StartSessionInput) {
    if (input.kind !== 'staff' || input.activeRoleId !== undefined || input.impersonatorPersonId) return null
    if (!identity.staff) return null
    const [last] = await tx
      .select({ at: sessions.createdAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.personId, identity.personId),
          eq(sessions.kind, 'staff'),
          isNull(sessions.impersonatorPersonId),
        ),
      )
      .orderBy(desc(sessions.createdAt))
      .limit(1)
    return last?.at ?? null
  }

  const service = {
    /**
     * Starts a session (reading and inserting with `tx` when given, to join the caller's transaction, else in
     * a transaction of its own); throws 403 when the person does not hold the requested role or studentship.
     * With `input.audit`, writes the audit row (actor, impersonator, proxy giver; the new session's facts).
     */
    async start(input: StartSessionInput, tx?: Database): Promise<StartedSession> {
      if (!tx) return db.transaction((t) => service.start(input, t as unknown as Database))
      const identity = await loadIdentity(tx, input.personId)
      if (!identity) throw unauthorized()
      const id = randomUUID()
      const facts = resolveFacts(identity, input, id, await lastSignInOf(tx, identity, input))
      const refresh = newRefreshSecret(id)
      const familyId = input.successorOf ? await familyOf(tx, input.successorOf) : null
      await tx.insert(sessions).values({
        id,
        familyId,
        kind: facts.kind,
        personId: identity.personId,
        activeRoleId: facts.activeRoleId,
        isProxy: facts.isProxy,
        proxyGiverRegistryNo: facts.proxyGiverRegistryNo,
        activeStudentNo: facts.activeStudentNo,
        impersonatorPersonId: facts.impersonatorPersonId,
        impersonatorRoleId: input.impersonatorRoleId ?? null,
        refreshHash: refresh.hash,
        idTokenHint: input.idTokenHint ?? null,
        expiresAt: new Date(now().getTime() + SESSION_SECONDS * 1000),
      })
      if (input.audit) {
        await recordAudit(tx, sessionActor(facts, identity.personId), {
          entity: 'session',
          entityId: id,
          action: input.audit.action,
          before: input.audit.before ?? null,
          after: sessionFacts(facts),
        })
      }
      return { sessionId: id, token: await tokenFor(identity, facts, tx), refreshCookie: refresh.cookie }
    },

    /** The service's clock: the instant a session must be live at (its 12 h end is checked against it). */
    clock(): Date {
      return now()
    },

    /** The session `id` when it is neither revoked nor past its 12 h, else null (read from the database). */
    async live(id: string): Promise<SessionRow | null> {
      const [row] = await liveQuery.execute({ id, now: now() })
      return row ?? null
    },

    /**
     * The guard's check of session `id` (every authenticated call): like `live`, but a row read less than
     * SESSION_RECHECK_MS ago is used again (the 12 h end still checked against the clock). Revocations through
     * any session service of this process take effect at once; see SESSION_RECHECK_MS for other instances.
     */
    async current(id: string): Promise<SessionRow | null> {
      const known = memory.rows.get(id)
      const at = Date.now()
      if (known && at - known.readAt < SESSION_RECHECK_MS) {
        return known.row.expiresAt.getTime() > now().getTime() ? known.row : null
      }
      const epoch = memory.epoch
      const row = await service.live(id)
      if (!row) {
        memory.rows.delete(id)
        return null
      }
      if (epoch === memory.epoch) {
        if (memory.rows.size >= REMEMBERED_MAX && !memory.rows.has(id)) {
          const oldest = memory.rows.keys().next().value
          if (oldest !== undefined) memory.rows.delete(oldest)
        }
        memory.rows.delete(id)
        memory.rows.set(id, { row, readAt: at })
      }
      return row
    },

    /**
     * The live session `sid` of kind `kind` (portal: staff or student; guest) when `cookie` is its refresh
     * cookie (`<sid>.<secret>`, secret checked in constant time), else null. A portal cookie never names a
     * guest session and vice versa. A secret that a rotation replaced more than REFRESH_REUSE_GRACE_SECONDS
     * ago is taken as theft (issue 33 §3): the session's whole family is revoked and audited, then null.
     */
    async ownsRefreshCookie(
      sid: string,
      cookie: string | undefined,
      kind: RefreshKind = 'portal',
    ): Promise<SessionRow | null> {
      const [cookieSid, secret] = (cookie ?? '').split('.')
      if (!cookieSid || !secret || cookieSid !== sid) return null
      const given = hash(secret)
      const row = await service.live(sid)
      if (row) {
        const wrongKind =
          kind === 'guest'
            ? row.kind !== 'guest' || row.guestId === null
            : row.kind === 'guest' || row.personId === null
        const expected = Buffer.from(row.refreshHash, 'hex')
        const presented = Buffer.from(given, 'hex')
        const matches = expected.length === presented.length && timingSafeEqual(expected, presented)
        if (matches) return wrongKind ? null : row
      }
      const [retired] = await db
        .select({ retiredAt: retiredRefreshSecrets.retiredAt })
        .from(retiredRefreshSecrets)
        .where(and(eq(retiredRefreshSecrets.hash, given), eq(retiredRefreshSecrets.sessionId, sid)))
      if (retired && now().getTime() - retired.retiredAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) {
        await service.revokeFamily(sid, 'refreshReuse')
      }
      return null
    },

    /**
     * Revokes session `sid` and every session of its family (the same sign-in: role and studentship
     * switches, impersonation; issue 33 §3) in one transaction, with one audit row of entity 'session',
     * action `action`, naming the revoked sessions; their access tokens stop working on the next call. Resolves
     * the ids it revoked (empty when all were already ended).
     */
    async revokeFamily(sid: string, action: string): Promise<string[]> {
      const ended = await db.transaction(async (tx) => {
        const family = await familyOf(tx as unknown as Database, sid)
        memory.epoch++
        const rows = await tx
          .update(sessions)
          .set({ revokedAt: now() })
          .where(and(or(eq(sessions.id, family), eq(sessions.familyId, family)), isNull(sessions.revokedAt)))
          .returning()
        const [first] = rows
        const [presented] = await tx.select().from(sessions).where(eq(sessions.id, sid))
        const subject = presented ?? first
        if (subject) {
          await recordAudit(tx, sessionActor(service.factsOf(subject), subject.personId), {
            entity: 'session',
            entityId: sid,
            action,
            after: { familyId: family, revokedSessionIds: rows.map((r) => r.id), guestId: subject.guestId },
          })
        }
        return rows.map((r) => r.id)
      })
      for (const id of ended) forget(id)
      return ended
    },

    /**
     * Rotates the refresh secret of `row` (issue 15 "Sessions"): resolves the new cookie value, or null when
     * the secret changed meanwhile (a concurrent refresh won) or the session was revoked. The old cookie
     * stops working at once; its hash is kept as retired, so presenting it again is recognised as reuse.
     */
    async rotateRefresh(row: SessionRow): Promise<string | null> {
      const next = newRefreshSecret(row.id)
      return db.transaction(async (tx) => {
        const [done] = await tx
          .update(sessions)
          .set({ refreshHash: next.hash })
          .where(
            and(
              eq(sessions.id, row.id),
              eq(sessions.refreshHash, row.refreshHash),
              isNull(sessions.revokedAt),
            ),
          )
          .returning({ id: sessions.id })
        if (!done) return null
        await tx
          .insert(retiredRefreshSecrets)
          .values({ hash: row.refreshHash, sessionId: row.id, retiredAt: now() })
          .onConflictDoNothing()
        return next.cookie
      })
    },

    /**
     * A new access token and a rotated refresh cookie for the live staff/student session named by the
     * refresh cookie, which must belong to the bearer's session `sid` (the bearer may have expired; the
     * route checks it). Throws 401 otherwise (missing/foreign/old cookie, revoked, past 12 h, role lost).
     */
    async refresh(sid: string, cookie: string | undefined): Promise<Refreshed> {
      const row = await service.ownsRefreshCookie(sid, cookie)
      if (!row || row.personId === null) throw unauthorized()
      const identity = await loadIdentity(db, row.personId)
      if (!identity) throw unauthorized()
      const facts = service.factsOf(row)
      // The role must still be held today (a delegation may have ended or been deleted).
      try {
        resolveFacts(
          identity,
          { ...row, kind: facts.kind, personId: row.personId, activeRoleId: row.activeRoleId },
          row.id,
        )
      } catch {
        await service.revoke(row.id)
        throw unauthorized()
      }
      const refreshCookie = await service.rotateRefresh(row)
      if (!refreshCookie) throw unauthorized()
      return { token: await tokenFor(identity, facts), refreshCookie }
    },

    /**
     * Ends a session at once: its tokens stop working on the next call. With `auditAction` (e.g. 'signOut'),
     * a live session's end is audited in the same transaction (actor: the session's person or guest, its
     * impersonator). Uses `tx` when given.
     */
    async revoke(id: string, tx?: Database, auditAction?: string): Promise<void> {
      if (!tx && auditAction)
        return db.transaction((t) => service.revoke(id, t as unknown as Database, auditAction))
      forget(id)
      const [ended] = await (tx ?? db)
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .returning()
      forget(id)
      if (ended && auditAction && tx) {
        const facts = service.factsOf(ended)
        await recordAudit(tx, sessionActor(facts, ended.personId), {
          entity: 'session',
          entityId: id,
          action: auditAction,
          before: { ...sessionFacts(facts), kind: ended.kind, guestId: ended.guestId },
        })
      }
    },

    /** The claim-relevant facts of a session row. */
    factsOf(row: SessionRow): SessionFacts {
      return {
        id: row.id,
        kind: row.kind === 'student' ? 'student' : 'staff',
        activeRoleId: row.activeRoleId,
        isProxy: row.isProxy,
        proxyGiverRegistryNo: row.proxyGiverRegistryNo,
        activeStudentNo: row.activeStudentNo,
        impersonatorPersonId: row.impersonatorPersonId,
      }
    },

    /** True when the person still holds the session's role (own or delegated) today. */
    async stillHoldsRole(row: SessionRow): Promise<boolean> {
      if (row.kind !== 'staff' || row.personId === null) return true
      const identity = await loadIdentity(db, row.personId)
      if (!identity) return false
      const today = istanbulToday(now())
      return (
        findUsableAssignment(identity, today, row.activeRoleId, row.isProxy, row.proxyGiverRegistryNo) !==
        null
      )
    },
  }
  return service
}

/** The family of session `id`: its `familyId`, or its own id when it started one (or is unknown). */
async function familyOf(db: Database, id: string): Promise<string> {
  const [row] = await db.select({ familyId: sessions.familyId }).from(sessions).where(eq(sessions.id, id))
  return row?.familyId ?? id
}

/** The audit actor of a session: its person (null for a guest), impersonator and proxy giver. */
function sessionActor(facts: SessionFacts, personId: number | null): AuditActor {
  return {
    personId,
    impersonatorPersonId: facts.impersonatorPersonId,
    onBehalfOfRegistryNo: facts.isProxy ? facts.proxyGiverRegistryNo : null,
  }
}

/** What an audit row records of a session: kind, active role or studentship, delegation. */
function sessionFacts(facts: SessionFacts) {
  return {
    kind: facts.kind,
    activeRoleId: facts.activeRoleId,
    isProxy: facts.isProxy,
    proxyGiverRegistryNo: facts.proxyGiverRegistryNo,
    activeStudentNo: facts.activeStudentNo,
  }
}

/** The session service's type. */
export type SessionService = ReturnType<typeof createSessionService>
