/**
 * The mail outbox (DESIGN.md §1): without SMTP_URL mail is written to the database, and GET /dev/outbox
 * lists it newest first (optionally for one address) — only outside production and without SMTP_URL.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { createMailer } from '../../src/platform/mail/create-mailer.ts'
import { outboxRouteEnabled } from '../../src/platform/mail/outbox.routes.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

let testDb: TestDatabase
let app: FastifyInstance

beforeAll(async () => {
  testDb = await createTestDatabase()
  app = await buildApp({ config: testConfig(), database: testDb.handle, logger: false })
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await testDb?.dispose()
})

describe(`mail outbox on ${testEngine}`, () => {
  it('stores sent mail and lists it newest first, filtered by recipient', async () => {
    const mailer = createMailer(testDb.handle.db, { smtpUrl: null, mailFrom: 'x@example.org' })
    await mailer.send({ to: 'Ayse@Example.org', subject: 'first', text: 'one' })
    await mailer.send({ to: 'mehmet@example.org', subject: 'other', text: 'two', html: '<p>two</p>' })
    await mailer.send({
      to: 'ayse@example.org',
      subject: 'second',
      text: 'three',
      attachments: [{ filename: 'a.txt', content: 'a' }],
    })

    const all = (await app.inject({ url: '/dev/outbox' })).json()
    expect(all.success).toBe(true)
    expect(all.responseData.map((m: { subject: string }) => m.subject)).toEqual(['second', 'other', 'first'])

    const res = await app.inject({ url: '/dev/outbox?to=AYSE@example.org' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: '',
      responseData: [
        {
          to: 'ayse@example.org',
          subject: 'second',
          text: 'three',
          createdAt: expect.any(String),
          attachments: [
            {
              id: expect.any(Number),
              filename: 'a.txt',
              contentType: 'application/octet-stream',
              size: 1,
              url: expect.stringMatching(/^\/dev\/outbox\/attachments\/\d+$/),
            },
          ],
        },
        {
          to: 'ayse@example.org',
          subject: 'first',
          text: 'one',
          createdAt: expect.any(String),
          attachments: [],
        },
      ],
    })
    expect(Number.isNaN(Date.parse(res.json().responseData[0].createdAt))).toBe(false)
    const file = await app.inject({ url: res.json().responseData[0].attachments[0].url })
    expect(file.statusCode).toBe(200)
    expect(file.body).toBe('a')
    expect(file.headers['content-disposition']).toContain('a.txt')
    expect((await app.inject({ url: '/dev/outbox/attachments/999999' })).statusCode).toBe(404)
  })

  it('is reachable without a token (it is not under /api)', async () => {
    const res = await app.inject({ url: '/dev/outbox?to=nobody@example.org' })
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData).toEqual([])
  })

  it('does not exist in production nor when SMTP_URL is set', async () => {
    expect(outboxRouteEnabled({ nodeEnv: 'development', smtpUrl: null })).toBe(true)
    expect(outboxRouteEnabled({ nodeEnv: 'production', smtpUrl: null })).toBe(false)
    expect(outboxRouteEnabled({ nodeEnv: 'development', smtpUrl: 'smtp://127.0.0.1:2525' })).toBe(false)
    for (const overrides of [{ nodeEnv: 'production' }, { smtpUrl: 'smtp://127.0.0.1:2525' }]) {
      const other = await buildApp({ config: testConfig(overrides), database: testDb.handle, logger: false })
      const res = await other.inject({ url: '/dev/outbox', headers: { accept: 'application/json' } })
      expect(res.statusCode).toBe(404)
      await other.close()
    }
  })
})
