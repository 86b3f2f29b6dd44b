/**
 * Spreadsheet uploads of grades (issue 15 "Hardening" § Data safety): a stale template (a grade corrected after
 * it was downloaded) is refused with the stale cells listed and the correction kept, while a fresh template
 * imports; a 300 KB .xlsx that inflates to 300 MB is answered 413 quickly, without inflating it.
 */
import { randomBytes } from 'node:crypto'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { xlsxBomb } from '../../../test/files/zip-bomb.ts'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { gradesWorld } from './grades.test-world.ts'

const now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
let instructor: string
let sectionId: number

/** A multipart/form-data body with one file. */
function multipart(bytes: Uint8Array) {
  const boundary = `----unacs${randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notlar.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const get = (url: string, lang = 'tr') =>
  fx.call('GET', url, instructor, undefined, { 'accept-language': lang })
const upload = (bytes: Uint8Array, commit: boolean, lang = 'tr') => {
  const body = multipart(bytes)
  return fx.app.inject({
    method: 'POST',
    url: `/api/Grades/GradeEntry/Upload?sectionId=${sectionId}&commit=${commit}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${instructor}`, 'accept-language': lang },
  })
}

interface Sheet {
  Items: { Id: number; ExamName: string }[]
  Rows: {
    StudentId: number
    StudentNo: string
    Grades: Record<string, { Score: number | null; Version: number }>
  }[]
}
const sheet = async (): Promise<Sheet> =>
  (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${sectionId}`)).json().responseData

/** Saves one grade through the API (as the grade-entry page does) and returns the new version. */
async function save(itemId: number, studentId: number, score: number, version: number): Promise<number> {
  const res = await fx.call(
    'POST',
    '/api/Grades/GradeEntry/Save',
    instructor,
    {
      ItemId: itemId,
      StudentId: studentId,
      Score: score,
      NotTaken: false,
      Version: version,
      ConfirmAbovePercentage: true,
    },
    { 'accept-language': 'tr' },
  )
  expect(res.statusCode).toBe(200)
  return res.json().responseData.Version
}

/** The downloaded template with `edits` (student number → value of the exam `itemId`) applied. */
async function filled(template: Buffer, itemId: number, edits: Record<string, number>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(template as unknown as ArrayBuffer)
  const ws = wb.worksheets[0] as ExcelJS.Worksheet
  const col = (ws.getRow(1).values as unknown[]).findIndex((v) => String(v).endsWith(`[#${itemId}]`))
  expect(col).toBeGreaterThan(0)
  for (let r = 2; r <= ws.rowCount; r++) {
    const no = String(ws.getRow(r).getCell(1).text)
    if (edits[no] !== undefined) ws.getRow(r).getCell(col).value = edits[no]
  }
  return Buffer.from(await wb.xlsx.writeBuffer())
}

beforeAll(async () => {
  fx = await createIdentityFixture(60, () => now)
  ;({ instructor } = await gradesWorld(fx))
  const list = await get('/api/Grades/Sections/List?termId=6')
  sectionId = list.json().responseData.find((s: { StudentCount: number }) => s.StudentCount > 1).SectionId
})
afterAll(async () => {
  await fx?.close()
})

describe(`grade spreadsheet uploads on ${testEngine}`, () => {
  it('refuses a stale template per cell, listing the cells and keeping the correction; a fresh one imports', async () => {
    const before = await sheet()
    const item = before.Items[0] as Sheet['Items'][number]
    const [a, b] = before.Rows as [Sheet['Rows'][number], Sheet['Rows'][number]]
    const version = (r: Sheet['Rows'][number]) => r.Grades[String(item.Id)]?.Version ?? 0
    const v1 = await save(item.Id, a.StudentId, 40, version(a))
    const old = (await get(`/api/Grades/GradeEntry/Template?sectionId=${sectionId}`)).rawPayload
    await save(item.Id, a.StudentId, 42, v1) // someone corrects the grade after the download
    const stale = await filled(old, item.Id, { [b.StudentNo]: 33 })

    const preview = await upload(stale, false, 'en')
    expect(preview.statusCode).toBe(200)
    expect(preview.json().responseData).toMatchObject({ ErrorCount: 0, Stored: false, Changed: 0 })
    expect(preview.json().responseData.Stale).toEqual([
      { Row: expect.any(Number), StudentNo: a.StudentNo, Exam: item.ExamName, Yours: '40', Current: '42' },
    ])

    const refused = await upload(stale, true)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('1 not başka biri tarafından değiştirilmiş')
    expect(refused.json().responseData).toMatchObject({
      Stored: false,
      Changed: 0,
      Stale: [{ StudentNo: a.StudentNo, Exam: item.ExamName, Yours: '40', Current: '42' }],
    })
    const after = await sheet()
    const score = (s: Sheet, no: string) =>
      s.Rows.find((r) => r.StudentNo === no)?.Grades[String(item.Id)]?.Score
    expect(score(after, a.StudentNo)).toBe(42)
    expect(score(after, b.StudentNo)).toBe(score(before, b.StudentNo) ?? undefined) // nothing of the file stored

    const fresh = (await get(`/api/Grades/GradeEntry/Template?sectionId=${sectionId}`)).rawPayload
    const ok = await upload(await filled(fresh, item.Id, { [b.StudentNo]: 33 }), true, 'en')
    expect(ok.statusCode).toBe(200)
    expect(ok.json().responseData).toMatchObject({ ErrorCount: 0, Stale: [], Stored: true, Changed: 1 })
    const last = await sheet()
    expect(score(last, a.StudentNo)).toBe(42)
    expect(score(last, b.StudentNo)).toBe(33)
  })

  it('answers a 300 KB spreadsheet inflating to 300 MB with a fast 413, without inflating it', async () => {
    for (const bomb of [await xlsxBomb(300), await xlsxBomb(300, 4096)]) {
      expect(bomb.length).toBeLessThan(400 * 1024)
      const rss = process.memoryUsage().rss
      const t = performance.now()
      const res = await upload(bomb, true)
      expect(performance.now() - t).toBeLessThan(2000)
      expect(process.memoryUsage().rss - rss).toBeLessThan(150 * 1024 * 1024)
      expect(res.statusCode).toBe(413)
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('20 MB') })
    }
  })
})
