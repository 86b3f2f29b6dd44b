/**
 * The add's session check in its own read statement (issue 40, last points): the guard does not read the session
 * of POST /api/Registration/Basket/Add; the add's statement does. A revoked, ended or altered session is still
 * refused 401 with the answer of every other route, before any other answer (a missing key, a malformed body, a
 * full section) and with nothing written; a staff token is still refused 403.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from '../../../test/audit-rows.ts'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { rows } from './registration.repo.ts'

const ADD = '/api/Registration/Basket/Add'
const GET = '/api/Registration/Basket/Get'
/** The new demo student (her registration this term has not started). */
const STUDENT_NO = '2026101901'
let fx: IdentityFixture
let keyNo = 0
const key = () => `session-key-${++keyNo}-${Date.now()}`
/** Two sections of her curriculum with free seats: `open` stays so, `full` is made full. */
let open = 0
let full = 0
/** A third section of another course, for the impersonated add. */
let third = 0

const add = (token: string, body: object, k: string | null = key()) =>
  fx.call('POST', ADD, token, body, { ...(k ? { 'idempotency-key': k } : {}), 'accept-language': 'en' })

/** What the add left under key `k`: stored answers, and her held items and baskets of the term. */
async function writtenFor(k: string) {
  const [r] = await rows<{ stored: number; items: number }>(
    fx.testDb.handle.db,
    sql`select (select count(*)::int from registration_idempotency where key = ${k}) as stored,
      (select count(*)::int from registration_items ri join registration_baskets b on b.id = ri.basket_id
        join students st on st.id = b.student_id join academic_terms t on t.id = b.term_id and t.is_active
        where st.student_no = ${STUDENT_NO}) as items`,
  )
  return r
}

beforeAll(async () => {
  fx = await createIdentityFixture(50)
  const sections = await rows<{ id: number; courseId: number }>(
    fx.testDb.handle.db,
    sql`select s.id, s.course_id as "courseId" from sections s join courses c on c.id = s.course_id
      join academic_terms t on t.id = s.term_id and t.is_active
      join students st on st.student_no = ${STUDENT_NO} join units p on p.id = st.programme_id
      where c.unit_id = p.parent_id and s.registered_count + s.basket_count < s.quota order by s.id`,
  )
  const first = sections[0]
  const other = sections.find((s) => first && s.courseId !== first.courseId)
  const last = sections.find((s) => s.courseId !== first?.courseId && s.courseId !== other?.courseId)
  if (!first || !other || !last) throw new Error('no three curriculum sections')
  open = first.id
  full = other.id
  third = last.id
  await fx.testDb.handle.db.execute(
    sql`update sections set quota = registered_count + basket_count where id = ${full}`,
  )
})
afterAll(async () => {
  await fx?.close()
})

describe(`the add's session check on ${testEngine}`, () => {
  it('refuses a revoked session 401 as every other route does, before any other answer, writing nothing', async () => {
    const { token, sessionId } = await fx.signIn('student-new')
    await fx.identity.sessions.revoke(sessionId)
    const other = await fx.call('GET', GET, token, undefined, { 'accept-language': 'en' })
    expect(other.statusCode).toBe(401)
    for (const [body, k] of [
      [{ SectionId: open }, key()], // would be added
      [{ SectionId: full }, key()], // would be refused "full" (and the refusal stored) by the read
      [{ SectionId: open }, null], // no Idempotency-Key (400 for a live session)
      [{ SectionId: 'x' }, key()], // malformed body (400 for a live session)
    ] as const) {
      const res = await add(token, body, k)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(other.json())
      if (k) expect(await writtenFor(k)).toEqual({ stored: 0, items: 0 })
    }
  })

  it('refuses a session past its 12 h end, and one whose facts are not the token’s', async () => {
    const ended = await fx.signIn('student-new')
    await fx.testDb.handle.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = ${ended.sessionId}`,
    )
    const k1 = key()
    expect((await add(ended.token, { SectionId: open }, k1)).statusCode).toBe(401)
    expect(await writtenFor(k1)).toEqual({ stored: 0, items: 0 })
    // The statement compares the session's row with the token's claims (they never differ for tokens the
    // portal signed: a role or studentship switch starts a new session).
    const altered = await fx.signIn('student-new')
    await fx.testDb.handle.db.execute(
      sql`update sessions set active_role_id = active_role_id + 1 where id = ${altered.sessionId}`,
    )
    const k2 = key()
    expect((await add(altered.token, { SectionId: full }, k2)).statusCode).toBe(401)
    expect(await writtenFor(k2)).toEqual({ stored: 0, items: 0 })
  })

  it('adds on a live session with its audit row, replays the key, and answers its refusals as before', async () => {
    const { token, personId } = await fx.signIn('student-new')
    const k = key()
    const added = await add(token, { SectionId: open }, k)
    expect(added.statusCode).toBe(200)
    expect(added.json().responseData.Items).toEqual([expect.objectContaining({ SectionId: open })])
    expect(await writtenFor(k)).toEqual({ stored: 1, items: 1 })
    const replayed = await add(token, { SectionId: open }, k)
    expect(replayed.statusCode).toBe(200)
    expect(replayed.json()).toEqual(added.json())
    const audited = (await auditRows(fx.testDb.handle.db, 'registration-item')).filter((r) => {
      const after = r.after as { sectionId?: number; studentNo?: string } | null
      return after?.sectionId === open && after.studentNo === STUDENT_NO
    })
    expect(audited).toEqual([expect.objectContaining({ action: 'add', actorPersonId: personId })])
    expect((await add(token, { SectionId: open })).statusCode).toBe(409)
    const refused = await add(token, { SectionId: full })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toContain('is full')
    expect((await add(token, { SectionId: open }, null)).statusCode).toBe(400)
    expect((await add(token, { SectionId: 'x' })).statusCode).toBe(400)
  })

  it('adds for a student impersonated by staff, the impersonator in the audit row', async () => {
    const admin = await fx.personOf('sysadmin')
    const { token } = await fx.signIn('student-new', { impersonatorPersonId: admin, impersonatorRoleId: 13 })
    const res = await add(token, { SectionId: third })
    expect(res.statusCode).toBe(200)
    const audited = (await auditRows(fx.testDb.handle.db, 'registration-item')).filter(
      (r) => (r.after as { sectionId?: number } | null)?.sectionId === third,
    )
    expect(audited).toEqual([expect.objectContaining({ action: 'add', impersonatorPersonId: admin })])
  })

  it('still refuses a staff token 403, and a revoked staff session 401', async () => {
    const staff = await fx.signIn('instructor-advisor')
    expect((await add(staff.token, { SectionId: open })).statusCode).toBe(403)
    await fx.identity.sessions.revoke(staff.sessionId)
    expect((await add(staff.token, { SectionId: open })).statusCode).toBe(401)
  })
})
