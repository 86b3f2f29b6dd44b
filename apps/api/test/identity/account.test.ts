/**
 * Claims, role and studentship switching, photos and menus (spec §3, §4, §6, §7; issue "Identity and
 * session API" § Roles, menus, photos).
 */
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roleAssignments, staffMembers, students } from '../../src/db/schema/index.ts'
import { istanbulToday } from '../../src/platform/time.ts'
import { auditRows } from '../audit-rows.ts'
import { testEngine } from '../test-db.ts'
import { claimsOf, createIdentityFixture, type IdentityFixture } from './identity-fixture.ts'

const MENU = '/api/Menu/GetUnacsMenuListByRoleId'
const ROLE_SWITCH = '/api/Identity/Account/RolDegistir'
const STUDENTSHIP_SWITCH = '/api/Identity/Account/OgrencilikDegistir'
let fx: IdentityFixture

beforeAll(async () => {
  fx = await createIdentityFixture()
})
afterAll(async () => {
  await fx?.close()
})

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

describe(`claims on ${testEngine}`, () => {
  it('carry the student data as JSON text and the text null for Personel', async () => {
    const { token, personId } = await fx.signIn('student-double')
    const c = claimsOf(token)
    const rows = await fx.testDb.handle.db
      .select()
      .from(students)
      .where(eq(students.personId, personId))
      .orderBy(students.id)
    expect(c.ImpID).toBe(0)
    expect(c.Personel).toBe('null')
    expect(c.FullName).toBe('Ayşe Yılmaz')
    expect(c.FirstName).toBe('Ayşe')
    expect(JSON.parse(String(c.Ogrenci))).toEqual({
      RolId: 1,
      Ogrencis: rows.map((s) => ({
        OgrNo: s.studentNo,
        BirimId: s.programmeId,
        IsActive: s.status === 'active',
        OgrencilikAdi: s.studentshipName,
        Durum: s.status,
      })),
    })
    expect(rows).toHaveLength(2)
    expect(c.ActiveOgrNo).toBe(rows[0]?.studentNo)
  })

  it('tell a frozen studentship from an ended one: the status beside IsActive (issue 37)', async () => {
    const graduate = JSON.parse(String(claimsOf((await fx.signIn('graduate')).token).Ogrenci))
    expect(graduate.Ogrencis).toEqual([expect.objectContaining({ IsActive: false, Durum: 'graduated' })])
    // A frozen studentship is not active either, but it has not ended: the claim says which.
    const db = fx.testDb.handle.db
    // A seeded frozen studentship (about 2% of them), else a generated one frozen here.
    let [frozen] = await db.select().from(students).where(eq(students.status, 'frozen')).limit(1)
    if (!frozen)
      [frozen] = await db
        .update(students)
        .set({ status: 'frozen' })
        .where(
          eq(
            students.studentNo,
            (await db.select().from(students).orderBy(desc(students.id)).limit(1))[0]?.studentNo ?? '',
          ),
        )
        .returning()
    if (!frozen) throw new Error('no frozen studentship')
    const { token } = await fx.identity.sessions.start({
      kind: 'student',
      personId: frozen.personId,
      activeStudentNo: frozen.studentNo,
    })
    const claim = JSON.parse(String(claimsOf(token).Ogrenci))
    expect(claim.Ogrencis).toContainEqual(
      expect.objectContaining({ OgrNo: frozen.studentNo, IsActive: false, Durum: 'frozen' }),
    )
  })

  it('carry the staff data with own and delegated roles, and the text null for Ogrenci', async () => {
    const { token, personId } = await fx.signIn('multi-role')
    const c = claimsOf(token)
    expect(c.Ogrenci).toBe('null')
    const [staff] = await fx.testDb.handle.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.personId, personId))
    const personel = JSON.parse(String(c.Personel))
    expect(personel.SicilNo).toBe(staff?.registryNo)
    const ids = personel.Roles.map(
      (r: { RoleId: number; IsProxy: boolean }) => `${r.RoleId}${r.IsProxy ? 'p' : ''}`,
    )
    expect(ids.sort()).toEqual(['11p', '16', '388', '4'].sort())
    const proxy = personel.Roles.find((r: { IsProxy: boolean }) => r.IsProxy)
    expect(proxy).toMatchObject({ RoleId: 11, IsActive: true, SicilNo: 'P10002' })
    for (const role of personel.Roles) {
      // Spec §3's fields, plus the units' names (issue 37: the role switch shows them).
      expect(Object.keys(role).sort()).toEqual([
        'BirimIds',
        'Birimler',
        'IsActive',
        'IsProxy',
        'RoleId',
        'RoleName',
        'SicilNo',
      ])
      expect(Array.isArray(role.BirimIds)).toBe(true)
    }
    expect(c.ActiveRoleId).toBe(4)
  })
})

