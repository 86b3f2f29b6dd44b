/**
 * Preparatory school (issue 18 "It is done when"): the §5 rules of quarters and sections, level cloning,
 * section creation within classroom capacity, authorisation (only prep administrators; instructors only their
 * sections), section transfer within quota (audited), promotion at the pass-grade boundary and its single
 * application, and the four mixing transitions with both rollbacks and concurrent administrators; the exam
 * book's rules; the Apex and placement exams: template round trip, per-row rejection storing nothing,
 * calculation at the pass-grade boundary, finalisation and transfer (audited).
 */
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from '../../../test/audit-rows.ts'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { students } from '../../db/schema/index.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { prepExamResults } from './prep.exams.schema.ts'
import { dealBalanced } from './prep.mixing.ts'
import { prepEnrolments, prepLevels, prepSections } from './prep.schema.ts'

const B = '/api/Hazirlik'
let fx: IdentityFixture
let admin: string
let teacher: string
let registrar: string
let student: string

beforeAll(async () => {
  fx = await createIdentityFixture(300)
  admin = (await fx.signIn('prep-admin', { activeRoleId: ROLE_IDS.prepAdmin })).token
  teacher = (await fx.signIn('prep-admin', { activeRoleId: ROLE_IDS.instructor })).token
  registrar = (await fx.signIn('registrar')).token
  student = (await fx.signIn('student')).token
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
const msg = (res: { json(): unknown }) => (res.json() as { message: string }).message

const quarter = (over: object = {}) => ({
  Name: '2027 Yaz Okulu',
  Year: 2027,
  Month: 7,
  QuarterNo: 4,
  Type: 'summer',
  Parameter: 'YAZ-2027',
  StartDate: '2027-07-01',
  EndDate: '2027-08-20',
  IsActive: false,
  ...over,
})

describe('quarters (spec §3, §5)', () => {
  it('lists the seeded quarters, one active', async () => {
    const res = await get(admin, '/Ceyrek/List')
    expect(res.statusCode).toBe(200)
    const list = data<{ IsActive: boolean; LevelCount: number; QuarterNo: number }[]>(res)
    expect(list).toHaveLength(4)
    expect(list.filter((q) => q.IsActive)).toHaveLength(1)
    expect(list.find((q) => q.QuarterNo === 1)?.LevelCount).toBe(5)
  })

  it('requires every field and a start before the end, changing nothing', async () => {
    for (const missing of ['Year', 'Month', 'QuarterNo', 'Parameter', 'StartDate', 'EndDate']) {
      const body: Record<string, unknown> = quarter({ Year: 2030 })
      delete body[missing]
      const res = await post(admin, '/Ceyrek/Save', body)
      expect(res.statusCode, missing).toBe(400)
    }
    const res = await post(admin, '/Ceyrek/Save', quarter({ Year: 2030, EndDate: '2027-07-01' }), 'tr')
    expect(res.statusCode).toBe(400)
    expect(msg(res)).toBe('Başlangıç tarihi bitiş tarihinden önce olmalıdır.')
    expect(data<unknown[]>(await get(admin, '/Ceyrek/List'))).toHaveLength(4)
  })

  it('creates a quarter, refuses the same year and number (409), and keeps one active', async () => {
    const res = await post(admin, '/Ceyrek/Save', quarter({ Year: 2031 }))
    expect(res.statusCode).toBe(200)
    const dup = await post(admin, '/Ceyrek/Save', quarter({ Year: 2031 }))
    expect(dup.statusCode).toBe(409)
    expect(msg(dup)).toBe('Quarter 4 of 2031 is already defined.')
    const created = data<{ Id: number; Version: number }>(res)
    const active = await post(
      admin,
      '/Ceyrek/Save',
      quarter({ Year: 2031, Id: created.Id, Version: created.Version, IsActive: true }),
    )
    expect(active.statusCode).toBe(200)
    const list = data<{ Id: number; IsActive: boolean }[]>(await get(admin, '/Ceyrek/List'))
    expect(list.filter((q) => q.IsActive).map((q) => q.Id)).toEqual([created.Id])
    const stale = await post(
      admin,
      '/Ceyrek/Save',
      quarter({ Year: 2031, Id: created.Id, Version: created.Version, IsActive: false }),
    )
    expect(stale.statusCode).toBe(409)
    // Put the seeded first quarter back as the active one.
    const q1 = list.find((q) => q.Id === 1) as unknown as Record<string, unknown>
    const back = await post(admin, '/Ceyrek/Save', {
      Id: 1,
      Version: q1.Version,
      Name: q1.Name,
      Year: q1.Year,
      Month: q1.Month,
      QuarterNo: q1.QuarterNo,
      Type: q1.Type,
      Parameter: q1.Parameter,
      StartDate: q1.StartDate,
      EndDate: q1.EndDate,
      IsActive: true,
    })
    expect(back.statusCode).toBe(200)
    expect(await auditRows(db(), 'prep_quarter', created.Id)).toHaveLength(3)
  })

  it('lets only the prep administrator in', async () => {
    for (const token of [teacher, registrar, student]) {
      expect((await get(token, '/Ceyrek/List')).statusCode).toBe(403)
      expect((await post(token, '/Ceyrek/Save', quarter({ Year: 2040 }))).statusCode).toBe(403)
      expect((await get(token, '/Kur/List?quarterId=1')).statusCode).toBe(403)
      expect(
        (await post(token, '/Sube/Transfer', { EnrolmentId: 1, Version: 1, TargetSectionId: 2 })).statusCode,
      ).toBe(403)
      expect((await post(token, '/KurKaristirma/Start', { LevelId: 6 })).statusCode).toBe(403)
    }
    expect((await get(admin, '/Kur/List?quarterId=99999')).statusCode).toBe(404)
    expect((await get(admin, '/Kur/List?quarterId=abc')).statusCode).toBe(400)
  })
})

describe('levels and cloning', () => {
  it('refuses a next level of another quarter (422) and clones the flagged levels with their chain', async () => {
    const bad = await post(admin, '/Kur/Save', {
      QuarterId: 1,
      Name: 'X1',
      NextLevelId: 6,
      CloneFlag: false,
      IsVisible: true,
      PassGrade: 60,
      CalendarStart: '2026-09-21',
      CalendarEnd: '2026-11-27',
      SortOrder: 9,
    })
    expect(bad.statusCode).toBe(422)
    const cloned = await post(admin, '/Kur/Clone', { SourceQuarterId: 1, TargetQuarterId: 3 })
    expect(cloned.statusCode).toBe(200)
    expect(data(cloned)).toEqual({ Created: 5, Skipped: [] })
    const levels = data<
      { Name: string; NextLevelName: string | null; CalendarStart: string; PassGrade: number }[]
    >(await get(admin, '/Kur/List?quarterId=3'))
    expect(levels.map((l) => `${l.Name}>${l.NextLevelName}`)).toEqual([
      'A1>A2',
      'A2>B1',
      'B1>B2',
      'B2>C1',
      'C1>null',
    ])
    expect(levels[0]?.CalendarStart).toBe('2027-02-15')
    expect(levels[4]?.PassGrade).toBe(70)
    const again = await post(admin, '/Kur/Clone', { SourceQuarterId: 1, TargetQuarterId: 3 })
    expect(data(again)).toEqual({ Created: 0, Skipped: ['A1', 'A2', 'B1', 'B2', 'C1'] })
    expect((await post(admin, '/Kur/Clone', { SourceQuarterId: 4, TargetQuarterId: 3 })).statusCode).toBe(422)
    expect((await post(admin, '/Kur/Clone', { SourceQuarterId: 3, TargetQuarterId: 3 })).statusCode).toBe(422)
  })
})

describe('sections (spec §5, §8)', () => {
  let roomA: number
  let roomB: number
  beforeAll(async () => {
    const a = await post(admin, '/Derslik/Save', { Name: 'T-101', Building: 'Test Blok', Capacity: 13 })
    const b = await post(admin, '/Derslik/Save', { Name: 'T-102', Building: 'Test Blok', Capacity: 12 })
    roomA = data<{ Id: number }>(a).Id
    roomB = data<{ Id: number }>(b).Id
    expect(
      (await post(admin, '/Derslik/Save', { Name: 'T-101', Building: 'Test Blok', Capacity: 5 })).statusCode,
    ).toBe(409)
  })

  it('requires name, total count and total quota (400) and the level in the chosen quarter (422)', async () => {
    const base = {
      QuarterId: 3,
      LevelId: 11,
      Name: 'A1',
      TotalSectionCount: 2,
      TotalQuota: 25,
      ClassroomIds: [roomA, roomB],
      InstructorIds: [],
    }
    for (const missing of ['Name', 'TotalSectionCount', 'TotalQuota', 'ClassroomIds']) {
      const body: Record<string, unknown> = { ...base }
      delete body[missing]
      expect((await post(admin, '/Sube/Create', body)).statusCode, missing).toBe(400)
    }
    const wrong = await post(admin, '/Sube/Create', { ...base, LevelId: 1 })
    expect(wrong.statusCode).toBe(422)
    expect(msg(wrong)).toBe('No quarter level found in the chosen quarter.')
    const tr = await post(admin, '/Sube/Create', { ...base, LevelId: 1 }, 'tr')
    expect(msg(tr)).toBe('Seçilen çeyrekte kur bulunamadı.')
    expect((await post(admin, '/Sube/Create', { ...base, ClassroomIds: [roomA] })).statusCode).toBe(422)
  })

  it('splits the total quota and refuses a classroom smaller than its share', async () => {
    const level = data<{ Id: number; Name: string }[]>(await get(admin, '/Kur/List?quarterId=3')).find(
      (l) => l.Name === 'A1',
    )
    const base = {
      QuarterId: 3,
      LevelId: level?.Id ?? 0,
      Name: 'A1',
      TotalSectionCount: 2,
      ClassroomIds: [roomA, roomB],
      InstructorIds: [] as number[],
    }
    const tooMany = await post(admin, '/Sube/Create', { ...base, TotalQuota: 27 })
    expect(tooMany.statusCode).toBe(422)
    expect(msg(tooMany)).toContain('T-101')
    const teachers = data<{ Id: number }[]>(await get(admin, '/Sube/Instructors'))
    expect(teachers.length).toBeGreaterThan(0)
    const res = await post(admin, '/Sube/Create', {
      ...base,
      TotalQuota: 25,
      InstructorIds: [teachers[0]?.Id],
    })
    expect(res.statusCode).toBe(200)
    const made = data<{ Name: string; Quota: number; ClassroomName: string; Instructors: unknown[] }[]>(res)
    expect(made.map((s) => [s.Name, s.Quota, s.ClassroomName])).toEqual([
      ['A1-01', 13, 'T-101'],
      ['A1-02', 12, 'T-102'],
    ])
    expect(made.every((s) => s.Instructors.length === 1)).toBe(true)
    expect((await post(admin, '/Sube/Create', { ...base, TotalQuota: 25 })).statusCode).toBe(409)
    // A classroom cannot shrink below a section's quota in it.
    const shrink = await post(admin, '/Derslik/Save', {
      Id: roomA,
      Version: 1,
      Name: 'T-101',
      Building: 'Test Blok',
      Capacity: 10,
    })
    expect(shrink.statusCode).toBe(422)
  })

  it('shows an instructor only the class lists of their own sections', async () => {
    const own = await get(teacher, '/Sube/Students?sectionId=1')
    expect(own.statusCode).toBe(200)
    expect((await get(teacher, '/Sube/Students?sectionId=2')).statusCode).toBe(403)
    expect((await get(registrar, '/Sube/Students?sectionId=1')).statusCode).toBe(403)
    expect((await get(admin, '/Sube/Students?sectionId=2')).statusCode).toBe(200)
    expect((await get(admin, '/Sube/Students?sectionId=99999')).statusCode).toBe(404)
  })
})

/** Enrols `scores.length` active non-prep students in quarter 1's level `levelName` with the given scores. */
async function enrolTestStudents(levelName: string, scores: number[], skip: number[]): Promise<number[]> {
  const [level] = await db()
    .select()
    .from(prepLevels)
    .where(and(eq(prepLevels.quarterId, 1), eq(prepLevels.name, levelName)))
  const taken = (await db().select({ id: prepEnrolments.studentId }).from(prepEnrolments)).map((r) => r.id)
  const picked = await db()
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.status, 'active'), notInArray(students.id, [...taken, ...skip, 0])))
    .orderBy(students.id)
    .limit(scores.length)
  const [section] = await db()
    .select()
    .from(prepSections)
    .where(eq(prepSections.levelId, level?.id ?? 0))
    .limit(1)
  const rows = await db()
    .insert(prepEnrolments)
    .values(
      picked.map((s, i) => ({
        studentId: s.id,
        quarterId: 1,
        levelId: level?.id ?? 0,
        sectionId: null,
        entryScore: 50,
        score: scores[i] ?? null,
      })),
    )
    .returning({ id: prepEnrolments.id })
  void section
  return rows.map((r) => r.id)
}

