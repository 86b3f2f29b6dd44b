/**
 * System administration (issue 22): the audit log's filters (actor text and id, impersonated, entity,
 * action, Istanbul dates, paging), its export and chain verification; menu edits served to the role at the
 * next fetch and refused to other roles, audited, with 409 for the loser of concurrent edits; reverting a
 * role's menu to the seeded one. Issue 37: adding a page (a known component) or a group and moving an entry into
 * another group, audited; finding people by name (Turkish-folded); a newly granted role is the next sign-in's
 * role; the token names each role's units.
 */
import type { AdminMenuEntry, AuditPage, MenuEntry } from '@unacs/contracts'
import { and, desc, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { sessions } from '../../identity/identity.schema.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { foldTurkish } from '../../platform/text/turkish-fold.ts'

let fx: IdentityFixture
let admin: string
let registrarPerson: number

const get = async <T>(url: string, token = admin, lang = 'tr') => {
  const res = await fx.call('GET', url, token, undefined, { 'accept-language': lang })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().responseData as T
}
const flatten = (tree: MenuEntry[]): MenuEntry[] => tree.flatMap((e) => [e, ...flatten(e.children)])

beforeAll(async () => {
  fx = await createIdentityFixture(30)
  admin = (await fx.signIn('sysadmin')).token
  registrarPerson = await fx.personOf('registrar')
  const db = fx.testDb.handle.db
  const impersonator = await fx.personOf('sysadmin')
  // Test set-up: three known entries written through the platform's audit writer.
  await recordAudit(
    db,
    { personId: registrarPerson, impersonatorPersonId: null, onBehalfOfRegistryNo: null },
    {
      entity: 'test_thing',
      entityId: 7,
      action: 'update',
      before: { name: 'eski' },
      after: { name: 'yeni' },
    },
  )
  await recordAudit(
    db,
    { personId: registrarPerson, impersonatorPersonId: impersonator, onBehalfOfRegistryNo: null },
    {
      entity: 'test_thing',
      entityId: 8,
      action: 'delete',
      before: { name: 'silinen' },
    },
  )
})
afterAll(async () => {
  await fx?.close()
})

describe(`audit log viewer on ${testEngine}`, () => {
  it('filters by actor text and id, impersonation, entity, action and dates', async () => {
    const byActor = await get<AuditPage>('/api/Admin/Audit/List?actor=elif%20arslan&entity=test_thing')
    expect(byActor.items.map((i) => i.EntityId).sort()).toEqual(['7', '8'])
    expect(byActor.items.every((i) => i.Actor === 'Elif Arslan')).toBe(true)
    const byRegistry = await get<AuditPage>('/api/Admin/Audit/List?actor=p10008&entity=test_thing')
    expect(byRegistry.total).toBe(2)
    const byId = await get<AuditPage>(`/api/Admin/Audit/List?actorPersonId=${registrarPerson}&action=delete`)
    expect(byId.items.map((i) => i.EntityId)).toEqual(['8'])
    expect(byId.items[0]?.Impersonator).toBe('Çağrı Erdoğan')
    expect(byId.items[0]?.Before).toEqual({ name: 'silinen' })
    const imp = await get<AuditPage>('/api/Admin/Audit/List?impersonated=true&entity=test_thing')
    expect(imp.items.map((i) => i.EntityId)).toEqual(['8'])
    const old = await get<AuditPage>('/api/Admin/Audit/List?entity=test_thing&to=2000-01-01')
    expect(old.total).toBe(0)
    const recent = await get<AuditPage>(
      `/api/Admin/Audit/List?entity=test_thing&from=2000-01-01&to=2100-01-01`,
    )
    expect(recent.total).toBe(2)
    const page = await get<AuditPage>('/api/Admin/Audit/List?pageSize=1')
    expect(page.items).toHaveLength(1)
    expect(page.total).toBeGreaterThanOrEqual(2)
    const bad = await fx.call('GET', '/api/Admin/Audit/List?from=2026-02-01&to=2026-01-01', admin)
    expect(bad.statusCode).toBe(400)
  })

  it('exports the filtered entries and verifies the chain', async () => {
    const res = await fx.call('GET', '/api/Admin/Audit/Export?entity=test_thing', admin, undefined, {
      'accept-language': 'en',
    })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(2).value).toBe('Time')
    expect(ws?.rowCount).toBe(3)
    const verify = await get<{ Ok: boolean; Count: number }>('/api/Admin/Audit/Verify')
    expect(verify.Ok).toBe(true)
    expect(verify.Count).toBeGreaterThanOrEqual(2)
  })

  it('is refused to other roles', async () => {
    const registrar = (await fx.signIn('registrar')).token
    expect((await fx.call('GET', '/api/Admin/Audit/List', registrar)).statusCode).toBe(403)
    expect((await fx.call('GET', '/api/Admin/Menu/Roles', registrar)).statusCode).toBe(403)
    expect((await fx.call('POST', '/api/Admin/Menu/Reset', registrar, { RoleId: 1 })).statusCode).toBe(403)
  })
})

