/**
 * Development-only paths answer only this machine (issue 14 "Development mode is the default: make it
 * safe"): the development identity provider (/idp, its sign-in page and token endpoint included) and
 * everything under /dev give a non-loopback client the wrapper's 404, whatever X-Forwarded-For says, and
 * work as before for 127.0.0.1, ::1 and ::ffff:127.0.0.1.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { isLoopbackAddress } from '../../src/platform/dev-only/loopback-only.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

/** Every kind of development-only route: the provider's own (catch-all), its interaction pages, the outbox. */
const devOnly = [
  { method: 'GET', url: '/idp' },
  { method: 'GET', url: '/idp/.well-known/openid-configuration' },
  { method: 'GET', url: '/idp/auth?client_id=unacs-portal&response_type=code&scope=openid' },
  { method: 'POST', url: '/idp/token', payload: 'grant_type=authorization_code&code=x' },
  { method: 'GET', url: '/idp/interaction/abc' },
  { method: 'POST', url: '/idp/interaction/abc/login', payload: 'email=rektor%40example.org' },
  { method: 'POST', url: '/idp/interaction/abc/abort' },
  { method: 'GET', url: '/dev/outbox' },
  { method: 'GET', url: '/dev/outbox?to=a@example.org' },
  { method: 'GET', url: '/dev/outbox/attachments/1' },
  // Percent-encoded paths reach the same routes, so they are refused too.
  { method: 'GET', url: '/%69dp/.well-known/openid-configuration' },
  { method: 'GET', url: '/de%76/outbox' },
] as const

const form = { 'content-type': 'application/x-www-form-urlencoded' }

let testDb: TestDatabase
let app: FastifyInstance
let behindProxy: FastifyInstance
let localProxy: FastifyInstance

beforeAll(async () => {
  testDb = await createTestDatabase()
  app = await buildApp({ config: testConfig(), database: testDb.handle, logger: false })
  behindProxy = await buildApp({
    config: testConfig({ trustProxy: ['10.0.0.0/8'] }),
    database: testDb.handle,
    logger: false,
  })
  localProxy = await buildApp({
    config: testConfig({ trustProxy: ['loopback'] }),
    database: testDb.handle,
    logger: false,
  })
})

afterAll(async () => {
  await app?.close()
  await behindProxy?.close()
  await localProxy?.close()
  await testDb?.dispose()
})

describe('loopback addresses', () => {
  it('are 127.0.0.0/8, ::1 and IPv4-mapped 127.x, nothing else', () => {
    for (const address of ['127.0.0.1', '127.9.8.7', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true)
    }
    for (const address of ['10.1.2.3', '128.0.0.1', '::', '::ffff:10.0.0.1', 'fe80::1', 'localhost', '']) {
      expect(isLoopbackAddress(address), address).toBe(false)
    }
    expect(isLoopbackAddress(undefined)).toBe(false)
  })
})

describe(`development-only routes on ${testEngine}`, () => {
  it('answer a non-loopback client 404 with the wrapper, on every development path', async () => {
    for (const route of devOnly) {
      const res = await app.inject({ ...route, headers: form, remoteAddress: '10.1.2.3' })
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404)
      expect(res.json(), route.url).toEqual({
        success: false,
        message: 'Sayfa bulunamadı.',
        responseData: null,
      })
    }
  })

  it('answer in the caller language and ignore X-Forwarded-For even with TRUST_PROXY', async () => {
    const res = await behindProxy.inject({
      url: '/dev/outbox',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '127.0.0.1', 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Page not found.')
    const idp = await behindProxy.inject({
      url: '/idp/.well-known/openid-configuration',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    })
    expect(idp.statusCode).toBe(404)
  })

  it('refuse a remote client forwarded by a proxy on this machine (TRUST_PROXY=loopback, issue 33 §3)', async () => {
    // The socket peer is loopback (the proxy), the client Fastify resolves is 203.0.113.5: refused.
    for (const url of ['/dev/outbox', '/dev/outbox/sms', '/idp/.well-known/openid-configuration']) {
      const forwarded = await localProxy.inject({
        url,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.5' },
      })
      expect(forwarded.statusCode, url).toBe(404)
      expect(forwarded.json(), url).toEqual({
        success: false,
        message: 'Sayfa bulunamadı.',
        responseData: null,
      })
    }
    // The same proxy forwarding a client of this machine, or a local client without the header: served.
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-forwarded-for': '::1' }]) {
      const local = await localProxy.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers })
      expect(local.statusCode, JSON.stringify(headers)).toBe(200)
    }
    // A remote peer claiming to be loopback is refused whatever it sends (it is no trusted proxy).
    const spoofed = await localProxy.inject({
      url: '/dev/outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    })
    expect(spoofed.statusCode).toBe(404)
  })

  it('serve loopback clients (IPv4, IPv6, IPv4-mapped) as before', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const discovery = await app.inject({ url: '/idp/.well-known/openid-configuration', remoteAddress })
      expect(discovery.statusCode, remoteAddress).toBe(200)
      expect(discovery.json().token_endpoint).toMatch(/\/idp\/token$/)
      const outbox = await app.inject({ url: '/dev/outbox', remoteAddress })
      expect(outbox.statusCode, remoteAddress).toBe(200)
      expect(outbox.json().success).toBe(true)
    }
    // The router decodes the path, so an encoded one reaches the outbox (and is refused to others above).
    expect((await app.inject({ url: '/de%76/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200)
    const signInPage = await app.inject({ url: '/idp/interaction/abc', remoteAddress: '127.0.0.1' })
    expect(signInPage.statusCode).toBe(400) // no pending interaction: the provider's own error page
    expect(signInPage.headers['content-type']).toMatch(/text\/html/)
    const token = await app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: form,
      payload: 'grant_type=authorization_code&code=x',
      remoteAddress: '127.0.0.1',
    })
    expect([400, 401]).toContain(token.statusCode) // the provider answers (no client authentication)
    expect(token.json().error).toMatch(/invalid_(client|request)/)
  })

  it('leave every other route open to any client', async () => {
    expect((await app.inject({ url: '/healthz', remoteAddress: '10.1.2.3' })).statusCode).toBe(200)
    const logout = await app.inject({ url: '/api/Identity/Auth/Logout', remoteAddress: '10.1.2.3' })
    expect(logout.statusCode).toBe(302)
  })
})