describe('section transfer', () => {
  it('moves a student within the level and quota, audited; refuses full, other-level and stale moves', async () => {
    const extra = await post(admin, '/Sube/Create', {
      QuarterId: 1,
      LevelId: 1,
      Name: 'A1X',
      TotalSectionCount: 1,
      TotalQuota: 12,
      ClassroomIds: [1],
      InstructorIds: [],
    })
    expect(extra.statusCode).toBe(200)
    const sectionsA1 = data<{ Id: number; Quota: number; StudentCount: number; LevelName: string }[]>(
      await get(admin, '/Sube/List?quarterId=1'),
    )
    const [s1, s2] = sectionsA1.filter((s) => s.LevelName === 'A1')
    const other = sectionsA1.find((s) => s.LevelName === 'B1')
    expect(s1 && s2 && other).toBeTruthy()
    if (!s1 || !s2 || !other) return
    // Fill the first A1 section exactly to its quota with test students.
    const free = s1.Quota - s1.StudentCount
    const ids = await enrolTestStudents(
      'A1',
      Array.from({ length: free + 1 }, () => 50),
      [],
    )
    await db()
      .update(prepEnrolments)
      .set({ sectionId: s1.Id })
      .where(inArray(prepEnrolments.id, ids.slice(0, free)))
    await db()
      .update(prepEnrolments)
      .set({ sectionId: s2.Id })
      .where(eq(prepEnrolments.id, ids[free] ?? 0))
    const mover = ids[free] ?? 0
    const full = await post(admin, '/Sube/Transfer', {
      EnrolmentId: mover,
      Version: 1,
      TargetSectionId: s1.Id,
    })
    expect(full.statusCode).toBe(422)
    expect(msg(full)).toContain('is full')
    expect(
      (await post(admin, '/Sube/Transfer', { EnrolmentId: mover, Version: 1, TargetSectionId: other.Id }))
        .statusCode,
    ).toBe(422)
    // Free a seat, then move.
    await db()
      .update(prepEnrolments)
      .set({ sectionId: null })
      .where(eq(prepEnrolments.id, ids[0] ?? 0))
    const moved = await post(admin, '/Sube/Transfer', {
      EnrolmentId: mover,
      Version: 1,
      TargetSectionId: s1.Id,
    })
    expect(moved.statusCode).toBe(200)
    expect(data<{ SectionId: number }>(moved).SectionId).toBe(s1.Id)
    expect(
      (await post(admin, '/Sube/Transfer', { EnrolmentId: mover, Version: 1, TargetSectionId: s2.Id }))
        .statusCode,
    ).toBe(409)
    const audit = await auditRows(db(), 'prep_enrolment', mover)
    expect(audit.map((a) => a.action)).toEqual(['section_transfer'])
    expect(audit[0]?.after).toEqual({ sectionId: s1.Id })
    // Clean up the test students so the promotion tests start from the seeded world plus their own.
    await db().delete(prepEnrolments).where(inArray(prepEnrolments.id, ids))
  })
})