describe(`menu management on ${testEngine}`, () => {
  it("renames an entry: the role sees it at the next fetch, other roles' menus are untouched, audited", async () => {
    const student = (await fx.signIn('student')).token
    const entries = await get<AdminMenuEntry[]>('/api/Admin/Menu/Entries?roleId=1')
    const target = entries.find((e) => e.Component && e.Component !== 'HomePage')
    if (!target) throw new Error('no student menu page')
    const res = await fx.call('POST', '/api/Admin/Menu/Update', admin, {
      Id: target.Id,
      NameTr: 'Yeni Ad',
      NameEn: 'New Name',
      IsShown: target.IsShown,
      SortOrder: target.SortOrder,
      Version: target.Version,
    })
    expect(res.statusCode, res.body).toBe(200)
    const tr = flatten(await get<MenuEntry[]>('/api/Menu/GetUnacsMenuListByRoleId', student))
    expect(tr.find((e) => e.component === target.Component)?.name).toBe('Yeni Ad')
    const en = flatten(await get<MenuEntry[]>('/api/Menu/GetUnacsMenuListByRoleId', student, 'en'))
    expect(en.find((e) => e.component === target.Component)?.name).toBe('New Name')
    const registrar = (await fx.signIn('registrar')).token
    const theirs = flatten(await get<MenuEntry[]>('/api/Menu/GetUnacsMenuListByRoleId', registrar))
    expect(theirs.some((e) => e.name === 'Yeni Ad')).toBe(false)
    const log = await get<AuditPage>(`/api/Admin/Audit/List?entity=menu_entry&entityKey=${target.Id}`)
    expect(log.items[0]?.Before).toMatchObject({ nameTr: target.NameTr })
    expect(log.items[0]?.After).toMatchObject({ nameTr: 'Yeni Ad', nameEn: 'New Name' })
    expect(log.items[0]?.Actor).toBe('Çağrı Erdoğan')
  })

  it('lets one of two concurrent edits win and answers 409 to the other', async () => {
    const [entry] = (await get<AdminMenuEntry[]>('/api/Admin/Menu/Entries?roleId=4')).filter(
      (e) => e.Component,
    )
    if (!entry) throw new Error('no registrar entry')
    const edit = (name: string) =>
      fx.call('POST', '/api/Admin/Menu/Update', admin, { ...entry, NameTr: name, NameEn: name })
    const results = await Promise.all([edit('Birinci Ad'), edit('İkinci Ad')])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const stale = await edit('Üçüncü Ad')
    expect(stale.statusCode).toBe(409)
    expect(
      (await fx.call('POST', '/api/Admin/Menu/Update', admin, { ...entry, Id: 999999 })).statusCode,
    ).toBe(404)
    expect(
      (await fx.call('POST', '/api/Admin/Menu/Update', admin, { ...entry, NameTr: 'x' })).statusCode,
    ).toBe(400)
  })

  it("reverts a role's menu to the seeded one", async () => {
    const before = await get<AdminMenuEntry[]>('/api/Admin/Menu/Entries?roleId=1')
    const hidden = before.find((e) => e.Component && e.IsShown)
    if (!hidden) throw new Error('no shown entry')
    await fx.call('POST', '/api/Admin/Menu/Update', admin, { ...hidden, IsShown: false, SortOrder: 999 })
    const res = await fx.call('POST', '/api/Admin/Menu/Reset', admin, { RoleId: 1 })
    expect(res.statusCode).toBe(200)
    const after = await get<AdminMenuEntry[]>('/api/Admin/Menu/Entries?roleId=1')
    expect(after.find((e) => e.Id === hidden.Id)).toMatchObject({
      IsShown: true,
      SortOrder: hidden.SortOrder,
    })
    expect(after.some((e) => e.NameTr === 'Yeni Ad')).toBe(false)
    expect(after).toHaveLength(before.length)
    expect((await fx.call('POST', '/api/Admin/Menu/Reset', admin, { RoleId: 77 })).statusCode).toBe(404)
  })
})

