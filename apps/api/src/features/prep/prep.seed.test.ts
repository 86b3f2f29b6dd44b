/**
 * The seeded prep school at the default size (issue 18 § Seeded demo: "a prep school of a few hundred
 * students ... with levels, sections, classrooms"): the in-memory world of 3,000 students has 250–350 active
 * preparatory-class students, entrants and repeaters, every one enrolled once in the first quarter in a section
 * of their level, within the section's quota and the room's capacity, one room per section of a quarter, and the
 * second quarter's sections hold every student who may arrive (the level's and the one below's).
 */
import { describe, expect, it } from 'vitest'
import { CURRENT_YEAR } from '../../db/seed/calendar.ts'
import { buildWorld } from '../../db/seed/index.ts'

type Row = Record<string, unknown>
const world = buildWorld(3000)
const table = (name: string) => (world.tables.find((t) => t.name === name)?.rows ?? []) as Row[]
const prep = world.core.students.filter((s) => s.classYear === 0 && s.status === 'active')
const enrolments = table('prepEnrolments')
const sections = table('prepSections')
const levels = table('prepLevels')
const rooms = new Map(table('prepClassrooms').map((r) => [r.id, r]))

describe('seeded prep school at 3,000 students', () => {
  it('has a few hundred students, mostly this year’s entrants and some repeating', () => {
    expect(prep.length).toBeGreaterThanOrEqual(250)
    expect(prep.length).toBeLessThanOrEqual(350)
    const repeaters = prep.filter((s) => s.entryYear === CURRENT_YEAR - 1)
    expect(repeaters.length).toBeGreaterThan(0)
    expect(repeaters.length).toBeLessThan(prep.length / 4)
    expect(prep.every((s) => s.entryYear >= CURRENT_YEAR - 1)).toBe(true)
  })

  it('enrols each once in the first quarter, in a section of the level, within quota and room capacity', () => {
    expect(enrolments.map((e) => e.studentId).sort()).toEqual(prep.map((s) => s.id).sort())
    expect(enrolments.every((e) => e.quarterId === 1)).toBe(true)
    const perSection = new Map<unknown, number>()
    for (const e of enrolments) {
      const section = sections.find((s) => s.id === e.sectionId)
      expect(section?.levelId).toBe(e.levelId)
      perSection.set(e.sectionId, (perSection.get(e.sectionId) ?? 0) + 1)
    }
    for (const s of sections) {
      expect(perSection.get(s.id) ?? 0).toBeLessThanOrEqual(s.quota as number)
      expect(s.quota as number).toBeLessThanOrEqual(rooms.get(s.classroomId)?.capacity as number)
    }
    expect(table('prepExamResults')).toHaveLength(prep.length)
  })

  it('gives each section of a quarter its own room and the second quarter seats for every arrival', () => {
    const quarterOf = new Map(levels.map((l) => [l.id, l.quarterId]))
    for (const quarterId of [1, 2]) {
      const inQuarter = sections.filter((s) => quarterOf.get(s.levelId) === quarterId)
      expect(new Set(inQuarter.map((s) => s.classroomId)).size).toBe(inQuarter.length)
    }
    expect(new Set([...rooms.values()].map((r) => r.name)).size).toBe(rooms.size)
    const q1 = levels.filter((l) => l.quarterId === 1)
    q1.forEach((level, i) => {
      const arriving = enrolments.filter((e) => e.levelId === level.id || e.levelId === q1[i - 1]?.id).length
      const target = levels.find((l) => l.quarterId === 2 && l.name === level.name)
      const seats = sections
        .filter((s) => s.levelId === target?.id)
        .reduce((a, s) => a + (s.quota as number), 0)
      expect(seats).toBeGreaterThanOrEqual(arriving)
    })
  })
})
