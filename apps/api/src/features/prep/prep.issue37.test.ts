/**
 * The prep school's holes of issue 37: Apex passers leave prep (their enrolments end and every list and report
 * drops them), sections are edited and deleted, an improvement rollback keeps a later section transfer and
 * audits every move, the promotion names and can skip students already in the target quarter, a started
 * mixing can restore the placement before it, finalising twice says "finalised", and the seeded exam books let
 * the section's instructor see and enter grades.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from '../../../test/audit-rows.ts'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { students } from '../../db/schema/index.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { prepExamResults } from './prep.exams.schema.ts'
import { prepEnrolments, prepLevels, prepMixingPlacements, prepMixings, prepSections } from './prep.schema.ts'

const B = '/api/Hazirlik'
let fx: IdentityFixture
let admin: string
let teacher: string

beforeAll(async () => {
  fx = await createIdentityFixture(300)
  admin = (await fx.signIn('prep-admin', { activeRoleId: ROLE_IDS.prepAdmin })).token
  teacher = (await fx.signIn('prep-admin', { activeRoleId: ROLE_IDS.instructor })).token
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

type Section = {
  Id: number
  LevelId: number
  LevelName: string
  Name: string
  ClassroomId: number
  Quota: number
  StudentCount: number
  Instructors: { Id: number }[]
  Version: number
}
type Student = {
  EnrolmentId: number
  StudentId: number
  StudentNo: string
  SectionId: number | null
  Version: number
}
type Mix = {
  MixingId: number
  Version: number
  State: string
  Restorable: boolean
  Sections: Section[]
  Students: Student[]
  Improvements: unknown[]
}
type Exam = { Id: number; State: string; Version: number }
const step = (e: Exam) => ({ ExamId: e.Id, Version: e.Version })

async function levelId(quarterId: number, name: string) {
  const [l] = await db()
    .select({ id: prepLevels.id })
    .from(prepLevels)
    .where(and(eq(prepLevels.quarterId, quarterId), eq(prepLevels.name, name)))
  return l?.id ?? 0
}

describe('Apex passers leave prep (issue 37)', () => {
  it('ends their enrolments on transfer; lists, promotion, transfer, mixing and reports leave them out', async () => {
    const listed = data<Student[]>(await get(admin, '/Ogrenci/List?quarterId=1'))
    const passer = listed[0]
    if (!passer) throw new Error('a prep student needed')
    const [sectionBefore] = data<Section[]>(await get(admin, '/Sube/List?quarterId=1')).filter(
      (s) => s.Id === passer.SectionId,
    )
    const exam = data<Exam>(
      await post(admin, '/Sinav/Save', {
        Kind: 'apex',
        Name: 'Issue 37 Apex',
        ExamDate: '2026-11-20',
        PassGrade: 60,
        OtherPassGrade: 55,
        QuarterId: null,
        Bands: [],
      }),
    )
    await db().insert(prepExamResults).values({
      examId: exam.Id,
      studentId: passer.StudentId,
      listening: 80,
      reading: 80,
      writing: 80,
      useOfEnglish: 80,
    })
    const calculated = data<Exam>(await post(admin, '/Sinav/Calculate', step(exam)))
    const finalised = data<Exam>(await post(admin, '/Sinav/Finalise', step(calculated)))
    expect(finalised.State).toBe('finalised')
    // Finalising again says it is finalised, not "calculate first" (issue 37), at either version.
    for (const version of [finalised.Version, calculated.Version]) {
      const again = await post(admin, '/Sinav/Finalise', { ExamId: exam.Id, Version: version }, 'tr')
      expect(again.statusCode).toBe(422)
      expect(msg(again)).toBe('Sınav sonuçları zaten kesinleştirildi.')
    }
    const moved = await post(admin, '/Sinav/Transfer', step(finalised))
    expect(moved.statusCode).toBe(200)

    const [e] = await db().select().from(prepEnrolments).where(eq(prepEnrolments.id, passer.EnrolmentId))
    expect(e?.endedAt).not.toBeNull()
    expect(e?.endReason).toBe('apex')
    expect(e?.sectionId).toBeNull()
    expect(await auditRows(db(), 'prep_enrolment', passer.EnrolmentId)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'end' })]),
    )
    const after = data<Student[]>(await get(admin, '/Ogrenci/List?quarterId=1'))
    expect(after.some((s) => s.StudentId === passer.StudentId)).toBe(false)
    expect(after).toHaveLength(listed.length - 1)
    const section = data<Section[]>(await get(admin, '/Sube/List?quarterId=1')).find(
      (s) => s.Id === passer.SectionId,
    )
    expect(section?.StudentCount).toBe((sectionBefore?.StudentCount ?? 0) - 1)
    const preview = data<{ Lines: { StudentNo: string }[] }>(
      await get(admin, '/KurAtlatma/Preview?quarterId=1'),
    )
    expect(preview.Lines.some((l) => l.StudentNo === passer.StudentNo)).toBe(false)
    expect(preview.Lines).toHaveLength(listed.length - 1)
    const other = data<Section[]>(await get(admin, '/Sube/List?quarterId=1')).find(
      (s) => s.LevelId === e?.levelId && s.Id !== passer.SectionId,
    )
    if (other) {
      const t = await post(admin, '/Sube/Transfer', {
        EnrolmentId: passer.EnrolmentId,
        Version: e?.version ?? 1,
        TargetSectionId: other.Id,
      })
      expect(t.statusCode).toBe(422)
    }
    const report = data<{ ByLevel: { Graded: number }[] }>(await get(admin, '/Rapor/Basari?quarterId=1'))
    const graded = report.ByLevel.reduce((n, r) => n + r.Graded, 0)
    const scored = listed.filter((s) => s.StudentId !== passer.StudentId).length
    expect(graded).toBe(scored)
    const levels = data<{ QuarterId: number; StudentCount: number }[]>(await get(admin, '/Rapor/CeyrekKur'))
    expect(levels.filter((r) => r.QuarterId === 1).reduce((n, r) => n + r.StudentCount, 0)).toBe(scored)
    const [st] = await db().select().from(students).where(eq(students.id, passer.StudentId))
    expect(st?.classYear).toBe(1)
  })
})

describe('sections are editable and deletable (issue 37)', () => {
  it('creates N sections with their own instructors, edits one with the rules, deletes it only when empty', async () => {
    const teachers = data<{ Id: number }[]>(await get(admin, '/Sube/Instructors'))
    expect(teachers.length).toBeGreaterThan(1)
    const rooms = data<{ Id: number; Capacity: number }[]>(await get(admin, '/Derslik/List'))
    const [r1, r2] = rooms
    const a1 = await levelId(2, 'A1')
    const base = {
      QuarterId: 2,
      LevelId: a1,
      Name: 'I37',
      TotalSectionCount: 2,
      TotalQuota: 20,
      ClassroomIds: [r1?.Id, r2?.Id],
      InstructorIds: [],
    }
    const bad = await post(admin, '/Sube/Create', { ...base, SectionInstructorIds: [[teachers[0]?.Id]] })
    expect(bad.statusCode).toBe(422)
    const made = await post(admin, '/Sube/Create', {
      ...base,
      SectionInstructorIds: [[teachers[0]?.Id, teachers[1]?.Id], [teachers[1]?.Id]],
    })
    expect(made.statusCode).toBe(200)
    const [s1, s2] = data<Section[]>(made)
    expect(s1?.Instructors.map((t) => t.Id).sort()).toEqual([teachers[0]?.Id, teachers[1]?.Id].sort())
    expect(s2?.Instructors.map((t) => t.Id)).toEqual([teachers[1]?.Id])
    if (!s1 || !s2) throw new Error('sections')

    // Edit: the classroom's capacity bounds the quota (422), names stay unique in the level (409).
    const small = rooms.find((r) => r.Capacity < 30)
    const tooBig = await post(admin, '/Sube/Update', {
      Id: s1.Id,
      Version: s1.Version,
      Name: s1.Name,
      ClassroomId: small?.Id,
      Quota: (small?.Capacity ?? 24) + 1,
      InstructorIds: [],
    })
    expect(tooBig.statusCode).toBe(422)
    const clash = await post(admin, '/Sube/Update', {
      Id: s1.Id,
      Version: s1.Version,
      Name: s2.Name,
      ClassroomId: s1.ClassroomId,
      Quota: 10,
      InstructorIds: [],
    })
    expect(clash.statusCode).toBe(409)
    const saved = await post(admin, '/Sube/Update', {
      Id: s1.Id,
      Version: s1.Version,
      Name: 'I37-09',
      ClassroomId: s1.ClassroomId,
      Quota: 12,
      InstructorIds: [teachers[1]?.Id],
    })
    expect(saved.statusCode).toBe(200)
    const edited = data<Section>(saved)
    expect(edited).toMatchObject({ Name: 'I37-09', Quota: 12, Version: s1.Version + 1 })
    expect(edited.Instructors.map((t) => t.Id)).toEqual([teachers[1]?.Id])

    // Delete: stale 409, a section with students 422 (named), an empty one goes (audited).
    expect((await post(admin, '/Sube/Delete', { Id: s1.Id, Version: s1.Version })).statusCode).toBe(409)
    const full = data<Section[]>(await get(admin, '/Sube/List?quarterId=1')).find((s) => s.StudentCount > 0)
    const refused = await post(admin, '/Sube/Delete', { Id: full?.Id, Version: full?.Version }, 'tr')
    expect(refused.statusCode).toBe(422)
    expect(msg(refused)).toContain(full?.Name ?? '?')
    const gone = await post(admin, '/Sube/Delete', { Id: edited.Id, Version: edited.Version })
    expect(gone.statusCode).toBe(200)
    expect(
      data<Section[]>(await get(admin, `/Sube/List?quarterId=2&levelId=${a1}`)).some((s) => s.Id === s1.Id),
    ).toBe(false)
    expect(await auditRows(db(), 'prep_section', s1.Id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'delete' })]),
    )
    expect((await post(admin, '/Sube/Delete', { Id: s2.Id, Version: s2.Version })).statusCode).toBe(200)
  })
})

describe('level mixing keeps what happened outside it (issue 37)', () => {
  it('restores the placement before a started mixing', async () => {
    // Quarter 1's B1 has its students placed in sections by the seed: that placement comes back.
    const b1 = await levelId(1, 'B1')
    const before = data<Mix>(await get(admin, `/KurKaristirma/Get?levelId=${b1}`))
    const placed = new Map(before.Students.map((s) => [s.EnrolmentId, s.SectionId]))
    const started = data<Mix>(await post(admin, '/KurKaristirma/Start', { LevelId: b1 }))
    expect(started.Restorable).toBe(true)
    const restored = await post(admin, '/KurKaristirma/Restore', {
      MixingId: started.MixingId,
      Version: started.Version,
    })
    expect(restored.statusCode).toBe(200)
    const out = data<Mix>(restored)
    expect(out.State).toBe('none')
    expect(new Map(out.Students.map((s) => [s.EnrolmentId, s.SectionId]))).toEqual(placed)
    expect(await auditRows(db(), 'prep_mixing', started.MixingId)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'restore_before_mixing' })]),
    )
  })

  it('says why a mixing started before the placement was kept cannot be restored, and changes nothing', async () => {
    const b1 = await levelId(1, 'B1')
    const before = data<Mix>(await get(admin, `/KurKaristirma/Get?levelId=${b1}`))
    const placed = new Map(before.Students.map((s) => [s.EnrolmentId, s.SectionId]))
    const started = data<Mix>(await post(admin, '/KurKaristirma/Start', { LevelId: b1 }))
    // As migration prep/0003 left the mixings started before it: not restorable, no earlier section kept.
    await db().update(prepMixings).set({ restorable: false }).where(eq(prepMixings.id, started.MixingId))
    await db()
      .update(prepMixingPlacements)
      .set({ previousSectionId: null })
      .where(eq(prepMixingPlacements.mixingId, started.MixingId))
    const old = data<Mix>(await get(admin, `/KurKaristirma/Get?levelId=${b1}`))
    expect(old).toMatchObject({ State: 'started', Restorable: false })
    const sectionsNow = new Map(old.Students.map((s) => [s.EnrolmentId, s.SectionId]))
    const body = { MixingId: started.MixingId, Version: old.Version }
    const refused = await post(admin, '/KurKaristirma/Restore', body)
    expect(refused.statusCode).toBe(422)
    expect(msg(refused)).toBe('The placement before this mixing was not recorded; it cannot be restored.')
    const tr = await post(admin, '/KurKaristirma/Restore', body, 'tr')
    expect(msg(tr)).toBe('Karıştırma öncesi yerleşim kaydedilmemiş; geri yüklenemez.')
    const after = data<Mix>(await get(admin, `/KurKaristirma/Get?levelId=${b1}`))
    expect(after).toMatchObject({ State: 'started', MixingId: started.MixingId, Version: old.Version })
    expect(new Map(after.Students.map((s) => [s.EnrolmentId, s.SectionId]))).toEqual(sectionsNow)
    // Once the earlier placement is known again the same mixing restores (and the level is free for the next test).
    for (const [enrolmentId, sectionId] of placed)
      await db()
        .update(prepMixingPlacements)
        .set({ previousSectionId: sectionId })
        .where(
          and(
            eq(prepMixingPlacements.mixingId, started.MixingId),
            eq(prepMixingPlacements.enrolmentId, enrolmentId),
          ),
        )
    await db().update(prepMixings).set({ restorable: true }).where(eq(prepMixings.id, started.MixingId))
    expect((await post(admin, '/KurKaristirma/Restore', body)).statusCode).toBe(200)
  })

  it('rolls back improvements without undoing a later section transfer, auditing each move', async () => {
    const a1 = await levelId(1, 'A1')
    // Two sections of the level with room for a move.
    const sections = data<Section[]>(await get(admin, `/Sube/List?quarterId=1&levelId=${a1}`))
    if (sections.length < 2) {
      const made = await post(admin, '/Sube/Create', {
        QuarterId: 1,
        LevelId: a1,
        Name: 'A1M',
        TotalSectionCount: 1,
        TotalQuota: 20,
        ClassroomIds: [data<{ Id: number }[]>(await get(admin, '/Derslik/List')).at(-1)?.Id],
        InstructorIds: [],
      })
      expect(made.statusCode).toBe(200)
    }
    for (const s of data<Section[]>(await get(admin, `/Sube/List?quarterId=1&levelId=${a1}`)))
      await db().update(prepSections).set({ quota: 24 }).where(eq(prepSections.id, s.Id))
    let mix = data<Mix>(await post(admin, '/KurKaristirma/Start', { LevelId: a1 }))
    const [x, y] = mix.Students
    const [sa, sb] = mix.Sections
    if (!x || !y || !sa || !sb) throw new Error('two students and two sections needed')
    const otherOf = (id: number | null) => (id === sa.Id ? sb.Id : sa.Id)
    // Improvement 1: x moves; finalise; x is transferred back outside the mixing; roll the finalisation back.
    mix = data<Mix>(
      await post(admin, '/KurKaristirma/Move', {
        MixingId: mix.MixingId,
        Version: mix.Version,
        EnrolmentId: x.EnrolmentId,
        TargetSectionId: otherOf(x.SectionId),
      }),
    )
    mix = data<Mix>(
      await post(admin, '/KurKaristirma/Finalise', { MixingId: mix.MixingId, Version: mix.Version }),
    )
    const xNow = mix.Students.find((s) => s.EnrolmentId === x.EnrolmentId)
    const transferred = await post(admin, '/Sube/Transfer', {
      EnrolmentId: x.EnrolmentId,
      Version: xNow?.Version,
      TargetSectionId: x.SectionId,
    })
    expect(transferred.statusCode).toBe(200)
    mix = data<Mix>(
      await post(admin, '/KurKaristirma/RollbackFinalisation', {
        MixingId: mix.MixingId,
        Version: mix.Version,
      }),
    )
    // Improvement 2: y moves. Rolling back: y returns, x keeps the section the transfer gave him.
    mix = data<Mix>(
      await post(admin, '/KurKaristirma/Move', {
        MixingId: mix.MixingId,
        Version: mix.Version,
        EnrolmentId: y.EnrolmentId,
        TargetSectionId: otherOf(y.SectionId),
      }),
    )
    const rolled = await post(admin, '/KurKaristirma/RollbackImprovements', {
      MixingId: mix.MixingId,
      Version: mix.Version,
    })
    expect(rolled.statusCode).toBe(200)
    expect(msg(rolled)).toContain(x.StudentNo)
    const out = data<Mix & { KeptOutside: string[] }>(rolled)
    expect(out.KeptOutside).toEqual([expect.stringContaining(x.StudentNo)])
    expect(out.Students.find((s) => s.EnrolmentId === x.EnrolmentId)?.SectionId).toBe(x.SectionId)
    expect(out.Students.find((s) => s.EnrolmentId === y.EnrolmentId)?.SectionId).toBe(y.SectionId)
    expect(out.Improvements).toHaveLength(0)
    const yAudit = await auditRows(db(), 'prep_enrolment', y.EnrolmentId)
    expect(yAudit.filter((r) => r.action === 'mixing_rollback')).toHaveLength(1)
    const xAudit = await auditRows(db(), 'prep_enrolment', x.EnrolmentId)
    expect(xAudit.filter((r) => r.action === 'mixing_rollback')).toHaveLength(0)
    // While started, the placement before the mixing can still be restored.
    expect(out.Restorable).toBe(true)
  })
})

describe('promotion names the students already in the target quarter (issue 37)', () => {
  it('previews them, refuses naming them, and applies skipping them', async () => {
    const preview = data<{
      Lines: { StudentNo: string; FullName: string; Outcome: string; EnrolmentId: number }[]
      AlreadyRegistered: unknown[]
    }>(await get(admin, '/KurAtlatma/Preview?quarterId=1'))
    expect(preview.AlreadyRegistered).toEqual([])
    const line = preview.Lines.find((l) => l.Outcome !== 'completed')
    if (!line) throw new Error('a promoted or repeating student needed')
    const [e] = await db().select().from(prepEnrolments).where(eq(prepEnrolments.id, line.EnrolmentId))
    const a1q2 = await levelId(2, 'A1')
    await db()
      .insert(prepEnrolments)
      .values({ studentId: e?.studentId ?? 0, quarterId: 2, levelId: a1q2 })
    const named = data<{
      AlreadyRegistered: { StudentNo: string }[]
      Lines: { AlreadyRegistered: boolean }[]
    }>(await get(admin, '/KurAtlatma/Preview?quarterId=1'))
    expect(named.AlreadyRegistered.map((s) => s.StudentNo)).toEqual([line.StudentNo])
    expect(named.Lines.filter((l) => l.AlreadyRegistered)).toHaveLength(1)
    const refused = await post(admin, '/KurAtlatma/Apply', { QuarterId: 1 })
    expect(refused.statusCode).toBe(409)
    expect(msg(refused)).toContain(line.StudentNo)
    const applied = await post(admin, '/KurAtlatma/Apply', { QuarterId: 1, SkipRegistered: true }, 'tr')
    expect(applied.statusCode).toBe(200)
    expect(data<{ Skipped: number }>(applied).Skipped).toBe(1)
    expect(msg(applied)).toContain('1')
    const inTarget = await db()
      .select()
      .from(prepEnrolments)
      .where(and(eq(prepEnrolments.quarterId, 2), isNull(prepEnrolments.endedAt)))
    expect(inTarget.filter((r) => r.studentId === e?.studentId)).toHaveLength(1)
    expect(inTarget.find((r) => r.studentId === e?.studentId)?.levelId).toBe(a1q2)
  })
})

describe('seeded prep exam books (issue 37)', () => {
  it("shows the section's instructor the level's book and takes the grades it allows", async () => {
    const list = data<{ SectionId: number; LevelId: number }[]>(await get(teacher, '/NotGirisi/Subeler'))
    const mine = list[0]
    if (!mine) throw new Error('the demo instructor teaches a prep section')
    const book = data<{ ExamName: string }[]>(await get(admin, `/SinavDefteri/List?levelId=${mine.LevelId}`))
    expect(book.map((b) => b.ExamName)).toEqual([
      'Kısa Sınav 1',
      'Ara Sınav',
      'Yazma Dosyası',
      'Kur Sonu Sınavı',
    ])
    const sheet = data<{
      Items: { Id: number; Locked: boolean }[]
      Rows: { StudentId: number; Grades: Record<string, { Score: number | null; Version: number }> }[]
    }>(await get(teacher, `/NotGirisi/Sheet?sectionId=${mine.SectionId}`))
    expect(sheet.Items).toHaveLength(4)
    const row = sheet.Rows[0]
    const open = sheet.Items.find((i) => !i.Locked)
    const locked = sheet.Items.find((i) => i.Locked)
    if (!row || !open || !locked) throw new Error('sheet')
    expect(row.Grades[String(open.Id)]?.Score).not.toBeNull()
    const cell = (item: { Id: number }, score: number) => ({
      ItemId: item.Id,
      StudentId: row.StudentId,
      Score: score,
      Version: row.Grades[String(item.Id)]?.Version ?? 0,
    })
    const ok = await post(teacher, '/NotGirisi/SaveMany', {
      SectionId: mine.SectionId,
      Cells: [cell(open, 77)],
    })
    expect(ok.statusCode).toBe(200)
    const no = await post(teacher, '/NotGirisi/SaveMany', {
      SectionId: mine.SectionId,
      Cells: [cell(locked, 77)],
    })
    expect(no.statusCode).toBe(422)
  })
})
