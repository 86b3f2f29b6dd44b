/**
 * Events and points (issue 5 § Events and points; spec §1, §3 "Event", §9): the seeded student's events with
 * hall, attendance status and points; totals per type capped by the type's maximum; received versus the
 * configured pass score; only the caller's active studentship (another number, the other own studentship
 * and staff refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { typeTotals } from './events.service.ts'

const URL = '/api/Etkinlik/Ogrenci/Puanlarim'
let fx: IdentityFixture

beforeAll(async () => {
  fx = await createIdentityFixture(40, () => new Date('2026-11-21T09:00:00Z'))
})
afterAll(async () => {
  await fx?.close()
})

describe('typeTotals', () => {
  it('caps each type at its maximum and counts only attended events', () => {
    const totals = typeTotals(
      [
        { id: 1, name: 'A', maxPoints: 20 },
        { id: 2, name: 'B', maxPoints: 30 },
      ],
      [
        { typeId: 1, status: 'attended', points: 15 },
        { typeId: 1, status: 'attended', points: 10 },
        { typeId: 1, status: 'absent', points: 0 },
        { typeId: 2, status: 'excused', points: 0 },
      ],
    )
    expect(totals).toEqual([
      { TypeId: 1, Name: 'A', MaxPoints: 20, ParticipatingCount: 2, EarnedPoints: 25, TotalPoints: 20 },
      { TypeId: 2, Name: 'B', MaxPoints: 30, ParticipatingCount: 0, EarnedPoints: 0, TotalPoints: 0 },
    ])
  })
})

describe(`events and points on ${testEngine}`, () => {
  it('shows the seeded student her events, capped totals and a pass against the default score', async () => {
    const { token } = await fx.signIn('student-double')
    const res = await fx.call('GET', URL, token)
    expect(res.statusCode).toBe(200)
    const data = res.json().responseData
    expect(data.StudentNo).toBe('2024101001')
    expect(data.Events.length).toBe(18)
    expect(data.Events[0]).toMatchObject({
      Name: 'Yeni Öğrenci Oryantasyon Günü',
      Hall: 'Kongre Merkezi Büyük Salon',
      TypeName: 'Oryantasyon',
      AttendanceStatus: 'attended',
      Points: 10,
    })
    expect(
      data.Events.find((e: { AttendanceStatus: string }) => e.AttendanceStatus === 'absent').Points,
    ).toBe(0)
    const club = data.Types.find((t: { Name: string }) => t.Name === 'Kulüp Etkinliği')
    expect(club).toMatchObject({ MaxPoints: 40, EarnedPoints: 65, TotalPoints: 40, ParticipatingCount: 5 })
    expect(data.ReceivedPoints).toBe(130)
    expect(data.PassingPoints).toBe(100)
    expect(data.Passed).toBe(true)
  })

  it('answers in English and shows a student below the pass score', async () => {
    const { token } = await fx.signIn('student')
    const data = (await fx.call('GET', URL, token, undefined, { 'accept-language': 'en' })).json()
      .responseData
    expect(data.StudentNo).toBe('2025104001')
    expect(data.Events[0].Name).toBe('New Student Orientation Day')
    expect(data.ReceivedPoints).toBe(60)
    expect(data.Passed).toBe(false)
  })

  it('uses the active studentship only and refuses another student’s number', async () => {
    const second = (await fx.signIn('student-double', { activeStudentNo: '2025201001' })).token
    const data = (await fx.call('GET', URL, second)).json().responseData
    expect(data.StudentNo).toBe('2025201001')
    expect(data.Events).toHaveLength(4)
    // own other studentship, while not active
    expect((await fx.call('GET', `${URL}?OgrNo=2024101001`, second)).statusCode).toBe(403)
    // another student's number
    const other = (await fx.signIn('student')).token
    const refused = await fx.call('GET', `${URL}?OgrNo=2024101001`, other)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().success).toBe(false)
    // the own active number is fine
    expect((await fx.call('GET', `${URL}?OgrNo=2025104001`, other)).statusCode).toBe(200)
  })

  it('refuses staff and anonymous callers', async () => {
    const staff = (await fx.signIn('instructor-advisor')).token
    expect((await fx.call('GET', URL, staff)).statusCode).toBe(403)
    expect((await fx.call('GET', URL)).statusCode).toBe(401)
  })
})
