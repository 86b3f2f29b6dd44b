/**
 * Students (issue 22): the search's Turkish matching ("ozturk" finds "Öztürk", "IŞIK" finds "ışık"), unit
 * scoping in the search, the record, the filter units and the export (a faculty's authorised personnel never
 * see another faculty's students), the record's §3 fields, and the streamed XLSX export's rows; the
 * dormitory report (buildings, rooms, filters, paging, scope, export) and the department report (class ×
 * status rows, CGPA bands, pass rates, scope, export).
 */
import type {
  DepartmentReport,
  DormitoryBuilding,
  DormitoryPage,
  StudentPage,
  StudentRecord,
} from '@unacs/contracts'
import { and, eq, ne, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { persons, students, units } from '../../db/schema/index.ts'
import { foldTurkish } from '../../platform/text/turkish-fold.ts'

let fx: IdentityFixture
let registrar: string
let facultyStaff: string
let muhIds: Set<number>
let outsider: { id: number; studentNo: string }

const list = async (query: string, token = registrar, lang = 'tr') => {
  const res = await fx.call('GET', `/api/Students/Search/List?${query}`, token, undefined, {
    'accept-language': lang,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().responseData as StudentPage
}

beforeAll(async () => {
  fx = await createIdentityFixture(120)
  registrar = (await fx.signIn('registrar')).token
  // The multi-role account holds authorised personnel (16) in the Faculty of Engineering only.
  facultyStaff = (await fx.signIn('multi-role', { activeRoleId: 16 })).token
  const db = fx.testDb.handle.db
  const under = await db.execute(
    sql`with recursive sub(id) as (select id from units where code = 'MUH' union select u.id from units u join sub on u.parent_id = sub.id) select s.id, s.student_no from students s where s.programme_id in (select id from sub)`,
  )
  muhIds = new Set((under as unknown as { rows: { id: number }[] }).rows.map((r) => r.id))
  const all = await db
    .select({ id: students.id, studentNo: students.studentNo, personId: students.personId })
    .from(students)
  // People with one studentship only, so a person's other studentship never crosses the scope line.
  const once = (p: number) => all.filter((s) => s.personId === p).length === 1
  const out = all.find((s) => !muhIds.has(s.id) && once(s.personId))
  const [in0, in1] = all.filter((s) => muhIds.has(s.id) && once(s.personId))
  if (!out || !in0 || !in1) throw new Error('seed lacks students inside and outside MUH')
  outsider = out
  // Test set-up: two names with Turkish letters, one inside the faculty and one outside it.
  await db.update(persons).set({ firstName: 'Ayşe', lastName: 'Öztürk' }).where(eq(persons.id, in0.personId))
  await db.update(persons).set({ firstName: 'Işıl', lastName: 'Öztürk' }).where(eq(persons.id, out.personId))
  await db.update(persons).set({ firstName: 'Barış', lastName: 'IŞIK' }).where(eq(persons.id, in1.personId))
})
afterAll(async () => {
  await fx?.close()
})

describe(`students search and record on ${testEngine}`, () => {
  it('folds Turkish letters both ways', () => {
    expect(foldTurkish('ÖZTÜRK')).toBe('ozturk')
    expect(foldTurkish('IŞIK')).toBe(foldTurkish('ışık'))
    expect(foldTurkish('İSTANBUL')).toBe('istanbul')
  })

  it('finds "ozturk" as Öztürk and "ışık" as IŞIK, every word matching', async () => {
    const page = await list('q=ozturk')
    const names = page.items.map((i) => i.FullName)
    expect(names).toEqual(expect.arrayContaining(['Ayşe Öztürk', 'Işıl Öztürk']))
    expect(names.every((n) => n.includes('Öztürk'))).toBe(true)
    expect((await list('q=ışık')).items.map((i) => i.FullName)).toEqual(['Barış IŞIK'])
    expect((await list('q=ISIL%20OZTURK')).items.map((i) => i.FullName)).toEqual(['Işıl Öztürk'])
    expect((await list('q=ozturk%20zzz')).total).toBe(0)
    expect((await list('q=%25')).total).toBe(0)
  })

  it('finds by student number prefix and exact national id, and pages on the server', async () => {
    const byNo = await list(`q=${outsider.studentNo}`)
    expect(byNo.items.map((i) => i.Id)).toEqual([outsider.id])
    const nid = byNo.items[0]?.NationalId ?? ''
    expect((await list(`q=${nid}`)).items.map((i) => i.Id)).toEqual([outsider.id])
    const first = await list('pageSize=7&page=1')
    const second = await list('pageSize=7&page=2')
    expect(first.items).toHaveLength(7)
    expect(first.total).toBeGreaterThanOrEqual(120)
    expect(second.items[0]?.StudentNo.localeCompare(first.items[6]?.StudentNo ?? '')).toBe(1)
    const year = first.items[0]?.EntryYear ?? 0
    const status = first.items[0]?.Status
    const filtered = await list(`entryYear=${year}&classYear=${first.items[0]?.ClassYear}&status=${status}`)
    expect(filtered.total).toBeGreaterThan(0)
    expect(filtered.total).toBeLessThan(first.total)
    expect(filtered.items.every((i) => i.EntryYear === year && i.Status === status)).toBe(true)
  })

  it("scopes a faculty's staff to that faculty in search, record, units and export", async () => {
    const page = await list('q=ozturk', facultyStaff)
    expect(page.items.map((i) => i.FullName)).toContain('Ayşe Öztürk')
    expect(page.items.map((i) => i.FullName)).not.toContain('Işıl Öztürk')
    expect(page.items.every((i) => muhIds.has(i.Id))).toBe(true)
    const all = await list('pageSize=200', facultyStaff)
    expect(all.total).toBe(muhIds.size)
    expect(all.items.every((i) => muhIds.has(i.Id))).toBe(true)
    expect((await list(`q=${outsider.studentNo}`, facultyStaff)).total).toBe(0)
    const rec = await fx.call('GET', `/api/Students/Record/Get?id=${outsider.id}`, facultyStaff)
    expect(rec.statusCode).toBe(404)
    const [other] = await fx.testDb.handle.db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.code, 'FEN'))
    if (other) {
      const outside = await list(`unitId=${other.id}`, facultyStaff)
      expect(outside.total).toBe(0)
    }
    const unitsRes = await fx.call('GET', '/api/Students/Search/Units', facultyStaff)
    const names = (unitsRes.json().responseData as { Name: string }[]).map((u) => u.Name)
    expect(names).toContain('Mühendislik Fakültesi')
    expect(names).not.toContain('Fen Fakültesi')
    const xlsx = await fx.app.inject({
      method: 'GET',
      url: '/api/Students/Report/Export',
      headers: { authorization: `Bearer ${facultyStaff}`, 'accept-language': 'en' },
    })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['x-total-count']).toBe(String(muhIds.size))
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(1).value).toBe('Student No')
    const numbers = new Set<string>()
    ws?.eachRow((row, n) => n > 1 && numbers.add(String(row.getCell(1).value)))
    expect(numbers.size).toBe(muhIds.size)
    expect(numbers.has(outsider.studentNo)).toBe(false)
  })

  it("opens a student's record with the §3 fields and other studentships", async () => {
    const res = await fx.call('GET', `/api/Students/Record/Get?id=${outsider.id}`, registrar, undefined, {
      'accept-language': 'en',
    })
    expect(res.statusCode).toBe(200)
    const r = res.json().responseData as StudentRecord
    expect(r.StudentNo).toBe(outsider.studentNo)
    expect(r.FullName).toBe('Işıl Öztürk')
    expect(r.RegistrationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(r.Studentships.map((s) => s.Id)).toContain(outsider.id)
    expect((await fx.call('GET', '/api/Students/Record/Get?id=99999999', registrar)).statusCode).toBe(404)
    expect((await fx.call('GET', '/api/Students/Record/Get?id=abc', registrar)).statusCode).toBe(400)
  })

  it('opens the record’s tabs: terms with GPA and CGPA, registrations, absences, requests, documents, history (issue 37)', async () => {
    const db = fx.testDb.handle.db
    const [demo] = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.studentNo, '2024101001'))
    if (!demo) throw new Error('demo student missing')
    const get = (path: string, token = registrar) =>
      fx.call('GET', `/api/Students/Record/${path}`, token, undefined, { 'accept-language': 'en' })
    const rec = (await get(`Get?id=${demo.id}`)).json().responseData as StudentRecord
    expect(rec.RegistrationReason).toBe('ÖSYM placement')
    expect(rec.TermCounters).toMatchObject({ UnconditionalLimit: 2, ConditionalLimit: 4, Maximum: 4 })
    expect(rec.StudentRightEndsOn).toBeNull()
    const terms = (await get(`Terms?id=${demo.id}`)).json().responseData as {
      TermName: string
      TermGpa: number | null
      Cgpa: number | null
      Courses: { PassStatus: string; Finalized: boolean }[]
    }[]
    expect(terms.length).toBeGreaterThan(1)
    // Newest first; the CGPA of the newest finalised term is the record's CGPA, the oldest term's its GPA.
    const graded = terms.filter((t) => t.TermGpa !== null)
    expect(graded[0]?.Cgpa).toBe(rec.Cgpa)
    expect(graded.at(-1)?.Cgpa).toBe(graded.at(-1)?.TermGpa)
    expect(terms.flatMap((t) => t.Courses).some((c) => !c.Finalized && c.PassStatus === 'notFinalized')).toBe(
      true,
    )
    const regs = (await get(`Registrations?id=${demo.id}`)).json().responseData as { Courses: string[] }[]
    expect(regs.length).toBeGreaterThan(0)
    expect(regs[0]?.Courses.length).toBeGreaterThan(0)
    expect((await get(`Absences?id=${demo.id}`)).statusCode).toBe(200)
    expect((await get(`Requests?id=${demo.id}`)).statusCode).toBe(200)
    const docs = (await get(`Documents?id=${demo.id}&pageSize=5`)).json().responseData
    expect(docs).toMatchObject({ page: 1, pageSize: 5 })
    // A departed studentship: its departure request and the student-right end date.
    const done = await db.execute(
      sql`select student_id, student_right_ends_on::text as ends from departure_requests where status = 'completed' limit 1`,
    )
    const departed = (done as unknown as { rows: { student_id: number; ends: string }[] }).rows[0]
    if (departed) {
      const d = (await get(`Get?id=${departed.student_id}`)).json().responseData as StudentRecord
      expect(d.StudentRightEndsOn).toBe(departed.ends)
      const reqs = (await get(`Requests?id=${departed.student_id}`)).json().responseData as {
        Kind: string
        Status: string
      }[]
      expect(reqs).toContainEqual(expect.objectContaining({ Kind: 'departure', Status: 'Completed' }))
    }
    const history = (await get(`History?id=${demo.id}&pageSize=1`)).json().responseData
    expect(history.items.length).toBeLessThanOrEqual(1)
    expect(history.total).toBeGreaterThanOrEqual(history.items.length)
    // Scope and input: another faculty's student is 404 on every tab; bad ids and pages 400.
    for (const path of ['Terms', 'Registrations', 'Absences', 'Requests', 'Documents', 'History'])
      expect((await get(`${path}?id=${outsider.id}`, facultyStaff)).statusCode, path).toBe(404)
    expect((await get('Terms?id=abc')).statusCode).toBe(400)
    expect((await get(`History?id=${demo.id}&pageSize=1000`)).statusCode).toBe(400)
  })

  it('refuses students, instructors and anonymous callers, and bad filters', async () => {
    const student = (await fx.signIn('student')).token
    expect((await fx.call('GET', '/api/Students/Search/List', student)).statusCode).toBe(403)
    expect((await fx.call('GET', '/api/Students/Report/Export', student)).statusCode).toBe(403)
    const instructor = (await fx.signIn('instructor-advisor')).token
    expect((await fx.call('GET', '/api/Students/Search/List', instructor)).statusCode).toBe(403)
    expect((await fx.call('GET', '/api/Students/Search/List')).statusCode).toBe(401)
    expect((await fx.call('GET', '/api/Students/Search/List?classYear=99', registrar)).statusCode).toBe(400)
    expect((await fx.call('GET', '/api/Students/Search/List?status=nope', registrar)).statusCode).toBe(400)
  })
})

