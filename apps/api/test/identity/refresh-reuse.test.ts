/**
 * Refresh-token reuse (issue 33 §3 "token theft detection", as OAuth 2.1 recommends): a refresh cookie that a
 * rotation already replaced, presented again after the short two-tab grace, revokes the session and every
 * session descended from the same sign-in (role switch, impersonation), audited as a security event; the
 * family's access tokens and current cookies stop working. Within the grace it is only refused. Time moves on
 * the app's business clock.
 */
import { and, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_REUSE_GRACE_SECONDS } from '../../src/identity/sessions/session.service.ts'
import { auditLog } from '../../src/platform/audit/audit.schema.ts'
import { testEngine } from '../test-db.ts'
import { claimsOf, createIdentityFixture, type IdentityFixture, movableClock } from './identity-fixture.ts'

const { clock, at } = movableClock('2027-03-15T09:00:00Z')

let fx: IdentityFixture

const REFRESH = '/api/Identity/RefreshToken/GenerateRefreshToken'
const MENU = '/api/Menu/GetUnacsMenuListByRoleId'
const AFTER_GRACE = REFRESH_REUSE_GRACE_SECONDS + 1

const refresh = (token: string, cookie: string) =>
  fx.app.inject({
    method: 'POST',
    url: REFRESH,
    headers: { authorization: `Bearer ${token}`, cookie: `unacs_rt=${cookie}` },
  })

/** The new portal cookie `res` set. */
const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'unacs_rt')?.value ?? ''

/** The audit rows of refresh-token reuse for session `sid`. */
const reuseAudits = (sid: string) =>
  fx.testDb.handle.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'session'), eq(auditLog.action, 'refreshReuse'), eq(auditLog.entityId, sid)),
    )

beforeAll(async () => {
  fx = await createIdentityFixture(20, clock)
})

afterAll(async () => {
  await fx?.close()
})

describe(`refresh-token reuse on ${testEngine}`, () => {
  it('revokes the session when a rotated cookie comes back: A again → 401, then B → 401 and the token → 401', async () => {
    at(0)
    const { token, cookie: a, sessionId, personId } = await fx.signIn('registrar')
    at(60)
    const first = await refresh(token, a)
    expect(first.statusCode).toBe(200)
    const fresh = first.json().responseData as string
    const b = cookieOf(first)
    expect(b).not.toBe(a)
    expect((await fx.call('GET', MENU, fresh)).statusCode).toBe(200)

    at(60 + AFTER_GRACE)
    expect((await refresh(fresh, a)).statusCode).toBe(401) // the thief (or the victim) presents A again
    expect((await refresh(fresh, b)).statusCode).toBe(401) // B, the family's current cookie, is dead too
    expect((await fx.call('GET', MENU, fresh)).statusCode).toBe(401) // and both access tokens
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(401)
    expect(await fx.identity.sessions.live(sessionId)).toBeNull()

    const audits = await reuseAudits(sessionId)
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({ actorPersonId: personId })
    expect(audits[0]?.after).toMatchObject({ familyId: sessionId, revokedSessionIds: [sessionId] })
  })

  it('only refuses the replaced cookie within the grace (two tabs racing): the session lives on', async () => {
    at(0)
    const { token, cookie: a, sessionId } = await fx.signIn('registrar')
    at(60)
    const first = await refresh(token, a)
    const b = cookieOf(first)
    at(60 + REFRESH_REUSE_GRACE_SECONDS - 1)
    expect((await refresh(token, a)).statusCode).toBe(401)
    const second = await refresh(token, b)
    expect(second.statusCode).toBe(200)
    expect((await fx.call('GET', MENU, second.json().responseData)).statusCode).toBe(200)
    expect(await reuseAudits(sessionId)).toHaveLength(0)
  })

  it('never takes a cookie that was never issued, or another session’s, for reuse', async () => {
    at(0)
    const mine = await fx.signIn('registrar')
    const other = await fx.signIn('finance')
    at(60 + AFTER_GRACE)
    const forged = `${mine.sessionId}.${'A'.repeat(43)}`
    expect((await refresh(mine.token, forged)).statusCode).toBe(401)
    expect((await refresh(mine.token, other.cookie)).statusCode).toBe(401)
    expect((await refresh(mine.token, mine.cookie)).statusCode).toBe(200)
    expect((await refresh(other.token, other.cookie)).statusCode).toBe(200)
  })

  it('revokes the whole family: a cookie rotated before an impersonation kills the impersonation session', async () => {
    at(0)
    const admin = await fx.signIn('sysadmin')
    at(60)
    const renewed = await refresh(admin.token, admin.cookie) // admin.cookie is now retired
    const adminToken = renewed.json().responseData as string
    const started = await fx.call('POST', '/api/Identity/Impersonate/Login', adminToken, {
      ImpersonateId: '2025104001',
      Type: 'Ogrenci',
      Reason: 'Öğrencinin ekran sorununu incelemek',
    })
    expect(started.statusCode).toBe(200)
    const impToken = started.json().responseData as string
    const impCookie = cookieOf(started)
    expect((await fx.call('GET', MENU, impToken)).statusCode).toBe(200)

    at(60 + AFTER_GRACE)
    // The admin's old cookie with the admin's (now revoked) session token: reuse.
    expect((await refresh(adminToken, admin.cookie)).statusCode).toBe(401)
    expect((await fx.call('GET', MENU, impToken)).statusCode).toBe(401)
    expect((await refresh(impToken, impCookie)).statusCode).toBe(401)
    const impSid = claimsOf(impToken).sid as string
    const [audit] = await reuseAudits(admin.sessionId)
    expect(audit?.after).toMatchObject({
      familyId: admin.sessionId,
      revokedSessionIds: [impSid],
    })
  })
})
