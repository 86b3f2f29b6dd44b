/**
 * The absences home call (issue 24 "an instructor sees … unconfirmed absence days"): the caller's active-term
 * days saved but not confirmed, counted and listed oldest first, in the caller's scope only; confirming a day
 * takes it off; students are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'

const now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
let instructor: string
let student: string
let registrar: string

const get = (url: string, token: string) => fx.call('GET', url, token, undefined, { 'accept-language': 'en' })
const post = (url: string, token: string, body: object) =>
  fx.call('POST', url, token, body, { 'accept-language': 'en' })

interface Days {
  Total: number
  Days: { SectionId: number; CourseCode: string; SectionName: string; Day: string }[]
}

beforeAll(async () => {
  fx = await createIdentityFixture(60, () => now)
  instructor = (await fx.signIn('instructor-advisor')).token
  student = (await fx.signIn('student-double')).token
  registrar = (await fx.signIn('registrar')).token
})
afterAll(async () => {
  await fx?.close()
})

describe(`absences home on ${testEngine}`, () => {
  it('lists the instructor’s unconfirmed days of her own active-term sections, oldest first; confirming one takes it off', async () => {
    const res = await get('/api/Absences/Home/Unconfirmed', instructor)
    expect(res.statusCode).toBe(200)
    const mine: Days = res.json().responseData
    expect(mine.Total).toBeGreaterThan(0)
    expect(mine.Days.length).toBe(Math.min(10, mine.Total))
    const days = mine.Days.map((d) => d.Day)
    expect([...days].sort()).toEqual(days)
    const own = (await get('/api/Grades/Sections/List', instructor)).json().responseData as {
      SectionId: number
      TermActive: boolean
    }[]
    const ownActive = new Set(own.filter((s) => s.TermActive).map((s) => s.SectionId))
    for (const d of mine.Days) expect(ownActive.has(d.SectionId)).toBe(true)

    const first = mine.Days[0] as Days['Days'][number]
    const day = (
      await get(`/api/Absences/Entry/Day?sectionId=${first.SectionId}&day=${first.Day}`, instructor)
    ).json().responseData
    expect(day.Confirmed).toBe(false)
    const confirm = await post('/api/Absences/Entry/Confirm', instructor, {
      SectionId: first.SectionId,
      Day: first.Day,
      Version: day.Version,
    })
    expect(confirm.statusCode).toBe(200)
    const after: Days = (await get('/api/Absences/Home/Unconfirmed', instructor)).json().responseData
    expect(after.Total).toBe(mine.Total - 1)
    expect(after.Days.some((d) => d.SectionId === first.SectionId && d.Day === first.Day)).toBe(false)

    // The registrar reaches every section: at least the instructor's days.
    const all: Days = (await get('/api/Absences/Home/Unconfirmed', registrar)).json().responseData
    expect(all.Total).toBeGreaterThanOrEqual(after.Total)
  })

  it('refuses students', async () => {
    expect((await get('/api/Absences/Home/Unconfirmed', student)).statusCode).toBe(403)
  })
})