describe(`role assignments on ${testEngine}`, () => {
  const sw = (token: string, roleId: number) =>
    fx.call('POST', '/api/Identity/Account/RolDegistir', token, {
      IsProxy: false,
      RolId: roleId,
      ProxySicilNo: null,
      ImpId: 0,
    })

  it('grants a role that takes effect, and a revocation cuts the sessions acting in it', async () => {
    const options = await get<{ Roles: { Id: number }[]; Units: { Id: number; Name: string }[] }>(
      '/api/Admin/Roles/Options',
    )
    expect(options.Roles.map((r) => r.Id)).toContain(4)
    expect(options.Roles.map((r) => r.Id)).not.toContain(1)
    const university = options.Units.find((u) => u.Name === 'Anadolu Teknik Üniversitesi')
    if (!university) throw new Error('no university unit')
    const instructor = (await fx.signIn('instructor-advisor')).token
    expect((await sw(instructor, 4)).statusCode).not.toBe(200)

    const grant = {
      RegistryNo: 'P10001',
      RoleId: 4,
      UnitIds: [university.Id],
      ValidFrom: null,
      ValidTo: null,
    }
    const granted = await Promise.all([
      fx.call('POST', '/api/Admin/Roles/Grant', admin, grant),
      fx.call('POST', '/api/Admin/Roles/Grant', admin, grant),
    ])
    expect(granted.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const id = granted.find((r) => r.statusCode === 200)?.json().responseData as number
    const person = await get<{ Assignments: { Id: number; RoleId: number; IsActive: boolean }[] }>(
      '/api/Admin/Roles/Person?registryNo=P10001',
    )
    expect(person.Assignments.find((a) => a.Id === id)).toMatchObject({ RoleId: 4, IsActive: true })

    const switched = await sw(instructor, 4)
    expect(switched.statusCode, switched.body).toBe(200)
    const asRegistrar = switched.json().responseData as string
    expect((await fx.call('GET', '/api/Students/Search/List', asRegistrar)).statusCode).toBe(200)

    const revoked = await fx.call('POST', '/api/Admin/Roles/Revoke', admin, {
      Id: id,
      Reason: 'Görev değişikliği',
    })
    expect(revoked.statusCode, revoked.body).toBe(200)
    expect(revoked.json().responseData).toBe(1)
    expect((await fx.call('GET', '/api/Students/Search/List', asRegistrar)).statusCode).toBe(401)
    expect(
      (await fx.call('POST', '/api/Admin/Roles/Revoke', admin, { Id: id, Reason: 'Görev değişikliği' }))
        .statusCode,
    ).toBe(409)
    const log = await get<AuditPage>(`/api/Admin/Audit/List?entity=role_assignment&entityKey=${id}`)
    expect(log.items.map((i) => i.Action)).toEqual(['revoke', 'grant'])
    expect(log.items[0]?.Reason).toBe('Görev değişikliği')
  })

  it('refuses non-staff roles, unknown units and people, bad dates and other callers', async () => {
    const base = { RegistryNo: 'P10001', RoleId: 4, UnitIds: [1], ValidFrom: null, ValidTo: null }
    expect((await fx.call('POST', '/api/Admin/Roles/Grant', admin, { ...base, RoleId: 1 })).statusCode).toBe(
      422,
    )
    expect(
      (await fx.call('POST', '/api/Admin/Roles/Grant', admin, { ...base, UnitIds: [999999] })).statusCode,
    ).toBe(422)
    expect(
      (await fx.call('POST', '/api/Admin/Roles/Grant', admin, { ...base, RegistryNo: 'X0' })).statusCode,
    ).toBe(404)
    const dates = { ...base, ValidFrom: '2026-05-01', ValidTo: '2026-04-01' }
    expect((await fx.call('POST', '/api/Admin/Roles/Grant', admin, dates)).statusCode).toBe(400)
    expect((await fx.call('GET', '/api/Admin/Roles/Person?registryNo=NOPE', admin)).statusCode).toBe(404)
    const registrar = (await fx.signIn('registrar')).token
    expect((await fx.call('POST', '/api/Admin/Roles/Grant', registrar, base)).statusCode).toBe(403)
  })

  it('finds people by name, Turkish-folded, and by registry number (issue 37)', async () => {
    const [someone] = await get<{ RegistryNo: string; FullName: string }[]>(
      '/api/Admin/Roles/People?search=P10001',
    )
    expect(someone?.RegistryNo).toBe('P10001')
    const last = someone?.FullName.split(' ').at(-1) as string
    for (const q of [last, last.toLocaleUpperCase('tr'), last.toLocaleLowerCase('tr')]) {
      const hits = await get<{ RegistryNo: string }[]>(
        `/api/Admin/Roles/People?search=${encodeURIComponent(q)}`,
      )
      expect(hits.map((h) => h.RegistryNo)).toContain('P10001')
    }
    // Folded (issue 36 rules): a name with Turkish letters is found typed without them and upper-cased.
    const all = await get<{ RegistryNo: string; FullName: string }[]>('/api/Admin/Roles/People?search=P1')
    const turkish = all.find((h) => /[çğıöşüİ]/.test(h.FullName.split(' ').at(-1) as string))
    if (!turkish) throw new Error('no staff name with Turkish letters among P1…')
    const name = turkish.FullName.split(' ').at(-1) as string
    const ascii = foldTurkish(name)
    for (const q of [ascii, ascii.toUpperCase(), name.toLocaleUpperCase('tr')]) {
      const hits = await get<{ RegistryNo: string }[]>(
        `/api/Admin/Roles/People?search=${encodeURIComponent(q)}`,
      )
      expect(
        hits.map((h) => h.RegistryNo),
        q,
      ).toContain(turkish.RegistryNo)
    }
    expect((await fx.call('GET', '/api/Admin/Roles/People?search=a', admin)).statusCode).toBe(400)
    const registrar = (await fx.signIn('registrar')).token
    expect((await fx.call('GET', '/api/Admin/Roles/People?search=ali', registrar)).statusCode).toBe(403)
  })

  it('makes a newly granted role the active role at the next sign-in; the token names each role’s units', async () => {
    const db = fx.testDb.handle.db
    const personId = await fx.personOf('instructor-advisor')
    const signIn = async () => {
      const started = await fx.identity.sessions.start({ kind: 'staff', personId })
      const [row] = await db.select().from(sessions).where(eq(sessions.id, started.sessionId))
      return { roleId: row?.activeRoleId, token: started.token }
    }
    const before = await signIn()
    const options = await get<{ Units: { Id: number; Name: string }[] }>('/api/Admin/Roles/Options')
    const library = options.Units.find((u) => u.Name.includes('Kütüphane')) ?? options.Units[0]
    const granted = await fx.call('POST', '/api/Admin/Roles/Grant', admin, {
      RegistryNo: 'P10001',
      RoleId: 14,
      UnitIds: [library?.Id as number],
      ValidFrom: null,
      ValidTo: null,
    })
    expect(granted.statusCode, granted.body).toBe(200)
    const next = await signIn()
    expect(next.roleId).toBe(14)
    expect(before.roleId).not.toBe(14)
    // Afterwards the usual default again; a role asked for (a switch) is never overridden.
    expect((await signIn()).roleId).toBe(before.roleId)
    const staff = JSON.parse(String(decodeJwt(next.token).Personel)) as {
      Roles: { RoleId: number; Birimler: { Id: number; Ad: string; AdEn: string }[] }[]
    }
    const role = staff.Roles.find((r) => r.RoleId === 14)
    expect(role?.Birimler).toEqual([expect.objectContaining({ Id: library?.Id, Ad: library?.Name })])
    const [last] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role_assignment'), eq(auditLog.action, 'grant')))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(last?.entityId).toBe(String(granted.json().responseData))
  })
})

describe(`menu management: adding and moving entries on ${testEngine} (issue 37)`, () => {
  it('adds a known page under a group, refuses unknown pages and duplicates; audited; served in the menu', async () => {
    const pages = await get<{ Component: string; Path: string }[]>('/api/Admin/Menu/Pages')
    const search = pages.find((p) => p.Component === 'StudentSearch')
    expect(search?.Path).toBe('ogrenci-isleri/ogrenci-arama')
    // The student role (1) has no Student Search: add it in a new group.
    const group = await fx.call('POST', '/api/Admin/Menu/Create', admin, {
      RoleId: 1,
      ParentId: null,
      NameTr: 'Deneme Grubu',
      NameEn: 'Trial Group',
      Component: null,
      IsShown: true,
      SortOrder: 5,
    })
    expect(group.statusCode, group.body).toBe(200)
    const groupId = (group.json().responseData as AdminMenuEntry).Id
    const body = {
      RoleId: 1,
      ParentId: groupId,
      NameTr: 'Öğrenci Arama',
      NameEn: 'Student Search',
      Component: 'StudentSearch',
      IsShown: true,
      SortOrder: 10,
    }
    const added = await fx.call('POST', '/api/Admin/Menu/Create', admin, body)
    expect(added.statusCode, added.body).toBe(200)
    const entry = added.json().responseData as AdminMenuEntry
    expect(entry).toMatchObject({ ParentId: groupId, Path: 'ogrenci-isleri/ogrenci-arama' })
    expect((await fx.call('POST', '/api/Admin/Menu/Create', admin, body)).statusCode).toBe(409)
    const unknown = await fx.call('POST', '/api/Admin/Menu/Create', admin, {
      ...body,
      Component: 'NoSuchPage',
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().message).toContain('bilinen sayfalardan')
    const underPage = await fx.call('POST', '/api/Admin/Menu/Create', admin, {
      ...body,
      Component: 'RoleAssignments',
      ParentId: entry.Id,
    })
    expect(underPage.statusCode).toBe(422)
    const otherRole = await fx.call('POST', '/api/Admin/Menu/Create', admin, { ...body, RoleId: 4 })
    expect(otherRole.statusCode).toBe(422)
    const student = (await fx.signIn('student')).token
    const tree = await get<MenuEntry[]>('/api/Menu/GetUnacsMenuListByRoleId', student)
    const trial = tree.find((e) => e.name === 'Deneme Grubu')
    expect(trial?.children.map((c) => c.component)).toEqual(['StudentSearch'])
    const log = await get<AuditPage>(`/api/Admin/Audit/List?entity=menu_entry&entityKey=${entry.Id}`)
    expect(log.items.map((i) => i.Action)).toEqual(['create'])
    expect((await fx.call('POST', '/api/Admin/Menu/Create', student, body)).statusCode).toBe(403)
    expect((await fx.call('POST', '/api/Admin/Menu/Reset', admin, { RoleId: 1 })).statusCode).toBe(200)
  })

  it('moves an entry into another group of the same menu; refuses a page, another menu or a loop as parent', async () => {
    const entries = await get<AdminMenuEntry[]>('/api/Admin/Menu/Entries?roleId=4')
    const groups = entries.filter((e) => e.Component === null && e.ParentId === null)
    const [from, to] = groups.filter((g) => entries.some((e) => e.ParentId === g.Id))
    if (!from || !to) throw new Error('two groups expected')
    const item = entries.find((e) => e.ParentId === from.Id) as AdminMenuEntry
    const page = entries.find((e) => e.Component !== null && e.Id !== item.Id) as AdminMenuEntry
    const move = (parentId: number | null, e: AdminMenuEntry = item) =>
      fx.call('POST', '/api/Admin/Menu/Update', admin, { ...e, ParentId: parentId })
    expect((await move(page.Id)).statusCode).toBe(422)
    const student = await get<AdminMenuEntry[]>('/api/Admin/Menu/Entries?roleId=1')
    const studentGroup = student.find((e) => e.Component === null) as AdminMenuEntry
    expect((await move(studentGroup.Id)).statusCode).toBe(422)
    const child = entries.find((e) => e.ParentId === to.Id) as AdminMenuEntry
    expect((await move(to.Id, from)).statusCode).toBe(200)
    const fromNow = (await get<AdminMenuEntry[]>('/api/Admin/Menu/Entries?roleId=4')).find(
      (e) => e.Id === from.Id,
    )
    // A group cannot go under itself or its own subgroup.
    expect((await move(from.Id, fromNow)).statusCode).toBe(422)
    expect(child).toBeDefined()
    const moved = await move(to.Id)
    expect(moved.statusCode, moved.body).toBe(200)
    expect((moved.json().responseData as AdminMenuEntry).ParentId).toBe(to.Id)
    const registrar = (await fx.signIn('registrar')).token
    const tree = await get<MenuEntry[]>('/api/Menu/GetUnacsMenuListByRoleId', registrar)
    const target = flatten(tree).find((e) => e.name === to.NameTr)
    expect(flatten(target?.children ?? []).map((c) => c.name)).toContain(item.NameTr)
    const log = await get<AuditPage>(`/api/Admin/Audit/List?entity=menu_entry&entityKey=${item.Id}`)
    expect(log.items[0]?.Action).toBe('move')
    expect((await fx.call('POST', '/api/Admin/Menu/Reset', admin, { RoleId: 4 })).statusCode).toBe(200)
  })
})
