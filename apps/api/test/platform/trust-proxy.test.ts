/**
 * TRUST_PROXY (issue 15 "Deployment"): it takes what Fastify's trustProxy takes — proxy addresses/CIDRs —
 * and never "trust every X-Forwarded-For" nor a bare hop count (which Fastify 5.12 ignores, see decisions). Per-IP limits (here the guest code verification's
 * per-IP counter) key on the client address the trusted proxy saw: a client cannot pick a new bucket by
 * sending its own X-Forwarded-For, and clients behind the proxy do not share one bucket.
 * Real HTTP server on loopback; the "proxy" and the direct client are loopback source addresses.
 */
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig, trustProxyFrom } from '../../src/config.ts'
import { rateCounters } from '../../src/platform/rate-limit/rate-limit.schema.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

let testDb: TestDatabase
const apps: FastifyInstance[] = []

beforeAll(async () => {
  testDb = await createTestDatabase()
})

afterAll(async () => {
  for (const app of apps) await app.close()
  await testDb?.dispose()
})

/** Starts the portal with TRUST_PROXY=`trustProxy` on 127.0.0.1 and returns its port. */
async function startApp(trustProxy: string): Promise<number> {
  const app = await buildApp({
    config: testConfig({ trustProxy: trustProxyFrom(trustProxy) }),
    database: testDb.handle,
    logger: false,
  })
  apps.push(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return (app.server.address() as AddressInfo).port
}

/** One guest code verification (wrong code) from `localAddress`, with X-Forwarded-For when given. */
function verify(port: number, localAddress: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify({
    email: `proxy.${Math.random().toString(36).slice(2)}@example.org`,
    code: '000000',
  })
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/IdentityGuest/auth/verify-otp',
        headers: {
          'content-type': 'application/json',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** The client addresses that own a per-IP verification counter, sorted. */
async function countedIps(): Promise<string[]> {
  const rows = await testDb.handle.db
    .select({ key: rateCounters.key })
    .from(rateCounters)
    .where(like(rateCounters.key, 'guest:verify:ip:%'))
  await testDb.handle.db.delete(rateCounters)
  return rows.map((r) => r.key.replace(/^guest:verify:ip:/, '').replace(/:\d+$/, '')).sort()
}

describe('TRUST_PROXY parsing', () => {
  it('takes false or addresses/CIDRs; refuses true, a hop count and garbage', () => {
    expect(trustProxyFrom(undefined)).toBe(false)
    expect(trustProxyFrom('')).toBe(false)
    expect(trustProxyFrom('false')).toBe(false)
    expect(trustProxyFrom('127.0.0.1, 10.0.0.0/8,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ])
    expect(() => trustProxyFrom('true')).toThrow(/TRUST_PROXY=true/)
    expect(() => trustProxyFrom('1')).toThrow(/hop count/)
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.example.edu', '1.2.3']) {
      expect(() => trustProxyFrom(bad), bad).toThrow(/TRUST_PROXY/)
    }
    expect(loadConfig({ TRUST_PROXY: '10.1.2.3' }).trustProxy).toEqual(['10.1.2.3'])
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
  })
})

describe(`per-IP limits behind a proxy on ${testEngine}`, () => {
  it('TRUST_PROXY=<proxy address>: each client its own bucket; a direct client cannot spoof one', async () => {
    const port = await startApp('127.0.0.1')
    // The proxy (127.0.0.1) appends the peer it saw; the client's own header comes before it.
    expect(await verify(port, '127.0.0.1', '203.0.113.5')).toBe(422)
    expect(await verify(port, '127.0.0.1', '198.51.100.9, 203.0.113.6')).toBe(422)
    // A client that is not the proxy: its header is ignored.
    expect(await verify(port, '127.0.0.2', '198.51.100.77')).toBe(422)
    expect(await countedIps()).toEqual(['127.0.0.2', '203.0.113.5', '203.0.113.6'])
  })

  it('TRUST_PROXY=<proxy CIDR>, two proxies in a row: the first untrusted address from the right', async () => {
    const port = await startApp('127.0.0.0/30, 10.0.0.0/8')
    expect(await verify(port, '127.0.0.1', '198.51.100.1, 203.0.113.7, 10.1.1.1')).toBe(422)
    expect(await verify(port, '127.0.0.2', '198.51.100.2, 203.0.113.7')).toBe(422)
    expect(await verify(port, '127.0.0.1', '203.0.113.8')).toBe(422)
    expect(await countedIps()).toEqual(['203.0.113.7', '203.0.113.8'])
  })

  it('unset: X-Forwarded-For is ignored', async () => {
    const port = await startApp('')
    expect(await verify(port, '127.0.0.3', '203.0.113.9')).toBe(422)
    expect(await countedIps()).toEqual(['127.0.0.3'])
  })
})
