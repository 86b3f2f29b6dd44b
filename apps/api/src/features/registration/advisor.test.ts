/**
 * Advisor approval, pre-interview and staff section operations (issue 7 "Advisor", "Sections"; spec §4, §5):
 * state rules (approve / reject / remove approval and return, each audited), the pre-interview limits
 * (over 50, under 2500, a red category), another advisor refused, definitions with versions, section
 * transfer within quota, and the opened courses report with its XLSX.
 */

import { and, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { rows } from './registration.repo.ts'

const BASE = '/api/Registration'
// The new demo student (advised by the demo advisor): her registration this term has not started.
const STUDENT_NO = '2026101901'
let fx: IdentityFixture
let student: string
let advisor: string
let registrar: string
let n = 0
const key = () => `adv-key-${++n}-${Date.now()}`
const post = (url: string, tok: string, body: object, lang = 'tr') =>
  fx.call('POST', `${BASE}${url}`, tok, body, { 'idempotency-key': key(), 'accept-language': lang })
const get = (url: string, tok: string, lang = 'tr') =>
  fx.call('GET', `${BASE}${url}`, tok, undefined, { 'accept-language': lang })

/** A free section of the student's curriculum plus a second (new, unscheduled) section of the same course. */
async function twoSections() {
  const db = fx.testDb.handle.db
  const [a] = await rows<{ id: number }>(
    db,
    sql`select s.id from sections s join courses c on c.id = s.course_id
      join academic_terms t on t.id = s.term_id and t.is_active
      join students st on st.student_no = ${STUDENT_NO} join units p on p.id = st.programme_id
      where c.unit_id = p.parent_id and s.registered_count + s.basket_count < s.quota order by s.id limit 1`,
  )
  if (!a) throw new Error('no free curriculum section')
  const [b] = await rows<{ id: number }>(
    db,
    sql`insert into sections (course_id, term_id, name, quota, capacity, lesson_time)
      select course_id, term_id, '99', 30, 30, null from sections where id = ${a.id} returning id`,
  )
  if (!b) throw new Error('section not created')
  return { a: a.id, b: b.id }
}

const seats = async (id: number) =>
  (
    await rows<{ r: number; b: number }>(
      fx.testDb.handle.db,
      sql`select registered_count as r, basket_count as b from sections where id = ${id}`,
    )
  )[0]

/** Whether the student is on the instructor's class list (the grades feature's course results) of a section. */
const onRoster = async (sectionId: number) =>
  (
    await rows<{ n: number }>(
      fx.testDb.handle.db,
      sql`select count(*)::int as n from course_results r join students st on st.id = r.student_id
        where r.section_id = ${sectionId} and st.student_no = ${STUDENT_NO}`,
    )
  )[0]?.n === 1

const versionOf = async () =>
  (await get(`/Advisor/Student?studentNo=${STUDENT_NO}`, advisor)).json().responseData.Basket.Version

const note = (len: number) => 'ö'.repeat(len)

beforeAll(async () => {
  fx = await createIdentityFixture(50)
  student = (await fx.signIn('student-new')).token
  advisor = (await fx.signIn('instructor-advisor', { activeRoleId: 3 })).token
  registrar = (await fx.signIn('registrar', { activeRoleId: 4 })).token
})
afterAll(async () => {
  await fx?.close()
})

describe(`advisor approval on ${testEngine}`, () => {
  let sectionA: number
  let sectionB: number

  it('shows the submitted basket among the advisees and refuses another advisor and students', async () => {
    const s = await twoSections()
    sectionA = s.a
    sectionB = s.b
    expect((await post('/Basket/Add', student, { SectionId: sectionA })).statusCode).toBe(200)
    expect((await post('/Basket/Submit', student, {})).statusCode).toBe(200)
    const list = (await get('/Advisor/Students?status=submitted', advisor)).json().responseData
    expect(list.items.map((i: { StudentNo: string }) => i.StudentNo)).toContain(STUDENT_NO)
    const detail = (await get(`/Advisor/Student?studentNo=${STUDENT_NO}`, advisor)).json().responseData
    expect(detail.Basket.Status).toBe('submitted')
    expect(detail.Curriculum.Courses.length).toBeGreaterThan(0)
    const other = (await fx.signIn('head-of-department', { activeRoleId: 3 })).token
    expect((await get(`/Advisor/Student?studentNo=${STUDENT_NO}`, other)).statusCode).toBe(403)
    expect(
      (await post('/Advisor/Approve', other, { StudentNo: STUDENT_NO, Version: detail.Basket.Version }))
        .statusCode,
    ).toBe(403)
    expect((await get(`/PreInterview/Get?studentNo=${STUDENT_NO}`, other)).statusCode).toBe(403)
    expect((await get('/Advisor/Students', student)).statusCode).toBe(403)
    const instructorRole = (await fx.signIn('instructor-advisor', { activeRoleId: 2 })).token
    expect((await get('/Advisor/Students', instructorRole)).statusCode).toBe(403)
  })

  it('refuses approval before the pre-interview, then enforces the note limits', async () => {
    const approve = await post('/Advisor/Approve', advisor, {
      StudentNo: STUDENT_NO,
      Version: await versionOf(),
    })
    expect(approve.statusCode).toBe(422)
    const pi = (await get(`/PreInterview/Get?studentNo=${STUDENT_NO}`, advisor)).json().responseData
    const red = pi.Categories.find((c: { Colour: string }) => c.Colour === 'red')
    const green = pi.Categories.find((c: { Colour: string }) => c.Colour === 'green')
    const save = (notes: { CategoryId: number; Note: string }[], lang = 'tr') =>
      post('/PreInterview/Save', advisor, { StudentNo: STUDENT_NO, Notes: notes }, lang)
    const short = await save([{ CategoryId: red.CategoryId, Note: note(50) }], 'en')
    expect(short.statusCode).toBe(422)
    expect(short.json().message).toContain('more than 50 and fewer than 2500')
    expect((await save([{ CategoryId: red.CategoryId, Note: note(2500) }])).statusCode).toBe(422)
    const onlyGreen = await save([{ CategoryId: green.CategoryId, Note: note(60) }], 'en')
    expect(onlyGreen.statusCode).toBe(422)
    expect(onlyGreen.json().message).toBe('At least one red (mandatory) category must be filled.')
    expect((await get(`/PreInterview/Get?studentNo=${STUDENT_NO}`, advisor)).json().responseData.Done).toBe(
      false,
    )
    const okMin = await save([
      { CategoryId: red.CategoryId, Note: `  ${note(51)}  ` },
      { CategoryId: green.CategoryId, Note: note(2499) },
    ])
    expect(okMin.statusCode).toBe(200)
    expect(okMin.json().responseData.Done).toBe(true)
    // Clearing the only red note is refused and changes nothing.
    expect((await save([{ CategoryId: red.CategoryId, Note: '' }])).statusCode).toBe(422)
    expect((await get(`/PreInterview/Get?studentNo=${STUDENT_NO}`, advisor)).json().responseData.Done).toBe(
      true,
    )
  })

  it('approves with the current version only; seats move to registered; audited', async () => {
    const before = await seats(sectionA)
    const stale = await post('/Advisor/Approve', advisor, { StudentNo: STUDENT_NO, Version: 999 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().responseData.Status).toBe('submitted')
    const ok = await post('/Advisor/Approve', advisor, { StudentNo: STUDENT_NO, Version: await versionOf() })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().responseData.Status).toBe('approved')
    expect(await seats(sectionA)).toEqual({ r: (before?.r ?? 0) + 1, b: (before?.b ?? 0) - 1 })
    // The approval puts her on the instructor's class list of the section (issue 24: rosters follow registration).
    expect(await onRoster(sectionA)).toBe(true)
    const mine = (await get('/Basket/Get', student)).json().responseData
    expect(mine).toMatchObject({ Status: 'approved', Editable: false })
    expect(
      (await post('/Advisor/Approve', advisor, { StudentNo: STUDENT_NO, Version: await versionOf() }))
        .statusCode,
    ).toBe(422)
    expect(
      (
        await post('/Advisor/Reject', advisor, {
          StudentNo: STUDENT_NO,
          Version: await versionOf(),
          Reason: 'Ders yükü fazla görünüyor.',
        })
      ).statusCode,
    ).toBe(422)
  })

  it('transfers the student to another section within quota, audited', async () => {
    const opts = (await get(`/SectionTransfer/Student?studentNo=${STUDENT_NO}`, registrar)).json()
      .responseData
    expect(opts.Options[0]).toMatchObject({ SectionId: sectionA, Holding: 'registered' })
    const beforeB = await seats(sectionB)
    const res = await post('/SectionTransfer/Transfer', registrar, {
      StudentNo: STUDENT_NO,
      FromSectionId: sectionA,
      ToSectionId: sectionB,
      Reason: 'Öğrencinin çalışma saatleri nedeniyle.',
    })
    expect(res.statusCode).toBe(200)
    expect(await seats(sectionB)).toEqual({ r: (beforeB?.r ?? 0) + 1, b: beforeB?.b ?? 0 })
    expect([await onRoster(sectionA), await onRoster(sectionB)]).toEqual([false, true])
    await fx.testDb.handle.db.execute(
      sql`update sections set quota = registered_count + basket_count where id = ${sectionA}`,
    )
    const full = await post('/SectionTransfer/Transfer', registrar, {
      StudentNo: STUDENT_NO,
      FromSectionId: sectionB,
      ToSectionId: sectionA,
      Reason: 'Geri aktarma denemesi yapılıyor.',
    })
    expect(full.statusCode).toBe(422)
    expect((await get(`/SectionTransfer/Student?studentNo=${STUDENT_NO}`, advisor)).statusCode).toBe(403)
    const audit = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'registration-section'), eq(auditLog.action, 'transfer')))
    expect(audit).toHaveLength(1)
  })

  it('removes the approval and returns, then rejects a resubmission; the student sees each reason', async () => {
    const returned = await post('/Advisor/ReturnApproval', advisor, {
      StudentNo: STUDENT_NO,
      Version: await versionOf(),
      Reason: 'Zorunlu dersleri de ekleyiniz lütfen.',
    })
    expect(returned.statusCode).toBe(200)
    expect(await seats(sectionB)).toMatchObject({ b: expect.any(Number) })
    expect(await onRoster(sectionB)).toBe(false)
    let mine = (await get('/Basket/Get', student)).json().responseData
    expect(mine).toMatchObject({
      Status: 'returned',
      Editable: true,
      Reason: 'Zorunlu dersleri de ekleyiniz lütfen.',
    })
    expect((await post('/Basket/Submit', student, {})).statusCode).toBe(200)
    const short = await post('/Advisor/Reject', advisor, {
      StudentNo: STUDENT_NO,
      Version: await versionOf(),
      Reason: 'kısa',
    })
    expect(short.statusCode).toBe(400)
    const rejected = await post('/Advisor/Reject', advisor, {
      StudentNo: STUDENT_NO,
      Version: await versionOf(),
      Reason: 'Seçmeli ders seçiminizi gözden geçiriniz.',
    })
    expect(rejected.statusCode).toBe(200)
    mine = (await get('/Basket/Get', student)).json().responseData
    expect(mine).toMatchObject({
      Status: 'rejected',
      Editable: true,
      Reason: 'Seçmeli ders seçiminizi gözden geçiriniz.',
    })
    expect((await post('/Basket/Submit', student, {})).statusCode).toBe(200)
    expect(
      (await post('/Advisor/Approve', advisor, { StudentNo: STUDENT_NO, Version: await versionOf() }))
        .statusCode,
    ).toBe(200)
    expect(await onRoster(sectionB)).toBe(true)
    const actions = (
      await fx.testDb.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'registration'))
    ).map((a) => a.action)
    expect(actions.filter((a) => a === 'approve')).toHaveLength(2)
    expect(actions).toContain('reject')
    expect(actions).toContain('returnApproval')
  })

  it('keeps a graded class list: returning the approval is refused and changes nothing', async () => {
    const db = fx.testDb.handle.db
    const [st] = await rows<{ id: number }>(db, sql`select id from students where student_no = ${STUDENT_NO}`)
    const [item] = await rows<{ id: number }>(
      db,
      sql`insert into grade_book_items (section_id, category_name, exam_name, max_point, weight)
        values (${sectionB}, 'Sınav', 'Ara Sınav', 100, 40) returning id`,
    )
    await db.execute(sql`insert into grades (item_id, student_id, score) values (${item?.id}, ${st?.id}, 70)`)
    const before = await seats(sectionB)
    const version = await versionOf()
    const refused = await post(
      '/Advisor/ReturnApproval',
      advisor,
      { StudentNo: STUDENT_NO, Version: version, Reason: 'Zorunlu dersleri de ekleyiniz lütfen.' },
      'en',
    )
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toContain('already has a grade')
    expect(await onRoster(sectionB)).toBe(true)
    expect(await seats(sectionB)).toEqual(before)
    expect(await versionOf()).toBe(version)
  })

  it('lets authorised staff define categories with versions, and nobody else', async () => {
    const cats = (await get('/PreInterviewDefinition/Categories', registrar)).json().responseData
    expect(cats.filter((c: { Colour: string }) => c.Colour === 'red').length).toBeGreaterThan(0)
    const created = await post('/PreInterviewDefinition/SaveCategory', registrar, {
      NameTr: 'Yabancı Dil',
      NameEn: 'Foreign Language',
      Colour: 'orange',
      SortOrder: 60,
      IsActive: true,
    })
    expect(created.statusCode).toBe(200)
    const c = created.json().responseData
    const body = { ...c, Version: 0, NameEn: 'Foreign Languages' }
    delete body.Id
    expect(
      (await post('/PreInterviewDefinition/SaveCategory', registrar, { ...body, Id: c.Id })).statusCode,
    ).toBe(200)
    const stale = await post('/PreInterviewDefinition/SaveCategory', registrar, { ...body, Id: c.Id })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().responseData.Version).toBe(1)
    const detail = await post('/PreInterviewDefinition/SaveDetail', registrar, {
      CategoryId: c.Id,
      TextTr: 'Hazırlık sınıfı durumu',
      TextEn: 'Preparatory class status',
      SortOrder: 10,
      IsActive: true,
    })
    expect(detail.statusCode).toBe(200)
    expect((await get('/PreInterviewDefinition/Categories', advisor)).statusCode).toBe(403)
    expect((await get('/PreInterviewDefinition/Categories', student)).statusCode).toBe(403)
  })

  it('reports opened courses with filters and as XLSX, within the caller’s units', async () => {
    const page = (await get('/Report/OpenedCourses?pageSize=3&code=BIL', registrar)).json().responseData
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items.every((i: { CourseCode: string }) => i.CourseCode.startsWith('BIL'))).toBe(true)
    const hod = (await fx.signIn('head-of-department', { activeRoleId: 11 })).token
    const units = (await get('/Report/Filters', hod)).json().responseData.Units
    expect(units).toHaveLength(1)
    const xlsx = await fx.call('GET', `${BASE}/Report/OpenedCoursesXlsx?code=BIL`, registrar, undefined, {
      'accept-language': 'en',
    })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toContain('spreadsheetml')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(1).value).toBe('Course Code')
    expect(ws?.rowCount).toBeGreaterThan(1)
    expect((await get('/Report/OpenedCourses', student)).statusCode).toBe(403)
  })
})
