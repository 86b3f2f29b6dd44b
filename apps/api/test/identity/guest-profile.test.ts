/**
 * The guest's own profile (spec §5, §7): guest types, reading and writing personal information and
 * details, never another guest's (403), validation messages in tr and en.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { auditRows } from '../audit-rows.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

const BASE = '/api/IdentityGuest/guest'
let testDb: TestDatabase
let app: FastifyInstance
let me: { token: string; guestId: number }
let other: { token: string; guestId: number }

const newIp = () => `fd00::${randomBytes(8).toString('hex').match(/.{4}/g)?.join(':')}`

/** Signs a new guest in through request-otp, the outbox and verify-otp. */
async function signIn(): Promise<{ token: string; guestId: number }> {
  const email = `profil.${randomUUID().slice(0, 8)}@example.org`
  const post = (action: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/IdentityGuest/auth/${action}`, remoteAddress: newIp(), payload })
  await post('request-otp', { email })
  const outbox = await app.inject({ url: `/dev/outbox?to=${email}` })
  const code = /\b(\d{6})\b/.exec(outbox.json().responseData[0].text)?.[1] ?? ''
  const token: string = (await post('verify-otp', { email, code })).json().responseData
  return { token, guestId: Number(decodeJwt(token).GuestId) }
}

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'tr') {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-is-guest': 'true', 'accept-language': lang },
    ...(payload ? { payload } : {}),
  })
}

/** A valid national id number (T.C. kimlik no) with correct check digits. */
const NATIONAL_ID = '10000000146'

const personalInfo = {
  guestTypeId: 1,
  firstName: 'Zeynep',
  lastName: 'Yılmaz',
  nationalId: NATIONAL_ID,
  nationality: 'tr',
  birthDate: '1988-04-12',
  birthPlace: 'İzmir',
  gender: 'female',
  phone: '532 123 45 67',
  orcid: '0000-0002-1825-0097',
}

const detail = {
  address: 'Bağdat Caddesi No: 12 Kadıköy',
  city: 'İstanbul',
  country: 'TR',
  postalCode: '34710',
  alternativePhone: '+4915112345678',
  academicTitle: 'Dr. Öğr. Üyesi',
  institution: 'Ege Üniversitesi',
}

beforeAll(async () => {
  testDb = await createTestDatabase()
  app = await buildApp({ config: testConfig(), database: testDb.handle, logger: false })
  await app.ready()
  me = await signIn()
  other = await signIn()
})

afterAll(async () => {
  await app?.close()
  await testDb?.dispose()
})

describe(`guest profile on ${testEngine}`, () => {
  it('lists the guest types in the caller language', async () => {
    const tr = await call('GET', `${BASE}/guest-types`, me.token)
    expect(tr.json().responseData).toEqual([
      { id: 1, code: 'citizen', name: 'T.C. Vatandaşı' },
      { id: 2, code: 'foreign', name: 'Yabancı Uyruklu' },
    ])
    const en = await call('GET', `${BASE}/guest-types`, me.token, undefined, 'en')
    expect(en.json().responseData.map((t: { name: string }) => t.name)).toEqual([
      'Turkish Citizen',
      'Foreign National',
    ])
  })

  it('reads an empty profile, writes personal information and details, and reads them back', async () => {
    const url = `${BASE}/get-guest-personal_info?guestParentId=${me.guestId}`
    const empty = await call('GET', url, me.token)
    expect(empty.statusCode).toBe(200)
    expect(empty.json().responseData).toMatchObject({
      guestParentId: me.guestId,
      personalInfo: null,
      detail: null,
    })

    const saved = await call('POST', `${BASE}/add-guest-personal-info`, me.token, {
      guestParentId: me.guestId,
      ...personalInfo,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().message).toBe('Bilgileriniz kaydedildi.')
    expect(saved.json().responseData).toMatchObject({
      phone: '5321234567',
      nationality: 'TR',
      passportNo: null,
    })

    const savedDetail = await call('POST', `${BASE}/add-guest-detail`, me.token, detail)
    expect(savedDetail.statusCode).toBe(200)

    // Saving again replaces, never duplicates.
    const renamed = await call('POST', `${BASE}/add-guest-personal-info`, me.token, {
      ...personalInfo,
      firstName: 'Zeynep Naz',
    })
    expect(renamed.statusCode).toBe(200)
    // Every save is audited with before and after (issue 15).
    const profileRows = await auditRows(testDb.handle.db, 'guest_profile', me.guestId)
    expect(profileRows.map((r) => r.action)).toEqual(['create', 'update'])
    expect(profileRows[1]?.before).toMatchObject({ firstName: personalInfo.firstName })
    expect(profileRows[1]?.after).toMatchObject({ firstName: 'Zeynep Naz', guestId: me.guestId })
    expect((await auditRows(testDb.handle.db, 'guest_detail', me.guestId)).map((r) => r.action)).toEqual([
      'create',
    ])

    const read = (await call('GET', url, me.token)).json().responseData
    expect(read.email).toMatch(/^profil\./)
    expect(read.personalInfo).toMatchObject({
      firstName: 'Zeynep Naz',
      lastName: 'Yılmaz',
      birthDate: '1988-04-12',
    })
    expect(read.detail).toMatchObject({ city: 'İstanbul', alternativePhone: '+4915112345678' })
  })

  it("refuses another guest's guestParentId with 403, reading and writing", async () => {
    const read = await call('GET', `${BASE}/get-guest-personal_info?guestParentId=${other.guestId}`, me.token)
    expect(read.statusCode).toBe(403)
    expect(read.json().success).toBe(false)
    const write = await call('POST', `${BASE}/add-guest-personal-info`, me.token, {
      ...personalInfo,
      guestParentId: other.guestId,
    })
    expect(write.statusCode).toBe(403)
    const writeDetail = await call('POST', `${BASE}/add-guest-detail`, me.token, {
      ...detail,
      guestParentId: other.guestId,
    })
    expect(writeDetail.statusCode).toBe(403)
    const untouched = await call(
      'GET',
      `${BASE}/get-guest-personal_info?guestParentId=${other.guestId}`,
      other.token,
    )
    expect(untouched.json().responseData.personalInfo).toBeNull()
  })

  it('needs the guest token and header', async () => {
    const url = `${BASE}/get-guest-personal_info?guestParentId=${me.guestId}`
    expect((await app.inject({ url })).statusCode).toBe(401)
    expect((await app.inject({ url, headers: { authorization: `Bearer ${me.token}` } })).statusCode).toBe(401)
  })

  it('explains invalid fields in Turkish', async () => {
    const res = await call('POST', `${BASE}/add-guest-personal-info`, me.token, {
      ...personalInfo,
      firstName: 'Z',
      lastName: '',
      phone: '12345',
      birthDate: undefined,
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.success).toBe(false)
    expect(body.message).toMatch(/^Girilen bilgiler geçersiz: /)
    expect(body.responseData.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'En az 2 karakter olmalıdır.' },
        { field: 'lastName', message: 'Bu alan zorunludur.' },
        { field: 'phone', message: expect.stringMatching(/^Telefon numarası hatalı/) },
        { field: 'birthDate', message: 'Bu alan zorunludur.' },
      ]),
    )
  })

  it('explains invalid fields in English', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const res = await call(
      'POST',
      `${BASE}/add-guest-personal-info`,
      me.token,
      { ...personalInfo, nationalId: '12345678901', birthDate: tomorrow, phone: '' },
      'en',
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().responseData.errors).toEqual(
      expect.arrayContaining([
        { field: 'birthDate', message: 'The birth date must be before today.' },
        { field: 'phone', message: 'This field is required.' },
        { field: 'nationalId', message: 'The Turkish national id number is not valid.' },
      ]),
    )
  })

  it('asks foreign nationals for a passport number instead of a national id', async () => {
    const foreign = {
      ...personalInfo,
      guestTypeId: 2,
      nationalId: null,
      nationality: 'DE',
      phone: '+4915112345678',
    }
    const missing = await call('POST', `${BASE}/add-guest-personal-info`, me.token, foreign, 'en')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().responseData.errors).toEqual([
      { field: 'passportNo', message: 'A passport number is required for foreign nationals.' },
    ])
    const ok = await call('POST', `${BASE}/add-guest-personal-info`, me.token, {
      ...foreign,
      passportNo: 'C01X00T47',
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().responseData).toMatchObject({
      guestTypeId: 2,
      nationalId: null,
      passportNo: 'C01X00T47',
    })
  })

  it('checks the details form: required address and city, phone format', async () => {
    const res = await call('POST', `${BASE}/add-guest-detail`, me.token, {
      address: '',
      country: 'TR',
      alternativePhone: '0532',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().responseData.errors).toEqual(
      expect.arrayContaining([
        { field: 'address', message: 'Bu alan zorunludur.' },
        { field: 'city', message: 'Bu alan zorunludur.' },
        { field: 'alternativePhone', message: expect.stringMatching(/^Telefon numarası hatalı/) },
      ]),
    )
  })

  it('requires guestParentId when reading', async () => {
    const res = await call('GET', `${BASE}/get-guest-personal_info`, me.token, undefined, 'en')
    expect(res.statusCode).toBe(400)
    expect(res.json().responseData.errors).toEqual([
      { field: 'guestParentId', message: 'This field is required.' },
    ])
  })
})
