/**
 * The lean request path keeps its security properties (issue 23 "the request path"): a remembered token
 * still stops at its exp; a session revoked through any session service of the process is refused on the
 * very next call, even right after the guard remembered it; one revoked elsewhere (another API instance,
 * here a direct update) is refused within SESSION_RECHECK_MS; the menu answer, now written without a zod
 * pass, is exactly the contract's shape; per-request log lines appear only at debug, while a 401 (like a
 * 403, 429 or 5xx) is still logged at info; an answer given again is compressed to the same bytes.
 */
import { Writable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildApp } from '../../src/app.ts'
import { SESSION_RECHECK_MS } from '../../src/identity/sessions/session.service.ts'
import { ACCESS_TOKEN_SECONDS } from '../../src/identity/tokens/token-service.ts'
import { chooseEncoding } from '../../src/platform/http/compress-answers.ts'
import { testConfig, testEngine } from '../test-db.ts'
import { createIdentityFixture, type IdentityFixture } from './identity-fixture.ts'

const MENU = '/api/Menu/GetUnacsMenuListByRoleId'
let fx: IdentityFixture
let offset = 0
const clock = () => new Date(Date.now() + offset)

beforeAll(async () => {
  fx = await createIdentityFixture(50, clock)
})
afterAll(async () => {
  await fx?.close()
})

/** The contract's menu entry with no other key allowed, at any depth. */
const StrictEntry: z.ZodType = z.lazy(() =>
  z.strictObject({
    name: z.string(),
    path: z.string().nullable(),
    component: z.string().nullable(),
    icon: z.string().nullable(),
    isShown: z.boolean(),
    children: z.array(StrictEntry),
  }),
)
const StrictMenuAnswer = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  responseData: z.array(StrictEntry).min(1),
})

describe(`the guard's memory on ${testEngine}`, () => {
  it('refuses a remembered token once its exp has passed', async () => {
    const { token } = await fx.signIn('registrar')
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(200)
    offset = (ACCESS_TOKEN_SECONDS + 1) * 1000
    try {
      expect((await fx.call('GET', MENU, token)).statusCode).toBe(401)
    } finally {
      offset = 0
    }
  })

  it('refuses a session revoked by another session service of the process on the next call', async () => {
    const { token, sessionId } = await fx.signIn('registrar')
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(200)
    // fx.identity is not the app's own session service: the two share the memory of the database.
    await fx.identity.sessions.revoke(sessionId)
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(401)
  })

  it('refuses a session revoked by another instance within SESSION_RECHECK_MS', async () => {
    const { token, sessionId } = await fx.signIn('registrar')
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(200)
    await fx.testDb.handle.db.execute(sql`update sessions set revoked_at = now() where id = ${sessionId}`)
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS + 100))
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(401)
  })
})

describe(`the menu answer on ${testEngine}`, () => {
  it('is exactly the contract shape for staff and students, and compresses to the same bytes again', async () => {
    for (const key of ['registrar', 'student'] as const) {
      const { token } = await fx.signIn(key)
      const res = await fx.call('GET', MENU, token)
      expect(res.statusCode).toBe(200)
      expect(StrictMenuAnswer.safeParse(res.json()).success).toBe(true)
      const br = await fx.call('GET', MENU, token, undefined, { 'accept-encoding': 'gzip, br' })
      const again = await fx.call('GET', MENU, token, undefined, { 'accept-encoding': 'gzip, br' })
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers.vary).toMatch(/accept-encoding/i)
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body)
      expect(again.rawPayload.equals(br.rawPayload)).toBe(true)
      const gz = await fx.call('GET', MENU, token, undefined, { 'accept-encoding': 'gzip;q=1, br;q=0' })
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(gz.rawPayload).toString()).toBe(res.body)
    }
  })
})

describe('Accept-Encoding', () => {
  it('prefers brotli, honours q=0 and *, and refuses identity-only', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('x-gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*, br;q=0')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })
})

describe(`request log lines on ${testEngine}`, () => {
  /** An app logging at `level` into an array of parsed lines. */
  async function appLoggingAt(level: string) {
    const lines: { msg: string }[] = []
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    })
    const app = await buildApp({
      config: testConfig(),
      database: fx.testDb.handle,
      logger: { level, stream },
    })
    await app.ready()
    return { app, lines }
  }

  it('writes no line for a good call at info, still logs a refusal, and both request lines at debug', async () => {
    const { token } = await fx.signIn('registrar')
    const info = await appLoggingAt('info')
    try {
      const headers = { authorization: `Bearer ${token}` }
      expect((await info.app.inject({ url: MENU, headers })).statusCode).toBe(200)
      expect(info.lines.filter((l) => /request/.test(l.msg))).toEqual([])
      expect((await info.app.inject({ url: MENU })).statusCode).toBe(401)
      const refused = info.lines.find((l) => l.msg === 'request completed') as
        | { res?: { statusCode?: number }; req?: { headers?: Record<string, string> } }
        | undefined
      expect(refused?.res?.statusCode).toBe(401)
    } finally {
      await info.app.close()
    }
    const debug = await appLoggingAt('debug')
    try {
      await debug.app.inject({ url: MENU, headers: { authorization: `Bearer ${token}` } })
      expect(debug.lines.map((l) => l.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      )
    } finally {
      await debug.app.close()
    }
  })

  it("logs a refusal after the guard with the caller's userId and sessionKind, and not on the next caller's", async () => {
    const { token, personId } = await fx.signIn('registrar')
    const info = await appLoggingAt('info')
    try {
      const headers = { authorization: `Bearer ${token}` }
      // A student call refused to a staff member: 403 after the guard knew the caller.
      expect((await info.app.inject({ url: '/api/Registration/Basket/Get', headers })).statusCode).toBe(403)
      expect((await info.app.inject({ url: MENU })).statusCode).toBe(401)
      const done = info.lines.filter((l) => l.msg === 'request completed') as unknown as {
        res: { statusCode: number }
        userId?: number
        sessionKind?: string
        reqId?: string
      }[]
      expect(done.map((l) => [l.res.statusCode, l.userId, l.sessionKind])).toEqual([
        [403, personId, 'staff'],
        [401, undefined, undefined],
      ])
      expect(done.every((l) => typeof l.reqId === 'string')).toBe(true)
    } finally {
      await info.app.close()
    }
  })
})
