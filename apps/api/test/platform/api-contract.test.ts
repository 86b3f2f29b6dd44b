/**
 * The API contract (issue 15 "Hardening"): the OpenAPI document validates (swagger-parser) and says what the
 * server does — bearer security on every protected operation (checked by calling each without a token),
 * operationId and summary on each, error statuses documented; unsupported methods answer 405 with Allow;
 * in production the document is served only with API_DOCS=true.
 */
import SwaggerParser from '@apidevtools/swagger-parser'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadConfig } from '../../src/config.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

type Operation = {
  operationId?: string
  summary?: string
  security?: Record<string, string[]>[]
  parameters?: { name: string; in: string; required?: boolean }[]
  responses: Record<string, unknown>
}
type Doc = { paths: Record<string, Record<string, Operation>> }

let testDb: TestDatabase
let app: FastifyInstance
let doc: Doc
beforeAll(async () => {
  testDb = await createTestDatabase()
  app = await buildApp({ config: testConfig(), database: testDb.handle, logger: false })
  await app.ready()
  doc = (await app.inject({ url: '/api/docs/json' })).json()
}, 120_000)
afterAll(async () => {
  await app?.close()
  await testDb?.dispose()
})

/** Every operation of the document as [METHOD, path, operation]. */
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => [method.toUpperCase(), path, op] as const),
  )

describe(`OpenAPI document on ${testEngine}`, () => {
  it('validates with swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined()
  })

  it('gives every operation a unique operationId and a summary', () => {
    const ids = operations().map(([m, p, op]) => {
      expect(op.summary, `${m} ${p} summary`).toBeTruthy()
      expect(op.operationId, `${m} ${p} operationId`).toBeTruthy()
      return op.operationId
    })
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('declares bearer security exactly where the server answers 401 without a token', async () => {
    let protectedCount = 0
    for (const [method, path, op] of operations()) {
      if (!path.startsWith('/api/')) continue
      const url = path.replace(/\{[^}]+\}/g, '1')
      const res = await app.inject({ method: method as 'GET', url })
      // Required: some alternative names bearer and none is the empty (anonymous) one.
      const security = op.security ?? []
      const declared =
        security.some((s) => 'bearer' in s) && !security.some((s) => Object.keys(s).length === 0)
      expect(res.statusCode === 401, `${method} ${path}: ${res.statusCode}, security ${declared}`).toBe(
        declared,
      )
      if (declared) {
        protectedCount++
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403']))
      }
    }
    expect(protectedCount).toBeGreaterThan(100)
  }, 120_000)

  it('documents the error statuses with the wrapper', () => {
    for (const [method, path, op] of operations()) {
      if (!path.startsWith('/api/')) continue
      const statuses = Object.keys(op.responses)
      expect(
        statuses.some((s) => s.startsWith('4')),
        `${method} ${path} documents a 4xx`,
      ).toBe(true)
      expect(statuses, `${method} ${path}`).toContain('503')
    }
    const echo = doc.paths['/api/Probe/Echo/Post']?.post ?? operations().find(([m]) => m === 'POST')?.[2]
    const bad = JSON.stringify(echo?.responses['400'])
    expect(bad).toContain('success')
    expect(bad).toContain('responseData')
  })

  it('requires X-Is-Guest on guest operations and Idempotency-Key where a write reads it', () => {
    const header = (op: Operation, name: string) =>
      op.parameters?.find((p) => p.in === 'header' && p.name.toLowerCase() === name)
    const guest = doc.paths['/api/IdentityGuest/guest/guest-types']?.get
    expect(guest && header(guest, 'x-is-guest')?.required).toBe(true)
    const keyed = operations().filter(([, , op]) => header(op, 'idempotency-key'))
    expect(keyed.length).toBeGreaterThanOrEqual(10)
    for (const [, , op] of keyed) expect(header(op, 'idempotency-key')?.required).toBe(true)
  })
})

describe(`unsupported methods on ${testEngine}`, () => {
  it('answer 405 with Allow on a GET-only /api route', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/Menu/GetMenuListByRoleId' })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
    expect(res.json()).toMatchObject({ success: false })
    const post = await app.inject({ method: 'GET', url: '/api/Identity/RefreshToken/GenerateRefreshToken' })
    expect(post.statusCode).toBe(405)
    expect(post.headers.allow).toBe('POST')
  })

  it('leave unknown paths at 404', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/No/Such/Path' })
    expect(res.statusCode).toBe(404)
    expect(res.headers.allow).toBeUndefined()
  })
})

describe(`API_DOCS in production on ${testEngine}`, () => {
  it.each([
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', API_DOCS: 'true' }, 200],
  ])(
    '%o: /api/docs and /api/docs/json answer %i',
    async (env, status) => {
      const config = testConfig({ nodeEnv: 'production', apiDocs: loadConfig(env).apiDocs })
      const prod = await buildApp({ config, database: testDb.handle, logger: false })
      await prod.ready()
      try {
        expect((await prod.inject({ url: '/api/docs/json' })).statusCode).toBe(status)
        const ui = await prod.inject({ url: '/api/docs' })
        expect(status === 200 ? ui.statusCode < 400 : ui.statusCode).toBe(status === 200 ? true : 404)
      } finally {
        await prod.close()
      }
    },
    60_000,
  )
})