/** Reads an xlsx response into its sheets' rows (header row included). */
async function sheetsOf(payload: Buffer): Promise<unknown[][][]> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(payload as unknown as ArrayBuffer)
  return wb.worksheets.map((ws) => {
    const rows: unknown[][] = []
    ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    return rows
  })
}

const get = async <T>(url: string, token = registrar, lang = 'tr') => {
  const res = await fx.call('GET', url, token, undefined, { 'accept-language': lang })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().responseData as T
}

describe(`dormitory and department reports on ${testEngine}`, () => {
  it('lists the seeded buildings and residents by building and room, filtered and paged', async () => {
    const buildings = await get<DormitoryBuilding[]>('/api/Students/Dormitory/Buildings')
    expect(buildings).toHaveLength(4)
    expect(buildings.every((b) => b.Rooms === 18 && b.Beds >= 36)).toBe(true)
    const all = await get<DormitoryPage>('/api/Students/Dormitory/List?pageSize=200')
    expect(all.total).toBe(buildings.reduce((n, b) => n + b.Residents, 0))
    expect(all.total).toBeGreaterThan(10)
    const first = all.items[0]
    if (!first) throw new Error('no residents')
    const building = buildings.find((b) => b.Name === first.Building)
    const inBuilding = await get<DormitoryPage>(`/api/Students/Dormitory/List?buildingId=${building?.Id}`)
    expect(inBuilding.total).toBe(building?.Residents)
    const room = await get<DormitoryPage>(
      `/api/Students/Dormitory/List?buildingId=${building?.Id}&room=${first.Room}`,
    )
    expect(room.items.every((r) => r.Room === first.Room && r.Building === first.Building)).toBe(true)
    expect(room.items.map((r) => r.StudentId)).toContain(first.StudentId)
    const paged = await get<DormitoryPage>('/api/Students/Dormitory/List?pageSize=5&page=2')
    expect(paged.items.map((r) => r.StudentId)).toEqual(all.items.slice(5, 10).map((r) => r.StudentId))
    const byNo = await get<DormitoryPage>(`/api/Students/Dormitory/List?q=${first.StudentNo}`)
    expect(byNo.items.map((r) => r.StudentId)).toEqual([first.StudentId])
    expect((await fx.call('GET', '/api/Students/Dormitory/List?buildingId=x', registrar)).statusCode).toBe(
      400,
    )
  })

  it("scopes the dormitory report and its export to the caller's faculty", async () => {
    const mine = await get<DormitoryPage>('/api/Students/Dormitory/List?pageSize=200', facultyStaff)
    const all = await get<DormitoryPage>('/api/Students/Dormitory/List?pageSize=200')
    const inMuh = all.items.filter((r) => muhIds.has(r.StudentId)).map((r) => r.StudentId)
    expect(mine.items.map((r) => r.StudentId).sort()).toEqual(inMuh.sort())
    expect(mine.total).toBeLessThan(all.total)
    const xlsx = await fx.app.inject({
      method: 'GET',
      url: '/api/Students/Dormitory/Export',
      headers: { authorization: `Bearer ${facultyStaff}`, 'accept-language': 'en' },
    })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['x-total-count']).toBe(String(mine.total))
    const [sheet] = await sheetsOf(xlsx.rawPayload)
    expect(sheet?.[0]?.slice(0, 4)).toEqual(['Building', 'Room', 'Floor', 'Student No'])
    const numbers = new Set(mine.items.map((r) => r.StudentNo))
    expect(
      sheet
        ?.slice(1)
        .map((r) => String(r[3]))
        .sort(),
    ).toEqual([...numbers].sort())
    const student = (await fx.signIn('student')).token
    expect((await fx.call('GET', '/api/Students/Dormitory/Export', student)).statusCode).toBe(403)
  })

  it('reports students by class and status, CGPA bands and pass rates within the scope', async () => {
    const uni = await get<DepartmentReport>('/api/Students/Department/Report')
    const muh = await get<DepartmentReport>('/api/Students/Department/Report', facultyStaff, 'en')
    const total = (r: DepartmentReport) => r.Rows.reduce((n, x) => n + x.Total, 0)
    expect(total(muh)).toBe(muhIds.size)
    expect(total(uni)).toBeGreaterThan(total(muh))
    expect(muh.Rows.every((r) => r.Faculty === 'Faculty of Engineering')).toBe(true)
    expect(muh.Rows.every((r) => r.Total === r.Active + r.Frozen + r.Graduated + r.Withdrawn)).toBe(true)
    const active = muh.Rows.reduce((n, x) => n + x.Active, 0)
    expect(muh.Gpa.reduce((n, b) => n + b.Students, 0) + muh.NoGpa).toBe(active)
    expect(uni.Courses.length).toBeGreaterThan(0)
    expect(uni.Courses.every((c) => c.Passed <= c.Graded && c.Rate >= 0 && c.Rate <= 100)).toBe(true)
    const [other] = await fx.testDb.handle.db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.kind, 'faculty'), ne(units.code, 'MUH')))
      .limit(1)
    const outside = await get<DepartmentReport>(
      `/api/Students/Department/Report?unitId=${other?.id}`,
      facultyStaff,
    )
    expect(outside.Rows).toEqual([])
    expect(outside.Courses).toEqual([])
    const year = muh.Rows[0] ? (await list('pageSize=1', facultyStaff)).items[0]?.EntryYear : undefined
    const byYear = await get<DepartmentReport>(
      `/api/Students/Department/Report?entryYear=${year}`,
      facultyStaff,
    )
    expect(total(byYear)).toBeLessThan(total(muh))
    const xlsx = await fx.app.inject({
      method: 'GET',
      url: '/api/Students/Department/Export',
      headers: { authorization: `Bearer ${facultyStaff}`, 'accept-language': 'tr' },
    })
    expect(xlsx.statusCode).toBe(200)
    const [rows, rates] = await sheetsOf(xlsx.rawPayload)
    expect(rows?.[0]?.[1]).toBe('Bölüm')
    expect(rows?.length).toBe(muh.Rows.length + 1)
    expect(rates?.length).toBe(muh.Courses.length + 1)
    expect((await fx.call('GET', '/api/Students/Department/Report?entryYear=1', registrar)).statusCode).toBe(
      400,
    )
  })
})
