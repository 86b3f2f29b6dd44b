/**
 * Outside services failing (issue 33 §3 "Smaller holes found"): Redis or the SMTP server out of reach makes
 * the calls that need them answer 503 in the wrapper with Retry-After and a tr/en message, quickly (the
 * clients' connect/command timeouts are bounded), never 500; the rate limits fail closed. /readyz names each
 * configured outside service and its state, and is unready while the required one (Redis) is down.
 * Redis for the "up" case runs at REDIS_URL (default 127.0.0.1:6379), as in guest-counter-store.test.ts.
 */
import { connect, createServer, type Server, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import type { AppConfig } from '../../src/config.ts'
import { DependencyUnavailableError } from '../../src/platform/http/errors.ts'
import { createHttpSmsSender } from '../../src/platform/sms/http-sms-sender.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

let testDb: TestDatabase
const apps: FastifyInstance[] = []
const servers: Server[] = []
const sockets: Socket[] = []
let closedPort: number
let silentPort: number

/** A loopback port nothing listens on (bound, then closed). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return port
}

/** A loopback server that accepts connections and never says a word (a hung Redis or mail server). */
async function silentServer(): Promise<number> {
  const server = createServer((socket) => sockets.push(socket))
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return (server.address() as { port: number }).port
}

async function appWith(overrides: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database: testDb.handle, logger: false })
  apps.push(app)
  return app
}

const requestOtp = (app: FastifyInstance, lang: 'tr' | 'en' = 'tr') =>
  app.inject({
    method: 'POST',
    url: '/api/IdentityGuest/auth/request-otp',
    headers: { 'accept-language': lang },
    payload: { email: `outside.${Math.random().toString(36).slice(2)}@example.org` },
  })

/** Sends `call` and returns its answer with how long it took (ms). */
async function timed<T>(call: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const answer = await call()
  return [answer, performance.now() - started]
}

const TR = 'Portalın bağlı olduğu bir hizmete şu anda ulaşılamıyor. Lütfen bir dakika sonra tekrar deneyin.'
const EN = 'A service the portal depends on is unavailable right now. Please try again in a minute.'

beforeAll(async () => {
  testDb = await createTestDatabase()
  closedPort = await freePort()
  silentPort = await silentServer()
})

afterAll(async () => {
  for (const app of apps) await app.close()
  for (const socket of sockets) socket.destroy()
  for (const server of servers) await new Promise((done) => server.close(done))
  await testDb?.dispose()
})

describe(`Redis out of reach on ${testEngine}`, () => {
  it('answers request-otp and document verification 503 with Retry-After, in tr and en, within 3 s', async () => {
    const app = await appWith({ redisUrl: `redis://127.0.0.1:${closedPort}` })
    const [otp, otpMs] = await timed(() => requestOtp(app))
    expect(otp.statusCode).toBe(503)
    expect(otp.headers['retry-after']).toBe('60')
    expect(otp.json()).toEqual({ success: false, message: TR, responseData: null })
    expect(otpMs).toBeLessThan(3000)
    const [verify, verifyMs] = await timed(() =>
      app.inject({ url: '/api/Belge/Dogrulama/Get?code=ABC123', headers: { 'accept-language': 'en' } }),
    )
    expect(verify.statusCode).toBe(503)
    expect(verify.headers['retry-after']).toBe('60')
    expect(verify.json()).toEqual({ success: false, message: EN, responseData: null })
    expect(verifyMs).toBeLessThan(3000)
    // The limit fails closed: no code was issued (nothing reached the outbox).
    const outbox = await app.inject({ url: '/dev/outbox' })
    expect(outbox.json().responseData.filter((m: { to: string }) => m.to.startsWith('outside.'))).toEqual([])
  })

  it('makes /readyz unready, naming Redis and its state next to the database and migrations', async () => {
    const app = await appWith({ redisUrl: `redis://127.0.0.1:${closedPort}` })
    const ready = await app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({
      status: 'unready',
      database: 'ok',
      migrations: 'ok',
      redis: 'down: ECONNREFUSED',
    })
  })

  it('bounds a Redis that accepts connections but never answers: 503 within 4 s', async () => {
    const app = await appWith({ redisUrl: `redis://127.0.0.1:${silentPort}` })
    const [otp, ms] = await timed(() => requestOtp(app))
    expect(otp.statusCode).toBe(503)
    expect(otp.headers['retry-after']).toBe('60')
    expect(ms).toBeLessThan(4000)
    const ready = await app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json().redis).toMatch(/^down: /)
  })

  it('serves again once Redis is back (the background reconnection), without a restart', async () => {
    const port = await freePort()
    const app = await appWith({ redisUrl: `redis://127.0.0.1:${port}` })
    expect((await requestOtp(app)).statusCode).toBe(503)
    const [, fastMs] = await timed(() => requestOtp(app))
    expect(fastMs).toBeLessThan(500) // known down: refused at once, not after the command timeout
    // Redis "comes back": a forwarder to the real one on the same port.
    const target = new URL(REDIS_URL)
    const forwarder = createServer((socket) => {
      const upstream = connect(Number(target.port || 6379), target.hostname)
      socket.pipe(upstream).pipe(socket)
      socket.on('error', () => upstream.destroy())
      upstream.on('error', () => socket.destroy())
      sockets.push(socket, upstream)
    })
    servers.push(forwarder)
    await new Promise<void>((done) => forwarder.listen(port, '127.0.0.1', done))
    let status = 0
    const deadline = Date.now() + 5000
    while (Date.now() < deadline && status !== 200) {
      await new Promise((r) => setTimeout(r, 200))
      status = (await requestOtp(app)).statusCode
    }
    expect(status).toBe(200)
    expect((await app.inject({ url: '/readyz' })).json().redis).toBe('ok')
  })

  it('is ready with Redis up: /readyz 200 with redis ok, and the limits count there', async () => {
    const app = await appWith({ redisUrl: REDIS_URL })
    const ready = await app.inject({ url: '/readyz' })
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok', redis: 'ok' })
    expect(ready.statusCode).toBe(200)
    expect((await requestOtp(app)).statusCode).toBe(200)
  })
})