describe('level promotion', () => {
  it('promotes at the pass grade, repeats below it, completes C1; applies once into the next quarter', async () => {
    const a1 = await enrolTestStudents('A1', [60, 59.99, 100], [])
    const c1 = await enrolTestStudents('C1', [70, 69.5], [])
    await db()
      .update(prepEnrolments)
      .set({ score: null })
      .where(eq(prepEnrolments.id, a1[2] ?? 0))
    const res = await get(admin, '/KurAtlatma/Preview?quarterId=1')
    expect(res.statusCode).toBe(200)
    const pv = data<{
      TargetQuarterId: number
      Applied: boolean
      Lines: { EnrolmentId: number; Outcome: string; TargetLevelName: string | null }[]
    }>(res)
    expect(pv.TargetQuarterId).toBe(2)
    expect(pv.Applied).toBe(false)
    const line = (id: number | undefined) => pv.Lines.find((l) => l.EnrolmentId === id)
    expect(line(a1[0])).toMatchObject({ Outcome: 'promoted', TargetLevelName: 'A2' })
    expect(line(a1[1])).toMatchObject({ Outcome: 'repeated', TargetLevelName: 'A1' })
    expect(line(a1[2])).toMatchObject({ Outcome: 'repeated', TargetLevelName: 'A1' })
    expect(line(c1[0])).toMatchObject({ Outcome: 'completed', TargetLevelName: null })
    expect(line(c1[1])).toMatchObject({ Outcome: 'repeated', TargetLevelName: 'C1' })
    // The last quarter has no next one.
    const all = data<{ Id: number; StartDate: string }[]>(await get(admin, '/Ceyrek/List'))
    const last = [...all].sort((a, b) => b.StartDate.localeCompare(a.StartDate))[0]
    const none = await get(admin, `/KurAtlatma/Preview?quarterId=${last?.Id}`)
    expect(none.statusCode).toBe(422)
    expect(msg(none)).toBe('No quarter is defined after this one.')

    const applied = await post(admin, '/KurAtlatma/Apply', { QuarterId: 1 })
    expect(applied.statusCode).toBe(200)
    const after = await db().select().from(prepEnrolments).where(eq(prepEnrolments.quarterId, 2))
    expect(after.length).toBe(pv.Lines.filter((l) => l.Outcome !== 'completed').length)
    expect(after.every((e) => e.sectionId === null)).toBe(true)
    expect((await post(admin, '/KurAtlatma/Apply', { QuarterId: 1 })).statusCode).toBe(409)
    expect(await auditRows(db(), 'prep_quarter', 1)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'promotion' })]),
    )
  })

  it('refuses a quarter whose next quarter lacks a target level, changing nothing', async () => {
    // Quarter 3 was cloned (all five levels) but quarter 4 has none.
    const [lvl] = await db()
      .select()
      .from(prepLevels)
      .where(and(eq(prepLevels.quarterId, 3), eq(prepLevels.name, 'A1')))
    const [s] = await db()
      .select({ id: students.id })
      .from(students)
      .where(eq(students.status, 'active'))
      .limit(1)
    await db()
      .insert(prepEnrolments)
      .values({ studentId: s?.id ?? 0, quarterId: 3, levelId: lvl?.id ?? 0, score: 90 })
    const res = await post(admin, '/KurAtlatma/Apply', { QuarterId: 3 })
    expect(res.statusCode).toBe(422)
    expect(msg(res)).toBe('No level "A2" found in the chosen quarter.')
    expect(await db().select().from(prepEnrolments).where(eq(prepEnrolments.quarterId, 4))).toHaveLength(0)
  })
})

