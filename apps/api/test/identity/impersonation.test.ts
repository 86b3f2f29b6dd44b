/**
 * Impersonation (spec §1, §7; issue "Identity and session API" § Impersonation): only an allowed role may
 * list and sign in as others; the token's ImpID is the impersonator; start and end are audited with the
 * reason; Logout gives the impersonator's own token back.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../src/platform/audit/audit.schema.ts'
import { testEngine } from '../test-db.ts'
import { claimsOf, createIdentityFixture, type IdentityFixture } from './identity-fixture.ts'

const BASE = '/api/Identity/Impersonate'
let fx: IdentityFixture

beforeAll(async () => {
  fx = await createIdentityFixture()
})
afterAll(async () => {
  await fx?.close()
})

describe(`impersonation on ${testEngine}`, () => {
  it('lists staff, students and graduates, searchable and paged', async () => {
    const { token } = await fx.signIn('sysadmin')
    const staff = (await fx.call('GET', `${BASE}/GetAllPersonelList?page=1&pageSize=5`, token)).json()
      .responseData
    expect(staff.items).toHaveLength(5)
    expect(staff.total).toBeGreaterThan(5)
    const found = (await fx.call('GET', `${BASE}/GetAllPersonelList?search=P10003`, token)).json()
      .responseData
    expect(found.items.map((i: { Id: string }) => i.Id)).toEqual(['P10003'])
    const byName = (
      await fx.call('GET', `${BASE}/GetAllOgrenciList?search=${encodeURIComponent('ayşe yılmaz')}`, token)
    ).json().responseData
    expect(byName.items.map((i: { Id: string }) => i.Id)).toContain('2024101001')
    const graduates = (await fx.call('GET', `${BASE}/GetAllMezunOgrenciList`, token)).json().responseData
    expect(graduates.items.every((i: { Type: string }) => i.Type === 'Mezun')).toBe(true)
    const one = await fx.call('GET', `${BASE}/GetMezunOgrenciById?ogrNo=2019302001`, token)
    expect(one.json().responseData).toMatchObject({ Id: '2019302001', Type: 'Mezun' })
    expect((await fx.call('GET', `${BASE}/GetMezunOgrenciById?ogrNo=2024101001`, token)).statusCode).toBe(404)
  })

  it('is refused to a role not allowed to impersonate', async () => {
    const { token } = await fx.signIn('registrar')
    expect((await fx.call('GET', `${BASE}/GetAllPersonelList`, token)).statusCode).toBe(403)
    const res = await fx.call('POST', `${BASE}/Login`, token, {
      ImpersonateId: '2025104001',
      Type: 'Ogrenci',
      Reason: 'Destek talebi',
    })
    expect(res.statusCode).toBe(403)
  })

  it('signs in as a student with ImpID = the impersonator, audits start and end, and gives the token back', async () => {
    const admin = await fx.signIn('sysadmin')
    const res = await fx.call('POST', `${BASE}/Login`, admin.token, {
      ImpersonateId: '2025104001',
      Type: 'Ogrenci',
      Reason: 'Öğrencinin ekran sorununu incelemek',
    })
    expect(res.statusCode).toBe(200)
    const impToken = res.json().responseData as string
    const claims = claimsOf(impToken)
    expect(claims).toMatchObject({
      ImpID: admin.personId,
      UserType: 'student',
      ActiveOgrNo: '2025104001',
      Personel: 'null',
    })
    expect((await fx.call('GET', '/api/Menu/GetUnacsMenuListByRoleId', admin.token)).statusCode).toBe(401)

    // no nested impersonation
    const nested = await fx.call('POST', `${BASE}/Login`, impToken, {
      ImpersonateId: 'P10001',
      Type: 'Personel',
      Reason: 'deneme',
    })
    expect(nested.statusCode).toBe(403)

    const back = await fx.call('POST', `${BASE}/Logout`, impToken)
    expect(back.statusCode).toBe(200)
    const own = claimsOf(back.json().responseData)
    expect(own).toMatchObject({
      ImpID: 0,
      ActiveRoleId: 13,
      UserType: 'staff',
      FullName: claimsOf(admin.token).FullName,
    })
    expect((await fx.call('GET', '/api/Menu/GetUnacsMenuListByRoleId', impToken)).statusCode).toBe(401)

    const rows = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'impersonation'), eq(auditLog.actorPersonId, admin.personId)))
      .orderBy(auditLog.id)
    expect(rows.map((r) => r.action)).toEqual(['start'])
    const [start] = rows
    expect(start?.reason).toBe('Öğrencinin ekran sorununu incelemek')
    const ends = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'impersonation'), eq(auditLog.action, 'end')))
    expect(ends).toHaveLength(1)
    expect(ends[0]?.impersonatorPersonId).toBe(admin.personId)
  })

  it('refuses Logout outside an impersonation, unknown targets and a missing reason', async () => {
    const admin = await fx.signIn('sysadmin')
    expect((await fx.call('POST', `${BASE}/Logout`, admin.token)).statusCode).toBe(422)
    const unknown = await fx.call('POST', `${BASE}/Login`, admin.token, {
      ImpersonateId: 'P00000',
      Type: 'Personel',
      Reason: 'deneme',
    })
    expect(unknown.statusCode).toBe(404)
    const noReason = await fx.call('POST', `${BASE}/Login`, admin.token, {
      ImpersonateId: 'P10001',
      Type: 'Personel',
    })
    expect(noReason.statusCode).toBe(400)
  })
})
