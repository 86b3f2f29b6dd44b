/**
 * Rate limits of the guest sign-in (issue "Identity and session API" § Guests): code requests and
 * verification attempts per address and per IP → 429 in the wrapper with a localised message and
 * Retry-After; counted in the database by default and in Redis when REDIS_URL is set.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { GUEST_LIMITS } from '../../src/identity/guest/guest-limits.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const newEmail = () => `limit.${randomUUID().slice(0, 8)}@example.org`
/** A random client address (IPv6, so runs sharing one Redis within 15 minutes never meet). */
const newIp = () => `fd00::${randomBytes(8).toString('hex').match(/.{4}/g)?.join(':')}`

let testDb: TestDatabase
let dbApp: FastifyInstance
let redisApp: FastifyInstance

/** Fails clearly when no Redis answers (the Redis-backed half of this file needs one). */
async function assertRedisReachable() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 })
  try {
    await redis.connect()
    await redis.ping()
  } catch (err) {
    throw new Error(
      `Redis at ${REDIS_URL} is unreachable (${String(err)}); start redis-server or set REDIS_URL`,
    )
  } finally {
    redis.disconnect()
  }
}

const post = (app: FastifyInstance, action: string, payload: object, ip: string, lang = 'tr') =>
  app.inject({
    method: 'POST',
    url: `/api/IdentityGuest/auth/${action}`,
    remoteAddress: ip,
    headers: { 'accept-language': lang },
    payload,
  })

beforeAll(async () => {
  await assertRedisReachable()
  testDb = await createTestDatabase()
  dbApp = await buildApp({ config: testConfig(), database: testDb.handle, logger: false })
  redisApp = await buildApp({
    config: testConfig({ redisUrl: REDIS_URL }),
    database: testDb.handle,
    logger: false,
  })
})

afterAll(async () => {
  await dbApp?.close()
  await redisApp?.close()
  await testDb?.dispose()
})

describe.each([
  ['the database', () => dbApp],
  ['Redis', () => redisApp],
])(`guest rate limits on ${testEngine}, counted in %s`, (_store, appOf) => {
  it('refuses the sixth code request for one address within 15 minutes with 429', async () => {
    const email = newEmail()
    const max = GUEST_LIMITS.requestPerAddress.max
    for (let i = 0; i < max; i++) {
      // Different client addresses: the per-address limit holds whatever the IP.
      expect((await post(appOf(), 'request-otp', { email }, newIp())).statusCode).toBe(200)
    }
    const tr = await post(appOf(), 'request-otp', { email }, newIp())
    expect(tr.statusCode).toBe(429)
    expect(tr.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Çok fazla deneme yapıldı\. Lütfen \d+ dakika sonra tekrar deneyin\.$/),
      responseData: null,
    })
    const retryAfter = Number(tr.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    const en = await post(appOf(), 'request-otp', { email }, newIp(), 'en')
    expect(en.statusCode).toBe(429)
    expect(en.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/)
    // Another address is not affected.
    expect((await post(appOf(), 'request-otp', { email: newEmail() }, newIp())).statusCode).toBe(200)
  })

  it('refuses code requests from one IP beyond its limit, whatever the address', async () => {
    const ip = newIp()
    for (let i = 0; i < GUEST_LIMITS.requestPerIp.max; i++) {
      expect((await post(appOf(), 'request-otp', { email: newEmail() }, ip)).statusCode).toBe(200)
    }
    const res = await post(appOf(), 'request-otp', { email: newEmail() }, ip)
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toMatch(/^\d+$/)
  })

  it('limits verification attempts per address', async () => {
    const email = newEmail()
    await post(appOf(), 'request-otp', { email }, newIp())
    for (let i = 0; i < GUEST_LIMITS.verifyPerAddress.max; i++) {
      expect((await post(appOf(), 'verify-otp', { email, code: '000000' }, newIp())).statusCode).toBe(422)
    }
    const res = await post(appOf(), 'verify-otp', { email, code: '000000' }, newIp())
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toMatch(/^\d+$/)
  })

  it('limits verification attempts per IP', async () => {
    const ip = newIp()
    for (let i = 0; i < GUEST_LIMITS.verifyPerIp.max; i++) {
      await post(appOf(), 'verify-otp', { email: newEmail(), code: '000000' }, ip)
    }
    expect((await post(appOf(), 'verify-otp', { email: newEmail(), code: '000000' }, ip)).statusCode).toBe(
      429,
    )
  })
})