describe('level mixing (spec §4)', () => {
  it('deals students by score in a snake order within quotas', () => {
    const out = dealBalanced(
      [1, 2, 3, 4, 5, 6].map((id) => ({ id, score: 100 - id })),
      [
        { id: 10, quota: 3 },
        { id: 20, quota: 3 },
      ],
    )
    expect([...out]).toEqual([
      [1, 10],
      [2, 20],
      [3, 20],
      [4, 10],
      [5, 10],
      [6, 20],
    ])
    const tight = dealBalanced(
      [1, 2, 3].map((id) => ({ id, score: id })),
      [
        { id: 1, quota: 1 },
        { id: 2, quota: 2 },
      ],
    )
    expect([...tight.values()].filter((v) => v === 1)).toHaveLength(1)
  })

  it('starts, moves, rolls back the improvements, finalises and rolls the finalisation back', async () => {
    const [a2] = await db()
      .select()
      .from(prepLevels)
      .where(and(eq(prepLevels.quarterId, 2), eq(prepLevels.name, 'A2')))
    const levelId = a2?.id ?? 0
    const before = data<{ State: string }>(await get(admin, `/KurKaristirma/Get?levelId=${levelId}`))
    expect(before.State).toBe('none')
    const started = await post(admin, '/KurKaristirma/Start', { LevelId: levelId })
    expect(started.statusCode).toBe(200)
    type Mix = {
      MixingId: number
      Version: number
      State: string
      Sections: { Id: number; Quota: number; StudentCount: number }[]
      Students: { EnrolmentId: number; SectionId: number | null }[]
      Improvements: unknown[]
    }
    let m = data<Mix>(started)
    expect(m.State).toBe('started')
    expect(m.Students.length).toBeGreaterThan(0)
    expect(m.Students.every((s) => s.SectionId !== null)).toBe(true)
    const counts = m.Sections.map((s) => s.StudentCount)
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
    expect((await post(admin, '/KurKaristirma/Start', { LevelId: levelId })).statusCode).toBe(409)
    const initial = new Map(m.Students.map((s) => [s.EnrolmentId, s.SectionId]))

    // "Missing improvement to roll back" before any improvement.
    const none = await post(admin, '/KurKaristirma/RollbackImprovements', {
      MixingId: m.MixingId,
      Version: m.Version,
    })
    expect(none.statusCode).toBe(422)
    expect(msg(none)).toBe('Missing improvement to roll back.')

    const st = m.Students[0]
    const target = m.Sections.find((s) => s.Id !== st?.SectionId)
    const moveBody = {
      MixingId: m.MixingId,
      Version: m.Version,
      EnrolmentId: st?.EnrolmentId,
      TargetSectionId: target?.Id,
    }
    // Two administrators on the same version: one wins, the other gets 409.
    const [r1, r2] = await Promise.all([
      post(admin, '/KurKaristirma/Move', moveBody),
      post(admin, '/KurKaristirma/Move', moveBody),
    ])
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409])
    m = data<Mix>(r1.statusCode === 200 ? r1 : r2)
    expect(m.Improvements).toHaveLength(1)
    expect(m.Students.find((s) => s.EnrolmentId === st?.EnrolmentId)?.SectionId).toBe(target?.Id)

    const rolled = await post(admin, '/KurKaristirma/RollbackImprovements', {
      MixingId: m.MixingId,
      Version: m.Version,
    })
    expect(rolled.statusCode).toBe(200)
    m = data<Mix>(rolled)
    expect(m.Improvements).toHaveLength(0)
    expect(new Map(m.Students.map((s) => [s.EnrolmentId, s.SectionId]))).toEqual(initial)

    const fin = await post(admin, '/KurKaristirma/Finalise', { MixingId: m.MixingId, Version: m.Version })
    expect(fin.statusCode).toBe(200)
    m = data<Mix>(fin)
    expect(m.State).toBe('finalised')
    const blocked = await post(admin, '/KurKaristirma/Move', { ...moveBody, Version: m.Version })
    expect(blocked.statusCode).toBe(422)
    expect(
      (await post(admin, '/KurKaristirma/Finalise', { MixingId: m.MixingId, Version: m.Version })).statusCode,
    ).toBe(422)
    const back = await post(admin, '/KurKaristirma/RollbackFinalisation', {
      MixingId: m.MixingId,
      Version: m.Version,
    })
    expect(back.statusCode).toBe(200)
    expect(data<Mix>(back).State).toBe('started')
    const actions = (await auditRows(db(), 'prep_mixing', m.MixingId)).map((a) => a.action)
    expect(actions).toEqual([
      'start',
      'improvement',
      'rollback_improvements',
      'finalise',
      'rollback_finalisation',
    ])
    // While the mixing is open, section transfers of the level wait.
    const t = await post(admin, '/Sube/Transfer', {
      EnrolmentId: st?.EnrolmentId,
      Version: 1,
      TargetSectionId: target?.Id,
    })
    expect(t.statusCode).toBe(422)
    const unplaced = await db()
      .select()
      .from(prepEnrolments)
      .where(and(eq(prepEnrolments.levelId, levelId), isNull(prepEnrolments.sectionId)))
    expect(unplaced).toHaveLength(0)
  })
})

