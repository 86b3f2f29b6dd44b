/**
 * Grade book copy, grade requests and the department approval of a finalisation (issue 6; spec §3 "Exam
 * book", "grade request", §4 "finalise and approve"): copying only to the caller's sections of the same
 * course with a preview of what is overwritten; the seeded requests processed only by the section's staff
 * and only within the approval end date; the head of department approving a finalised section (instructor,
 * other roles and another department's head refused), an approved finalisation sent back only by the head.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { roleAssignments, sectionInstructors, sections, staffMembers, units } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'

const now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
let instructor: string
let headAsInstructor: string
let head: string
let otherHead: string
let registrar: string
let student: string
type Section = { SectionId: number; CourseCode: string; SectionName: string; State: string; TermId: number }
let mine: Section[]

const get = (url: string, token: string, lang = 'tr') =>
  fx.call('GET', url, token, undefined, { 'accept-language': lang })
const post = (url: string, token: string, body: object, lang = 'tr') =>
  fx.call('POST', url, token, body, { 'accept-language': lang })
const audits = (entity: string, entityId: number | string, action: string) =>
  fx.testDb.handle.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)),
    )
const sectionOf = (code: string, name: string, termId = 6) =>
  mine.find((s) => s.CourseCode === code && s.SectionName === name && s.TermId === termId) as Section

beforeAll(async () => {
  fx = await createIdentityFixture(60, () => now)
  const db = fx.testDb.handle.db
  // Another department's head: the committee chair (MUH-MAK) gets role 11 in their own unit.
  const [chair] = await db
    .select({ id: staffMembers.id, unitId: staffMembers.unitId })
    .from(staffMembers)
    .where(eq(staffMembers.registryNo, 'P10009'))
  const [mak] = await db.select({ id: units.id }).from(units).where(eq(units.code, 'MUH-MAK'))
  await db
    .insert(roleAssignments)
    .values({ staffMemberId: chair?.id ?? 0, roleId: 11, unitIds: [mak?.id ?? 0] })
  instructor = (await fx.signIn('instructor-advisor')).token
  headAsInstructor = (await fx.signIn('head-of-department', { activeRoleId: 2 })).token
  head = (await fx.signIn('head-of-department', { activeRoleId: 11 })).token
  otherHead = (await fx.signIn('committee-chair', { activeRoleId: 11 })).token
  registrar = (await fx.signIn('registrar')).token
  student = (await fx.signIn('student-double')).token
  mine = (await get('/api/Grades/Sections/List', instructor)).json().responseData
})
afterAll(async () => {
  await fx?.close()
})

describe(`grade book copy on ${testEngine}`, () => {
  it('previews what the copy overwrites in the instructor’s other section of the course, then copies it', async () => {
    const source = sectionOf('BIL101', '1')
    const target = sectionOf('BIL101', '2')
    expect(source).toBeDefined()
    expect(target).toMatchObject({ State: 'none' })
    const candidates = (
      await post('/api/Grades/GradeBook/CopyPreview', instructor, {
        SourceSectionId: source.SectionId,
        TargetSectionIds: [],
      })
    ).json().responseData
    expect(candidates.Candidates).toEqual([{ SectionId: target.SectionId, SectionName: '2' }])
    const preview = (
      await post('/api/Grades/GradeBook/CopyPreview', instructor, {
        SourceSectionId: source.SectionId,
        TargetSectionIds: [target.SectionId],
      })
    ).json().responseData
    expect(preview.Source.map((i: { ExamName: string }) => i.ExamName)).toEqual(['Vize', 'Final'])
    expect(preview.Targets).toEqual([
      {
        SectionId: target.SectionId,
        SectionName: '2',
        Overwritten: [
          { CategoryName: 'Ödev', ExamName: 'Ödev 1', Weight: 20 },
          { CategoryName: 'Final', ExamName: 'Final', Weight: 50 },
        ],
        Blocked: null,
      },
    ])
    const copied = await post(
      '/api/Grades/GradeBook/Copy',
      instructor,
      { SourceSectionId: source.SectionId, TargetSectionIds: [target.SectionId] },
      'en',
    )
    expect(copied.statusCode).toBe(200)
    expect(copied.json().message).toBe('The grade book definitions were copied.')
    const book = (await get(`/api/Grades/GradeBook/Get?sectionId=${target.SectionId}`, instructor)).json()
      .responseData
    expect(book.WeightTotal).toBe(100)
    expect(book.Items.map((i: { ExamName: string }) => i.ExamName)).toEqual(['Vize', 'Final'])
    const [audit] = await audits('grade_book', target.SectionId, 'copy')
    expect(audit?.before).toHaveLength(2)
  })

  it('refuses a section of another course (422) and another instructor’s section of the same course (403)', async () => {
    const source = sectionOf('BIL101', '1')
    const otherCourse = sectionOf('BIL303', '1')
    const res = await post(
      '/api/Grades/GradeBook/Copy',
      instructor,
      { SourceSectionId: source.SectionId, TargetSectionIds: [otherCourse.SectionId] },
      'en',
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(
      'Definitions can be copied only to sections of the same course in the same term.',
    )
    // A third section of BIL101 taught by the head of department, not by the demo instructor.
    const db = fx.testDb.handle.db
    const [src] = await db.select().from(sections).where(eq(sections.id, source.SectionId))
    const [foreign] = await db
      .insert(sections)
      .values({ courseId: src?.courseId ?? 0, termId: 6, name: '9', quota: 30, capacity: 30 })
      .returning({ id: sections.id })
    const [p2] = await db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.registryNo, 'P10002'))
    await db.insert(sectionInstructors).values({ sectionId: foreign?.id ?? 0, staffMemberId: p2?.id ?? 0 })
    const body = { SourceSectionId: source.SectionId, TargetSectionIds: [foreign?.id] }
    const preview = await post('/api/Grades/GradeBook/CopyPreview', instructor, body)
    expect(preview.statusCode).toBe(403)
    const copy = await post('/api/Grades/GradeBook/Copy', instructor, body, 'en')
    expect(copy.statusCode).toBe(403)
    expect(copy.json().message).toBe('You are not authorised to work on this section.')
    const candidates = (
      await post('/api/Grades/GradeBook/CopyPreview', instructor, {
        SourceSectionId: source.SectionId,
        TargetSectionIds: [],
      })
    ).json().responseData.Candidates
    expect(candidates.map((c: { SectionName: string }) => c.SectionName)).toEqual(['2'])
    expect((await audits('grade_book', foreign?.id ?? 0, 'copy')).length).toBe(0)
    // Students never copy.
    expect((await post('/api/Grades/GradeBook/CopyPreview', student, body)).statusCode).toBe(403)
  })
})

describe(`grade requests on ${testEngine}`, () => {
  type Req = {
    Id: number
    Status: string
    ApprovalEndDate: string
    SectionId: number
    RequesterName: string
    CourseCode: string
  }
  let requests: Req[]

  it('lists the seeded requests of the instructor’s sections: pending, approved, rejected and expired', async () => {
    const res = await get('/api/Grades/Requests/List', instructor)
    expect(res.statusCode).toBe(200)
    requests = res.json().responseData
    expect(requests.map((r) => r.Status).sort()).toEqual([
      'approved',
      'pending',
      'pending',
      'pending',
      'pending',
      'rejected',
    ])
    expect(requests.filter((r) => r.Status === 'pending' && r.ApprovalEndDate < '2026-11-21')).toHaveLength(1)
    expect(requests.every((r) => r.RequesterName && !r.RequesterName.startsWith('Ayşe Yılmaz'))).toBe(true)
    // The head of department as an instructor teaches none of these sections; students are refused.
    expect((await get('/api/Grades/Requests/List', headAsInstructor)).json().responseData).toEqual([])
    expect((await get('/api/Grades/Requests/List', student)).statusCode).toBe(403)
  })

  it('rejects a pending request with a reason once, audited; refuses an expired one and another instructor', async () => {
    const pending = requests.find((r) => r.Status === 'pending' && r.ApprovalEndDate >= '2026-11-21') as Req
    const foreign = await post('/api/Grades/Requests/Process', headAsInstructor, {
      Id: pending.Id,
      Approve: false,
      Answer: 'Kağıt incelendi.',
    })
    expect(foreign.statusCode).toBe(403)
    const short = await post('/api/Grades/Requests/Process', instructor, {
      Id: pending.Id,
      Approve: false,
      Answer: 'no',
    })
    expect(short.statusCode).toBe(400)
    const ok = await post(
      '/api/Grades/Requests/Process',
      instructor,
      { Id: pending.Id, Approve: false, Answer: 'Sınav kağıdı yeniden incelendi; hata bulunmadı.' },
      'en',
    )
    expect(ok.statusCode).toBe(200)
    expect(ok.json().message).toBe('The request was processed.')
    const again = await post('/api/Grades/Requests/Process', instructor, {
      Id: pending.Id,
      Approve: true,
      Answer: 'Onaylandı.',
    })
    expect(again.statusCode).toBe(409)
    const after = (await get('/api/Grades/Requests/List', instructor)).json().responseData as (Req & {
      ProcessorName: string
      Answer: string
    })[]
    expect(after.find((r) => r.Id === pending.Id)).toMatchObject({
      Status: 'rejected',
      ProcessorName: 'Zeynep Çelik',
      Answer: 'Sınav kağıdı yeniden incelendi; hata bulunmadı.',
    })
    const [audit] = await audits('grade_request', pending.Id, 'reject')
    expect(audit?.reason).toBe('Sınav kağıdı yeniden incelendi; hata bulunmadı.')
    // The student is told once (issue 39), with the course and a link to the grades page.
    const told = await fx.testDb.handle.db.execute<{
      kind: string
      params: Record<string, string>
      link: string
    }>(
      sql`select kind, params, link from notifications where event_key = ${`grade.request.decided:${pending.Id}`}`,
    )
    const rows = (
      told as unknown as { rows: { kind: string; params: Record<string, string>; link: string }[] }
    ).rows
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'grade.request.decided', link: 'ogrenci/notlarim' })
    expect(rows[0]?.params).toMatchObject({ variant: 'rejected', course: pending.CourseCode })
    const expired = requests.find((r) => r.Status === 'pending' && r.ApprovalEndDate < '2026-11-21') as Req
    const late = await post(
      '/api/Grades/Requests/Process',
      instructor,
      { Id: expired.Id, Approve: true, Answer: 'Geç de olsa onaylandı.' },
      'en',
    )
    expect(late.statusCode).toBe(422)
    expect(late.json().message).toBe('The request’s approval end date has passed; it cannot be processed.')
  })

  it('pages the queue oldest first with counts per filter, search and dates (issue 36 shared request queue)', async () => {
    const queue = (query: string, token = instructor) => get(`/api/Grades/Requests/Queue?${query}`, token)
    const pending = (await queue('Status=pending')).json().responseData
    // After the rejection above: 2 still decidable, 1 past its end date, 1 approved, 2 rejected.
    expect(pending.Counts).toEqual({ pending: 2, expired: 1, approved: 1, rejected: 2, all: 6 })
    expect(pending.total).toBe(2)
    expect(pending.items.every((r: Req) => r.Status === 'pending' && r.ApprovalEndDate >= '2026-11-21')).toBe(
      true,
    )
    const expired = (await queue('Status=expired')).json().responseData
    expect(expired.items).toHaveLength(1)
    expect(expired.items[0].ApprovalEndDate < '2026-11-21').toBe(true)
    const all = (await queue('Status=all&pageSize=4')).json().responseData
    expect(all).toMatchObject({ total: 6, page: 1, pageSize: 4 })
    const second = (await queue('Status=all&pageSize=4&page=2')).json().responseData
    const dates = [...all.items, ...second.items].map((r: { RequestDate: string }) => r.RequestDate)
    expect(dates).toHaveLength(6)
    expect([...dates].sort()).toEqual(dates)
    // The public shape of the List call, the same rows.
    const listed = (await get('/api/Grades/Requests/List', instructor)).json().responseData as Req[]
    const first = all.items[0] as Req
    expect(first).toEqual(listed.find((r) => r.Id === first.Id))
    // Search: by student number (prefix) and by course code.
    const one = pending.items[0] as Req & { StudentNo: string }
    const byNo = (await queue(`Status=all&Search=${one.StudentNo}`)).json().responseData
    expect(byNo.items.map((r: Req) => r.Id)).toContain(one.Id)
    expect(byNo.items.every((r: { StudentNo: string }) => r.StudentNo === one.StudentNo)).toBe(true)
    const byCourse = (await queue(`Status=all&Search=${one.CourseCode.toLowerCase()}`)).json().responseData
    expect(byCourse.items.every((r: Req) => r.CourseCode === one.CourseCode)).toBe(true)
    expect(byCourse.items.map((r: Req) => r.Id)).toContain(one.Id)
    // Requested days: none was requested after today.
    expect((await queue('Status=all&From=2026-11-22')).json().responseData.total).toBe(0)
    expect((await queue('Status=all&To=2026-11-21')).json().responseData.total).toBe(6)
    expect((await queue('Status=maybe')).statusCode).toBe(400)
    expect((await queue('Status=all', student)).statusCode).toBe(403)
    expect((await queue('Status=all', headAsInstructor)).json().responseData.total).toBe(0)
  })

  it('a 409 carries the request as it is now; a bulk decision is all or none, audited and told (issue 36)', async () => {
    const queue = async (query: string) =>
      (await get(`/api/Grades/Requests/Queue?${query}`, instructor)).json().responseData
    const [a, b] = (await queue('Status=pending')).items as Req[]
    const decided = (await queue('Status=rejected')).items[0] as Req
    const again = await post('/api/Grades/Requests/Process', instructor, {
      Id: decided.Id,
      Approve: true,
      Answer: 'Yeniden incelendi.',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Talep zaten işlenmiş.')
    expect(again.json().responseData).toEqual([decided])
    // One decided among the chosen: nothing changes, the answer names it.
    const mixed = await post('/api/Grades/Requests/ProcessMany', instructor, {
      Ids: [(a as Req).Id, decided.Id],
      Approve: false,
      Answer: 'Toplu inceleme yapıldı.',
    })
    expect(mixed.statusCode).toBe(409)
    expect(mixed.json().responseData.map((r: Req) => r.Id)).toEqual([decided.Id])
    expect((await queue('Status=pending')).total).toBe(2)
    // One past its end date: 422, nothing changes.
    const expired = (await queue('Status=expired')).items[0] as Req
    const late = await post('/api/Grades/Requests/ProcessMany', instructor, {
      Ids: [(a as Req).Id, expired.Id],
      Approve: true,
      Answer: 'Toplu olarak onaylandı.',
    })
    expect(late.statusCode).toBe(422)
    expect((await queue('Status=pending')).total).toBe(2)
    // Another instructor's requests: 403.
    const foreign = await post('/api/Grades/Requests/ProcessMany', headAsInstructor, {
      Ids: [(a as Req).Id],
      Approve: true,
      Answer: 'Toplu olarak onaylandı.',
    })
    expect(foreign.statusCode).toBe(403)
    const both = await post(
      '/api/Grades/Requests/ProcessMany',
      instructor,
      { Ids: [(a as Req).Id, (b as Req).Id], Approve: true, Answer: 'Toplu olarak onaylandı.' },
      'en',
    )
    expect(both.statusCode, both.body).toBe(200)
    expect(both.json()).toMatchObject({ responseData: 2, message: 'The request was processed.' })
    const now = await queue('Status=all')
    expect(now.Counts).toMatchObject({ pending: 0, approved: 3, rejected: 2 })
    for (const id of [(a as Req).Id, (b as Req).Id]) {
      const [audit] = await audits('grade_request', id, 'approve')
      expect(audit?.reason).toBe('Toplu olarak onaylandı.')
      const told = await fx.testDb.handle.db.execute(
        sql`select kind from notifications where event_key = ${`grade.request.decided:${id}`}`,
      )
      expect((told as unknown as { rows: unknown[] }).rows).toHaveLength(1)
    }
  })
})

describe(`department approval of a finalisation on ${testEngine}`, () => {
  type Row = Section & {
    Version: number
    WeightTotal: number
    Instructors: string[]
    FinalizedByName: string | null
    ApprovedAt: string | null
    ApprovedByName: string | null
  }
  const listOf = async (token: string, termId?: number) =>
    (await get(`/api/Grades/Approval/List${termId ? `?termId=${termId}` : ''}`, token)).json()
      .responseData as {
      TermId: number
      Terms: { TermId: number; IsActive: boolean }[]
      Sections: Row[]
    }

  it('lists the department’s sections of the active term with state and weights total; other roles refused', async () => {
    const list = await listOf(head)
    expect(list.TermId).toBe(6)
    expect(list.Terms.find((t) => t.IsActive)?.TermId).toBe(6)
    const b101 = list.Sections.find((s) => s.CourseCode === 'BIL101' && s.SectionName === '1')
    expect(b101).toMatchObject({ State: 'partial', WeightTotal: 100, Instructors: ['Zeynep Çelik'] })
    const open = list.Sections.find((s) => s.CourseCode === 'BIL353')
    expect(open).toMatchObject({ State: 'none', WeightTotal: 0 })
    expect(list.Sections.every((s) => s.TermId === 6)).toBe(true)
    // Another department's head sees their own sections, none of ours.
    const other = await listOf(otherHead)
    expect(other.Sections.some((s) => s.CourseCode.startsWith('BIL'))).toBe(false)
    for (const token of [instructor, headAsInstructor, registrar, student]) {
      expect((await get('/api/Grades/Approval/List', token)).statusCode).toBe(403)
    }
  })

  it('approves a finalised section once (audited); refuses instructors, another department, unfinalised and stale', async () => {
    const last = await listOf(head, 4)
    const target = last.Sections.find((s) => s.CourseCode === 'BIL102') as Row
    expect(target).toMatchObject({ State: 'finalized', FinalizedByName: 'Zeynep Çelik', ApprovedAt: null })
    const body = { SectionId: target.SectionId, Version: target.Version }
    expect((await post('/api/Grades/Approval/Approve', instructor, body)).statusCode).toBe(403)
    expect((await post('/api/Grades/Approval/Approve', headAsInstructor, body)).statusCode).toBe(403)
    expect((await post('/api/Grades/Approval/Approve', registrar, body)).statusCode).toBe(403)
    const foreign = await post('/api/Grades/Approval/Approve', otherHead, body, 'en')
    // Outside the caller's units: 404, as for a stranger's record (issue 33 §2, the platform's unit scope).
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('No record found.')
    const stale = await post('/api/Grades/Approval/Approve', head, { ...body, Version: target.Version + 5 })
    expect(stale.statusCode).toBe(409)
    const partial = sectionOf('BIL303', '1')
    const notFinal = await post(
      '/api/Grades/Approval/Approve',
      head,
      { SectionId: partial.SectionId, Version: 0 },
      'en',
    )
    expect(notFinal.statusCode).toBe(422)
    expect(notFinal.json().message).toBe('Only finalised sections can be approved.')
    const ok = await post('/api/Grades/Approval/Approve', head, body, 'en')
    expect(ok.statusCode).toBe(200)
    expect(ok.json().message).toBe('The finalisation was approved by the department.')
    expect(ok.json().responseData).toBe(target.Version + 1)
    const twice = await post('/api/Grades/Approval/Approve', head, { ...body, Version: target.Version + 1 })
    expect(twice.statusCode).toBe(409)
    const after = (await listOf(head, 4)).Sections.find((s) => s.SectionId === target.SectionId)
    expect(after).toMatchObject({ ApprovedByName: 'Mustafa Kılıç', ApprovedAt: expect.any(String) })
    // The instructor's grade sheet tells the approval too.
    const sheet = await fx.call('GET', `/api/Grades/GradeEntry/Sheet?sectionId=${target.SectionId}`, head)
    expect(sheet.json().responseData.ApprovedAt).toBe(after?.ApprovedAt)
    const rows = await audits('section_grading', target.SectionId, 'approve')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.after).toMatchObject({ state: 'finalized', approvedAt: expect.any(String) })
  })

  it('an approved finalisation is sent back only by the head of department, with a reason; entry reopens', async () => {
    const target = (await listOf(head, 4)).Sections.find((s) => s.CourseCode === 'BIL102') as Row
    const reason = { SectionId: target.SectionId, Reason: 'Final notlarında okuma hatası var.' }
    const byInstructor = await post('/api/Grades/GradeEntry/Revert', instructor, reason, 'en')
    expect(byInstructor.statusCode).toBe(403)
    expect(byInstructor.json().message).toBe(
      'The head of department approved this finalisation; only the head of department can revert it.',
    )
    // Another department's head: outside the unit scope, 404 (issue 33 §2).
    expect((await post('/api/Grades/GradeEntry/Revert', otherHead, reason)).statusCode).toBe(404)
    expect(
      (await post('/api/Grades/GradeEntry/Revert', head, { SectionId: target.SectionId, Reason: '' }))
        .statusCode,
    ).toBe(400)
    const back = await post('/api/Grades/GradeEntry/Revert', head, reason)
    expect(back.statusCode).toBe(200)
    const after = (await listOf(head, 4)).Sections.find((s) => s.SectionId === target.SectionId)
    expect(after).toMatchObject({
      State: 'partial',
      ApprovedAt: null,
      ApprovedByName: null,
      FinalizedByName: null,
      RevertReason: 'Final notlarında okuma hatası var.',
    })
    const [audit] = await audits('section_grading', target.SectionId, 'revert')
    expect(audit?.reason).toBe('Final notlarında okuma hatası var.')
    expect(audit?.before).toMatchObject({ approvedAt: expect.any(String) })
    // Re-finalised by the instructor, it waits for a new approval.
    const sheet = (await get(`/api/Grades/GradeEntry/Sheet?sectionId=${target.SectionId}`, instructor)).json()
      .responseData
    const fin = await post('/api/Grades/GradeEntry/Finalize', instructor, {
      SectionId: target.SectionId,
      Version: sheet.Version,
    })
    expect(fin.statusCode).toBe(200)
    const again = (await listOf(head, 4)).Sections.find((s) => s.SectionId === target.SectionId)
    expect(again).toMatchObject({ State: 'finalized', ApprovedAt: null, RevertReason: null })
  })
})
