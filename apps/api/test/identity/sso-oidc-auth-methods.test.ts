/**
 * Token endpoint authentication (issue 34 point 6, OIDC_TOKEN_AUTH_METHOD): the client id `unacs-portal` (with
 * a `-` that HTTP Basic would percent-encode) signs in under `client_secret_post`, and `private_key_jwt` (RSA and
 * EC keys) signs in against the development provider holding the public half. The portal's own calls to the
 * token endpoint are observed by wrapping `fetch` (openid-client calls the global one): what it sent is checked,
 * not only that the sign-in worked. The browser is played with fetch and a cookie jar, as in sso-oidc.test.ts.
 */
import { generateKeyPairSync } from 'node:crypto'
import { createServer } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { seedDemoUniversity } from '../../src/db/seed/index.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

const REGISTRAR = 'elif.arslan@anadoluteknik.edu.tr'
const SECRET = 'dev-secret_with.unreserved~characters'

let testDb: TestDatabase
let app: FastifyInstance | null = null

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Starts the portal on a real port with the given OIDC_* environment; returns its address. */
async function startPortal(env: Record<string, string>): Promise<string> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  app = await buildApp({
    config: testConfig({ port, publicUrl: base }, env),
    database: testDb.handle,
    logger: false,
  })
  await app.listen({ port, host: '127.0.0.1' })
  return base
}

/** One-host cookie jar: name → value (paths ignored: every request here is under / of one origin). */
function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const at = pair.indexOf('=')
        const value = pair.slice(at + 1)
        if (value === '' || /max-age=0/i.test(line)) cookies.delete(pair.slice(0, at))
        else cookies.set(pair.slice(0, at), value)
      }
    },
  }
}

/** The token requests the portal sent while `fn` ran (URL, headers, form body). */
async function tokenRequestsDuring(fn: () => Promise<void>) {
  const seen: { headers: Headers; body: URLSearchParams }[] = []
  const original = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.endsWith('/idp/token')) {
      seen.push({ headers: new Headers(init?.headers), body: new URLSearchParams(String(init?.body ?? '')) })
    }
    return original(input, init)
  }
  try {
    await fn()
  } finally {
    globalThis.fetch = original
  }
  return seen
}

/** Signs in as `email` through the development provider; returns the callback's answer. */
async function signIn(base: string, email: string): Promise<Response> {
  const jar = cookieJar()
  const go = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (jar.header()) headers.set('cookie', jar.header())
    const response = await fetch(new URL(url, base), { ...init, headers, redirect: 'manual' })
    jar.store(response)
    return response
  }
  let response = await go(`${base}/api/Identity/Auth/Login?returnUrl=/ana-sayfa`)
  for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 10; hops++) {
    const location = response.headers.get('location') ?? ''
    if (location.includes('/tokenreader')) return response
    await response.arrayBuffer()
    if (location.includes('/idp/interaction/') && !location.endsWith('/login')) {
      const page = await go(location)
      const action = /<form method="post" action="([^"]+\/login)"/.exec(await page.text())?.[1] ?? ''
      response = await go(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      })
    } else {
      response = await go(location)
    }
  }
  return response
}

beforeAll(async () => {
  testDb = await createTestDatabase()
  await seedDemoUniversity(testDb.handle.db, { students: 20 })
})

afterEach(async () => {
  await app?.close()
  app = null
})

afterAll(async () => {
  await testDb?.dispose()
})

describe(`OIDC token endpoint authentication on ${testEngine}`, () => {
  it('client_secret_post: "unacs-portal" and its secret travel as they are in the body, no Basic header', async () => {
    const base = await startPortal({
      OIDC_CLIENT_ID: 'unacs-portal',
      OIDC_CLIENT_SECRET: SECRET,
      OIDC_TOKEN_AUTH_METHOD: 'client_secret_post',
    })
    let callback: Response | undefined
    const sent = await tokenRequestsDuring(async () => {
      callback = await signIn(base, REGISTRAR)
    })
    expect(callback?.status).toBe(303)
    expect(callback?.headers.get('location')).toMatch(/\/tokenreader#token=ey/)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.headers.get('authorization')).toBeNull()
    expect(sent[0]?.body.get('client_id')).toBe('unacs-portal')
    expect(sent[0]?.body.get('client_secret')).toBe(SECRET)
  })

  it('client_secret_basic (default) still signs in: the id and secret go in the Authorization header', async () => {
    const base = await startPortal({ OIDC_CLIENT_ID: 'unacs-portal', OIDC_CLIENT_SECRET: SECRET })
    let callback: Response | undefined
    const sent = await tokenRequestsDuring(async () => {
      callback = await signIn(base, REGISTRAR)
    })
    expect(callback?.status).toBe(303)
    expect(sent).toHaveLength(1)
    // RFC 6749 §2.3.1: form-encoded before base64, so "-" becomes %2D (the LemonLDAP::NG failure of point 6).
    const basic = Buffer.from(
      (sent[0]?.headers.get('authorization') ?? '').replace(/^Basic /, ''),
      'base64',
    ).toString()
    expect(basic.split(':')[0]).toMatch(/^unacs(-|%2D)portal$/)
    expect(sent[0]?.body.get('client_secret')).toBeNull()
  })

  for (const [kind, alg, key] of [
    [
      'RSA',
      'RS256',
      generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    ],
    [
      'EC P-256',
      'ES256',
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    ],
  ] as const) {
    it(`private_key_jwt with an ${kind} key: a signed client assertion, no secret`, async () => {
      const base = await startPortal({
        OIDC_CLIENT_ID: 'unacs-portal',
        OIDC_TOKEN_AUTH_METHOD: 'private_key_jwt',
        OIDC_CLIENT_PRIVATE_KEY: String(key),
      })
      let callback: Response | undefined
      const sent = await tokenRequestsDuring(async () => {
        callback = await signIn(base, REGISTRAR)
      })
      expect(callback?.status).toBe(303)
      expect(callback?.headers.get('location')).toMatch(/\/tokenreader#token=ey/)
      expect(sent).toHaveLength(1)
      const body = sent[0]?.body
      expect(sent[0]?.headers.get('authorization')).toBeNull()
      expect(body?.get('client_secret')).toBeNull()
      expect(body?.get('client_assertion_type')).toBe(
        'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      )
      const assertion = body?.get('client_assertion') ?? ''
      expect(decodeProtectedHeader(assertion).alg).toBe(alg)
      const claims = decodeJwt(assertion)
      expect([claims.iss, claims.sub]).toEqual(['unacs-portal', 'unacs-portal'])
    })
  }
})
