/**
 * Prep grade entry through the grades feature's grade books (issue 18 "instructors enter prep grades as they
 * do faculty grades"): only the section's own instructors (403 others, the prep administrator included), the
 * level's exam book with its weights, locked exams refused, stale versions refused whole, every grade audited
 * as a grade, and the quarter score derived from the weighted total (promotion reads it at the pass grade).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from '../../../test/audit-rows.ts'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { prepEnrolments } from './prep.schema.ts'

const B = '/api/Hazirlik'
let fx: IdentityFixture
let admin: string
let teacher: string
let otherTeacher: string

beforeAll(async () => {
  fx = await createIdentityFixture(300)
  admin = (await fx.signIn('prep-admin', { activeRoleId: ROLE_IDS.prepAdmin })).token
  teacher = (await fx.signIn('prep-admin', { activeRoleId: ROLE_IDS.instructor })).token
  otherTeacher = (await fx.signIn('instructor-advisor', { activeRoleId: ROLE_IDS.instructor })).token
}, 120_000)
afterAll(async () => {
  await fx?.close()
})

const db = () => fx.testDb.handle.db
const post = (token: string, url: string, body: object, lang = 'en') =>
  fx.call('POST', `${B}${url}`, token, body, { 'accept-language': lang })
const get = (token: string, url: string, lang = 'en') =>
  fx.call('GET', `${B}${url}`, token, undefined, { 'accept-language': lang })
const data = <T = unknown>(res: { json(): unknown }) => (res.json() as { responseData: T }).responseData

type Sheet = {
  Section: { SectionId: number; LevelId: number }
  PassGrade: number
  Items: { Id: number; ExamName: string; Locked: boolean; Version: number }[]
  WeightTotal: number
  Rows: {
    StudentId: number
    Grades: Record<string, { Score: number | null; Version: number }>
    Total: number
    QuarterScore: number | null
  }[]
}

const exam = (over: object) => ({
  LevelId: 1,
  CategoryName: 'Sınav',
  MaxPoint: 100,
  SortOrder: 1,
  ExternalUpload: false,
  Locked: false,
  Visible: true,
  InstructorVisible: true,
  VisibleFrom: null,
  EntryFrom: null,
  EntryUntil: null,
  AllowNotTaken: true,
  ...over,
})

describe('prep grade entry (issue 18)', () => {
  let sheet: Sheet
  let sectionId: number

  it("lists the instructor's prep sections and shows the menu entry only to them", async () => {
    const res = await get(teacher, '/NotGirisi/Subeler')
    expect(res.statusCode).toBe(200)
    const list = data<{ SectionId: number; LevelId: number; SectionName: string }[]>(res)
    const a1 = list.find((s) => s.LevelId === 1)
    expect(a1?.SectionName).toBe('A1-01')
    sectionId = a1?.SectionId as number
    expect((await get(admin, '/NotGirisi/Subeler')).statusCode).toBe(403)
    expect(data<unknown[]>(await get(otherTeacher, '/NotGirisi/Subeler'))).toEqual([])
    const menu = async (token: string) =>
      JSON.stringify((await fx.call('GET', '/api/Menu/GetUnacsMenuListByRoleId', token)).json())
    expect(await menu(teacher)).toContain('PrepGradeEntry')
    expect(await menu(otherTeacher)).not.toContain('PrepGradeEntry')
  })

  it('refuses everyone but the section instructors (403) and an unknown section (404)', async () => {
    expect((await get(admin, `/NotGirisi/Sheet?sectionId=${sectionId}`)).statusCode).toBe(403)
    expect((await get(otherTeacher, `/NotGirisi/Sheet?sectionId=${sectionId}`)).statusCode).toBe(403)
    const cell = { ItemId: 1, StudentId: 1, Score: 50, NotTaken: false, Version: 0 }
    expect(
      (await post(otherTeacher, '/NotGirisi/SaveMany', { SectionId: sectionId, Cells: [cell] })).statusCode,
    ).toBe(403)
    expect((await get(teacher, '/NotGirisi/Sheet?sectionId=99999')).statusCode).toBe(404)
  })

  it("enters grades against the level's seeded exam book; the quarter score follows the weights", async () => {
    // The seeded book (issue 37): quiz 20, midterm 30, writing 10, end-of-level 40 (locked: the quarter ended),
    // with every seeded student's grades equal to their quarter score.
    const res = await get(teacher, `/NotGirisi/Sheet?sectionId=${sectionId}`)
    expect(res.statusCode).toBe(200)
    sheet = data<Sheet>(res)
    expect(sheet.Items.map((i) => i.ExamName)).toEqual([
      'Kısa Sınav 1',
      'Ara Sınav',
      'Yazma Dosyası',
      'Kur Sonu Sınavı',
    ])
    expect(sheet.Items.map((i) => i.Locked)).toEqual([false, false, false, true])
    expect(sheet.WeightTotal).toBe(100)
    expect(sheet.Rows.length).toBeGreaterThan(0)
    for (const r of sheet.Rows) expect(r.Total).toBe(r.QuarterScore)
    const [a] = sheet.Rows
    if (!a) throw new Error('a student needed')
    const [quiz, midterm, writing, final] = sheet.Items
    if (!quiz || !midterm || !writing || !final) throw new Error('book')
    const finalScore = a.Grades[String(final.Id)]?.Score ?? 0
    const score = async (studentId: number) => {
      const [e] = await db()
        .select({ score: prepEnrolments.score })
        .from(prepEnrolments)
        .where(and(eq(prepEnrolments.studentId, studentId), eq(prepEnrolments.sectionId, sectionId)))
      return e?.score === null || e?.score === undefined ? null : Number(e.score)
    }
    const save = (cells: object[]) =>
      post(teacher, '/NotGirisi/SaveMany', { SectionId: sectionId, Cells: cells })
    const cell = (item: { Id: number }, value: number) => ({
      ItemId: item.Id,
      StudentId: a.StudentId,
      Score: value,
      Version: a.Grades[String(item.Id)]?.Version ?? 0,
    })
    // The three open exams at x: the total is 0.6 x + 0.4 × the locked end-of-level grade.
    const x = Math.min(100, Math.max(0, Math.ceil((60 - 0.4 * finalScore) / 0.6)))
    const both = await save([cell(quiz, x), cell(midterm, x), cell(writing, x)])
    expect(both.statusCode).toBe(200)
    const expected = Math.round((0.6 * x + 0.4 * finalScore) * 100) / 100
    expect(await score(a.StudentId)).toBe(expected)
    // The locked exam is refused (the book allows no entry there).
    const refused = await save([cell(final, 90)])
    expect(refused.statusCode).toBe(422)
    sheet = data<Sheet>(await get(teacher, `/NotGirisi/Sheet?sectionId=${sectionId}`))
    const row = sheet.Rows.find((r) => r.StudentId === a.StudentId)
    expect(row?.Total).toBe(expected)
    expect(row?.QuarterScore).toBe(expected)
    expect(sheet.PassGrade).toBe(60)
    // Every grade is audited by the grades feature, the score change by prep.
    expect(await auditRows(db(), 'grade', `${quiz.Id}:${a.StudentId}`)).toHaveLength(1)
    const [enrolment] = await db()
      .select({ id: prepEnrolments.id })
      .from(prepEnrolments)
      .where(and(eq(prepEnrolments.studentId, a.StudentId), eq(prepEnrolments.sectionId, sectionId)))
    expect((await auditRows(db(), 'prep_enrolment', enrolment?.id as number)).length).toBeGreaterThan(0)
  })

  it('refuses a stale cell, an invalid score, a student of another section and a locked exam — storing nothing', async () => {
    const [a] = sheet.Rows
    const item = sheet.Items[0]
    if (!a || !item) throw new Error('sheet')
    const cell = a.Grades[String(item.Id)]
    const stale = await post(teacher, '/NotGirisi/SaveMany', {
      SectionId: sectionId,
      Cells: [
        { ItemId: item.Id, StudentId: a.StudentId, Score: 70, Version: (cell?.Version ?? 0) + 5 },
        { ItemId: sheet.Items[1]?.Id as number, StudentId: a.StudentId, Score: 70, Version: 1 },
      ],
    })
    expect(stale.statusCode).toBe(409)
    const bad = await post(teacher, '/NotGirisi/SaveMany', {
      SectionId: sectionId,
      Cells: [{ ItemId: item.Id, StudentId: a.StudentId, Score: 101, Version: cell?.Version ?? 0 }],
    })
    expect(bad.statusCode).toBe(400)
    const foreign = await post(teacher, '/NotGirisi/SaveMany', {
      SectionId: sectionId,
      Cells: [{ ItemId: item.Id, StudentId: 999999, Score: 10, Version: 0 }],
    })
    expect(foreign.statusCode).toBe(404)
    // Lock the exam in the book: entry is refused with the grades feature's rule.
    const book = data<{ Id: number; Version: number }[]>(await get(admin, '/SinavDefteri/List?levelId=1'))
    const stored = book.find((b) => b.Id === item.Id) as { Version: number }
    const lock = await post(
      admin,
      '/SinavDefteri/Save',
      exam({
        Id: item.Id,
        Version: stored.Version,
        CategoryName: 'Kısa Sınavlar',
        ExamName: 'Kısa Sınav 1',
        Weight: 20,
        Locked: true,
      }),
    )
    expect(lock.statusCode).toBe(200)
    const locked = await post(teacher, '/NotGirisi/SaveMany', {
      SectionId: sectionId,
      Cells: [{ ItemId: item.Id, StudentId: a.StudentId, Score: 80, Version: cell?.Version ?? 0 }],
    })
    expect(locked.statusCode).toBe(422)
    const after = data<Sheet>(await get(teacher, `/NotGirisi/Sheet?sectionId=${sectionId}`))
    expect(after.Rows.find((r) => r.StudentId === a.StudentId)?.Total).toBe(
      sheet.Rows.find((r) => r.StudentId === a.StudentId)?.Total,
    )
    // An exam with grades cannot be deleted from the book (the grades feature's rule).
    const unlocked = data<{ Id: number; Version: number }[]>(
      await get(admin, '/SinavDefteri/List?levelId=1'),
    ).find((b) => b.Id === item.Id) as { Version: number }
    await post(
      admin,
      '/SinavDefteri/Save',
      exam({
        Id: item.Id,
        Version: unlocked.Version,
        CategoryName: 'Kısa Sınavlar',
        ExamName: 'Kısa Sınav 1',
        Weight: 20,
      }),
    )
    expect((await post(admin, '/SinavDefteri/Delete', { Id: item.Id })).statusCode).toBe(422)
  })
})
