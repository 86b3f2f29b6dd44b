/**
 * Student documents (issue 5 § Documents; spec §1, §4, §8): request → document created with a 10-character
 * code; the PDF (DejaVu embedded) downloads; the public viewer shows the data by code until the display
 * time ends, then the §8 message; delete hides it; bad input stores nothing; another student's number or
 * document id is refused; the transcript carries grades from the grades feature.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { missingCharacters } from '../../../test/pdf-text.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { documentRequests } from './documents.schema.ts'
import { newVerificationCode } from './documents.service.ts'

const B = '/api/Belge'
const start = new Date('2026-11-21T09:00:00Z')
let now = start
let fx: IdentityFixture
let ayse: string
let can: string

beforeAll(async () => {
  fx = await createIdentityFixture(40, () => now)
  ayse = (await fx.signIn('student-double')).token
  can = (await fx.signIn('student')).token
})
afterAll(async () => {
  await fx?.close()
})

const rows = async () =>
  Number((await fx.testDb.handle.db.select({ n: count() }).from(documentRequests))[0]?.n ?? 0)
const create = (token: string, body: object, lang = 'tr') =>
  fx.call('POST', `${B}/Talep/Create`, token, body, { 'accept-language': lang })
const list = async (token: string) => (await fx.call('GET', `${B}/Talep/List`, token)).json().responseData
const verify = (code: string, lang = 'tr') =>
  fx.call('GET', `${B}/Dogrulama/Get?code=${code}`, undefined, undefined, { 'accept-language': lang })

describe('verification codes', () => {
  it('are 10 characters of an unambiguous alphabet and differ', () => {
    const codes = new Set(Array.from({ length: 200 }, newVerificationCode))
    expect(codes.size).toBe(200)
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)
  })
})

describe(`student documents on ${testEngine}`, () => {
  it('lists the seeded documents of the active studentship', async () => {
    const docs = await list(ayse)
    expect(docs.map((d: { Kind: string; Language: string }) => `${d.Kind}/${d.Language}`)).toEqual([
      'student_certificate/tr',
      'transcript/en',
    ])
    expect(docs[0]).toMatchObject({ Name: 'Öğrenci Belgesi', Status: 'created' })
  })

  it('creates a document on request, downloads its PDF and shows it in the public viewer', async () => {
    const res = await create(ayse, { Kind: 'student_certificate', Language: 'tr' })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Belge talebiniz alındı ve belgeniz oluşturuldu.')
    const doc = res.json().responseData
    expect(doc).toMatchObject({ Status: 'created', Language: 'tr', CreatedAt: start.toISOString() })
    expect(doc.VerificationCode).toMatch(/^[A-Z2-9]{10}$/)
    expect(doc.DisplayUntil).toBe(new Date(start.getTime() + 30 * 86_400_000).toISOString())

    const pdf = await fx.call('GET', `${B}/Talep/Download?id=${doc.Id}`, ayse)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toContain(`ogrenci-belgesi-2024101001-${doc.Id}.pdf`)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.rawPayload.toString('latin1')).toMatch(/DejaVuSans/)

    const shown = await verify(doc.VerificationCode)
    expect(shown.statusCode).toBe(200)
    const data = shown.json().responseData
    expect(data).toMatchObject({
      Code: doc.VerificationCode,
      Kind: 'student_certificate',
      Name: 'Öğrenci Belgesi',
    })
    expect(data.Fields).toContainEqual({ Label: 'Adı Soyadı', Value: 'Ayşe Yılmaz' })
    expect(data.Fields).toContainEqual({ Label: 'Öğrenci Numarası', Value: '2024101001' })
    // the national id is masked on a public page
    const id = data.Fields.find((f: { Label: string }) => f.Label === 'T.C. Kimlik No').Value
    expect(id).toMatch(/^\d{3}\*{6}\d{2}$/)
    // lower-case input is accepted
    expect((await verify(doc.VerificationCode.toLowerCase())).statusCode).toBe(200)

    // after the display time the §8 message, in tr and en
    now = new Date(start.getTime() + 31 * 86_400_000)
    const ended = await verify(doc.VerificationCode)
    expect(ended.statusCode).toBe(410)
    expect(ended.json()).toMatchObject({
      success: false,
      message: 'Belgenin görüntülenme süresi sona ermiştir.',
    })
    expect((await verify(doc.VerificationCode, 'en')).json().message).toBe(
      'The document display time has ended.',
    )
    now = start
  })

  it('shows the §8 message for the seeded transcript whose display time has ended', async () => {
    const old = (await list(ayse)).find((d: { Kind: string }) => d.Kind === 'transcript')
    expect((await verify(old.VerificationCode)).statusCode).toBe(410)
    expect((await verify('ZZZZZZZZZZ')).json().message).toBe('Bu doğrulama koduna ait bir belge bulunamadı.')
    // the seeded document's PDF is rendered on first download
    const pdf = await fx.call('GET', `${B}/Talep/Download?id=${old.Id}`, ayse)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-disposition']).toContain('transcript-2024101001')
  })

  it('puts the finalised grades on a transcript through the grades feature', async () => {
    const res = await create(ayse, { Kind: 'transcript', Language: 'en' }, 'en')
    expect(res.json().message).toBe('Your document request was received and your document has been created.')
    const data = (await verify(res.json().responseData.VerificationCode)).json().responseData
    expect(data.Name).toBe('Grade Status Document (Transcript)')
    expect(data.Fields.map((f: { Label: string }) => f.Label)).toContain('Cumulative GPA (CGPA)')
  })

  it('draws every Turkish letter of a Turkish transcript with the embedded font', async () => {
    const res = await create(ayse, { Kind: 'transcript', Language: 'tr' })
    const doc = res.json().responseData
    const data = (await verify(doc.VerificationCode)).json().responseData
    const pdf = (await fx.call('GET', `${B}/Talep/Download?id=${doc.Id}`, ayse)).rawPayload
    // The text the PDF shows (as the verification page lists it) holds these letters …
    const shown = [
      data.Name,
      ...data.Fields.flatMap((f: { Label: string; Value: string }) => [f.Label, f.Value]),
    ]
      .join(' ')
      .replace(/\s/g, '')
    const turkish = [...'çğıİöşüÇĞÖŞÜ'].filter((ch) => shown.includes(ch))
    expect(turkish.length).toBeGreaterThanOrEqual(6)
    // … and the PDF draws each of them (and every other character shown) as itself.
    expect(missingCharacters(pdf, shown)).toEqual([])
  })

  it('refuses bad input with the §5 message and stores nothing', async () => {
    const before = await rows()
    const missing = await create(ayse, { Language: 'tr' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toMatch(/^Girilen bilgiler geçersiz: Tür: /)
    expect(missing.json().responseData.errors[0].field).toBe('Kind')
    const wrong = await create(ayse, { Kind: 'diploma', Language: 'de' })
    expect(wrong.statusCode).toBe(400)
    expect(await rows()).toBe(before)
  })

  it('refuses another student’s number and document ids, and the other own studentship’s documents', async () => {
    const mine = (await list(ayse))[0]
    expect((await fx.call('GET', `${B}/Talep/List?OgrNo=2024101001`, can)).statusCode).toBe(403)
    const before = await rows()
    expect((await create(can, { Kind: 'transcript', Language: 'tr', OgrNo: '2024101001' })).statusCode).toBe(
      403,
    )
    expect(await rows()).toBe(before)
    expect((await fx.call('GET', `${B}/Talep/Download?id=${mine.Id}`, can)).statusCode).toBe(404)
    expect((await fx.call('POST', `${B}/Talep/Delete`, can, { Id: mine.Id })).statusCode).toBe(404)
    // Ayşe under her second studentship sees none of the first one's documents
    const second = (await fx.signIn('student-double', { activeStudentNo: '2025201001' })).token
    expect(await list(second)).toEqual([])
    expect((await fx.call('GET', `${B}/Talep/Download?id=${mine.Id}`, second)).statusCode).toBe(404)
    expect((await fx.call('GET', `${B}/Talep/List?OgrNo=2024101001`, second)).statusCode).toBe(403)
    // staff and anonymous callers
    const staff = (await fx.signIn('registrar')).token
    expect((await fx.call('GET', `${B}/Talep/List`, staff)).statusCode).toBe(403)
    expect((await fx.call('GET', `${B}/Talep/List`)).statusCode).toBe(401)
  })

  it('issues no student certificate for a graduated studentship', async () => {
    const graduate = (await fx.signIn('graduate')).token
    const res = await create(graduate, { Kind: 'student_certificate', Language: 'tr' })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('Öğrenci belgesi yalnızca aktif öğrencilik için verilebilir.')
  })

  it('gives a graduate a transcript of the whole programme with its CGPA, credits and ECTS (issue 24)', async () => {
    const graduate = (await fx.signIn('graduate')).token
    const grades = (
      await fx.call('GET', '/api/Grades/Student/Grades', graduate, undefined, { 'accept-language': 'en' })
    ).json().responseData as { Cgpa: number; TotalEcts: number; Terms: { Courses: { Credit: number }[] }[] }
    // Eight terms (2019-2020 fall to 2022-2023 spring), every course passed.
    expect(grades.Terms).toHaveLength(8)
    expect(grades.TotalEcts).toBeGreaterThan(0)
    const res = await create(graduate, { Kind: 'transcript', Language: 'en' }, 'en')
    expect(res.statusCode).toBe(200)
    const doc = res.json().responseData
    const data = (await verify(doc.VerificationCode, 'en')).json().responseData
    const field = (label: string) =>
      data.Fields.find((f: { Label: string; Value: string }) => f.Label === label)?.Value
    expect(field('Student status')).toBe('Graduated')
    expect(field('Cumulative GPA (CGPA)')).toBe(grades.Cgpa.toFixed(2))
    const credits = grades.Terms.flatMap((t) => t.Courses).reduce((sum, c) => sum + c.Credit, 0)
    expect(field('Credits completed')).toBe(String(credits))
    expect(field('ECTS completed')).toBe(String(grades.TotalEcts))
    const pdf = await fx.call('GET', `${B}/Talep/Download?id=${doc.Id}`, graduate)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-disposition']).toContain('transcript-2019302001')
  })

  it('deletes a request: gone from the list and the viewer, audited', async () => {
    const doc = (await create(can, { Kind: 'student_certificate', Language: 'en' })).json().responseData
    const res = await fx.call('POST', `${B}/Talep/Delete`, can, { Id: doc.Id })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Belge talebi silindi.')
    expect((await list(can)).map((d: { Id: number }) => d.Id)).not.toContain(doc.Id)
    expect((await verify(doc.VerificationCode)).statusCode).toBe(404)
    expect((await fx.call('POST', `${B}/Talep/Delete`, can, { Id: doc.Id })).statusCode).toBe(404)
    const audit = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(doc.Id)))
    expect(
      audit
        .filter((a) => a.entity === 'document_request')
        .map((a) => a.action)
        .sort(),
    ).toEqual(['create_document', 'delete', 'request'])
  })
})
