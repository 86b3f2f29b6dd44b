/**
 * Grades (issue 6 "It is done when"; issue 5 § Grades): authorisation per endpoint (another instructor's
 * section, another department, students refused), grade book rules, grade validity and confirmation, stale
 * writes (409 with the current value), 50 concurrent writers losing nothing, finalise/revert rules, two
 * finalisations at once giving one, the student's view, the spreadsheet upload storing nothing with one bad
 * row, the audit rows and the append-only audit log.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { gradesWorld } from './grades.test-world.ts'

const now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
let instructor: string
let head: string
let registrar: string
let student: string
let otherStudent: string
let current: { SectionId: number; CourseCode: string; State: string }[]
let foreignSection: number
let otherUnitSection: number

/** A multipart/form-data body with one file. */
function multipart(file: { name: string; bytes: Uint8Array }) {
  const boundary = `----unacs${randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const get = (url: string, token: string, lang = 'tr') =>
  fx.call('GET', url, token, undefined, { 'accept-language': lang })
const post = (url: string, token: string, body: object, lang = 'tr') =>
  fx.call('POST', url, token, body, { 'accept-language': lang })

beforeAll(async () => {
  fx = await createIdentityFixture(60, () => now)
  ;({ instructor, head, registrar, student, otherStudent, foreignSection, otherUnitSection } =
    await gradesWorld(fx))
  const list = await get('/api/Grades/Sections/List?termId=6', instructor)
  expect(list.statusCode).toBe(200)
  current = list.json().responseData.filter((s: { StudentCount: number }) => s.StudentCount > 0)
})
afterAll(async () => {
  await fx?.close()
})

describe(`grades on ${testEngine}`, () => {
  it('lists the instructor’s own seeded sections with their states', () => {
    expect(current.length).toBeGreaterThanOrEqual(3)
    expect(current.map((s) => s.State)).toEqual(['partial', 'partial', 'none'].slice(0, current.length))
  })

  it('refuses another instructor’s section, another department and students, on every staff endpoint', async () => {
    expect(foreignSection).toBeGreaterThan(0)
    const urls = [
      `/api/Grades/GradeBook/Get?sectionId=${foreignSection}`,
      `/api/Grades/GradeEntry/Sheet?sectionId=${foreignSection}`,
      `/api/Grades/GradeEntry/Template?sectionId=${foreignSection}`,
      `/api/Grades/Distribution?sectionId=${foreignSection}`,
    ]
    for (const url of urls) expect((await get(url, instructor)).statusCode).toBe(403)
    const posts: [string, object][] = [
      [
        '/api/Grades/GradeBook/Save',
        { SectionId: foreignSection, CategoryName: 'Final', ExamName: 'Final', MaxPoint: 100, Weight: 10 },
      ],
      ['/api/Grades/GradeEntry/Finalize', { SectionId: foreignSection, Version: 0 }],
      ['/api/Grades/GradeEntry/Revert', { SectionId: foreignSection, Reason: 'Yanlış giriş düzeltilecek' }],
      ['/api/Grades/GradeBook/CopyPreview', { SourceSectionId: foreignSection, TargetSectionIds: [] }],
    ]
    for (const [url, body] of posts) expect((await post(url, instructor, body)).statusCode).toBe(403)
    // The head of department reaches the department's sections but not another department's.
    expect((await get(`/api/Grades/GradeEntry/Sheet?sectionId=${foreignSection}`, head)).statusCode).toBe(200)
    expect(
      (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${current[0]?.SectionId}`, head)).statusCode,
    ).toBe(200)
    // Outside the caller's units: 404, as for a stranger's record (issue 33 §2, the platform's unit scope).
    expect((await get(`/api/Grades/GradeEntry/Sheet?sectionId=${otherUnitSection}`, head)).statusCode).toBe(
      404,
    )
    // The registrar reaches every section; students reach none of the staff endpoints.
    expect(
      (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${otherUnitSection}`, registrar)).statusCode,
    ).toBe(200)
    expect(
      (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${current[0]?.SectionId}`, student)).statusCode,
    ).toBe(403)
    expect((await get('/api/Grades/Sections/List', student)).statusCode).toBe(403)
    expect((await get('/api/Grades/Student/Grades', instructor)).statusCode).toBe(403)
  })

  it('refuses another student’s section distribution and requests on a course the student does not take', async () => {
    const sectionId = (await get('/api/Grades/Student/Grades', student))
      .json()
      .responseData.Terms.flatMap((t: { Courses: { SectionId: number; Finalized: boolean }[] }) => t.Courses)
      .find((c: { Finalized: boolean }) => c.Finalized).SectionId
    expect((await get(`/api/Grades/Distribution?sectionId=${sectionId}`, student)).statusCode).toBe(200)
    expect((await get(`/api/Grades/Distribution?sectionId=${sectionId}`, otherStudent)).statusCode).toBe(403)
    const req = await post('/api/Grades/Student/Requests/Create', otherStudent, {
      SectionId: sectionId,
      Reason: 'Notumun yeniden incelenmesini istiyorum.',
    })
    expect(req.statusCode).toBe(404)
  })

  it('keeps weights at most 100 and answers a stale exam definition with 409 and the current one', async () => {
    const sectionId = current[2]?.SectionId as number
    const a = await post('/api/Grades/GradeBook/Save', instructor, {
      SectionId: sectionId,
      CategoryName: 'Ara Sınav',
      ExamName: 'Vize',
      MaxPoint: 100,
      Weight: 40,
    })
    expect(a.statusCode).toBe(200)
    const over = await post(
      '/api/Grades/GradeBook/Save',
      instructor,
      { SectionId: sectionId, CategoryName: 'Final', ExamName: 'Final', MaxPoint: 100, Weight: 70 },
      'en',
    )
    expect(over.statusCode).toBe(422)
    expect(over.json().message).toBe('The exam weights cannot total more than 100 (now 110%).')
    const item = a.json().responseData
    const upd = await post('/api/Grades/GradeBook/Save', instructor, {
      ...item,
      SectionId: sectionId,
      Weight: 30,
      Version: item.Version,
    })
    expect(upd.statusCode).toBe(200)
    const stale = await post('/api/Grades/GradeBook/Save', instructor, {
      ...item,
      SectionId: sectionId,
      Weight: 35,
      Version: item.Version,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().responseData.Weight).toBe(30)
  })

  it('validates grades, saves an ordinary grade above the weight without asking, and answers stale writes with the current value', async () => {
    const sectionId = current[2]?.SectionId as number
    const sheet = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json()
      .responseData
    const item = sheet.Items[0]
    const st = sheet.Rows[0].StudentId
    const save = (body: object, lang = 'tr') =>
      post(
        '/api/Grades/GradeEntry/Save',
        instructor,
        { ItemId: item.Id, StudentId: st, NotTaken: false, Version: 0, ...body },
        lang,
      )
    for (const bad of [101, -1, 50.123]) {
      const res = await save({ Score: bad })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain('Geçersiz not')
    }
    // 45/100 on a 40 % exam is an ordinary grade, not "above the percentage" (issue 24).
    const ok = await save({ Score: 45 }, 'en')
    expect(ok.statusCode).toBe(200)
    expect(ok.json().responseData).toEqual({ Score: 45, NotTaken: false, Version: 1 })
    const stale = await save({ Score: 20 }, 'en')
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toMatch(/^Grade entry failed: another user changed/)
    expect(stale.json().responseData).toEqual({ Score: 45, NotTaken: false, Version: 1 })
    const notTaken = await save({ Score: null, NotTaken: true, Version: 1 })
    expect(notTaken.json().responseData).toEqual({ Score: null, NotTaken: true, Version: 2 })
    const history = (
      await get(`/api/Grades/GradeEntry/History?itemId=${item.Id}&studentId=${st}`, instructor)
    ).json().responseData
    expect(history).toHaveLength(2)
    expect(history[0]).toMatchObject({ Action: 'enter', ActorName: 'Zeynep Çelik', Before: null })
    expect(
      (await get(`/api/Grades/GradeEntry/History?itemId=${item.Id}&studentId=${st}`, otherStudent))
        .statusCode,
    ).toBe(403)
  })

  it('saves a grid at once: one confirmation lists every points score above its weight, all or none, totals follow', async () => {
    const sectionId = current[2]?.SectionId as number
    const quiz = await post('/api/Grades/GradeBook/Save', instructor, {
      SectionId: sectionId,
      CategoryName: 'Kısa Sınav',
      ExamName: 'Quiz',
      MaxPoint: 50,
      Weight: 10,
    })
    expect(quiz.statusCode).toBe(200)
    const sheetOf = async () =>
      (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json().responseData
    const before = await sheetOf()
    const vize = before.Items.find((i: { ExamName: string }) => i.ExamName === 'Vize')
    const q = before.Items.find((i: { ExamName: string }) => i.ExamName === 'Quiz')
    const [r1, r2] = [before.Rows[1].StudentId, before.Rows[2].StudentId]
    const cells = [
      { ItemId: vize.Id, StudentId: r1, Score: 70, Version: 0 },
      { ItemId: q.Id, StudentId: r1, Score: 15, Version: 0 },
      { ItemId: q.Id, StudentId: r2, Score: 8, Version: 0 },
    ]
    const asked = await post(
      '/api/Grades/GradeEntry/SaveMany',
      instructor,
      { SectionId: sectionId, Cells: cells },
      'en',
    )
    expect(asked.statusCode).toBe(422)
    expect(asked.json().message).toMatch(/^1 grades were entered as points above/)
    expect(asked.json().responseData).toEqual({
      NeedsConfirmation: true,
      Flagged: [{ ItemId: q.Id, StudentId: r1, Score: 15, Weight: 10 }],
    })
    expect((await sheetOf()).Rows[1].Grades[String(vize.Id)]).toBeUndefined()
    const saved = await post('/api/Grades/GradeEntry/SaveMany', instructor, {
      SectionId: sectionId,
      Cells: cells,
      ConfirmAbovePercentage: true,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().responseData.Cells).toHaveLength(3)
    const after = await sheetOf()
    expect(after.Rows[1].Grades[String(q.Id)]).toEqual({ Score: 15, NotTaken: false, Version: 1 })
    expect(after.Rows[1].Total).toBe(24) // 70/100 × 30 + 15/50 × 10
    // A stale cell rolls the whole save back and answers the current values.
    const stale = await post('/api/Grades/GradeEntry/SaveMany', instructor, {
      SectionId: sectionId,
      Cells: [
        { ItemId: vize.Id, StudentId: r2, Score: 50, Version: 0 },
        { ItemId: q.Id, StudentId: r2, Score: 9, Version: 0 },
      ],
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().responseData.Stale).toEqual([
      { ItemId: q.Id, StudentId: r2, Cell: { Score: 8, NotTaken: false, Version: 1 } },
    ])
    expect((await sheetOf()).Rows[2].Grades[String(vize.Id)]).toBeUndefined()
    // Another section's exam or a foreign section: refused.
    const foreign = await post('/api/Grades/GradeEntry/SaveMany', instructor, {
      SectionId: foreignSection,
      Cells: [{ ItemId: vize.Id, StudentId: r2, Score: 50, Version: 0 }],
    })
    expect(foreign.statusCode).toBe(403)
    const wrongItem = await post('/api/Grades/GradeEntry/SaveMany', instructor, {
      SectionId: current[1]?.SectionId,
      Cells: [{ ItemId: vize.Id, StudentId: r2, Score: 50, Version: 0 }],
    })
    expect(wrongItem.statusCode).toBe(404)
    const bad = await post('/api/Grades/GradeEntry/SaveMany', instructor, {
      SectionId: sectionId,
      Cells: [{ ItemId: q.Id, StudentId: r2, Score: 51, Version: 1 }],
    })
    expect(bad.statusCode).toBe(400)
  })

  it('50 concurrent writers on one grade sheet lose nothing: every acknowledged write is stored or answered 409', async () => {
    const sectionId = current[1]?.SectionId as number
    const sheet = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json()
      .responseData
    const final = sheet.Items.find((i: { ExamName: string }) => i.ExamName === 'Final')
    const st = sheet.Rows[0].StudentId
    // Round 1: 50 writers with the same read version: exactly one wins, 49 get 409 with the winner's value.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, k) =>
        post('/api/Grades/GradeEntry/Save', instructor, {
          ItemId: final.Id,
          StudentId: st,
          Score: k,
          NotTaken: false,
          Version: 0,
        }),
      ),
    )
    const wins = results.filter((r) => r.statusCode === 200)
    expect(wins).toHaveLength(1)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49)
    const stored = wins[0]?.json().responseData
    // Round 2: 50 writers each add 1 with read-modify-write and retry on 409; no increment may be lost.
    const start = stored.Score as number
    const cells = new Map<number, number>()
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        let cell = { Score: start, Version: stored.Version as number }
        for (;;) {
          const res = await post('/api/Grades/GradeEntry/Save', instructor, {
            ItemId: final.Id,
            StudentId: st,
            Score: cell.Score + 1,
            NotTaken: false,
            Version: cell.Version,
            ConfirmAbovePercentage: true,
          })
          if (res.statusCode === 200) {
            const v = res.json().responseData
            cells.set(v.Version, v.Score)
            return
          }
          expect(res.statusCode).toBe(409)
          cell = res.json().responseData
        }
      }),
    )
    const after = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json()
      .responseData
    const finalCell = after.Rows[0].Grades[String(final.Id)]
    expect(finalCell).toEqual({ Score: start + 50, NotTaken: false, Version: 51 })
    expect(cells.size).toBe(50)
    const audits = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'grade'), eq(auditLog.entityId, `${final.Id}:${st}`)))
    expect(audits).toHaveLength(51)
  })

  it('finalises only with weights totalling 100 and every grade; two finalisations at once give one; the student sees it; a revert with a reason hides it', async () => {
    const sectionId = current[2]?.SectionId as number
    let sheet = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json()
      .responseData
    const weights = await post(
      '/api/Grades/GradeEntry/Finalize',
      instructor,
      { SectionId: sectionId, Version: sheet.Version },
      'en',
    )
    expect(weights.statusCode).toBe(422)
    expect(weights.json().message).toBe('The exam weights must total 100 before finalisation (now 40%).')
    const fin = await post('/api/Grades/GradeBook/Save', instructor, {
      SectionId: sectionId,
      CategoryName: 'Final',
      ExamName: 'Final',
      MaxPoint: 100,
      Weight: 60,
    })
    expect(fin.statusCode).toBe(200)
    const missing = await post('/api/Grades/GradeEntry/Finalize', instructor, {
      SectionId: sectionId,
      Version: sheet.Version,
    })
    expect(missing.statusCode).toBe(422)
    sheet = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json().responseData
    for (const row of sheet.Rows) {
      for (const item of sheet.Items) {
        const cell = row.Grades[String(item.Id)] ?? { Version: 0 }
        const res = await post('/api/Grades/GradeEntry/Save', instructor, {
          ItemId: item.Id,
          StudentId: row.StudentId,
          Score: 25,
          NotTaken: false,
          Version: cell.Version,
          ConfirmAbovePercentage: true, // 25/50 on the 10 % quiz is above its weight
        })
        expect(res.statusCode).toBe(200)
      }
    }
    const both = await Promise.all([
      post('/api/Grades/GradeEntry/Finalize', instructor, { SectionId: sectionId, Version: sheet.Version }),
      post('/api/Grades/GradeEntry/Finalize', head, { SectionId: sectionId, Version: sheet.Version }),
    ])
    expect(both.map((r) => r.statusCode).sort(), both.map((r) => r.body).join()).toEqual([200, 409])
    const finalizations = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'section_grading'),
          eq(auditLog.entityId, String(sectionId)),
          eq(auditLog.action, 'finalize'),
        ),
      )
    expect(finalizations).toHaveLength(1)
    const locked = await post('/api/Grades/GradeEntry/Save', instructor, {
      ItemId: sheet.Items[0].Id,
      StudentId: sheet.Rows[0].StudentId,
      Score: 20,
      NotTaken: false,
      Version: 99,
    })
    expect(locked.statusCode).toBe(422)
    const seen = (await get('/api/Grades/Student/Grades', student)).json().responseData
    const course = seen.Terms[0].Courses.find((c: { SectionId: number }) => c.SectionId === sectionId)
    expect(course).toMatchObject({ Finalized: true, Total: 27.5, LetterGrade: 'FF', PassStatus: 'failed' })
    expect(course.Components).toHaveLength(3)
    expect(seen.Terms[0].TermGpa).toBe(0)
    const noReason = await post('/api/Grades/GradeEntry/Revert', instructor, {
      SectionId: sectionId,
      Reason: '',
    })
    expect(noReason.statusCode).toBe(400)
    const reverted = await post('/api/Grades/GradeEntry/Revert', instructor, {
      SectionId: sectionId,
      Reason: 'Final notlarında okuma hatası',
    })
    expect(reverted.statusCode).toBe(200)
    const again = await post('/api/Grades/GradeEntry/Revert', instructor, {
      SectionId: sectionId,
      Reason: 'Final notlarında okuma hatası',
    })
    expect(again.statusCode).toBe(422)
    const hidden = (await get('/api/Grades/Student/Grades', student)).json().responseData
    const after = hidden.Terms[0].Courses.find((c: { SectionId: number }) => c.SectionId === sectionId)
    // Reverted: no total, letter or status; the exams marked visible still show their scores (issue 37).
    expect(after).toMatchObject({
      Finalized: false,
      Total: null,
      LetterGrade: null,
      PassStatus: 'notFinalized',
    })
    expect(hidden.Terms[0].TermGpa).toBeNull()
    const [revertAudit] = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'section_grading'),
          eq(auditLog.entityId, String(sectionId)),
          eq(auditLog.action, 'revert'),
        ),
      )
    expect(revertAudit?.reason).toBe('Final notlarında okuma hatası')
  })

  it('shows the student last term’s finalised grades with GPA and CGPA, never this term’s partial ones', async () => {
    const res = (await get('/api/Grades/Student/Grades', student)).json().responseData
    expect(res.StudentNo).toBe('2024101001')
    const last = res.Terms.find((t: { TermId: number }) => t.TermId === 4)
    expect(
      last.Courses.every(
        (c: { Finalized: boolean; LetterGrade: string | null }) => c.Finalized && c.LetterGrade,
      ),
    ).toBe(true)
    expect(last.TermGpa).not.toBeNull()
    expect(res.Cgpa).not.toBeNull()
    const partial = res.Terms[0].Courses.find(
      (c: { SectionId: number }) => c.SectionId === current[0]?.SectionId,
    )
    // Not finalised: no total, letter or status; only the visible exams already graded (issue 37).
    expect(partial).toMatchObject({
      Finalized: false,
      Total: null,
      LetterGrade: null,
      PassStatus: 'notFinalized',
    })
    for (const c of partial.Components as { Score: number | null; NotTaken: boolean }[])
      expect(c.Score !== null || c.NotTaken).toBe(true)
  })

  it('shows a visible exam’s score before finalisation, and hides a hidden or not-yet-dated one (issue 37)', async () => {
    const sectionId = current[0]?.SectionId as number
    const mineOf = async () =>
      (await get('/api/Grades/Student/Grades', student))
        .json()
        .responseData.Terms.flatMap((t: { Courses: unknown[] }) => t.Courses)
        .find((c: { SectionId: number }) => c.SectionId === sectionId) as {
        Finalized: boolean
        Total: number | null
        Components: { ExamName: string; Score: number | null }[]
      }
    const before = await mineOf()
    expect(before.Finalized).toBe(false)
    const shown = before.Components.find((c) => c.Score !== null)
    if (!shown) throw new Error('the seeded section has no graded exam for the student')
    const bookOf = async () =>
      (await get(`/api/Grades/GradeBook/Get?sectionId=${sectionId}`, instructor)).json().responseData as {
        Items: (Record<string, unknown> & { Id: number; ExamName: string })[]
      }
    const save = async (over: object) => {
      const item = (await bookOf()).Items.find((i) => i.ExamName === shown.ExamName)
      if (!item) throw new Error('exam not found')
      const res = await post('/api/Grades/GradeBook/Save', instructor, {
        ...item,
        SectionId: sectionId,
        ...over,
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    await save({ Visible: false })
    expect((await mineOf()).Components.map((c) => c.ExamName)).not.toContain(shown.ExamName)
    await save({ Visible: true, VisibleFrom: '2026-12-31' })
    expect((await mineOf()).Components.map((c) => c.ExamName)).not.toContain(shown.ExamName)
    await save({ Visible: true, VisibleFrom: '2026-11-21' })
    const after = await mineOf()
    expect(after.Components.find((c) => c.ExamName === shown.ExamName)?.Score).toBe(shown.Score)
    expect(after.Total).toBeNull()
  })

  it('stores nothing from an upload with one bad row, and everything from a clean one', async () => {
    const sectionId = current[0]?.SectionId as number
    const template = await get(`/api/Grades/GradeEntry/Template?sectionId=${sectionId}`, instructor)
    expect(template.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(template.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0] as ExcelJS.Worksheet
    const finalCol = (ws.getRow(1).values as string[]).findIndex(
      (v) => typeof v === 'string' && v.startsWith('Final'),
    )
    for (let r = 2; r <= ws.rowCount; r++) ws.getRow(r).getCell(finalCol).value = 70
    ws.getRow(3).getCell(finalCol).value = 170
    const bad = Buffer.from(await wb.xlsx.writeBuffer())
    const before = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json()
      .responseData
    const up = multipart({ name: 'notlar.xlsx', bytes: bad })
    const res = await fx.app.inject({
      method: 'POST',
      url: `/api/Grades/GradeEntry/Upload?sectionId=${sectionId}&commit=true`,
      payload: up.payload,
      headers: { ...up.headers, authorization: `Bearer ${instructor}`, 'accept-language': 'en' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData).toMatchObject({ ErrorCount: 1, Stored: false, Changed: 0 })
    expect(res.json().responseData.Rows[1].Errors[0]).toBe(
      'Final: invalid grade (170); must be from 0 to 100 or G.',
    )
    const unchanged = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`, instructor)).json()
      .responseData
    expect(unchanged.Rows).toEqual(before.Rows)
    ws.getRow(3).getCell(finalCol).value = 'G'
    const good = multipart({ name: 'notlar.xlsx', bytes: Buffer.from(await wb.xlsx.writeBuffer()) })
    const ok = await fx.app.inject({
      method: 'POST',
      url: `/api/Grades/GradeEntry/Upload?sectionId=${sectionId}&commit=true`,
      payload: good.payload,
      headers: { ...good.headers, authorization: `Bearer ${instructor}` },
    })
    expect(ok.json().responseData).toMatchObject({ ErrorCount: 0, Stored: true, Changed: before.Rows.length })
    const imports = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'grade'), eq(auditLog.action, 'import')))
    expect(imports).toHaveLength(before.Rows.length)
  })

  it('copies definitions to another section of the same course only with a preview, never over grades', async () => {
    const sectionId = current[0]?.SectionId as number
    const preview = (
      await post('/api/Grades/GradeBook/CopyPreview', registrar, {
        SourceSectionId: sectionId,
        TargetSectionIds: [],
      })
    ).json().responseData
    expect(preview.Source).toHaveLength(2)
    const self = await post('/api/Grades/GradeBook/CopyPreview', registrar, {
      SourceSectionId: sectionId,
      TargetSectionIds: [sectionId],
    })
    expect(self.statusCode).toBe(422)
    const other = await post('/api/Grades/GradeBook/CopyPreview', registrar, {
      SourceSectionId: sectionId,
      TargetSectionIds: [otherUnitSection],
    })
    expect(other.statusCode).toBe(422)
    if (preview.Candidates.length > 0) {
      const target = preview.Candidates[0].SectionId
      const res = await post('/api/Grades/GradeBook/Copy', registrar, {
        SourceSectionId: sectionId,
        TargetSectionIds: [target],
      })
      expect(res.statusCode).toBe(200)
      const book = (await get(`/api/Grades/GradeBook/Get?sectionId=${target}`, registrar)).json().responseData
      expect(book.WeightTotal).toBe(100)
    }
  })

  it('gives the distribution without identities', async () => {
    const res = (await get(`/api/Grades/Distribution?sectionId=${current[0]?.SectionId}`, instructor)).json()
      .responseData
    expect(res.Histogram).toHaveLength(10)
    expect(JSON.stringify(res)).not.toMatch(/StudentNo|FullName|2024101001/)
  })

  it('keeps the audit log append-only for the application', async () => {
    const db = fx.testDb.handle.db
    await expect(db.execute(sql`update audit_log set reason = 'x'`)).rejects.toThrow()
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow()
    const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
    expect(n?.n).toBeGreaterThan(50)
  })
})