describe('prep success report', () => {
  it('counts a score at the pass grade as passed, by level, section and instructor', async () => {
    const [a1] = await db()
      .select()
      .from(prepLevels)
      .where(and(eq(prepLevels.quarterId, 3), eq(prepLevels.name, 'A1')))
    const [section] = await db()
      .select()
      .from(prepSections)
      .where(and(eq(prepSections.levelId, a1?.id ?? 0), eq(prepSections.name, 'A1-01')))
    const inQ3 = (
      await db()
        .select({ id: prepEnrolments.studentId })
        .from(prepEnrolments)
        .where(eq(prepEnrolments.quarterId, 3))
    ).map((r) => r.id)
    const picked = await db()
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.status, 'active'), notInArray(students.id, [...inQ3, 0])))
      .limit(3)
    await db()
      .insert(prepEnrolments)
      .values(
        [60, 59.5, null].map((score, i) => ({
          studentId: picked[i]?.id ?? 0,
          quarterId: 3,
          levelId: a1?.id ?? 0,
          sectionId: section?.id ?? null,
          score,
        })),
      )
    const res = await get(admin, '/Rapor/Basari?quarterId=3')
    expect(res.statusCode).toBe(200)
    type Row = { Label: string; Graded: number; Passed: number; PassRate: number; Average: number | null }
    const r = data<{ ByLevel: Row[]; BySection: Row[]; ByInstructor: Row[] }>(res)
    // Level A1: 90 (no section, from the promotion test), 60 and 59.5; the unscored student is not counted.
    expect(r.ByLevel).toEqual([
      expect.objectContaining({ Label: 'A1', Graded: 3, Passed: 2, PassRate: 66.7, Average: 69.83 }),
    ])
    expect(r.BySection).toEqual([
      expect.objectContaining({ Label: 'A1-01', Graded: 2, Passed: 1, PassRate: 50, Average: 59.75 }),
    ])
    expect(r.ByInstructor).toHaveLength(1)
    expect(r.ByInstructor[0]).toMatchObject({ Graded: 2, Passed: 1 })
    const xlsx = await get(admin, '/Rapor/BasariXlsx?quarterId=3')
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    expect((await get(teacher, '/Rapor/Basari?quarterId=3')).statusCode).toBe(403)
    expect((await get(admin, '/Rapor/Basari?quarterId=99999')).statusCode).toBe(404)
  })
})

