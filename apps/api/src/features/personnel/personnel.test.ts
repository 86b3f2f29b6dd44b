/**
 * Personnel information (issue "Staff self-service" § Personnel information; spec §3 "Personnel", §5):
 * the own record in three groups, the contact update with localised validation (tr and en) that changes
 * nothing, read-only identity fields, the stale-version 409, the audit row, and other staff members'
 * records refused to non-HR roles and allowed to HR (role 10).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { persons } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'

const BASE = '/api/Personnel/Bilgi'
const now = new Date('2026-11-21T10:00:00Z')
let fx: IdentityFixture
let own: string

const validContact = {
  Address: 'Vişnelik Mahallesi Lale Sokak No: 12/3, Odunpazarı/Eskişehir',
  PostalCode: '26020',
  HomePhone: '(0222) 335 05 80',
  MobilePhone: '0 532 123 45 67',
  AlternativeMobile: '+90 542 765 43 21',
  PersonalEmail: 'zeynep.celik86@gmail.com',
}

beforeAll(async () => {
  fx = await createIdentityFixture(50, () => now)
  own = (await fx.signIn('instructor-advisor')).token
})
afterAll(async () => {
  await fx?.close()
})

const me = async (token = own, lang = 'tr') =>
  (await fx.call('GET', `${BASE}/Me`, token, undefined, { 'accept-language': lang })).json()
const update = (body: Record<string, unknown>, lang = 'tr', token = own) =>
  fx.call('POST', `${BASE}/UpdateContact`, token, body, { 'accept-language': lang })

describe(`personnel information on ${testEngine}`, () => {
  it('gives a staff member their own record in identity, contact and duty groups', async () => {
    const res = await fx.call('GET', `${BASE}/Me`, own)
    expect(res.statusCode).toBe(200)
    const rec = res.json().responseData
    expect(rec.Version).toBe(1)
    expect(rec.Identity).toMatchObject({
      SicilNo: 'P10001',
      FirstName: 'Zeynep',
      LastName: 'Çelik',
      Nationality: 'TR',
    })
    expect(rec.Identity.NationalId).toMatch(/^[1-9]\d{10}$/)
    expect(rec.Identity.FirstNameEn).toBe('Zeynep')
    expect(rec.Identity.LastNameEn).toBe('Celik')
    expect(rec.Identity.MotherName).toBeTruthy()
    expect(rec.Identity.Province).toBeTruthy()
    expect(rec.Contact.CorporateEmail).toBe('zeynep.celik@anadoluteknik.edu.tr')
    expect(rec.Contact.CorporateExtension).toMatch(/^\d{4}$/)
    expect(rec.Contact.PostalCode).toMatch(/^26\d{3}$/)
    expect(rec.Duty).toMatchObject({
      PersonnelType: 'academic',
      Title: 'Dr. Öğr. Üyesi',
      DutyStart: '2016-02-01',
      UnitType: 'department',
      Position: 'Doktor Öğretim Üyesi',
      CadreType: 'academic_2547',
    })
    expect(rec.Duty.Faculty).toMatch(/Fakülte/)
    expect(rec.Duty.Department).toBe(rec.Duty.Unit)
    const en = (await me(own, 'en')).responseData
    expect(en.Duty.Position).toBe('Assistant Professor')
    expect(en.Duty.Faculty).toMatch(/Faculty/)
  })

  it('refuses the own-record endpoints to a student', async () => {
    const student = (await fx.signIn('student')).token
    expect((await fx.call('GET', `${BASE}/Me`, student)).statusCode).toBe(403)
    expect((await update({ Version: 1, ...validContact }, 'tr', student)).statusCode).toBe(403)
  })

  it('rejects bad contact fields with localised messages per field, in tr and en, changing nothing', async () => {
    const before = (await me()).responseData
    const bad = {
      Version: before.Version,
      Address: 'kısa',
      PostalCode: '2602',
      HomePhone: '532 123 45 67',
      MobilePhone: '12345',
      AlternativeMobile: '0532',
      PersonalEmail: 'zeynep@',
    }
    const tr = await update(bad, 'tr')
    expect(tr.statusCode).toBe(400)
    const trErrors = Object.fromEntries(
      tr.json().responseData.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    )
    expect(trErrors).toEqual({
      Address: 'Adres en az 10, en fazla 300 karakter olmalıdır.',
      PostalCode: 'Posta kodu 5 haneli bir sayı olmalıdır.',
      HomePhone: 'Sabit telefon numarası alan koduyla birlikte 10 haneli olmalıdır (ör. 222 335 05 80).',
      MobilePhone: 'Cep telefonu numarası 5XX XXX XX XX biçiminde 10 haneli olmalıdır.',
      AlternativeMobile: 'Cep telefonu numarası 5XX XXX XX XX biçiminde 10 haneli olmalıdır.',
      PersonalEmail: 'Geçerli bir e-posta adresi giriniz.',
    })
    expect(tr.json().message).toMatch(/^Girilen bilgiler geçersiz: /)
    const en = await update(bad, 'en')
    expect(en.statusCode).toBe(400)
    const enErrors = Object.fromEntries(
      en.json().responseData.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    )
    expect(enErrors.MobilePhone).toBe('The mobile number must have 10 digits in the form 5XX XXX XX XX.')
    expect(enErrors.PostalCode).toBe('The postal code must be a 5-digit number.')
    expect(enErrors.PersonalEmail).toBe('Enter a valid e-mail address.')
    const missing = await update({ Version: before.Version, ...validContact, MobilePhone: '' }, 'en')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().responseData.errors).toEqual([
      { field: 'MobilePhone', message: 'This field is required.' },
    ])
    expect((await me()).responseData).toEqual(before)
  })

  it('updates the contact fields (normalised), keeps identity fields read-only and audits the change', async () => {
    const before = (await me()).responseData
    const res = await update({
      Version: before.Version,
      ...validContact,
      NationalId: '10000000146',
      FirstName: 'Başka',
      CorporateExtension: '9999',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('İletişim bilgileriniz güncellendi.')
    const after = res.json().responseData
    expect(after.Version).toBe(before.Version + 1)
    expect(after.Contact).toMatchObject({
      Address: validContact.Address,
      PostalCode: '26020',
      HomePhone: '2223350580',
      MobilePhone: '5321234567',
      AlternativeMobile: '5427654321',
      PersonalEmail: 'zeynep.celik86@gmail.com',
      CorporateExtension: before.Contact.CorporateExtension,
    })
    expect(after.Identity).toEqual(before.Identity)
    expect(after.Duty).toEqual(before.Duty)
    const [person] = await fx.testDb.handle.db
      .select({ mobile: persons.mobilePhone })
      .from(persons)
      .where(eq(persons.id, await fx.personOf('instructor-advisor')))
    expect(person?.mobile).toBe('5321234567')
    const audit = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'personnel_record'), eq(auditLog.action, 'update_contact')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      entityId: 'P10001',
      actorPersonId: await fx.personOf('instructor-advisor'),
    })
    expect(audit[0]?.before).toMatchObject({
      version: before.Version,
      MobilePhone: before.Contact.MobilePhone,
    })
    expect(audit[0]?.after).toMatchObject({ version: before.Version + 1, mobilePhone: '5321234567' })
  })

  it('clears optional fields given empty', async () => {
    const current = (await me()).responseData
    const res = await update({
      ...validContact,
      Version: current.Version,
      HomePhone: '',
      AlternativeMobile: null,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData.Contact).toMatchObject({ HomePhone: null, AlternativeMobile: null })
  })

  it('refuses a write based on a stale version with 409 and the current record', async () => {
    const current = (await me()).responseData
    const stale = await update({ Version: current.Version - 1, ...validContact, PostalCode: '26100' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe(
      'Bilgileriniz siz düzenlerken başka bir işlemle değiştirildi. Lütfen güncel bilgileri kontrol edip yeniden kaydedin.',
    )
    expect(stale.json().responseData.Version).toBe(current.Version)
    expect((await me()).responseData.Contact.PostalCode).toBe('26020')
    const en = await update({ Version: current.Version - 1, ...validContact }, 'en')
    expect(en.json().message).toMatch(/changed by another operation/)
  })

  it('lets only one of two simultaneous writes of the same version through', async () => {
    const current = (await me()).responseData
    const results = await Promise.all([
      update({ Version: current.Version, ...validContact, PostalCode: '26110' }),
      update({ Version: current.Version, ...validContact, PostalCode: '26130' }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect((await me()).responseData.Version).toBe(current.Version + 1)
  })

  it('refuses other staff members’ records to non-HR roles', async () => {
    const registrar = (await fx.signIn('registrar')).token
    expect((await fx.call('GET', `${BASE}/Get?sicilNo=P10001`, registrar)).statusCode).toBe(403)
    expect((await fx.call('GET', `${BASE}/Search?search=Çelik`, registrar)).statusCode).toBe(403)
    const student = (await fx.signIn('student')).token
    expect((await fx.call('GET', `${BASE}/Get?sicilNo=P10001`, student)).statusCode).toBe(403)
    // the HR member acting under the base staff role is not acting as HR
    const hrAsStaff = (await fx.signIn('human-resources', { activeRoleId: 388 })).token
    const refused = await fx.call('GET', `${BASE}/Get?sicilNo=P10001`, hrAsStaff)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Bu işlem için yetkiniz bulunmamaktadır.')
  })

  it('lets HR search staff members and read any record', async () => {
    const hr = (await fx.signIn('human-resources', { activeRoleId: 10 })).token
    const found = await fx.call('GET', `${BASE}/Search?search=${encodeURIComponent('çelik')}`, hr)
    expect(found.statusCode).toBe(200)
    expect(found.json().responseData.items).toContainEqual(
      expect.objectContaining({ SicilNo: 'P10001', FullName: 'Zeynep Çelik', PersonnelType: 'academic' }),
    )
    const bySicil = (await fx.call('GET', `${BASE}/Search?search=P10011`, hr)).json().responseData
    expect(bySicil.items.map((i: { SicilNo: string }) => i.SicilNo)).toEqual(['P10011'])
    const page = (await fx.call('GET', `${BASE}/Search?page=2&pageSize=5`, hr)).json().responseData
    expect(page).toMatchObject({ page: 2, pageSize: 5 })
    expect(page.items).toHaveLength(5)
    expect(page.total).toBeGreaterThan(18)
    const rec = await fx.call('GET', `${BASE}/Get?sicilNo=P10001`, hr)
    expect(rec.statusCode).toBe(200)
    expect(rec.json().responseData.Contact.MobilePhone).toBe('5321234567')
    const unknown = await fx.call('GET', `${BASE}/Get?sicilNo=P99999`, hr, undefined, {
      'accept-language': 'en',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('No staff member with this registry number was found.')
  })
})
