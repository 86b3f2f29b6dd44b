/**
 * The audit viewer in human terms (issue 36): references inside before/after resolved to names in the reader's
 * language, entity kinds and actions in words, field labels, a grade entry's student, course and exam; the
 * export carries the words too.
 */
import type { AuditPage } from '@unacs/contracts'
import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { units } from '../../db/schema/organisation.schema.ts'
import { persons, staffMembers, students } from '../../db/schema/people.schema.ts'
import { roles } from '../../db/schema/roles.schema.ts'
import { recordAudit } from '../../platform/audit/audit.ts'

let fx: IdentityFixture
let admin: string
const known = {} as {
  role: { id: number; tr: string; en: string }
  unit: { id: number; tr: string; en: string }
  staff: { id: number; no: string; name: string }
  student: { id: number; no: string; name: string }
  item: { id: number; exam: string; code: string; tr: string; en: string }
}

const list = async (query: string, lang: 'tr' | 'en') => {
  const res = await fx.call('GET', `/api/Admin/Audit/List?${query}`, admin, undefined, {
    'accept-language': lang,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().responseData as AuditPage
}

beforeAll(async () => {
  fx = await createIdentityFixture(20)
  admin = (await fx.signIn('sysadmin')).token
  const db = fx.testDb.handle.db
  const [role] = await db
    .select({ id: roles.id, tr: roles.nameTr, en: roles.nameEn })
    .from(roles)
    .where(eq(roles.id, 4))
  const [unit] = await db.select({ id: units.id, tr: units.nameTr, en: units.nameEn }).from(units).limit(1)
  const [staff] = await db
    .select({
      id: staffMembers.id,
      no: staffMembers.registryNo,
      first: persons.firstName,
      last: persons.lastName,
    })
    .from(staffMembers)
    .innerJoin(persons, eq(persons.id, staffMembers.personId))
    .limit(1)
  const [student] = await db
    .select({ id: students.id, no: students.studentNo, first: persons.firstName, last: persons.lastName })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .limit(1)
  // The grades feature's exam by SQL (features do not import each other's internals).
  const [item] = await db
    .execute<{ id: number; exam: string; code: string; tr: string; en: string }>(
      sql`select g.id, g.exam_name as exam, c.code, c.name_tr as tr, c.name_en as en
          from grade_book_items g join sections s on s.id = g.section_id join courses c on c.id = s.course_id
          where g.section_id is not null limit 1`,
    )
    .then(
      (r) =>
        (r as unknown as { rows: { id: number; exam: string; code: string; tr: string; en: string }[] }).rows,
    )
  if (!role || !unit || !staff || !student || !item)
    throw new Error('seed lacks a role, unit, staff, student or exam')
  Object.assign(known, {
    role,
    unit,
    staff: { id: staff.id, no: staff.no, name: `${staff.first} ${staff.last}` },
    student: { id: student.id, no: student.no, name: `${student.first} ${student.last}` },
    item,
  })
  const actor = { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null }
  // Test set-up: entries as the features write them, through the platform's audit writer.
  await recordAudit(db, actor, {
    entity: 'role_assignment',
    entityId: 990001,
    action: 'grant',
    after: {
      registryNo: staff.no,
      roleId: role.id,
      unitIds: [unit.id],
      staffMemberId: staff.id,
      isProxy: false,
    },
  })
  await recordAudit(db, actor, {
    entity: 'grade',
    entityId: `${item.id}:${student.id}`,
    action: 'update',
    before: { Score: 40, NotTaken: false, Version: 1 },
    after: { Score: 55, NotTaken: false, Version: 2 },
  })
})
afterAll(async () => {
  await fx?.close()
})

describe(`audit entries in human terms on ${testEngine}`, () => {
  it('names roles, units and staff in the reader’s language, with labels for kind, action and fields', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const page = await list('entity=role_assignment&entityKey=990001', lang)
      const row = page.items[0]
      expect(row?.Entity).toBe('role_assignment')
      expect(row?.EntityLabel).toBe(lang === 'tr' ? 'Rol ataması' : 'Role assignment')
      expect(row?.ActionLabel).toBe(lang === 'tr' ? 'Yetki verme' : 'Grant')
      expect(row?.FieldLabels).toMatchObject(
        lang === 'tr'
          ? { roleId: 'Rol', unitIds: 'Birimler', staffMemberId: 'Personel' }
          : { roleId: 'Role' },
      )
      expect(row?.Refs.roleId?.[String(known.role.id)]).toBe(known.role[lang])
      expect(row?.Refs.unitIds?.[String(known.unit.id)]).toBe(known.unit[lang])
      expect(row?.Refs.staffMemberId?.[String(known.staff.id)]).toBe(
        `${known.staff.name} (${known.staff.no})`,
      )
      expect(row?.Refs.registryNo?.[known.staff.no]).toBe(`${known.staff.name} (${known.staff.no})`)
    }
  })

  it('names a grade entry by student, course and exam (the grades feature’s resolver)', async () => {
    const key = `${known.item.id}:${known.student.id}`
    const tr = (await list(`entity=grade&entityKey=${key}`, 'tr')).items[0]
    expect(tr?.Subject).toBe(
      `${known.student.name} (${known.student.no}) · ${known.item.code} ${known.item.tr} · ${known.item.exam}`,
    )
    const en = (await list(`entity=grade&entityKey=${key}`, 'en')).items[0]
    expect(en?.Subject).toContain(`${known.item.code} ${known.item.en}`)
    expect(en?.FieldLabels.NotTaken).toBe('Not taken')
  })

  it('exports the words: kind, subject and action, not codes', async () => {
    const res = await fx.call('GET', '/api/Admin/Audit/Export?entity=grade', admin, undefined, {
      'accept-language': 'en',
    })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const values = (wb.worksheets[0]?.getRow(2).values ?? []) as unknown[]
    expect(values).toContain('Grade')
    expect(values).toContain('Update')
    expect(values.some((v) => typeof v === 'string' && v.includes(known.student.no))).toBe(true)
  })
})
