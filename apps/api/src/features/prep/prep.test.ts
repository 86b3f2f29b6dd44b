/**
 * Preparatory school (issue 18 "It is done when"): the §5 rules of quarters and sections, level cloning,
 * section creation within classroom capacity, authorisation (only prep administrators; instructors only their
 * sections), section transfer within quota (audited), promotion at the pass-grade boundary and its single
 * application, and the four mixing transitions with both rollbacks and concurrent administrators.
 */
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from '../../../test/audit-rows.ts'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { students } from '../../db/schema/index.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
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