describe(`the mail server out of reach on ${testEngine}`, () => {
  it('answers request-otp 503 with Retry-After (refused connection), and /readyz reports smtp down but stays ready', async () => {
    const app = await appWith({ smtpUrl: `smtp://127.0.0.1:${closedPort}` })
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'ok',
      smtp: 'unchecked',
    })
    const [otp, ms] = await timed(() => requestOtp(app, 'en'))
    expect(otp.statusCode).toBe(503)
    expect(otp.headers['retry-after']).toBe('60')
    expect(otp.json()).toEqual({ success: false, message: EN, responseData: null })
    expect(ms).toBeLessThan(3000)
    const ready = await app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json().smtp).toBe('down: ECONNREFUSED')
  })

  it('bounds a mail server that never greets: 503 within 7 s (greeting timeout 5 s)', async () => {
    const app = await appWith({ smtpUrl: `smtp://127.0.0.1:${silentPort}` })
    const [otp, ms] = await timed(() => requestOtp(app))
    expect(otp.statusCode).toBe(503)
    expect(otp.json().message).toBe(TR)
    expect(ms).toBeLessThan(7000)
    expect((await app.inject({ url: '/readyz' })).json().smtp).toBe('down: ETIMEDOUT')
  }, 15_000)
})

describe('the SMS provider out of reach', () => {
  const to = { to: '+905321234567', text: 'Kod: 123456' }
  const answer = (status: number, code = '200') =>
    (async () => new Response(JSON.stringify({ response: { status: { code } } }), { status })) as never

  it('throws the 503 dependency error for a network failure or a 5xx, a plain error for a refusal', async () => {
    const auth = { key: 'k', hash: 'h' }
    const down = createHttpSmsSender(`http://127.0.0.1:${closedPort}/send`, 'UNACS', auth)
    expect(down.health?.()).toBe('unchecked')
    const refused = await down.send(to).catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(DependencyUnavailableError)
    expect(refused).toMatchObject({ statusCode: 503, dependency: 'sms', reason: 'ECONNREFUSED' })
    expect(down.health?.()).toBe('down: ECONNREFUSED')
    const busy = createHttpSmsSender('https://sms.example.com/x', 'UNACS', auth, answer(503))
    await expect(busy.send(to)).rejects.toMatchObject({ dependency: 'sms', reason: 'HTTP 503' })
    // A refusal of the message itself (452: recipients) is a plain error, not the dependency down.
    const refusing = createHttpSmsSender('https://sms.example.com/x', 'UNACS', auth, answer(452, '452'))
    const refusal = await refusing.send(to).catch((err: unknown) => err)
    expect(refusal).not.toBeInstanceOf(DependencyUnavailableError)
    expect(String(refusal)).toMatch(/452/)
    const fine = createHttpSmsSender('https://sms.example.com/x', 'UNACS', auth, answer(200))
    await fine.send(to)
    expect(fine.health?.()).toBe('ok')
  })
})