describe(`role switch on ${testEngine}`, () => {
  it('switches to a held role, revokes the old session and changes the menu', async () => {
    const { token, sessionId, personId } = await fx.signIn('multi-role')
    const before = (await fx.call('GET', MENU, token)).json().responseData
    const res = await fx.call('POST', ROLE_SWITCH, token, {
      IsProxy: false,
      RolId: 16,
      ProxySicilNo: null,
      ImpId: 0,
    })
    expect(res.statusCode).toBe(200)
    const fresh = res.json().responseData as string
    expect(claimsOf(fresh)).toMatchObject({ ActiveRoleId: 16, IsProxy: false, ProxySicilNo: '' })
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(401)
    const after = (await fx.call('GET', MENU, fresh)).json().responseData
    expect(after).not.toEqual(before)
    // Audited (issue 15): actor, the old session's role before, the new session's after.
    const [row] = await auditRows(fx.testDb.handle.db, 'session', String(claimsOf(fresh).sid))
    expect(row).toMatchObject({
      action: 'roleSwitch',
      actorPersonId: personId,
      impersonatorPersonId: null,
      before: { sessionId, isProxy: false },
      after: { kind: 'staff', activeRoleId: 16, isProxy: false },
    })
  })

  it('refuses a role the person does not hold (403) and changes nothing', async () => {
    const { token } = await fx.signIn('multi-role')
    const res = await fx.call('POST', ROLE_SWITCH, token, {
      IsProxy: false,
      RolId: 13,
      ProxySicilNo: '',
      ImpId: 0,
    })
    expect(res.statusCode).toBe(403)
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(200)
    const asProxy = await fx.call('POST', ROLE_SWITCH, token, {
      IsProxy: true,
      RolId: 11,
      ProxySicilNo: 'P99999',
      ImpId: 0,
    })
    expect(asProxy.statusCode).toBe(403)
  })

  it('switches to a delegation active today and marks the token as proxy with the giver', async () => {
    const { token } = await fx.signIn('multi-role')
    const res = await fx.call('POST', ROLE_SWITCH, token, {
      IsProxy: true,
      RolId: 11,
      ProxySicilNo: 'P10002',
      ImpId: 0,
    })
    expect(res.statusCode).toBe(200)
    expect(claimsOf(res.json().responseData)).toMatchObject({
      ActiveRoleId: 11,
      IsProxy: true,
      ProxySicilNo: 'P10002',
    })
  })

  it('refuses a delegation outside its dates, and cuts off a live proxy session when it ends', async () => {
    const db = fx.testDb.handle.db
    const personId = await fx.personOf('proxy-only')
    const [staff] = await db.select().from(staffMembers).where(eq(staffMembers.personId, personId))
    if (!staff) throw new Error('no staff')
    const proxyRow = and(eq(roleAssignments.staffMemberId, staff.id), eq(roleAssignments.isProxy, true))
    const today = istanbulToday()
    const body = { IsProxy: true, RolId: 6, ProxySicilNo: 'P10006', ImpId: 0 }

    await db
      .update(roleAssignments)
      .set({ validFrom: addDays(today, 1), validTo: addDays(today, 5) })
      .where(proxyRow)
    const early = await fx.signIn('proxy-only')
    expect((await fx.call('POST', ROLE_SWITCH, early.token, body)).statusCode).toBe(403)

    await db
      .update(roleAssignments)
      .set({ validFrom: addDays(today, -5), validTo: addDays(today, -1) })
      .where(proxyRow)
    const late = await fx.signIn('proxy-only')
    expect((await fx.call('POST', ROLE_SWITCH, late.token, body)).statusCode).toBe(403)

    await db.update(roleAssignments).set({ validFrom: today, validTo: today }).where(proxyRow)
    const now = await fx.signIn('proxy-only')
    const switched = await fx.call('POST', ROLE_SWITCH, now.token, body)
    expect(switched.statusCode).toBe(200)
    const proxyToken = switched.json().responseData as string
    expect((await fx.call('GET', MENU, proxyToken)).statusCode).toBe(200)

    await db.update(roleAssignments).set({ isActive: false }).where(proxyRow)
    expect((await fx.call('GET', MENU, proxyToken)).statusCode).toBe(401)
    await db.update(roleAssignments).set({ isActive: true, validFrom: null, validTo: null }).where(proxyRow)
  })

  it('is for staff only', async () => {
    const { token } = await fx.signIn('student')
    const res = await fx.call('POST', ROLE_SWITCH, token, {
      IsProxy: false,
      RolId: 1,
      ProxySicilNo: '',
      ImpId: 0,
    })
    expect(res.statusCode).toBe(403)
  })

  it('rejects a malformed body with a localised 400', async () => {
    const { token } = await fx.signIn('multi-role')
    const res = await fx.call('POST', ROLE_SWITCH, token, { IsProxy: 'yes' }, { 'accept-language': 'en' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^The information entered is not valid/)
  })
})

describe(`studentship switch on ${testEngine}`, () => {
  it('switches to the person’s other student number', async () => {
    const { token, sessionId, personId } = await fx.signIn('student-double')
    const res = await fx.call('POST', STUDENTSHIP_SWITCH, token, { OgrNo: '2025201001', ImpId: 0 })
    expect(res.statusCode).toBe(200)
    expect(claimsOf(res.json().responseData).ActiveOgrNo).toBe('2025201001')
    expect((await fx.call('GET', MENU, token)).statusCode).toBe(401)
    const [row] = await auditRows(
      fx.testDb.handle.db,
      'session',
      String(claimsOf(res.json().responseData).sid),
    )
    expect(row).toMatchObject({
      action: 'studentshipSwitch',
      actorPersonId: personId,
      before: { sessionId },
      after: { kind: 'student', activeStudentNo: '2025201001' },
    })
  })

  it('refuses another person’s student number and staff callers', async () => {
    const { token } = await fx.signIn('student-double')
    expect(
      (await fx.call('POST', STUDENTSHIP_SWITCH, token, { OgrNo: '2025104001', ImpId: 0 })).statusCode,
    ).toBe(403)
    const staff = await fx.signIn('registrar')
    expect((await fx.call('POST', STUDENTSHIP_SWITCH, staff.token, { OgrNo: '2025104001' })).statusCode).toBe(
      403,
    )
  })
})

describe(`photos and menus on ${testEngine}`, () => {
  it('returns the photo as base64 JPEG, or an empty answer without one', async () => {
    const withPhoto = await fx.signIn('student-double')
    const photo = (await fx.call('GET', '/api/Identity/Account/GetOgrenciPhoto', withPhoto.token)).json()
      .responseData
    expect(photo.length).toBeGreaterThan(28)
    expect(Buffer.from(photo, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
    const without = await fx.signIn('student')
    expect(
      (await fx.call('GET', '/api/Identity/Account/GetOgrenciPhoto', without.token)).json().responseData,
    ).toBe('')
    expect((await fx.call('GET', '/api/Identity/Account/GetPersonelPhoto', without.token)).statusCode).toBe(
      403,
    )
  })

  it('serves each role its own menu tree, in the caller’s language', async () => {
    const student = await fx.signIn('student')
    const staff = await fx.signIn('finance')
    const sMenu = (await fx.call('GET', MENU, student.token)).json().responseData
    const fMenu = (await fx.call('GET', MENU, staff.token, undefined, { 'accept-language': 'en' })).json()
      .responseData
    expect(sMenu.length).toBeGreaterThan(0)
    expect(fMenu).not.toEqual(sMenu)
    for (const entry of [...sMenu, ...fMenu]) {
      expect(Object.keys(entry).sort()).toEqual(['children', 'component', 'icon', 'isShown', 'name', 'path'])
    }
    const enNames = JSON.stringify(fMenu)
    const trMenu = JSON.stringify((await fx.call('GET', MENU, staff.token)).json().responseData)
    expect(enNames).not.toEqual(trMenu)
    expect((await fx.call('GET', '/api/Menu/GetMenuListByRoleId', staff.token)).json().responseData).toEqual(
      JSON.parse(trMenu),
    )
  })
})
