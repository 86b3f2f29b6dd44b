/**
 * Proxy delegation (issue "Staff self-service" § Proxy delegation; spec §1, §5, §6, §8): each rule, the
 * Istanbul "today" at 00:30, the identical delegation refused (also under concurrency), the taker's role
 * switch within dates, expiry without action, deletion cutting off a live proxy session, audit rows.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  claimsOf,
  createIdentityFixture,
  type IdentityFixture,
} from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'

// 2026-11-21T21:30Z is 00:30 on 2026-11-22 in Istanbul (UTC+3): Istanbul's today is the 22nd, UTC's the 21st.
let now = new Date('2026-11-21T21:30:00Z')
const clock = () => now
const TODAY = '2026-11-22'
const BASE = '/api/Proxy/Vekalet'
const MENU = '/api/Menu/GetUnacsMenuListByRoleId'
let fx: IdentityFixture
let giverToken: string
let unitId: number

beforeAll(async () => {
  fx = await createIdentityFixture(50, clock)
  giverToken = (await fx.signIn('finance')).token
  const roles = (await fx.call('GET', `${BASE}/GivableRoles`, giverToken)).json().responseData
  const finance = roles.find((r: { RoleId: number }) => r.RoleId === 6)
  unitId = finance.Units[0].UnitId
})
afterAll(async () => {
  await fx?.close()
})

const add = (token: string, body: Record<string, unknown>, lang = 'tr') =>
  fx.call(
    'POST',
    `${BASE}/Add`,
    token,
    { RoleId: 6, UnitId: unitId, TakerSicilNo: 'P10007', ...body },
    { 'accept-language': lang },
  )

describe(`proxy delegation on ${testEngine}`, () => {
  it('offers only the roles the giver holds, never 388', async () => {
    const roles = (await fx.call('GET', `${BASE}/GivableRoles`, giverToken)).json().responseData
    expect(roles.map((r: { RoleId: number }) => r.RoleId)).toEqual([6])
  })

  it('accepts a delegation starting today at 00:30 Istanbul time and the taker can use it at once', async () => {
    const res = await add(giverToken, { StartDate: TODAY, EndDate: '2026-11-24' })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Vekalet başarıyla oluşturuldu.')
    const taker = await fx.signIn('inventory')
    const personel = JSON.parse(String(claimsOf(taker.token).Personel))
    expect(personel.Roles).toContainEqual(
      expect.objectContaining({ RoleId: 6, IsProxy: true, SicilNo: 'P10006' }),
    )
    const sw = await fx.call('POST', '/api/Identity/Account/RolDegistir', taker.token, {
      IsProxy: true,
      RolId: 6,
      ProxySicilNo: 'P10006',
    })
    expect(sw.statusCode).toBe(200)
    expect(claimsOf(sw.json().responseData)).toMatchObject({
      ActiveRoleId: 6,
      IsProxy: true,
      ProxySicilNo: 'P10006',
    })
    const audit = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'delegation'), eq(auditLog.action, 'create')))
    expect(audit).toHaveLength(1)
  })

  it('refuses the identical delegation with the §8 message, in tr and en', async () => {
    const tr = await add(giverToken, { StartDate: TODAY, EndDate: '2026-11-24' })
    expect(tr.statusCode).toBe(409)
    expect(tr.json().message).toBe('Vekalet oluşturulamadı: aynı vekalet zaten mevcut.')
    const en = await add(giverToken, { StartDate: TODAY, EndDate: '2026-11-24' }, 'en')
    expect(en.json().message).toBe('The proxy could not be created: an identical proxy already exists.')
    const overlap = await add(giverToken, { StartDate: '2026-11-23', EndDate: '2026-11-30' })
    expect(overlap.statusCode).toBe(409)
  })

  it('gives one delegation when two identical requests race', async () => {
    const body = { TakerSicilNo: 'P10008', StartDate: '2026-12-01', EndDate: '2026-12-05' }
    const results = await Promise.all([add(giverToken, body), add(giverToken, body), add(giverToken, body)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
  })

  it('refuses a start before Istanbul today, an end before the start, oneself, an unknown taker and an unheld role', async () => {
    expect((await add(giverToken, { StartDate: '2026-11-21', EndDate: '2026-11-25' })).statusCode).toBe(422)
    expect((await add(giverToken, { StartDate: '2026-11-25', EndDate: '2026-11-24' })).statusCode).toBe(422)
    const self = await add(giverToken, { TakerSicilNo: 'P10006', StartDate: TODAY, EndDate: TODAY })
    expect(self.statusCode).toBe(422)
    expect(self.json().message).toBe('Kendinize vekalet veremezsiniz.')
    expect(
      (await add(giverToken, { TakerSicilNo: 'P00000', StartDate: TODAY, EndDate: TODAY })).statusCode,
    ).toBe(404)
    expect((await add(giverToken, { RoleId: 4, StartDate: TODAY, EndDate: TODAY })).statusCode).toBe(403)
    expect((await add(giverToken, { RoleId: 388, StartDate: TODAY, EndDate: TODAY })).statusCode).toBe(403)
    const bad = await fx.call('POST', `${BASE}/Add`, giverToken, {
      RoleId: 6,
      UnitId: unitId,
      TakerSicilNo: 'P10007',
      StartDate: '2026-02-30',
      EndDate: 'x',
    })
    expect(bad.statusCode).toBe(400)
  })

  it('lists given and received delegations with their status', async () => {
    const given = (await fx.call('GET', `${BASE}/List?direction=given`, giverToken)).json().responseData
    // Two added above and the seeded one behind the proxy-only demo account's finance role (issue 24).
    expect(given.total).toBe(3)
    expect(given.items[0]).toMatchObject({ GiverSicilNo: 'P10006', RoleId: 6 })
    expect(given.items.map((d: { TakerSicilNo: string }) => d.TakerSicilNo)).toContain('P10004')
    const taker = await fx.signIn('inventory')
    const received = (await fx.call('GET', `${BASE}/List?direction=received`, taker.token)).json()
      .responseData
    expect(received.items).toHaveLength(1)
    expect(received.items[0]).toMatchObject({ TakerSicilNo: 'P10007', Status: 'active', StartDate: TODAY })
    const student = await fx.signIn('student')
    expect((await fx.call('GET', `${BASE}/List`, student.token)).statusCode).toBe(403)
  })

  it('expires the day after the end date without anyone acting', async () => {
    now = new Date('2026-11-24T20:00:00Z') // 23:00 on the 24th in Istanbul: the last day
    try {
      const taker = await fx.signIn('inventory')
      const sw = await fx.call('POST', '/api/Identity/Account/RolDegistir', taker.token, {
        IsProxy: true,
        RolId: 6,
        ProxySicilNo: 'P10006',
      })
      expect(sw.statusCode).toBe(200)
      const proxyToken = sw.json().responseData as string
      expect((await fx.call('GET', MENU, proxyToken)).statusCode).toBe(200)
      now = new Date('2026-11-24T21:01:00Z') // 00:01 on the 25th in Istanbul
      expect((await fx.call('GET', MENU, proxyToken)).statusCode).toBe(401)
      const again = await fx.signIn('inventory')
      const roles = JSON.parse(String(claimsOf(again.token).Personel)).Roles
      expect(roles.some((r: { IsProxy: boolean }) => r.IsProxy)).toBe(false)
    } finally {
      now = new Date('2026-11-21T21:30:00Z')
    }
  })

  it('cuts off a live proxy session when the giver deletes the delegation, and audits it', async () => {
    const taker = await fx.signIn('inventory')
    const sw = await fx.call('POST', '/api/Identity/Account/RolDegistir', taker.token, {
      IsProxy: true,
      RolId: 6,
      ProxySicilNo: 'P10006',
    })
    const proxyToken = sw.json().responseData as string
    expect((await fx.call('GET', MENU, proxyToken)).statusCode).toBe(200)
    const given = (await fx.call('GET', `${BASE}/List?direction=given`, giverToken)).json().responseData
    const id = given.items.find((d: { TakerSicilNo: string }) => d.TakerSicilNo === 'P10007').Id
    // the taker cannot delete it, neither as themself nor under the proxy role
    const takerOwn = await fx.signIn('inventory')
    const refused = await fx.call('POST', `${BASE}/Delete`, takerOwn.token, { Id: id })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Yalnızca kendi verdiğiniz vekaletleri silebilirsiniz.')
    expect((await fx.call('POST', `${BASE}/Delete`, proxyToken, { Id: id })).statusCode).toBe(403)
    const del = await fx.call('POST', `${BASE}/Delete`, giverToken, { Id: id })
    expect(del.statusCode).toBe(200)
    expect((await fx.call('GET', MENU, proxyToken)).statusCode).toBe(401)
    expect((await fx.call('POST', `${BASE}/Delete`, giverToken, { Id: id })).statusCode).toBe(404)
    const audit = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'delegation'), eq(auditLog.action, 'delete')))
    expect(audit).toHaveLength(1)
    expect(audit[0]?.before).toMatchObject({ id, deletedAt: null })
  })

  it('does not let a proxy session give delegations', async () => {
    const res = await fx.call(
      'POST',
      '/api/Identity/Account/RolDegistir',
      (await fx.signIn('proxy-only')).token,
      {
        IsProxy: true,
        RolId: 6,
        ProxySicilNo: 'P10006',
      },
    )
    const proxyToken = res.json().responseData as string
    const attempt = await add(proxyToken, {
      TakerSicilNo: 'P10008',
      StartDate: '2026-12-10',
      EndDate: '2026-12-11',
    })
    expect(attempt.statusCode).toBe(403)
  })
})
