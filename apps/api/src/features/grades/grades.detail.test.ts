/**
 * The student's grade detail, the grade history and the grade document (issue 5 § Grades, issue 6; spec §4
 * "until re-finalised, students cannot see grades"): the student-side distribution only for a finalised
 * course the caller takes (another student and a non-finalised course refused) and without identities; a
 * grade's history with actor, impersonator, before and after, for the section's staff only; the section's
 * grade document PDF with the embedded Unicode font, for the sheet's owners only.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { missingCharacters } from '../../../test/pdf-text.ts'
import { testEngine } from '../../../test/test-db.ts'
import { persons, students } from '../../db/schema/index.ts'
import { gradesWorld } from './grades.test-world.ts'

const now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
let instructor: string
let registrar: string
let head: string
let student: string
let otherStudent: string
let own: { SectionId: number; State: string }[]
let foreignSection: number
let otherUnitSection: number

type Course = { SectionId: number; CourseCode: string; Finalized: boolean; Components: unknown[] }
type Term = { TermId: number; Courses: Course[] }

const get = (url: string, token: string, lang = 'tr') =>
  fx.call('GET', url, token, undefined, { 'accept-language': lang })
const post = (url: string, token: string, body: object, lang = 'tr') =>
  fx.call('POST', url, token, body, { 'accept-language': lang })

beforeAll(async () => {
  fx = await createIdentityFixture(60, () => now)
  ;({ instructor, head, registrar, student, otherStudent, foreignSection, otherUnitSection } =
    await gradesWorld(fx))
  const list = await get('/api/Grades/Sections/List', instructor)
  expect(list.statusCode).toBe(200)
  own = list.json().responseData.filter((s: { StudentCount: number }) => s.StudentCount > 0)
})
afterAll(async () => {
  await fx?.close()
})

describe(`grade detail, history and document on ${testEngine}`, () => {
  it('gives the student the distribution of a finalised course they take, without identities', async () => {
    const terms: Term[] = (await get('/api/Grades/Student/Grades', student)).json().responseData.Terms
    // Courses of earlier years come from the seeded transcript (issue 37) without a grade book; the distribution
    // is asked of the finalised courses that have one.
    const finalised = terms.flatMap((t) => t.Courses).filter((c) => c.Finalized && c.Components.length > 0)
    expect(finalised.length).toBeGreaterThan(0)
    for (const c of finalised) {
      const res = await get(`/api/Grades/Distribution?sectionId=${c.SectionId}`, student)
      expect(res.statusCode).toBe(200)
      const d = res.json().responseData
      expect(d.Count).toBeGreaterThan(1)
      expect(d.Histogram.reduce((a: number, b: { Count: number }) => a + b.Count, 0)).toBe(d.Count)
      expect(d.Letters.reduce((a: number, b: { Count: number }) => a + b.Count, 0)).toBe(d.Count)
      // Only aggregate figures: no student number, id or name anywhere in the answer.
      expect(Object.keys(d).sort()).toEqual(['Count', 'Histogram', 'Letters', 'Mean', 'Median', 'StdDev'])
      expect(res.body).not.toMatch(/20\d{8}|StudentId|FullName|Yılmaz/)
    }
  })

  it('refuses the distribution to another student and of a course whose grades are not finalised', async () => {
    const terms: Term[] = (await get('/api/Grades/Student/Grades', student)).json().responseData.Terms
    const courses = terms.flatMap((t) => t.Courses)
    const finalised = courses.find((c) => c.Finalized) as Course
    const open = courses.find((c) => !c.Finalized) as Course
    expect(open).toBeDefined()
    // Non-finalised courses carry no total or letter (spec §4); only visible exams already graded (issue 37).
    expect(open).toMatchObject({ Total: null, LetterGrade: null })
    expect(
      (await get(`/api/Grades/Distribution?sectionId=${finalised.SectionId}`, otherStudent)).statusCode,
    ).toBe(403)
    const notFinal = await get(`/api/Grades/Distribution?sectionId=${open.SectionId}`, student, 'en')
    expect(notFinal.statusCode).toBe(403)
    expect(notFinal.json().message).toBe('The section’s grades are not finalised.')
    // One exam's distribution is refused the same way; an unknown section is 404 or 403, never data.
    const sheet = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${open.SectionId}`, instructor)).json()
      .responseData
    const exam = sheet.Items[0].Id
    expect(
      (await get(`/api/Grades/Distribution?sectionId=${open.SectionId}&itemId=${exam}`, student)).statusCode,
    ).toBe(403)
    expect([403, 404]).toContain((await get('/api/Grades/Distribution?sectionId=999999', student)).statusCode)
    // A student never reaches the staff views of the same data.
    expect((await get(`/api/Grades/GradeEntry/Sheet?sectionId=${open.SectionId}`, student)).statusCode).toBe(
      403,
    )
  })

  it('shows a grade’s history with time, actor, impersonator, before and after to the section’s staff only', async () => {
    const sectionId = own.find((s) => s.State === 'partial')?.SectionId as number
    const sheet = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json()
      .responseData
    const final = sheet.Items.find((i: { ExamName: string }) => i.ExamName === 'Final')
    const row = sheet.Rows[0]
    const url = `/api/Grades/GradeEntry/History?itemId=${final.Id}&studentId=${row.StudentId}`
    expect((await get(url, instructor)).json().responseData).toEqual([])

    const first = await post('/api/Grades/GradeEntry/Save', instructor, {
      ItemId: final.Id,
      StudentId: row.StudentId,
      Score: 55,
      Version: 0,
    })
    expect(first.statusCode).toBe(200)
    // The system administrator impersonating the instructor changes it again.
    const admin = await fx.personOf('sysadmin')
    const impersonated = (await fx.signIn('instructor-advisor', { impersonatorPersonId: admin })).token
    const second = await post('/api/Grades/GradeEntry/Save', impersonated, {
      ItemId: final.Id,
      StudentId: row.StudentId,
      Score: 58.5,
      Version: 1,
    })
    expect(second.statusCode).toBe(200)

    const history = await get(url, instructor)
    expect(history.statusCode).toBe(200)
    const entries = history.json().responseData
    expect(entries).toHaveLength(2)
    expect(entries[0]).toMatchObject({
      Action: 'enter',
      ActorName: 'Zeynep Çelik',
      ImpersonatorName: null,
      Before: null,
      After: { Score: 55, NotTaken: false, Version: 1 },
    })
    expect(entries[1]).toMatchObject({
      ActorName: 'Zeynep Çelik',
      Before: { Score: 55, NotTaken: false, Version: 1 },
      After: { Score: 58.5, NotTaken: false, Version: 2 },
    })
    expect(entries[1].ImpersonatorName).toBeTruthy()
    expect(entries[1].ImpersonatorName).not.toBe('Zeynep Çelik')
    expect(Date.parse(entries[0].At)).not.toBeNaN()

    // The registrar sees it; students and another instructor's section are refused.
    expect((await get(url, registrar)).statusCode).toBe(200)
    expect((await get(url, student)).statusCode).toBe(403)
    // Another instructor's section (an exam defined there by the registrar) is refused to the instructor.
    const created = await post('/api/Grades/GradeBook/Save', registrar, {
      SectionId: foreignSection,
      CategoryName: 'Ödev',
      ExamName: 'Ödev 1',
      MaxPoint: 100,
      Weight: 10,
    })
    expect(created.statusCode).toBe(200)
    const foreignUrl = `/api/Grades/GradeEntry/History?itemId=${created.json().responseData.Id}&studentId=${row.StudentId}`
    expect((await get(foreignUrl, instructor)).statusCode).toBe(403)
    expect((await get(foreignUrl, registrar)).statusCode).toBe(200)
    expect(
      (await get('/api/Grades/GradeEntry/History?itemId=999999&studentId=1', instructor)).statusCode,
    ).toBe(404)
  })

  it('gives the section’s owners its grade document as a PDF with the embedded Unicode font', async () => {
    const sectionId = own.find((s) => s.State === 'partial')?.SectionId as number
    // A student on the roster with ğ ş İ in the name: the letters must map to glyphs of the embedded font.
    const sheet = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json()
      .responseData
    const db = fx.testDb.handle.db
    const [st] = await db
      .select({ personId: students.personId })
      .from(students)
      .where(eq(students.studentNo, sheet.Rows[1].StudentNo))
    await db
      .update(persons)
      .set({ firstName: 'Işıl İlkay', lastName: 'Ağaoğlu Şenöz' })
      .where(eq(persons.id, st?.personId as number))

    const res = await get(`/api/Grades/GradeEntry/Document?sectionId=${sectionId}`, instructor)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="not-belgesi-[\w-]+\.pdf"$/)
    const pdf = res.rawPayload
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const raw = pdf.toString('latin1')
    expect(raw).toContain('/FontFile2') // an embedded TrueType font, not a standard 14 font
    expect(raw).toMatch(/DejaVuSans/)
    expect(raw).not.toContain('/Helvetica')
    // Every character of the Turkish name (ç ğ ı İ ö ş) is drawn with glyphs of the embedded font.
    expect(missingCharacters(pdf, 'Işıl İlkay Ağaoğlu Şenöz')).toEqual([])

    // English on request; the head of department and the registrar may download it too.
    const en = await get(`/api/Grades/GradeEntry/Document?sectionId=${sectionId}&lang=en`, head)
    expect(en.statusCode).toBe(200)
    expect(en.headers['content-disposition']).toContain('grade-sheet-')
    expect(
      (await get(`/api/Grades/GradeEntry/Document?sectionId=${otherUnitSection}`, registrar)).statusCode,
    ).toBe(200)
  })

  it('refuses the grade document for another instructor’s section, another department and students', async () => {
    const doc = (id: number, token: string) => get(`/api/Grades/GradeEntry/Document?sectionId=${id}`, token)
    const forbidden = await doc(foreignSection, instructor)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.headers['content-type']).toMatch(/application\/json/)
    // Outside the caller's units: 404, as for a stranger's record (issue 33 §2, the platform's unit scope).
    expect((await doc(otherUnitSection, head)).statusCode).toBe(404)
    expect((await doc(own[0]?.SectionId as number, student)).statusCode).toBe(403)
    expect((await doc(999999, registrar)).statusCode).toBe(404)
    expect(
      (await get(`/api/Grades/GradeEntry/Document?sectionId=${foreignSection}&lang=de`, registrar))
        .statusCode,
    ).toBe(400)
  })
})
