/**
 * Seeds the development YÖKSİS's own records (issue 20): every studentship of the demo university as YÖKSİS
 * would hold it, with differences on purpose so comparisons find something: about 2 % missing there, one
 * field changed in about 9 % (last name, first name, entry date, status, national id, graduation date), and
 * one record in 40 only in YÖKSİS (missing here). This year's first-year health-sciences students are not
 * registered yet (withheld), for the health-sciences registration. `seeded_difference` names each one, so
 * tests know exactly what a comparison must find. GPAs are not held (the GPA field is off by default).
 * Deterministic (random stream 'yoksis').
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { makeTcKimlik } from '../../db/seed/tc-kimlik.ts'
import { yoksisDevRecords } from './yoksis.schema.ts'

/** The health sciences faculty's unit code. */
export const HEALTH_FACULTY_CODE = 'SBF'

type Row = typeof yoksisDevRecords.$inferInsert & { id: number }

/** Our statuses in the counterpart's words (the counterpart maps them to YÖKSİS status codes). */
const DEV_STATUS: Record<string, string> = {
  active: 'AKTIF',
  frozen: 'DONDURDU',
  withdrawn: 'AYRILDI',
  graduated: 'MEZUN',
}

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The yoksis feature's demo data: the development counterpart's records. */
export const yoksisSeed: FeatureSeed<{ yoksisDevRecords: typeof yoksisDevRecords }> = {
  slug: 'yoksis',
  tables: { yoksisDevRecords },
  identity: ['yoksisDevRecords'],
  build(core, rngOf) {
    const rng = rngOf('yoksis')
    const units = new Map(core.units.map((u) => [u.id, u]))
    const persons = new Map(core.persons.map((p) => [p.id, p]))
    const facultyOf = (unitId: number): string | null => {
      let u = units.get(unitId)
      while (u && u.kind !== 'faculty' && u.parentId) u = units.get(u.parentId)
      return u?.kind === 'faculty' ? u.code : null
    }
    const lastNames = [...new Set(core.persons.slice(0, 200).map((p) => p.lastName))]
    const otherStatus: Record<string, string> = {
      AKTIF: 'DONDURDU',
      DONDURDU: 'AKTIF',
      AYRILDI: 'AKTIF',
      MEZUN: 'MEZUN',
    }
    const rows: Row[] = []
    for (const s of core.students) {
      const person = persons.get(s.personId)
      const programme = units.get(s.programmeId)
      if (!person || !programme) continue
      const graduated = s.status === 'graduated'
      const row: Row = {
        id: rows.length + 1,
        nationalId: person.nationalId,
        firstName: person.firstName.toLocaleUpperCase('tr-TR'),
        lastName: person.lastName.toLocaleUpperCase('tr-TR'),
        programmeCode: programme.code,
        status: DEV_STATUS[s.status] ?? 'AKTIF',
        entryDate: s.registrationDate,
        graduationDate: graduated ? (s.departureDate ?? null) : null,
        gpa: null,
        seededDifference: null,
        withheld: false,
      }
      const fresh =
        facultyOf(s.programmeId) === HEALTH_FACULTY_CODE &&
        s.entryYear === core.activeTerm.yearStart &&
        s.status === 'active'
      const roll = rng.next()
      if (fresh || roll < 0.02) {
        row.withheld = true
        row.seededDifference = 'missingThere'
      } else if (roll < 0.04) {
        row.lastName = rng.pick(lastNames.filter((n) => n !== person.lastName)).toLocaleUpperCase('tr-TR')
        row.seededDifference = 'lastName'
      } else if (roll < 0.055) {
        row.firstName = `${row.firstName} ${rng.pick(['NUR', 'CAN', 'GÜL', 'ALİ'])}`
        row.seededDifference = 'firstName'
      } else if (roll < 0.07) {
        row.entryDate = shiftDate(s.registrationDate, rng.int(1, 20))
        row.seededDifference = 'entryDate'
      } else if (roll < 0.085 && !graduated) {
        row.status = otherStatus[row.status] ?? 'AKTIF'
        row.seededDifference = 'status'
      } else if (roll < 0.095) {
        row.nationalId = makeTcKimlik(rng)
        row.seededDifference = 'nationalId'
      } else if (roll < 0.13 && graduated && s.departureDate) {
        row.graduationDate = shiftDate(s.departureDate, -rng.int(1, 30))
        row.seededDifference = 'graduationDate'
      }
      rows.push(row)
    }
    // Records only YÖKSİS has: one of our students also registered in another of our programmes (same faculty
    // when there is one) that we do not have; found when both programmes are compared (per person, issue 35).
    const extra = Math.floor(core.students.length / 40)
    const taken = new Set(rows.map((r) => `${r.nationalId}|${r.programmeCode}`))
    const programmeUnits = core.units.filter((u) => u.kind === 'programme')
    // A person with a seeded difference of their own is left out (the two would pair as a programme change).
    const different = new Set(rows.filter((r) => r.seededDifference !== null).map((r) => r.nationalId))
    for (let i = 0; i < extra; i++) {
      const s = rng.pick(core.students)
      const person = persons.get(s.personId)
      if (!person || different.has(person.nationalId)) continue
      const near = programmeUnits.filter(
        (u) => u.id !== s.programmeId && facultyOf(u.id) === facultyOf(s.programmeId),
      )
      const programme = rng.pick(
        near.length > 0 ? near : programmeUnits.filter((u) => u.id !== s.programmeId),
      )
      if (!programme || taken.has(`${person.nationalId}|${programme.code}`)) continue
      taken.add(`${person.nationalId}|${programme.code}`)
      rows.push({
        id: rows.length + 1,
        nationalId: person.nationalId,
        firstName: person.firstName.toLocaleUpperCase('tr-TR'),
        lastName: person.lastName.toLocaleUpperCase('tr-TR'),
        programmeCode: programme.code,
        status: s.status === 'graduated' ? 'MEZUN' : 'AKTIF',
        entryDate: s.registrationDate,
        graduationDate: s.status === 'graduated' ? (s.departureDate ?? null) : null,
        gpa: null,
        seededDifference: 'missingHere',
        withheld: false,
      })
    }
    return { yoksisDevRecords: rows }
  },
}
