/**
 * The registrar's document queue and any student's documents (issue 22 "Request queues"): reviewed kinds
 * wait in the queue while automatic ones are created at once; prepare → approve / reject with a reason the
 * student sees; a second decision is 409 and a bulk call with one decided request changes nothing; unit
 * scope (another faculty's registrar neither sees nor decides); roles; staff delete audited with a reason.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { setRoleUnits, unitIdOf } from '../../../test/role-units.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { documentRequests } from './documents.schema.ts'

const B = '/api/Belge'
const now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
let ayse: string
let registrar: string
let hr: string
let authorised: string

beforeAll(async () => {
  fx = await createIdentityFixture(30, () => now)
  ayse = (await fx.signIn('student-double')).token
  registrar = (await fx.signIn('registrar')).token
  hr = (await fx.signIn('human-resources')).token
  authorised = (await fx.signIn('multi-role', { activeRoleId: 16 })).token
})
afterAll(async () => {
  await fx?.close()
})

const request = async (kind: string) => {
  const res = await fx.call('POST', `${B}/Talep/Create`, ayse, { Kind: kind, Language: 'tr' })
  expect(res.statusCode).toBe(200)
  return res.json() as { message: string; responseData: { Id: number; Status: string } }
}
const post = (token: string, action: string, body: object, lang = 'tr') =>
  fx.call('POST', `${B}/Yonetim/${action}`, token, body, { 'accept-language': lang })
const queue = async (token: string, query = '') => {
  const res = await fx.call('GET', `${B}/Yonetim/Queue?${query}`, token)
  expect(res.statusCode).toBe(200)
  return res.json().responseData as { items: { Id: number; Status: string }[]; total: number }
}
const studentList = async () =>
  (await fx.call('GET', `${B}/Talep/List`, ayse)).json().responseData as {
    Id: number
    Status: string
    RejectionReason: string | null
  }[]

describe(`document request queue on ${testEngine}`, () => {
  it('creates automatic kinds at once and queues reviewed ones', async () => {
    const auto = await request('student_certificate')
    expect(auto.responseData.Status).toBe('created')
    const reviewed = await request('course_contents')
    expect(reviewed.responseData.Status).toBe('requested')
    expect(reviewed.message).toContain('Öğrenci İşleri')
    // The student's list does not create it behind the registrar's back.
    const mine = await studentList()
    expect(mine.find((d) => d.Id === reviewed.responseData.Id)?.Status).toBe('requested')
    const open = await queue(registrar)
    expect(open.items.map((i) => i.Id)).toContain(reviewed.responseData.Id)
    expect(open.items.map((i) => i.Id)).not.toContain(auto.responseData.Id)
  })

  it('prepares, approves once (409 the second time) and the student downloads the document', async () => {
    const { responseData: doc } = await request('military_status')
    expect((await post(registrar, 'Prepare', { Ids: [doc.Id] })).statusCode).toBe(200)
    expect((await post(registrar, 'Prepare', { Ids: [doc.Id] })).statusCode).toBe(409)
    const approved = await post(registrar, 'Approve', { Ids: [doc.Id] }, 'en')
    expect(approved.statusCode).toBe(200)
    expect(approved.json().message).toBe('1 request(s) approved and their documents created.')
    const again = await post(registrar, 'Approve', { Ids: [doc.Id] })
    expect(again.statusCode).toBe(409)
    expect((await post(registrar, 'Reject', { Ids: [doc.Id], Reason: 'geç kaldı' })).statusCode).toBe(409)
    const mine = (await studentList()).find((d) => d.Id === doc.Id)
    expect(mine?.Status).toBe('created')
    const pdf = await fx.call('GET', `${B}/Talep/Download?id=${doc.Id}`, ayse)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const audit = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'document_request'), eq(auditLog.entityId, String(doc.Id))))
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['request', 'prepare', 'approve']))
  })

  it('rejects with a reason the student sees; bulk with one decided request changes nothing', async () => {
    const { responseData: a } = await request('course_contents')
    const { responseData: b } = await request('course_contents')
    expect((await post(registrar, 'Reject', { Ids: [a.Id], Reason: 'Eksik bilgi' })).statusCode).toBe(200)
    expect((await post(registrar, 'Reject', { Ids: [a.Id], Reason: 'Eksik bilgi' })).statusCode).toBe(409)
    const bulk = await post(registrar, 'Approve', { Ids: [b.Id, a.Id] })
    expect(bulk.statusCode).toBe(409)
    // The 409 names what changed: the decided request as the queue shows it now (shared request queue).
    expect(bulk.json().responseData).toEqual([
      expect.objectContaining({
        Id: a.Id,
        Status: 'rejected',
        RejectionReason: 'Eksik bilgi',
        StudentNo: '2024101001',
      }),
    ])
    const mine = await studentList()
    expect(mine.find((d) => d.Id === a.Id)).toMatchObject({
      Status: 'rejected',
      RejectionReason: 'Eksik bilgi',
    })
    expect(mine.find((d) => d.Id === b.Id)?.Status).toBe('requested')
    expect((await post(registrar, 'Reject', { Ids: [a.Id], Reason: 'x' })).statusCode).toBe(400)
    const rejected = await queue(registrar, 'Status=rejected')
    expect(rejected.items.map((i) => i.Id)).toContain(a.Id)
  })

  it('answers one of two concurrent approvals and 409 to the other', async () => {
    const { responseData: doc } = await request('course_contents')
    const results = await Promise.all([
      post(registrar, 'Approve', { Ids: [doc.Id] }),
      post(registrar, 'Approve', { Ids: [doc.Id] }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const lost = results.find((r) => r.statusCode === 409)?.json().responseData
    expect(lost).toEqual([expect.objectContaining({ Id: doc.Id, Status: 'created' })])
    const files = await fx.testDb.handle.db
      .select({ fileId: documentRequests.fileId })
      .from(documentRequests)
      .where(eq(documentRequests.id, doc.Id))
    expect(files[0]?.fileId).not.toBeNull()
  })

  it('refuses students, other roles and anonymous callers', async () => {
    expect((await fx.call('GET', `${B}/Yonetim/Queue`, ayse)).statusCode).toBe(403)
    expect((await fx.call('GET', `${B}/Yonetim/Queue`, hr)).statusCode).toBe(403)
    expect((await fx.call('GET', `${B}/Yonetim/Queue`)).statusCode).toBe(401)
    expect((await post(authorised, 'Approve', { Ids: [1] })).statusCode).toBe(403)
  })

  it('finds a student, lists, downloads and deletes their document with a reason (audited)', async () => {
    const found = await fx.call('GET', `${B}/Yonetim/Students?Search=2024101001`, authorised)
    expect(found.statusCode).toBe(200)
    const student = found.json().responseData[0]
    expect(student.StudentNo).toBe('2024101001')
    const docs = (
      await fx.call('GET', `${B}/Yonetim/StudentDocuments?StudentId=${student.Id}`, authorised)
    ).json().responseData as { Id: number; Status: string }[]
    const created = docs.find((d) => d.Status === 'created')
    expect(created).toBeDefined()
    const pdf = await fx.call('GET', `${B}/Yonetim/Download?id=${created?.Id}`, authorised)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const del = await post(authorised, 'Delete', { Id: created?.Id, Reason: 'Öğrencinin isteği' })
    expect(del.statusCode).toBe(200)
    expect(
      (await post(authorised, 'Delete', { Id: created?.Id, Reason: 'Öğrencinin isteği' })).statusCode,
    ).toBe(404)
    const [audit] = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff_delete'), eq(auditLog.entityId, String(created?.Id))))
    expect(audit?.reason).toBe('Öğrencinin isteği')
  })

  it('limits everything to the caller’s units', async () => {
    const { responseData: doc } = await request('course_contents')
    const db = fx.testDb.handle.db
    await setRoleUnits(db, await fx.personOf('registrar'), 4, [await unitIdOf(db, 'FEF')])
    const narrowed = (await fx.signIn('registrar')).token
    const seen = await queue(narrowed, 'Status=all')
    expect(seen.items.map((i) => i.Id)).not.toContain(doc.Id)
    expect((await post(narrowed, 'Approve', { Ids: [doc.Id] })).statusCode).toBe(404)
    const student = (await fx.call('GET', `${B}/Yonetim/Students?Search=2024101001`, narrowed)).json()
      .responseData
    expect(student).toEqual([])
    const docs = await db.select().from(documentRequests).where(eq(documentRequests.id, doc.Id))
    expect(docs[0]?.status).toBe('requested')
  })
})
