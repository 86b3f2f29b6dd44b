/**
 * The menu call's prepared answer (issue 23 "the request path", third pass): the answers keep every header
 * they had before (recorded from main 8022744 with @fastify/helmet per request and the async x-request-id
 * hook), and the menu adds only its ETag and Cache-Control; If-None-Match gives 304; the language and the
 * caller's hidden pages make other answers; a write answered by the process forgets the remembered verdicts,
 * so a changed studentship shows at the next menu call.
 */
import { brotliDecompressSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { students } from '../../src/db/schema/index.ts'
import { MENU_RECHECK_MS } from '../../src/identity/menus/menu.repo.ts'
import { matchesEtag } from '../../src/identity/menus/menu-answer.ts'
import { testEngine } from '../test-db.ts'
import { createIdentityFixture, type IdentityFixture } from './identity-fixture.ts'

const MENU = '/api/Menu/GetUnacsMenuListByRoleId'
let fx: IdentityFixture

beforeAll(async () => {
  fx = await createIdentityFixture(50)
})
afterAll(async () => {
  await fx?.close()
})

/** The security headers every answer had before this change (helmet with the app's options). */
const SECURITY = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
}
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' }
/** Headers whose values change per answer: only their presence is compared. */
const VARYING = ['x-request-id', 'content-length', 'date', 'connection']

/** The answer's headers without the varying ones, which must be present. */
function fixedHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(headers)) if (!VARYING.includes(name)) out[name] = value
  for (const name of VARYING) expect(headers[name], name).toBeDefined()
  return out
}

/** Every component key of a menu tree. */
function components(tree: { component: string | null; children?: unknown[] }[]): string[] {
  return tree.flatMap((e) => [
    ...(e.component ? [e.component] : []),
    ...components((e.children ?? []) as { component: string | null; children?: unknown[] }[]),
  ])
}

describe(`the menu answer's headers on ${testEngine}`, () => {
  it('keeps every header of before, adding only ETag and Cache-Control to the menu', async () => {
    const { token } = await fx.signIn('registrar')
    const plain = await fx.call('GET', MENU, token)
    expect(plain.statusCode).toBe(200)
    const etag = plain.headers.etag
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    const added = { etag, 'cache-control': 'private, no-cache' }
    expect(fixedHeaders(plain.headers)).toEqual({ ...SECURITY, ...JSON_TYPE, ...added })
    const br = await fx.call('GET', MENU, token, undefined, { 'accept-encoding': 'br, gzip' })
    expect(fixedHeaders(br.headers)).toEqual({
      ...SECURITY,
      ...JSON_TYPE,
      ...added,
      vary: 'accept-encoding',
      'content-encoding': 'br',
    })
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    // Refusals and unknown paths keep the same headers.
    const refused = await fx.call('GET', MENU, 'not-a-token')
    expect(refused.statusCode).toBe(401)
    expect(fixedHeaders(refused.headers)).toEqual({ ...SECURITY, ...JSON_TYPE })
    const missing = await fx.call('GET', '/api/Nope', token)
    expect(missing.statusCode).toBe(404)
    expect(fixedHeaders(missing.headers)).toEqual({ ...SECURITY, ...JSON_TYPE })
  })
})

describe(`the menu answer's validator on ${testEngine}`, () => {
  it('answers 304 without a body to its own ETag, 200 to another or to another language', async () => {
    const { token } = await fx.signIn('registrar')
    const first = await fx.call('GET', MENU, token)
    const etag = String(first.headers.etag)
    const again = await fx.call('GET', MENU, token, undefined, { 'if-none-match': `"x", ${etag}` })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['content-security-policy']).toBe(SECURITY['content-security-policy'])
    const stale = await fx.call('GET', MENU, token, undefined, { 'if-none-match': 'W/"other"' })
    expect(stale.statusCode).toBe(200)
    expect(stale.body).toBe(first.body)
    const english = await fx.call('GET', MENU, token, undefined, {
      'accept-language': 'en',
      'if-none-match': etag,
    })
    expect(english.statusCode).toBe(200)
    expect(english.headers.etag).not.toBe(etag)
    expect(english.body).not.toBe(first.body)
    // A student's menu is another answer with another validator.
    const student = await fx.signIn('student')
    const theirs = await fx.call('GET', MENU, student.token, undefined, { 'if-none-match': etag })
    expect(theirs.statusCode).toBe(200)
    expect(theirs.headers.etag).not.toBe(etag)
  })

  it('compares weakly, a list, and *', () => {
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true)
    expect(matchesEtag('"a"', 'W/"a"')).toBe(true)
    expect(matchesEtag('"b" , W/"a"', 'W/"a"')).toBe(true)
    expect(matchesEtag('*', 'W/"a"')).toBe(true)
    expect(matchesEtag('W/"b"', 'W/"a"')).toBe(false)
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false)
  })
})

describe(`the menu's remembered verdicts on ${testEngine}`, () => {
  it('are forgotten by any write the process answers', async () => {
    const db = fx.testDb.handle.db
    const student = await fx.signIn('student')
    const [row] = await db
      .select({ studentNo: students.studentNo })
      .from(students)
      .where(eq(students.personId, student.personId))
    const before = components((await fx.call('GET', MENU, student.token)).json().responseData)
    expect(before).toContain('CourseRegistration')
    const changedAt = Date.now()
    await db.execute(sql`update students set status = 'graduated' where student_no = ${row?.studentNo}`)
    try {
      // Changed behind the API's back: the remembered verdict holds for at most MENU_RECHECK_MS.
      const remembered = components((await fx.call('GET', MENU, student.token)).json().responseData)
      if (Date.now() - changedAt < MENU_RECHECK_MS) expect(remembered).toContain('CourseRegistration')
      // Any write answered by this process (here one refused for its body) forgets the verdicts.
      const write = await fx.call('POST', '/api/Identity/Account/RolDegistir', student.token, {})
      expect(write.statusCode).toBeGreaterThanOrEqual(400)
      const after = components((await fx.call('GET', MENU, student.token)).json().responseData)
      expect(after).not.toContain('CourseRegistration')
      expect(after).toContain('StudentGrades')
    } finally {
      await db.execute(sql`update students set status = 'active' where student_no = ${row?.studentNo}`)
    }
  })
})
