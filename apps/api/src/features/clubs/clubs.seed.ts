/**
 * Seeds clubs (issue 21 § Seeded demo "clubs with members and pending applications"): six student clubs,
 * each advised by an academic staff member and presided over by an active student; members; pending (and a
 * few decided) applications. The demo advisor (P10001) advises the Computer Society, whose president is the
 * demo student Ayşe Yılmaz (2024101001), so both demo accounts find applications to decide. Deterministic
 * (random stream 'clubs').
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { clubApplications, clubMembers, clubs } from './clubs.schema.ts'

/** [tr name, en name, tr description, en description] */
const CLUBS: readonly (readonly [string, string, string, string])[] = [
  [
    'Bilgisayar Topluluğu',
    'Computer Society',
    'Kod şenlikleri, atölyeler ve yarışmalar.',
    'Code fests, workshops and contests.',
  ],
  [
    'Tiyatro Topluluğu',
    'Theatre Club',
    'Yıl boyu provalar ve yıl sonu gösterisi.',
    'Rehearsals and a year-end show.',
  ],
  ['Fotoğrafçılık Kulübü', 'Photography Club', 'Gezi çekimleri ve sergiler.', 'Photo walks and exhibitions.'],
  [
    'Münazara Kulübü',
    'Debate Club',
    'Haftalık münazaralar ve turnuvalar.',
    'Weekly debates and tournaments.',
  ],
  ['Müzik Topluluğu', 'Music Society', 'Koro, orkestra ve konserler.', 'Choir, orchestra and concerts.'],
  ['Dağcılık Kulübü', 'Mountaineering Club', 'Doğa yürüyüşleri ve kamp.', 'Hikes and camping.'],
]

/** The clubs' demo data: clubs, members, applications. */
export const clubsSeed: FeatureSeed<{
  clubs: typeof clubs
  clubMembers: typeof clubMembers
  clubApplications: typeof clubApplications
}> = {
  slug: 'clubs',
  tables: { clubs, clubMembers, clubApplications },
  identity: ['clubs', 'clubMembers', 'clubApplications'],
  build(core, rngOf) {
    const rng = rngOf('clubs')
    const academics = core.staff.filter((s) => s.row.kind === 'academic' && s.row.isActive !== false)
    const demoAdvisor = academics.find((s) => s.row.registryNo === 'P10001')
    const active = core.students.filter((s) => s.status === 'active')
    const demoPresident = active.find((s) => s.studentNo === '2024101001')
    // Ordinary students only (the other demo studentships stay free to apply in the demo).
    const pool = rng.shuffle(active.filter((s) => !/^20(24101001|25201001|25104001)$/.test(s.studentNo)))
    const clubRows: (typeof clubs.$inferInsert & { id: number })[] = []
    const members: (typeof clubMembers.$inferInsert & { id: number })[] = []
    const apps: (typeof clubApplications.$inferInsert & { id: number })[] = []
    let next = 0
    const take = () => pool[next++ % Math.max(pool.length, 1)]
    CLUBS.forEach(([nameTr, nameEn, descriptionTr, descriptionEn], i) => {
      const advisor =
        i === 0 && demoAdvisor ? demoAdvisor : academics[(i * 7 + 3) % Math.max(academics.length, 1)]
      const president = i === 0 && demoPresident ? demoPresident : take()
      if (!advisor || !president) return
      const id = clubRows.length + 1
      clubRows.push({
        id,
        nameTr,
        nameEn,
        descriptionTr,
        descriptionEn,
        advisorStaffId: advisor.row.id,
        presidentStudentId: president.id,
      })
      const seen = new Set<number>([president.id])
      const join = (studentId: number, day: number) => {
        members.push({
          id: members.length + 1,
          clubId: id,
          studentId,
          joinedAt: new Date(Date.UTC(2025, 9, day, 9)),
        })
      }
      join(president.id, 1)
      for (let m = 0; m < rng.int(3, 8); m++) {
        const s = take()
        if (!s || seen.has(s.id)) continue
        seen.add(s.id)
        join(s.id, 2 + m)
      }
      for (let a = 0; a < rng.int(1, 3); a++) {
        const s = take()
        if (!s || seen.has(s.id)) continue
        seen.add(s.id)
        apps.push({
          id: apps.length + 1,
          clubId: id,
          studentId: s.id,
          note: 'Kulübün etkinliklerine katılmak istiyorum.',
          status: 'pending',
          appliedAt: new Date(Date.UTC(2026, 10, 10 + a, 8)),
        })
      }
    })
    return { clubs: clubRows, clubMembers: members, clubApplications: apps }
  },
}