/** Uploads `bytes` as the exam's results (multipart). */
const uploadResults = (token: string, examId: number, bytes: Buffer, commit = true, lang = 'en') => {
  const boundary = '----prep-exam'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sonuc.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return fx.app.inject({
    method: 'POST',
    url: `${B}/Sinav/Upload?examId=${examId}&commit=${commit}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': lang,
    },
    payload: body,
  })
}

/** The template's rows (header first) as plain values. */
async function templateRows(examId: number): Promise<(string | number | null)[][]> {
  const res = await get(admin, `/Sinav/Template?examId=${examId}`)
  expect(res.statusCode).toBe(200)
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
  const out: (string | number | null)[][] = []
  wb.worksheets[0]?.eachRow((row) => {
    out.push((row.values as (string | number | null)[]).slice(1))
  })
  return out
}

/** An xlsx of `rows`. */
async function sheetOf(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Apex')
  for (const r of rows) ws.addRow(r)
  return Buffer.from(await wb.xlsx.writeBuffer())
}

type Exam = { Id: number; State: string; Version: number; ResultCount: number; PassedCount: number }
const step = (e: Exam) => ({ ExamId: e.Id, Version: e.Version })

describe('prep exam book (spec §3 "Exam book")', () => {
  // A level of the third quarter (made by the section tests above): the seeded levels have their books.
  let levelId = 0
  const item = (over: object = {}) => ({
    LevelId: levelId,
    CategoryName: 'Quiz',
    ExamName: 'Quiz 1',
    MaxPoint: 100,
    Weight: 40,
    SortOrder: 1,
    ExternalUpload: false,
    Locked: false,
    Visible: true,
    InstructorVisible: true,
    VisibleFrom: null,
    EntryFrom: '2026-10-01',
    EntryUntil: '2026-10-10',
    AllowNotTaken: true,
    ...over,
  })

  it('saves exams within a total weight of 100, honours the lock, and audits', async () => {
    const level = data<{ Id: number }[]>(await get(admin, '/Kur/List?quarterId=3'))[0]
    levelId = level?.Id ?? 0
    expect(levelId).toBeGreaterThan(0)
    expect((await post(teacher, '/SinavDefteri/Save', item())).statusCode).toBe(403)
    expect((await post(admin, '/SinavDefteri/Save', { ...item(), ExamName: '' })).statusCode).toBe(400)
    const dates = await post(admin, '/SinavDefteri/Save', item({ EntryFrom: '2026-10-11' }), 'tr')
    expect(dates.statusCode).toBe(422)
    const first = await post(admin, '/SinavDefteri/Save', item())
    expect(first.statusCode).toBe(200)
    const created = data<{ Id: number; Version: number }>(first)
    expect((await post(admin, '/SinavDefteri/Save', item({ ExamName: 'Quiz 1' }))).statusCode).toBe(409)
    const over = await post(admin, '/SinavDefteri/Save', item({ ExamName: 'Final', Weight: 60.01 }))
    expect(over.statusCode).toBe(422)
    expect(msg(over)).toContain('100')
    expect(
      (await post(admin, '/SinavDefteri/Save', item({ ExamName: 'Final', Weight: 60 }))).statusCode,
    ).toBe(200)
    const v0 = created.Version
    const lock = await post(admin, '/SinavDefteri/Save', item({ Id: created.Id, Version: v0, Locked: true }))
    expect(lock.statusCode).toBe(200)
    const stale = await post(admin, '/SinavDefteri/Save', item({ Id: created.Id, Version: v0 }))
    expect(stale.statusCode).toBe(409)
    const locked = await post(
      admin,
      '/SinavDefteri/Save',
      item({ Id: created.Id, Version: v0 + 1, Locked: true, Weight: 10 }),
    )
    expect(locked.statusCode).toBe(422)
    expect((await post(admin, '/SinavDefteri/Delete', { Id: created.Id })).statusCode).toBe(422)
    const unlock = await post(
      admin,
      '/SinavDefteri/Save',
      item({ Id: created.Id, Version: v0 + 1, Weight: 5 }),
    )
    expect(data<{ Locked: boolean; Weight: number }>(unlock)).toMatchObject({ Locked: false, Weight: 40 })
    expect((await post(admin, '/SinavDefteri/Delete', { Id: created.Id })).statusCode).toBe(200)
    const list = data<{ ExamName: string; LevelId: number }[]>(
      await get(admin, `/SinavDefteri/List?levelId=${levelId}`),
    )
    expect(list.map((i) => i.ExamName)).toEqual(['Final'])
    expect(list[0]?.LevelId).toBe(levelId)
    // The book is the grades feature's: its audit entity, and a course section's grade-book calls cannot reach it.
    expect(await auditRows(db(), 'grade_book_item', created.Id)).toHaveLength(4)
    const other = data<{ Id: number; Version: number }[]>(
      await get(admin, `/SinavDefteri/List?levelId=${levelId}`),
    )[0]
    const registrarCall = await fx.call('POST', '/api/Grades/GradeBook/Delete', registrar, {
      Id: other?.Id,
      Version: other?.Version,
    })
    expect(registrarCall.statusCode).toBe(404)
    expect((await post(admin, '/SinavDefteri/Delete', { Id: other?.Id })).statusCode).toBe(200)
    expect((await get(admin, '/SinavDefteri/List?levelId=99999')).statusCode).toBe(404)
  })
})

describe('Apex exams (spec §3, §5)', () => {
  let exam: Exam

  it('requires every field and lets only the prep administrator in', async () => {
    const body = {
      Kind: 'apex',
      Name: 'Test Apex',
      ExamDate: '2026-12-01',
      PassGrade: 60,
      OtherPassGrade: 55,
      QuarterId: null,
      Bands: [],
    }
    expect((await post(teacher, '/Sinav/Save', body)).statusCode).toBe(403)
    expect((await post(registrar, '/Sinav/Save', body)).statusCode).toBe(403)
    expect((await get(teacher, '/Sinav/Template?examId=1')).statusCode).toBe(403)
    expect((await uploadResults(teacher, 1, Buffer.from('x'))).statusCode).toBe(403)
    expect((await post(admin, '/Sinav/Save', { ...body, ExamDate: undefined })).statusCode).toBe(400)
    const missing = await post(admin, '/Sinav/Save', { ...body, OtherPassGrade: null }, 'tr')
    expect(missing.statusCode).toBe(422)
    expect(msg(missing)).toBe('Apex sınavının tüm alanları zorunludur.')
    const res = await post(admin, '/Sinav/Save', body)
    expect(res.statusCode).toBe(200)
    exam = data<Exam>(res)
    expect(exam).toMatchObject({ State: 'open', ResultCount: 0 })
  })

  it('round-trips the template; a file with an empty cell or bad rows is rejected whole', async () => {
    const rows = await templateRows(exam.Id)
    expect(rows[0]).toEqual([
      'Student No',
      'Full Name',
      'Listening',
      'Reading',
      'Writing',
      'Use of English',
      'Apex exemption (Y/N)',
    ])
    const students_ = rows.slice(1)
    expect(students_.length).toBeGreaterThan(4)
    const filled = students_.map((r) => [r[0] ?? null, r[1] ?? null, 70, 70, 70, 70, 'N'])
    const empty = filled.map((r, i) => (i === 2 ? [r[0] ?? null, r[1] ?? null, 70, null, 70, 70, 'N'] : r))
    const res = await uploadResults(admin, exam.Id, await sheetOf([rows[0] ?? [], ...empty]))
    expect(res.statusCode).toBe(200)
    const out = data<{ Errors: { Row: number; Message: string }[]; Stored: boolean }>(res)
    expect(out.Stored).toBe(false)
    expect(out.Errors).toEqual([
      { Row: 4, StudentNo: String(students_[2]?.[0]), Message: 'The cell "Reading" is empty.' },
    ])
    const bad = [
      ...filled.slice(0, 3),
      ['99999999', 'X', 50, 50, 50, 50, 'N'],
      [filled[0]?.[0] ?? null, 'Twice', 50, 50, 50, 50, 'N'],
      [filled[3]?.[0] ?? null, 'Y', 101, 50, 50, 50, 'N'],
      [filled[4]?.[0] ?? null, 'Y', 50, 50, 50, 50, 'maybe'],
    ]
    const report = data<{ Errors: { Row: number }[]; Stored: boolean }>(
      await uploadResults(admin, exam.Id, await sheetOf([rows[0] ?? [], ...bad])),
    )
    expect(report.Stored).toBe(false)
    expect(report.Errors.map((e) => e.Row)).toEqual([5, 6, 7, 8])
    expect(await db().select().from(prepExamResults).where(eq(prepExamResults.examId, exam.Id))).toHaveLength(
      0,
    )
    const good = data<{ Stored: boolean; Rows: number }>(
      await uploadResults(admin, exam.Id, await sheetOf([rows[0] ?? [], ...filled])),
    )
    expect(good).toMatchObject({ Stored: true, Rows: filled.length })
    const again = await templateRows(exam.Id)
    expect(again[1]?.slice(2)).toEqual([70, 70, 70, 70, 'N'])
  })

  it('calculates at the pass-grade boundary, with the other pass grade and the exemption', async () => {
    const rows = (await templateRows(exam.Id)).slice(1)
    const nos = rows.map((r) => String(r[0]))
    const [a, b, c, d] = nos
    const entry = (no: string | undefined, year: number) =>
      db()
        .update(students)
        .set({ entryYear: year })
        .where(eq(students.studentNo, no ?? ''))
    await entry(a, 2026)
    await entry(b, 2026)
    await entry(c, 2025)
    await entry(d, 2026)
    const header = [
      'Student No',
      'Full Name',
      'Listening',
      'Reading',
      'Writing',
      'Use of English',
      'Apex exemption (Y/N)',
    ]
    const scores: Record<string, (string | number)[]> = {
      [a ?? '']: [60, 60, 60, 60, 'N'], // 60.00 = pass grade: passes
      [b ?? '']: [60, 60, 60, 59.96, 'N'], // 59.99: fails
      [c ?? '']: [55, 55, 55, 55, 'N'], // 55 with the other pass grade (second prep year): passes
      [d ?? '']: [10, 10, 10, 10, 'Y'], // exempt: passes
    }
    const sheet = rows.map((r) => [
      r[0] ?? null,
      r[1] ?? null,
      ...(scores[String(r[0])] ?? [20, 20, 20, 20, 'N']),
    ])
    expect(
      data<{ Stored: boolean }>(await uploadResults(admin, exam.Id, await sheetOf([header, ...sheet])))
        .Stored,
    ).toBe(true)
    exam = data<Exam>(
      await get(admin, '/Sinav/List?kind=apex').then((r) => ({
        json: () => ({ responseData: data<Exam[]>(r).find((e) => e.Id === exam.Id) }),
      })),
    )
    expect((await post(admin, '/Sinav/Finalise', step(exam))).statusCode).toBe(422)
    const calc = await post(admin, '/Sinav/Calculate', step(exam))
    expect(calc.statusCode).toBe(200)
    exam = data<Exam>(calc)
    expect(exam).toMatchObject({ State: 'calculated', PassedCount: 3 })
    const page = data<{ Items: { StudentNo: string; Total: number; Passed: boolean }[]; Total: number }>(
      await get(admin, `/Sinav/Results?examId=${exam.Id}&pageSize=200`),
    )
    const byNo = new Map(page.Items.map((i) => [i.StudentNo, i]))
    expect(byNo.get(a ?? '')).toMatchObject({ Total: 60, Passed: true })
    expect(byNo.get(b ?? '')).toMatchObject({ Total: 59.99, Passed: false })
    expect(byNo.get(c ?? '')).toMatchObject({ Total: 55, Passed: true })
    expect(byNo.get(d ?? '')).toMatchObject({ Total: 10, Passed: true })
    expect((await post(admin, '/Sinav/Calculate', step({ ...exam, Version: 1 }))).statusCode).toBe(409)
  })

  it('finalises (results frozen) and transfers the passers out of prep, audited', async () => {
    expect((await post(admin, '/Sinav/Transfer', step(exam))).statusCode).toBe(422)
    const fin = await post(admin, '/Sinav/Finalise', step(exam))
    expect(fin.statusCode).toBe(200)
    exam = data<Exam>(fin)
    const frozen = await uploadResults(admin, exam.Id, await sheetOf([['a'], ['b']]))
    expect(frozen.statusCode).toBe(422)
    expect((await post(admin, '/Sinav/Calculate', step(exam))).statusCode).toBe(422)
    const passers = await db()
      .select({ id: prepExamResults.studentId })
      .from(prepExamResults)
      .where(and(eq(prepExamResults.examId, exam.Id), eq(prepExamResults.passed, true)))
    const tr = await post(admin, '/Sinav/Transfer', step(exam))
    expect(tr.statusCode).toBe(200)
    expect(data<Exam>(tr).State).toBe('transferred')
    const moved = await db()
      .select({ classYear: students.classYear })
      .from(students)
      .where(
        inArray(
          students.id,
          passers.map((p) => p.id),
        ),
      )
    expect(moved.map((m) => m.classYear)).toEqual([1, 1, 1])
    const audit = await auditRows(db(), 'prep_exam', exam.Id)
    expect(audit.map((r) => r.action)).toEqual([
      'create',
      'import',
      'import',
      'calculate',
      'finalise',
      'transfer',
    ])
  })
})

describe('placement (STS) exams', () => {
  it('places each score in its band and enrols the students in the level sections of the quarter', async () => {
    const levels = await db().select().from(prepLevels).where(eq(prepLevels.quarterId, 2))
    const ids = levels.sort((x, y) => x.sortOrder - y.sortOrder).map((l) => l.id)
    const body = {
      Kind: 'placement',
      Name: 'STS test',
      ExamDate: '2026-11-26',
      PassGrade: null,
      OtherPassGrade: null,
      QuarterId: 2,
    }
    const badBands = await post(admin, '/Sinav/Save', { ...body, Bands: [{ LevelId: ids[0], MinScore: 10 }] })
    expect(badBands.statusCode).toBe(422)
    const none = await post(
      admin,
      '/Sinav/Save',
      { ...body, QuarterId: 4, Bands: [{ LevelId: ids[0], MinScore: 0 }] },
      'tr',
    )
    expect(msg(none)).toBe('Seçilen çeyrekte kur bulunamadı.')
    const res = await post(admin, '/Sinav/Save', {
      ...body,
      Bands: [
        { LevelId: ids[0], MinScore: 0 },
        { LevelId: ids[1], MinScore: 50 },
      ],
    })
    let exam = data<Exam>(res)
    const rows = await templateRows(exam.Id)
    expect(rows[0]).toEqual(['Student No', 'Full Name', 'Score'])
    const some = rows.slice(1, 5)
    const scores = [0, 49.99, 50, 100]
    const sheet = some.map((r, i) => [r[0] ?? null, r[1] ?? null, scores[i] ?? 0])
    expect(
      data<{ Stored: boolean }>(await uploadResults(admin, exam.Id, await sheetOf([rows[0] ?? [], ...sheet])))
        .Stored,
    ).toBe(true)
    exam = data<Exam[]>(await get(admin, '/Sinav/List?kind=placement')).find((e) => e.Id === exam.Id) as Exam
    exam = data<Exam>(await post(admin, '/Sinav/Calculate', step(exam)))
    expect(exam).toMatchObject({ State: 'calculated', PassedCount: 4 })
    exam = data<Exam>(await post(admin, '/Sinav/Finalise', step(exam)))
    const tr = await post(admin, '/Sinav/Transfer', step(exam))
    expect(tr.statusCode).toBe(200)
    const nos = some.map((r) => String(r[0]))
    const placed = await db()
      .select({
        no: students.studentNo,
        levelId: prepEnrolments.levelId,
        sectionId: prepEnrolments.sectionId,
      })
      .from(prepEnrolments)
      .innerJoin(students, eq(students.id, prepEnrolments.studentId))
      .where(and(eq(prepEnrolments.quarterId, 2), inArray(students.studentNo, nos)))
    const levelOf = new Map(placed.map((p) => [p.no, p.levelId]))
    expect(nos.map((n) => levelOf.get(n))).toEqual([ids[0], ids[0], ids[1], ids[1]])
    expect(placed.every((p) => p.sectionId !== null)).toBe(true)
    expect((await auditRows(db(), 'prep_exam', exam.Id)).map((r) => r.action)).toContain('transfer')
  })
})
