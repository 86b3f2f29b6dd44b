/**
 * Seeds athletes (issue 21 sports scholarship report): about one active student in eight, at most 36, plays
 * a sport in a university team with a scholarship rate of 0–100 % in steps of 25; a few records are
 * inactive (ended). The demo student (2024101001) is a basketball player, so the report and the student's
 * own grades and absences can be compared. Deterministic (random stream 'sports').
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { athletes } from './sports.schema.ts'

/** Sports with their women's and men's team names. */
const SPORTS: readonly (readonly [sport: string, women: string, men: string])[] = [
  ['Basketbol', 'Kadın Basketbol Takımı', 'Erkek Basketbol Takımı'],
  ['Voleybol', 'Kadın Voleybol Takımı', 'Erkek Voleybol Takımı'],
  ['Futbol', 'Kadın Futbol Takımı', 'Erkek Futbol Takımı'],
  ['Yüzme', 'Yüzme Takımı', 'Yüzme Takımı'],
  ['Atletizm', 'Atletizm Takımı', 'Atletizm Takımı'],
  ['Masa Tenisi', 'Masa Tenisi Takımı', 'Masa Tenisi Takımı'],
]

/** Most athletes seeded. */
const MAX_ATHLETES = 36
const DEMO_STUDENT_NO = '2024101001'

/** The sports feature's demo data: athletes. */
export const sportsSeed: FeatureSeed<{ athletes: typeof athletes }> = {
  slug: 'sports',
  tables: { athletes },
  identity: ['athletes'],
  build(core, rngOf) {
    const rng = rngOf('sports')
    const gender = new Map(core.persons.map((p) => [p.id, p.gender]))
    const active = core.students.filter((s) => s.status === 'active')
    const demo = active.find((s) => s.studentNo === DEMO_STUDENT_NO)
    const others = rng.shuffle(active.filter((s) => s.studentNo !== DEMO_STUDENT_NO))
    const count = Math.min(MAX_ATHLETES, Math.max(1, Math.floor(active.length / 8)))
    const chosen = (demo ? [demo, ...others] : others).slice(0, count)
    const rows: (typeof athletes.$inferInsert & { id: number })[] = chosen.map((s, i) => {
      const [sport, women, men] = s === demo ? (SPORTS[0] as (typeof SPORTS)[number]) : rng.pick(SPORTS)
      const year = Math.max(s.entryYear, core.activeTerm.yearStart - rng.int(0, 2))
      return {
        id: i + 1,
        studentId: s.id,
        sport,
        team: gender.get(s.personId) === 'female' ? women : men,
        scholarshipRate: s === demo ? 50 : rng.pick([0, 25, 50, 75, 100]),
        since: `${Math.min(year, core.activeTerm.yearStart)}-10-0${rng.int(1, 9)}`,
        active: s === demo || !rng.chance(0.1),
      }
    })
    return { athletes: rows }
  },
}
