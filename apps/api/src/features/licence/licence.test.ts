/**
 * Microsoft licence (issue "Staff self-service" § Microsoft licence; spec §1, §4, §8): A1 held by everyone,
 * the A3 request (requested → held after the development provider's delay, on the clock), the duplicate
 * refused with 409, the audit rows, and a provider failure answered with the §8 message in tr and en.
 */
import { and, eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { installErrorHandler } from '../../platform/http/error-handler.ts'
import { zodValidatorCompiler } from '../../platform/http/validation.ts'
import { type LicenceProvider, LicenceProviderError } from './licence.provider.ts'
import { licenceRoutes } from './licence.routes.ts'
import { createLicenceService } from './licence.service.ts'

const BASE = '/api/Licence/Microsoft'
const start = new Date('2026-11-21T09:00:00Z')
let now = start
const clock = () => now
let fx: IdentityFixture

beforeAll(async () => {
  fx = await createIdentityFixture(50, clock)
})
afterAll(async () => {
  await fx?.close()
})

const status = async (token: string) => (await fx.call('GET', `${BASE}/Status`, token)).json().responseData
/** POST RequestA3 as the web client sends it: a JSON content type with an empty object. */
const request = (token: string, lang = 'tr') =>
  fx.call('POST', `${BASE}/RequestA3`, token, {}, { 'accept-language': lang })

describe(`Microsoft licence on ${testEngine}`, () => {
  it('shows A1 held and no A3 by default, to students and staff', async () => {
    const student = (await fx.signIn('student')).token
    expect(await status(student)).toEqual({ A1: 'held', A3: 'none', A3RequestedAt: null, A3GrantedAt: null })
    const staff = (await fx.signIn('instructor-advisor')).token
    expect((await status(staff)).A3).toBe('none')
  })

  it('requests A3, refuses a duplicate with 409, and grants it after the development delay', async () => {
    const student = (await fx.signIn('student')).token
    const res = await request(student)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toMatch(/^A3 lisans talebiniz alındı/)
    expect(res.json().responseData).toMatchObject({
      A1: 'held',
      A3: 'requested',
      A3RequestedAt: start.toISOString(),
    })

    const again = await request(student)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('A3 lisans talebiniz zaten alınmış; lisansın tanımlanması bekleniyor.')
    expect(again.json().responseData.A3).toBe('requested')
    expect((await request(student, 'en')).json().message).toBe(
      'Your A3 licence has already been requested and is awaiting assignment.',
    )

    now = new Date(start.getTime() + 29_000)
    expect((await status(student)).A3).toBe('requested')
    now = new Date(start.getTime() + 30_000)
    const held = await status(student)
    expect(held).toMatchObject({ A3: 'held', A3GrantedAt: now.toISOString() })
    now = new Date(start.getTime() + 60_000)
    expect((await status(student)).A3GrantedAt).toBe(held.A3GrantedAt)

    const heldAgain = await request(student, 'en')
    expect(heldAgain.statusCode).toBe(409)
    expect(heldAgain.json().message).toBe('You already hold an A3 licence.')
  })

  it('audits the request (by the person) and the grant (by the system)', async () => {
    const personId = await fx.personOf('student')
    const rows = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'licence')))
    expect(rows.map((r) => r.action).sort()).toEqual(['grant', 'request'])
    expect(rows.find((r) => r.action === 'request')).toMatchObject({ actorPersonId: personId })
    expect(rows.find((r) => r.action === 'grant')).toMatchObject({
      actorPersonId: null,
      after: expect.objectContaining({ status: 'held' }),
    })
  })

  it('keeps one request when two arrive at once', async () => {
    const staff = (await fx.signIn('registrar')).token
    const results = await Promise.all([request(staff), request(staff), request(staff)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
  })

  it('answers a provider failure with the §8 message in tr and en, keeping nothing', async () => {
    const failing: LicenceProvider = {
      async requestA3() {
        throw new LicenceProviderError('Graph answered 503')
      },
      async isA3Granted() {
        return false
      },
    }
    const service = createLicenceService(fx.testDb.handle.db, clock, failing)
    const personId = await fx.personOf('graduate')
    const principal: Principal = {
      sessionId: 'test',
      personId,
      userType: 'student',
      activeRoleId: 1,
      isProxy: false,
      proxyGiverRegistryNo: null,
      activeStudentNo: null,
      impersonatorPersonId: null,
      impersonatorRoleId: null,
    }
    // the real routes and error handler, with the failing provider and a signed-in principal
    const app = Fastify({ logger: false })
    app.setValidatorCompiler(zodValidatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    installErrorHandler(app)
    app.addHook('onRequest', async (req) => {
      req.principal = principal
    })
    await app.register(licenceRoutes, { licence: service })
    try {
      const tr = await app.inject({ method: 'POST', url: `${BASE}/RequestA3` })
      expect(tr.statusCode).toBe(502)
      expect(tr.json()).toEqual({
        success: false,
        message: 'A3 lisans talebi başarısız oldu.',
        responseData: null,
      })
      const en = await app.inject({
        method: 'POST',
        url: `${BASE}/RequestA3`,
        headers: { 'accept-language': 'en' },
      })
      expect(en.json().message).toBe('A3 licence request failed.')
      const after = await app.inject({ method: 'GET', url: `${BASE}/Status` })
      expect(after.json().responseData.A3).toBe('none')
    } finally {
      await app.close()
    }
  })
})
