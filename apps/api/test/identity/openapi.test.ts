/**
 * OpenAPI at /api/docs lists every call of spec §7 with its payload (issue "Identity and session API",
 * "It is done when").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEngine } from '../test-db.ts'
import { createIdentityFixture, type IdentityFixture } from './identity-fixture.ts'

let fx: IdentityFixture
beforeAll(async () => {
  fx = await createIdentityFixture(10)
})
afterAll(async () => {
  await fx?.close()
})

/** Every call of spec §7 with the body fields it names (none where the spec shows none). */
const calls: [method: 'get' | 'post', path: string, bodyFields: string[]][] = [
  ['get', '/api/Identity/Auth/Login', []],
  ['get', '/api/Identity/Auth/Logout', []],
  ['post', '/api/Identity/RefreshToken/GenerateRefreshToken', []],
  ['get', '/api/Menu/GetUnacsMenuListByRoleId', []],
  ['get', '/api/Menu/GetMenuListByRoleId', []],
  ['post', '/api/Identity/Account/RolDegistir', ['IsProxy', 'RolId', 'ProxySicilNo', 'ImpId']],
  ['post', '/api/Identity/Account/OgrencilikDegistir', ['OgrNo', 'ImpId']],
  ['get', '/api/Identity/Account/GetOgrenciPhoto', []],
  ['get', '/api/Identity/Account/GetPersonelPhoto', []],
  ['get', '/api/Identity/Impersonate/GetAllPersonelList', []],
  ['get', '/api/Identity/Impersonate/GetAllOgrenciList', []],
  ['get', '/api/Identity/Impersonate/GetAllMezunOgrenciList', []],
  ['get', '/api/Identity/Impersonate/GetMezunOgrenciById', []],
  ['post', '/api/Identity/Impersonate/Login', ['ImpersonateId', 'Type']],
  ['post', '/api/Identity/Impersonate/Logout', []],
  ['post', '/api/IdentityGuest/auth/request-otp', ['email']],
  ['post', '/api/IdentityGuest/auth/verify-otp', ['email', 'code']],
  ['post', '/api/IdentityGuest/auth/logout', []],
  ['get', '/api/IdentityGuest/guest/guest-types', []],
  ['get', '/api/IdentityGuest/guest/get-guest-personal_info', []],
  ['post', '/api/IdentityGuest/guest/add-guest-personal-info', []],
  ['post', '/api/IdentityGuest/guest/add-guest-detail', []],
]

describe(`OpenAPI on ${testEngine}`, () => {
  it('lists every call of spec §7 with the payload fields the spec names', async () => {
    const doc = (await fx.app.inject({ url: '/api/docs/json' })).json()
    for (const [method, path, fields] of calls) {
      const op = doc.paths[path]?.[method]
      expect(op, `${method.toUpperCase()} ${path}`).toBeDefined()
      if (fields.length) {
        const props = Object.keys(op.requestBody.content['application/json'].schema.properties)
        for (const field of fields) expect(props, `${path} ${field}`).toContain(field)
      }
    }
    const query = doc.paths['/api/Identity/Impersonate/GetMezunOgrenciById'].get.parameters
    expect(query.map((p: { name: string }) => p.name)).toContain('ogrNo')
    const guest = doc.paths['/api/IdentityGuest/guest/get-guest-personal_info'].get.parameters
    expect(guest.map((p: { name: string }) => p.name)).toContain('guestParentId')
  })
})
