/**
 * Sports scholarship report (issue 21): who may read it (sports office, registrar) and who may not; the
 * filters and paging; the CGPA and absence figures equal what the grades and absences features show the
 * student; the XLSX export holds exactly the filtered rows; athletes are added, edited and deactivated by
 * the sports office only, with audit rows.
 */
import type { AthleteRow, StudentAbsences, StudentGrades } from '@unacs/contracts'
import { and, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { academicTerms, students } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'

let fx: IdentityFixture
const R = '/api/Spor/BursRaporu'
const DEMO = '2024101001'

beforeAll(async () => {
  fx = await createIdentityFixture(80, () => new Date('2026-11-21T09:00:00Z'))
})
afterAll(async () => {
  await fx?.close()
})

const tokenOf = async (key: Parameters<IdentityFixture['signIn']>[0]) => (await fx.signIn(key)).token
const report = async (query: string, token?: string, lang = 'tr') => {
  const res = await fx.call('GET', `${R}/Liste?${query}`, token ?? (await tokenOf('sports')), undefined, {
    'accept-language': lang,
  })
  return res
}
const items = async (query: string) => (await report(query)).json().responseData.items as AthleteRow[]

describe(`sports scholarship report on ${testEngine}`, () => {
  it('is read by the sports office and the registrar, and refused to students and other staff', async () => {
    const office = await report('')
    expect(office.statusCode).toBe(200)
    const data = office.json().responseData
    expect(data.total).toBeGreaterThan(3)
    expect(data.Sports).toContain('Basketbol')
    expect(data.CgpaWarning).toBe(2)
    expect((await report('', await tokenOf('registrar'))).statusCode).toBe(200)
    expect((await report('', await tokenOf('student'))).statusCode).toBe(403)
    expect((await report('', await tokenOf('instructor-advisor'))).statusCode).toBe(403)
    expect((await report('', await tokenOf('finance'))).statusCode).toBe(403)
    expect((await fx.call('GET', `${R}/Liste`)).statusCode).toBe(401)
    expect((await fx.call('GET', `${R}/Export`, await tokenOf('student'))).statusCode).toBe(403)
  })

  it('shows the CGPA and active-term absence standing the grades and absences features show the student', async () => {
    // Put the demo student over the limit in one active-term course, as entered absences would.
    const student = await tokenOf('student-double')
    const [active] = await fx.testDb.handle.db
      .select({ nameTr: academicTerms.nameTr })
      .from(academicTerms)
      .where(eq(academicTerms.isActive, true))
    const before = (await fx.call('GET', '/api/Absences/Student/Summary', student)).json()
      .responseData as StudentAbsences
    const course = before.Courses.find((c) => c.TermName === active?.nameTr)
    expect(course).toBeDefined()
    const [me] = await fx.testDb.handle.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.studentNo, DEMO))
    const need = (course?.LimitHours ?? 0) + 1 - (course?.CountedHours ?? 0)
    // Test set-up only: rows as the absences feature's entry would write them (raw SQL, not its schema).
    for (let i = 0; i < Math.max(need, 0); i++) {
      const day = `2026-10-${String(1 + Math.floor(i / 12)).padStart(2, '0')}`
      await fx.testDb.handle.db.execute(
        sql`insert into absence_entries (section_id, student_id, day, lesson_hour) values (${course?.SectionId}, ${me?.id}, ${day}, ${(i % 12) + 1}) on conflict do nothing`,
      )
    }

    const grades = (await fx.call('GET', '/api/Grades/Student/Grades', student)).json()
      .responseData as StudentGrades
    const absences = (await fx.call('GET', '/api/Absences/Student/Summary', student)).json()
      .responseData as StudentAbsences
    const current = absences.Courses.filter((c) => c.TermName === active?.nameTr)
    const row = (await items('sport=Basketbol&pageSize=200')).find((r) => r.StudentNo === DEMO)
    expect(row).toMatchObject({
      Sport: 'Basketbol',
      ScholarshipRate: 50,
      Cgpa: grades.Cgpa,
      CoursesOverLimit: current.filter((c) => c.Warning === 'over').length,
      WorstAbsencePercent: Math.max(0, ...current.map((c) => c.Percentage)),
      OverLimit: true,
      LowCgpa: grades.Cgpa !== null && grades.Cgpa < 2,
    })
    expect(row?.CoursesOverLimit).toBeGreaterThanOrEqual(1)
    expect(grades.Cgpa).not.toBeNull()
  })

  it('filters by sport, team, rate range, CGPA threshold and absence over the limit, and pages on the server', async () => {
    const all = await items('pageSize=200')
    const basket = await items('sport=Basketbol&pageSize=200')
    expect(basket.length).toBeGreaterThan(0)
    expect(basket.every((r) => r.Sport === 'Basketbol')).toBe(true)
    expect(basket.length).toBe(all.filter((r) => r.Sport === 'Basketbol').length)
    const team = basket[0]?.Team ?? ''
    const inTeam = await items(`team=${encodeURIComponent(team)}&pageSize=200`)
    expect(inTeam.length).toBe(all.filter((r) => r.Team === team).length)
    const mid = await items('minRate=25&maxRate=75&pageSize=200')
    expect(mid.length).toBe(all.filter((r) => r.ScholarshipRate >= 25 && r.ScholarshipRate <= 75).length)
    const low = await items('cgpaBelow=3.5&pageSize=200')
    expect(low.length).toBe(all.filter((r) => r.Cgpa !== null && r.Cgpa < 3.5).length)
    const over = await items('overLimit=true&pageSize=200')
    expect(over.map((r) => r.StudentNo)).toContain(DEMO)
    expect(over.length).toBe(all.filter((r) => r.OverLimit).length)

    const page2 = (await report('pageSize=2&page=2')).json().responseData
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: all.length })
    expect(page2.items.map((r: AthleteRow) => r.Id)).toEqual(all.slice(2, 4).map((r) => r.Id))
  })

  it('refuses bad filters with a localised 400', async () => {
    const tr = await report('minRate=80&maxRate=20')
    expect(tr.statusCode).toBe(400)
    expect(tr.json().message).toContain('burs oranı')
    const en = await report('minRate=80&maxRate=20', undefined, 'en')
    expect(en.statusCode).toBe(400)
    expect(en.json().message).toContain('scholarship rate')
    expect((await report('maxRate=101')).statusCode).toBe(400)
    expect((await report('cgpaBelow=2.555')).statusCode).toBe(400)
    expect((await report('overLimit=maybe')).statusCode).toBe(400)
  })

  it('exports exactly the filtered rows as an xlsx that exceljs opens', async () => {
    const expected = await items('sport=Basketbol&pageSize=200')
    const res = await fx.call('GET', `${R}/Export?sport=Basketbol`, await tokenOf('sports'), undefined, {
      'accept-language': 'en',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(String(res.headers['content-disposition'])).toContain('sports-scholarships-2026-11-21.xlsx')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(1).value).toBe('Student No')
    const numbers: string[] = []
    ws?.eachRow((row, n) => {
      if (n > 1) numbers.push(String(row.getCell(1).value))
    })
    expect(numbers).toEqual(expected.map((r) => r.StudentNo))
    const demo = expected.findIndex((r) => r.StudentNo === DEMO)
    expect(ws?.getRow(demo + 2).getCell(6).value).toBe(50)
    expect(ws?.getRow(demo + 2).getCell(8).value).toBe(expected[demo]?.Cgpa ?? null)
    expect((await fx.call('GET', `${R}/Export?sport=Basketbol`, await tokenOf('registrar'))).statusCode).toBe(
      200,
    )
  })

  it('lets the sports office add, edit and deactivate athletes, audited; nobody else', async () => {
    const office = await tokenOf('sports')
    const body = {
      OgrNo: DEMO,
      Sport: 'Eskrim',
      Team: 'Eskrim Takımı',
      ScholarshipRate: 25,
      Since: '2026-10-01',
    }
    const S = '/api/Spor/Sporcu'
    expect((await fx.call('POST', `${S}/Kaydet`, await tokenOf('registrar'), body)).statusCode).toBe(403)
    expect((await fx.call('POST', `${S}/Kaydet`, await tokenOf('student'), body)).statusCode).toBe(403)
    expect((await fx.call('POST', `${S}/Kaydet`, office, { ...body, OgrNo: '1999999999' })).statusCode).toBe(
      422,
    )
    expect((await fx.call('POST', `${S}/Kaydet`, office, { ...body, ScholarshipRate: 101 })).statusCode).toBe(
      400,
    )
    const created = await fx.call('POST', `${S}/Kaydet`, office, body)
    expect(created.statusCode).toBe(200)
    const id = created.json().responseData as number
    expect((await fx.call('POST', `${S}/Kaydet`, office, body)).statusCode).toBe(409)
    expect(
      (await fx.call('POST', `${S}/Kaydet`, office, { ...body, Id: id, ScholarshipRate: 75 })).statusCode,
    ).toBe(200)
    expect((await items('sport=Eskrim'))[0]).toMatchObject({ Id: id, ScholarshipRate: 75, Active: true })
    expect(
      (await fx.call('POST', `${S}/Pasif`, office, { Id: id, Reason: 'Takımdan ayrıldı' })).statusCode,
    ).toBe(200)
    expect((await fx.call('POST', `${S}/Pasif`, office, { Id: id, Reason: 'Tekrar' })).statusCode).toBe(409)
    expect((await fx.call('POST', `${S}/Pasif`, office, { Id: 2147483647, Reason: 'x' })).statusCode).toBe(
      404,
    )
    expect(await items('sport=Eskrim')).toEqual([])
    expect((await items('sport=Eskrim&activeOnly=false'))[0]).toMatchObject({ Id: id, Active: false })
    const audits = await fx.testDb.handle.db
      .select({ action: auditLog.action, reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'athlete'), eq(auditLog.entityId, String(id))))
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'deactivate', 'update'])
    expect(audits.find((a) => a.action === 'deactivate')?.reason).toBe('Takımdan ayrıldı')
  })
})
