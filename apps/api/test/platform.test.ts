/**
 * The platform contract (issue "Foundation" §2): the wrapper on success and on every error status,
 * messages in tr and en from Accept-Language, OpenAPI at /api/docs, health and readiness.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildApp } from '../src/app.ts'
import { businessRule, conflict, forbidden, notFound, unauthorized } from '../src/platform/http/errors.ts'
import { ok } from '../src/platform/http/response.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from './test-db.ts'

let testDb: TestDatabase
let app: FastifyInstance

beforeAll(async () => {
  testDb = await createTestDatabase()
  app = await buildApp({ config: testConfig(), database: testDb.handle, logger: false })
  // Probe routes registered by the test itself (no test-only branches in src/).
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.post(
    '/api/Probe/Echo/Post',
    {
      config: { access: { kind: 'public' } },
      schema: { body: z.object({ name: z.string().min(2), count: z.number().int().max(500) }) },
    },
    async (req) => ok({ echoed: req.body.name }),
  )
  app.get('/api/Probe/Fail/Unauthorized', { config: { access: { kind: 'public' } } }, async () => {
    throw unauthorized()
  })
  app.get('/api/Probe/Fail/Forbidden', { config: { access: { kind: 'public' } } }, async () => {
    throw forbidden()
  })
  app.get('/api/Probe/Fail/NotFound', { config: { access: { kind: 'public' } } }, async () => {
    throw notFound()
  })
  app.get('/api/Probe/Fail/Conflict', { config: { access: { kind: 'public' } } }, async () => {
    throw conflict(undefined, undefined, { Version: 7 })
  })
  app.get('/api/Probe/Fail/Rule', { config: { access: { kind: 'public' } } }, async () => {
    throw businessRule()
  })
  app.get('/api/Probe/Fail/Crash', { config: { access: { kind: 'public' } } }, async () => {
    throw new Error('secret internal detail')
  })
  app.post('/api/Probe/Fail/Empty', { config: { access: { kind: 'public' } } }, async (req) =>
    ok(req.body === undefined ? 'no body' : 'body'),
  )
  await app.ready()
})

it('refuses to register an /api route that declares no access rule', async () => {
  const other = await buildApp({ config: testConfig(), database: testDb.handle, logger: false })
  expect(() => other.get('/api/Open/Door/Get', async () => ok(1))).toThrow(/declares no access rule/)
  await other.close()
})

afterAll(async () => {
  await app?.close()
  await testDb?.dispose()
})

describe(`platform on ${testEngine}`, () => {
  it('wraps a success answer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Probe/Echo/Post',
      payload: { name: 'Ayşe', count: 3 },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: '', responseData: { echoed: 'Ayşe' } })
    expect(res.headers['x-request-id']).toMatch(/[\w-]+/)
  })

  it('answers 400 with field errors in Turkish by default and in English on request', async () => {
    const tr = await app.inject({
      method: 'POST',
      url: '/api/Probe/Echo/Post',
      payload: { name: 'A', count: 501 },
    })
    expect(tr.statusCode).toBe(400)
    const trBody = tr.json()
    expect(trBody.success).toBe(false)
    expect(trBody.message).toMatch(/^Girilen bilgiler geçersiz/)
    expect(trBody.responseData.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'count'])

    const en = await app.inject({
      method: 'POST',
      url: '/api/Probe/Echo/Post',
      headers: { 'accept-language': 'en-GB,en;q=0.9,tr;q=0.5' },
      payload: { count: 2 },
    })
    expect(en.statusCode).toBe(400)
    expect(en.json().message).toBe('The information entered is not valid: Name: This field is required.')
  })

  it('answers 400 for malformed JSON, in the wrapper', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Probe/Echo/Post',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"name": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, message: 'The request is not valid.', responseData: null })
  })

  it('reads an empty JSON body as no body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Probe/Fail/Empty',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData).toBe('no body')
  })

  it('refuses a prototype-poisoning JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Probe/Fail/Empty',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    })
    expect(res.statusCode).toBe(400)
  })

  it.each([
    ['/api/Probe/Fail/Unauthorized', 401, 'Oturumunuz bulunamadı', 'Your session was not found'],
    ['/api/Probe/Fail/Forbidden', 403, 'Bu işlem için yetkiniz', 'You are not authorised'],
    ['/api/Probe/Fail/NotFound', 404, 'Kayıt bulunamadı.', 'No record found.'],
    ['/api/Probe/Fail/Conflict', 409, 'Kayıt başka bir işlem', 'The record was changed'],
    ['/api/Probe/Fail/Rule', 422, 'İşlem kurallara uygun', 'The operation could not be done'],
    ['/api/Probe/Fail/Crash', 500, 'Beklenmeyen bir hata', 'An unexpected error occurred'],
    ['/api/No/Such/Path', 404, 'Kayıt bulunamadı.', 'No record found.'],
  ])('%s answers %i in the wrapper, tr and en', async (url, status, trText, enText) => {
    const tr = await app.inject({ url })
    expect(tr.statusCode).toBe(status)
    expect(tr.json().success).toBe(false)
    expect(tr.json().message.startsWith(trText)).toBe(true)
    const en = await app.inject({ url, headers: { 'accept-language': 'en-US' } })
    expect(en.statusCode).toBe(status)
    expect(en.json().message.startsWith(enText)).toBe(true)
    expect(en.body).not.toContain('secret internal detail')
  })

  it('returns the current value with a 409', async () => {
    const res = await app.inject({ url: '/api/Probe/Fail/Conflict' })
    expect(res.json().responseData).toEqual({ Version: 7 })
  })

  it('publishes OpenAPI generated from the zod schemas', async () => {
    const res = await app.inject({ url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    const echo = doc.paths['/api/Probe/Echo/Post'].post
    const schema = echo.requestBody.content['application/json'].schema
    expect(schema.required).toEqual(['name', 'count'])
    expect(schema.properties.count.maximum).toBe(500)
    expect(doc.paths['/readyz']).toBeDefined()
  })

  it('reports liveness and readiness', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' })
    const ready = await app.inject({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok' })
  })

  it('sets security headers', async () => {
    const res = await app.inject({ url: '/healthz' })
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe(`readiness without a database on ${testEngine}`, () => {
  it('answers 503 once the database is gone', async () => {
    const own = await createTestDatabase()
    const local = await buildApp({ config: testConfig(), database: own.handle, logger: false })
    await local.ready()
    expect((await local.inject({ url: '/readyz' })).statusCode).toBe(200)
    await own.dispose()
    const res = await local.inject({ url: '/readyz' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ status: 'unready', database: 'unreachable' })
    expect((await local.inject({ url: '/healthz' })).statusCode).toBe(200)
    await local.close()
  })
})
