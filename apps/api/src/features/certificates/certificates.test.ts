/**
 * Certificate requests (issue 20 § Certificate requests): eligibility from the owning features (attended
 * event, passed course, passed prep school), input errors 400 and rules 422 storing nothing, one pending
 * request per kind and subject, the registrar's paged and filtered queue, approval producing a PDF whose code
 * the public document verification shows, rejection with a required reason, audit, and authorisation (own
 * requests only, registrar unit scope, other roles).
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { missingCharacters } from '../../../test/pdf-text.ts'
import { setRoleUnits, unitIdOf } from '../../../test/role-units.ts'
import { testEngine } from '../../../test/test-db.ts'
import { students } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { certificateRequests } from './certificates.schema.ts'

const S = '/api/Sertifika'
const now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
let ayse: string
let other: string
let registrar: string
let hr: string

type Option = { Kind: string; SubjectId: number | null; Subject: string }
type Item = { Id: number; Status: string; RejectionReason: string | null; VerificationCode: string | null }

beforeAll(async () => {
  fx = await createIdentityFixture(30, () => now)
  ayse = (await fx.signIn('student-double')).token
  other = (await fx.signIn('student')).token
  registrar = (await fx.signIn('registrar')).token
  hr = (await fx.signIn('human-resources')).token
})
afterAll(async () => {
  await fx?.close()
})

const options = async (token = ayse) =>
  (await fx.call('GET', `${S}/Talep/Options`, token)).json().responseData as Option[]
const create = (body: object, token = ayse, lang = 'tr') =>
  fx.call('POST', `${S}/Talep/Create`, token, body, { 'accept-language': lang })
const mine = async (token = ayse) =>
  (await fx.call('GET', `${S}/Talep/List`, token)).json().responseData as Item[]
const post = (token: string, action: string, body: object, lang = 'tr') =>
  fx.call('POST', `${S}/Yonetim/${action}`, token, body, { 'accept-language': lang })
const queue = async (token: string, query = '') => {
  const res = await fx.call('GET', `${S}/Yonetim/Queue?${query}`, token)
  expect(res.statusCode).toBe(200)
  return res.json().responseData as { items: (Item & { StudentNo: string })[]; total: number }
}
const count = async () =>
  (await fx.testDb.handle.db.select({ id: certificateRequests.id }).from(certificateRequests)).length

describe(`certificate requests on ${testEngine}`, () => {
  it('offers only what the student is eligible for and refuses the rest (400/422, nothing stored)', async () => {
    const offered = await options()
    const course = offered.find((o) => o.Kind === 'course_completion')
    const event = offered.find((o) => o.Kind === 'participation')
    // A course she passed (the seed's registration story decides which: last spring's courses).
    const passed = (await fx.testDb.handle.db.execute(sql`
      select c.code from course_results r join sections s on s.id = r.section_id join courses c on c.id = s.course_id
        join students st on st.id = r.student_id
      where st.student_no = '2024101001' and r.pass_status in ('passed', 'passedConditionally')`)) as unknown as {
      rows: { code: string }[]
    }
    expect(passed.rows.length).toBeGreaterThan(0)
    expect(passed.rows.map((r) => r.code)).toContain(course?.Subject.split(' ')[0])
    expect(event).toBeDefined()
    expect(offered.some((o) => o.Kind === 'language_proficiency')).toBe(false)
    const before = await count()
    const missing = await create(
      { Kind: 'course_completion', Purpose: 'İş başvurusu', Language: 'tr' },
      ayse,
      'en',
    )
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toContain('choose what the certificate is for')
    expect(
      (await create({ Kind: 'participation', SubjectId: 1, Purpose: 'x', Language: 'tr' })).statusCode,
    ).toBe(400)
    const notPassed = await create({
      Kind: 'course_completion',
      SubjectId: 999,
      Purpose: 'İş başvurusu',
      Language: 'tr',
    })
    expect(notPassed.statusCode).toBe(422)
    expect(notPassed.json().message).toContain('geçtiğiniz bir ders')
    const otherEvent = (await options(other)).find((o) => o.Kind === 'participation')
    expect(offered.some((o) => o.Kind === 'participation' && o.SubjectId === otherEvent?.SubjectId)).toBe(
      false,
    )
    expect(
      (
        await create({
          Kind: 'participation',
          SubjectId: otherEvent?.SubjectId,
          Purpose: 'Burs',
          Language: 'tr',
        })
      ).statusCode,
    ).toBe(422)
    const prep = await create({ Kind: 'language_proficiency', Purpose: 'Yurt dışı değişim', Language: 'en' })
    expect(prep.statusCode).toBe(422)
    expect(await count()).toBe(before)
    expect((await fx.call('GET', `${S}/Talep/Options`, registrar)).statusCode).toBe(403)
  })

  it('offers language proficiency once the prep school is passed (prep feature)', async () => {
    const db = fx.testDb.handle.db
    const [me] = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.studentNo, '2024101001'))
    await db.execute(
      sql`insert into prep_enrolments (student_id, quarter_id, level_id, score)
          select ${me?.id}, l.quarter_id, l.id, 100 from prep_levels l where l.next_level_id is null order by l.id limit 1`,
    )
    const res = await create({ Kind: 'language_proficiency', Purpose: 'Yurt dışı değişim', Language: 'en' })
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData.Subject).toContain('Prep school')
  })

  it('queues a request once, the registrar approves it and the student downloads a verifiable PDF', async () => {
    const course = (await options()).find((o) => o.Kind === 'course_completion')
    const body = {
      Kind: 'course_completion',
      SubjectId: course?.SubjectId,
      Purpose: 'İş başvurusu',
      Language: 'tr',
    }
    const res = await create(body)
    expect(res.statusCode).toBe(200)
    const id = res.json().responseData.Id as number
    expect(res.json().responseData.Status).toBe('requested')
    const dup = await create(body)
    expect(dup.statusCode).toBe(422)
    expect(dup.json().message).toContain('bekleyen bir talebiniz')
    const page = await queue(registrar, 'Kind=course_completion&Search=2024101001&pageSize=1')
    expect(page.total).toBe(1)
    expect(page.items[0]?.Id).toBe(id)
    expect((await queue(registrar, 'Status=approved')).items.map((i) => i.Id)).not.toContain(id)
    expect((await fx.call('GET', `${S}/Talep/Download?id=${id}`, ayse)).statusCode).toBe(409)
    expect((await post(registrar, 'Approve', { Id: id }, 'en')).json().message).toBe(
      'The request was approved and the certificate created.',
    )
    expect((await post(registrar, 'Approve', { Id: id })).statusCode).toBe(409)
    expect((await post(registrar, 'Reject', { Id: id, Reason: 'Geç kaldı' })).statusCode).toBe(409)
    const item = (await mine()).find((i) => i.Id === id)
    expect(item?.Status).toBe('approved')
    const pdf = await fx.call('GET', `${S}/Talep/Download?id=${id}`, ayse)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(missingCharacters(pdf.rawPayload, 'Ayşe Yılmaz İş başvurusu öğrencisi Mühendisliği')).toEqual([])
    expect(String(pdf.headers['content-disposition'])).toContain('ders-tamamlama-sertifikasi-2024101001')
    const verified = await fx.call('GET', `/api/Belge/Dogrulama/Get?code=${item?.VerificationCode}`)
    expect(verified.statusCode).toBe(200)
    expect(verified.json().responseData).toMatchObject({
      Kind: 'course_completion',
      Name: 'Ders Tamamlama Sertifikası',
    })
    expect(JSON.stringify(verified.json().responseData.Fields)).toContain('İş başvurusu')
    // Another student neither downloads it nor sees it.
    expect((await fx.call('GET', `${S}/Talep/Download?id=${id}`, other)).statusCode).toBe(404)
    expect((await mine(other)).map((i) => i.Id)).not.toContain(id)
    // A new request of the same subject is allowed once the first one is decided.
    expect((await create(body)).statusCode).toBe(200)
    const audit = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'certificate_request'), eq(auditLog.entityId, String(id))))
    expect(audit.map((a) => a.action).sort()).toEqual(['approve', 'request'])
  })

  it('rejects only with a reason the student sees (audited)', async () => {
    const event = (await options()).find((o) => o.Kind === 'participation')
    const res = await create({
      Kind: 'participation',
      SubjectId: event?.SubjectId,
      Purpose: 'Burs başvurusu',
      Language: 'en',
    })
    const id = res.json().responseData.Id as number
    expect((await post(registrar, 'Reject', { Id: id })).statusCode).toBe(400)
    expect((await post(registrar, 'Reject', { Id: id, Reason: ' ' })).statusCode).toBe(400)
    expect((await post(registrar, 'Reject', { Id: id, Reason: 'Etkinlik kaydı eksik' })).statusCode).toBe(200)
    expect((await mine()).find((i) => i.Id === id)).toMatchObject({
      Status: 'rejected',
      RejectionReason: 'Etkinlik kaydı eksik',
      VerificationCode: null,
    })
    const [audit] = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reject'), eq(auditLog.entityId, String(id))))
    expect(audit?.reason).toBe('Etkinlik kaydı eksik')
  })

  it('refuses students, other roles and anonymous callers, and limits the registrar to their units', async () => {
    expect((await fx.call('GET', `${S}/Yonetim/Queue`, ayse)).statusCode).toBe(403)
    expect((await fx.call('GET', `${S}/Yonetim/Queue`, hr)).statusCode).toBe(403)
    expect((await fx.call('GET', `${S}/Yonetim/Queue`)).statusCode).toBe(401)
    expect((await fx.call('GET', `${S}/Talep/List`, registrar)).statusCode).toBe(403)
    expect((await post(hr, 'Approve', { Id: 1 })).statusCode).toBe(403)
    const pending = (await mine()).find((i) => i.Status === 'requested')
    expect(pending).toBeDefined()
    const db = fx.testDb.handle.db
    await setRoleUnits(db, await fx.personOf('registrar'), 4, [await unitIdOf(db, 'FEF')])
    const narrowed = (await fx.signIn('registrar')).token
    expect((await queue(narrowed, 'Status=all')).items.map((i) => i.Id)).not.toContain(pending?.Id)
    expect((await post(narrowed, 'Approve', { Id: pending?.Id })).statusCode).toBe(404)
    expect((await fx.call('GET', `${S}/Yonetim/Download?id=${pending?.Id}`, narrowed)).statusCode).toBe(404)
    expect((await mine()).find((i) => i.Id === pending?.Id)?.Status).toBe('requested')
  })
})
