/**
 * Seeds the university's dormitories (issue 22 "dormitory report; the dormitory data is seeded"): two female
 * and two male buildings of three floors with six rooms of two to four beds each, and about a third of the
 * active students (gender-matched, first years first) living in them until the beds run out.
 * Deterministic (random stream 'students-dormitories').
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { dormitoryBuildings, dormitoryResidents, dormitoryRooms } from './students.schema.ts'

/** The buildings: name and gender. */
const BUILDINGS: readonly (readonly [name: string, gender: 'female' | 'male'])[] = [
  ['Nene Hatun Yurdu A Blok', 'female'],
  ['Nene Hatun Yurdu B Blok', 'female'],
  ['Yunus Emre Yurdu A Blok', 'male'],
  ['Yunus Emre Yurdu B Blok', 'male'],
]
const FLOORS = 3
const ROOMS_PER_FLOOR = 6

type Tables = {
  dormitoryBuildings: typeof dormitoryBuildings
  dormitoryRooms: typeof dormitoryRooms
  dormitoryResidents: typeof dormitoryResidents
}

/** The students feature's demo data: dormitory buildings, rooms and residents. */
export const studentsSeed: FeatureSeed<Tables> = {
  slug: 'students',
  tables: { dormitoryBuildings, dormitoryRooms, dormitoryResidents },
  identity: ['dormitoryBuildings', 'dormitoryRooms', 'dormitoryResidents'],
  build(core, rngOf) {
    const rng = rngOf('students-dormitories')
    const gender = new Map(core.persons.map((p) => [p.id, p.gender]))
    const buildings = BUILDINGS.map(([name, g], i) => ({ id: i + 1, name, gender: g }))
    const rooms: (typeof dormitoryRooms.$inferInsert & { id: number })[] = []
    for (const b of buildings)
      for (let floor = 1; floor <= FLOORS; floor++)
        for (let n = 1; n <= ROOMS_PER_FLOOR; n++)
          rooms.push({
            id: rooms.length + 1,
            buildingId: b.id,
            roomNo: `${floor}${String(n).padStart(2, '0')}`,
            floor,
            beds: rng.int(2, 4),
          })
    const residents: (typeof dormitoryResidents.$inferInsert & { id: number })[] = []
    const active = core.students.filter((s) => s.status === 'active')
    const chosen = rng
      .shuffle(active.filter(() => rng.chance(0.35)))
      .sort((a, b) => (a.classYear ?? 0) - (b.classYear ?? 0))
    for (const g of ['female', 'male'] as const) {
      // Rooms of the same number alternate between the buildings, so every building gets residents.
      const beds = rooms
        .filter((r) => buildings[r.buildingId - 1]?.gender === g)
        .sort((a, b) => a.roomNo.localeCompare(b.roomNo) || a.buildingId - b.buildingId)
        .flatMap((r) => Array.from({ length: r.beds }, () => r.id))
      const mine = chosen.filter((s) => gender.get(s.personId) === g).slice(0, beds.length)
      for (const [i, s] of mine.entries()) {
        const day = String(rng.int(10, 28)).padStart(2, '0')
        residents.push({
          id: 0,
          roomId: beds[i] as number,
          studentId: s.id,
          since: `${Math.min(s.entryYear, core.activeTerm.yearStart)}-09-${day}`,
        })
      }
    }
    for (const [i, r] of residents.entries()) r.id = i + 1
    return { dormitoryBuildings: buildings, dormitoryRooms: rooms, dormitoryResidents: residents }
  },
}
