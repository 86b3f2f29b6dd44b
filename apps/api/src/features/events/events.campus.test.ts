/**
 * Campus life on events (issue 21 § Events, § Orientation, calendars): the student centre's event types and
 * events; points per type up to the type's maximum and the pass score; the QR check-in window and replay;
 * the attendance list; orientation capacity and waiting list under concurrency; .ics files and the personal
 * calendar feed's token; authorisation.
 */
import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { students } from '../../db/schema/index.ts'
import { events } from './events.schema.ts'

let now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
const M = '/api/Etkinlik/Merkez'
const S = '/api/Etkinlik/Ogrenci'

beforeAll(async () => {
  fx = await createIdentityFixture(40, () => now)
})
afterAll(async () => {
  await fx?.close()
})

const centre = async () => (await fx.signIn('student-centre')).token
const student = async () => (await fx.signIn('student')).token

/** Creates an event through the API; returns its id. */
async function defineEvent(token: string, over: Record<string, unknown> = {}): Promise<number> {
  const res = await fx.call('POST', `${M}/EtkinlikKaydet`, token, {
    TypeId: 4,
    NameTr: 'Test Semineri',
    NameEn: 'Test Seminar',
    Hall: 'Amfi 1',
    StartsAt: '2026-11-21T14:00:00+03:00',
    EndsAt: '2026-11-21T16:00:00+03:00',
    Points: 10,
    Capacity: null,
    Orientation: false,
    OrganiserClubId: null,
    ...over,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().responseData
}

describe(`event types and points on ${testEngine}`, () => {
  it('defines a type, refuses a taken code (409) and bad input in the caller’s language (400)', async () => {
    const token = await centre()
    const created = await fx.call('POST', `${M}/TurKaydet`, token, {
      Code: 'GON',
      NameTr: 'Gönüllülük',
      NameEn: 'Volunteering',
      MaxPoints: 15,
    })
    expect(created.statusCode).toBe(200)
    const again = await fx.call('POST', `${M}/TurKaydet`, token, {
      Code: 'GON',
      NameTr: 'Başka',
      NameEn: 'Other',
      MaxPoints: 5,
    })
    expect(again.statusCode).toBe(409)
    const bad = await fx.call(
      'POST',
      `${M}/TurKaydet`,
      token,
      { Code: 'x', NameTr: 'A', NameEn: 'B', MaxPoints: 5000 },
      { 'accept-language': 'en' },
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/not valid/)
    const types = (await fx.call('GET', `${M}/Turler`, token)).json().responseData
    expect(types.find((t: { Code: string }) => t.Code === 'GON')).toMatchObject({
      MaxPoints: 15,
      EventCount: 0,
    })
  })

  it('counts attended points per type up to the maximum and passes when the total reaches the pass score', async () => {
    const token = await centre()
    const types = (await fx.call('GET', `${M}/Turler`, token)).json().responseData
    const gon = types.find((t: { Code: string }) => t.Code === 'GON').Id
    const before = (await fx.call('GET', `${S}/Puanlarim`, await student())).json().responseData
    expect(before.ReceivedPoints).toBe(60)
    // Three 10-point volunteering events attended: 30 earned, 15 counted (the type's maximum).
    for (const day of ['2026-11-02', '2026-11-03', '2026-11-04']) {
      const id = await defineEvent(token, {
        TypeId: gon,
        StartsAt: `${day}T10:00:00+03:00`,
        EndsAt: `${day}T12:00:00+03:00`,
      })
      const saved = await fx.call('POST', `${M}/YoklamaKaydet`, token, {
        EventId: id,
        Entries: [{ StudentNo: '2025104001', Attended: true }],
      })
      expect(saved.statusCode).toBe(200)
    }
    const mid = (await fx.call('GET', `${S}/Puanlarim`, await student())).json().responseData
    expect(mid.Types.find((t: { TypeId: number }) => t.TypeId === gon)).toMatchObject({
      MaxPoints: 15,
      EarnedPoints: 30,
      TotalPoints: 15,
      ParticipatingCount: 3,
    })
    expect(mid.ReceivedPoints).toBe(75)
    expect(mid.Passed).toBe(false)
    // A seminar worth 25 (the seminar type counts up to 30; he has 0 seminar points) brings 100 = pass.
    const seminar = await defineEvent(token, {
      Points: 25,
      StartsAt: '2026-11-05T10:00:00+03:00',
      EndsAt: '2026-11-05T12:00:00+03:00',
    })
    await fx.call('POST', `${M}/YoklamaKaydet`, token, {
      EventId: seminar,
      Entries: [{ StudentNo: '2025104001', Attended: true }],
    })
    const after = (await fx.call('GET', `${S}/Puanlarim`, await student())).json().responseData
    expect(after.ReceivedPoints).toBe(100)
    expect(after.PassingPoints).toBe(100)
    expect(after.Passed).toBe(true)
    // Unticking takes the points away again.
    await fx.call('POST', `${M}/YoklamaKaydet`, token, {
      EventId: seminar,
      Entries: [{ StudentNo: '2025104001', Attended: false }],
    })
    const unticked = (await fx.call('GET', `${S}/Puanlarim`, await student())).json().responseData
    expect(unticked.ReceivedPoints).toBe(75)
  })

  it('refuses an unknown student number on the list without saving any line, and an end before the start', async () => {
    const token = await centre()
    const id = await defineEvent(token, {
      StartsAt: '2026-11-06T10:00:00+03:00',
      EndsAt: '2026-11-06T12:00:00+03:00',
    })
    const res = await fx.call('POST', `${M}/YoklamaKaydet`, token, {
      EventId: id,
      Entries: [
        { StudentNo: '2025104001', Attended: true },
        { StudentNo: '1999999999', Attended: true },
      ],
    })
    expect(res.statusCode).toBe(422)
    const sheet = (await fx.call('GET', `${M}/Yoklama?EventId=${id}`, token)).json().responseData
    expect(sheet.Lines).toHaveLength(0)
    const reversed = await fx.call('POST', `${M}/EtkinlikKaydet`, token, {
      TypeId: 4,
      NameTr: 'Ters',
      NameEn: 'Reversed',
      Hall: 'Amfi',
      StartsAt: '2026-11-06T12:00:00+03:00',
      EndsAt: '2026-11-06T10:00:00+03:00',
      Points: 5,
      Capacity: null,
      Orientation: false,
      OrganiserClubId: null,
    })
    expect(reversed.statusCode).toBe(422)
  })
})

describe(`QR check-in on ${testEngine}`, () => {
  it('checks a signed-in student in once, only within the event’s window', async () => {
    now = new Date('2026-11-21T09:00:00Z')
    const token = await centre()
    const id = await defineEvent(token) // 14:00–16:00 Istanbul = 11:00–13:00 UTC
    const code = (await fx.call('GET', `${M}/QrKod?EventId=${id}`, token)).json().responseData
    expect(code.Svg).toMatch(/^<svg/)
    expect(code.ValidFrom).toBe('2026-11-21T10:45:00.000Z')
    const qr = new URL(code.Url).searchParams.get('token') as string
    expect(new URL(code.Url).pathname).toBe(`/ogrenci/etkinlik-yoklama/${id}`)

    // too early
    const early = await fx.call('POST', `${S}/QrYoklama`, await student(), { Token: qr })
    expect(early.statusCode).toBe(422)
    // within the window
    now = new Date('2026-11-21T11:30:00Z')
    const s = await student()
    const first = await fx.call('POST', `${S}/QrYoklama`, s, { Token: qr }, { 'accept-language': 'en' })
    expect(first.statusCode).toBe(200)
    expect(first.json().responseData).toEqual({ EventName: 'Test Seminar', Points: 10 })
    // replay: no second attendance
    const replay = await fx.call('POST', `${S}/QrYoklama`, s, { Token: qr })
    expect(replay.statusCode).toBe(409)
    const sheet = (await fx.call('GET', `${M}/Yoklama?EventId=${id}`, await centre())).json().responseData
    expect(sheet.Lines).toEqual([
      {
        StudentNo: '2025104001',
        FullName: 'Can Öztürk',
        Registration: null,
        Status: 'attended',
        Source: 'qr',
      },
    ])
    // another student, concurrently twice: one attendance
    const other = (await fx.signIn('student-double')).token
    const both = await Promise.all([
      fx.call('POST', `${S}/QrYoklama`, other, { Token: qr }),
      fx.call('POST', `${S}/QrYoklama`, other, { Token: qr }),
    ])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    // after the end
    now = new Date('2026-11-21T13:01:00Z')
    const late = await fx.call(
      'POST',
      `${S}/QrYoklama`,
      await fx.signIn('student-double', { activeStudentNo: '2025201001' }).then((x) => x.token),
      { Token: qr },
    )
    expect(late.statusCode).toBe(422)
  })

  it('refuses a tampered token, a token of a moved event, staff and anonymous callers', async () => {
    now = new Date('2026-11-22T09:00:00Z')
    const token = await centre()
    const id = await defineEvent(token, {
      StartsAt: '2026-11-22T11:00:00+03:00',
      EndsAt: '2026-11-22T14:00:00+03:00',
    })
    const codeUrl = (await fx.call('GET', `${M}/QrKod?EventId=${id}`, token)).json().responseData.Url
    const qr = new URL(codeUrl).searchParams.get('token') as string
    const s = await student()
    const tampered = `${qr.slice(0, -3)}${qr.endsWith('AAA') ? 'BBB' : 'AAA'}`
    expect((await fx.call('POST', `${S}/QrYoklama`, s, { Token: tampered })).statusCode).toBe(400)
    expect((await fx.call('POST', `${S}/QrYoklama`, s, { Token: 'not-a-token-at-all' })).statusCode).toBe(400)
    // moving the event renews its key: the old code stops working
    const [row] = await fx.testDb.handle.db.select().from(events).where(eq(events.id, id))
    await fx.call('POST', `${M}/EtkinlikKaydet`, token, {
      Id: id,
      TypeId: row?.typeId,
      NameTr: row?.nameTr,
      NameEn: row?.nameEn,
      Hall: row?.hall,
      StartsAt: '2026-11-22T11:30:00+03:00',
      EndsAt: '2026-11-22T14:00:00+03:00',
      Points: 10,
      Capacity: null,
      Orientation: false,
      OrganiserClubId: null,
    })
    expect((await fx.call('POST', `${S}/QrYoklama`, s, { Token: qr })).statusCode).toBe(400)
    expect((await fx.call('POST', `${S}/QrYoklama`, token, { Token: qr })).statusCode).toBe(403)
    expect((await fx.call('POST', `${S}/QrYoklama`, undefined, { Token: qr })).statusCode).toBe(401)
  })

  it('keeps the student centre’s calls to its role', async () => {
    const s = await student()
    expect((await fx.call('GET', `${M}/Turler`, s)).statusCode).toBe(403)
    const advisor = (await fx.signIn('instructor-advisor')).token
    expect((await fx.call('GET', `${M}/Etkinlikler`, advisor)).statusCode).toBe(403)
    expect((await fx.call('GET', `${M}/QrKod?EventId=1`, advisor)).statusCode).toBe(403)
    expect((await fx.call('GET', `${M}/QrKod?EventId=99999999999`, await centre())).statusCode).toBe(404)
  })
})

describe(`orientation on ${testEngine}`, () => {
  it('gives seats up to the capacity under concurrent registrations, the rest wait in order', async () => {
    now = new Date('2026-11-21T09:00:00Z')
    const token = await centre()
    const id = await defineEvent(token, {
      NameTr: 'Oryantasyon Test',
      NameEn: 'Orientation Test',
      TypeId: 1,
      StartsAt: '2026-11-25T10:00:00+03:00',
      EndsAt: '2026-11-25T12:00:00+03:00',
      Capacity: 2,
      Orientation: true,
    })
    const db = fx.testDb.handle.db
    const active = await db
      .select({ personId: students.personId, studentNo: students.studentNo })
      .from(students)
      // Only new (first-year) students may register for orientation (issue 37).
      .where(and(eq(students.status, 'active'), eq(students.classYear, 1)))
      .limit(200)
    const distinct = [...new Map(active.map((s) => [s.personId, s])).values()].slice(0, 6)
    expect(distinct.length).toBeGreaterThanOrEqual(4)
    const tokens = await Promise.all(
      distinct.map(
        async (s) =>
          (
            await fx.identity.sessions.start({
              kind: 'student',
              personId: s.personId,
              activeStudentNo: s.studentNo,
            })
          ).token,
      ),
    )
    const results = await Promise.all(
      tokens.map((t) => fx.call('POST', `${S}/OryantasyonKayit`, t, { EventId: id })),
    )
    expect(results.map((r) => r.statusCode)).toEqual(tokens.map(() => 200))
    const statuses = results.map((r) => r.json().responseData.Status)
    expect(statuses.filter((s) => s === 'registered')).toHaveLength(2)
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(tokens.length - 2)
    // a second registration of the same student
    expect((await fx.call('POST', `${S}/OryantasyonKayit`, tokens[0], { EventId: id })).statusCode).toBe(409)

    const seeOf = async (t: string) =>
      (await fx.call('GET', `${S}/Oryantasyon`, t))
        .json()
        .responseData.Events.find((e: { Id: number }) => e.Id === id)
    const waiting = tokens.filter((_, i) => statuses[i] === 'waitlisted')
    const positions = await Promise.all(waiting.map(async (t) => (await seeOf(t)).MyWaitlistPosition))
    expect([...positions].sort()).toEqual(waiting.map((_, i) => i + 1))
    const firstWaiting = waiting[positions.indexOf(1)] as string
    // a seat freed goes to the first on the waiting list
    const seated = tokens[statuses.indexOf('registered')] as string
    expect((await fx.call('POST', `${S}/OryantasyonIptal`, seated, { EventId: id })).statusCode).toBe(200)
    expect(await seeOf(firstWaiting)).toMatchObject({
      MyStatus: 'registered',
      RegisteredCount: 2,
      WaitlistCount: tokens.length - 3,
    })
    expect(await seeOf(seated)).toMatchObject({ MyStatus: null })
    // registration closes when the event starts
    now = new Date('2026-11-25T07:00:01Z')
    const fresh = distinct[distinct.length - 1] as { personId: number; studentNo: string }
    const { token: newStudent } = await fx.identity.sessions.start({
      kind: 'student',
      personId: fresh.personId,
      activeStudentNo: fresh.studentNo,
    })
    const late = await fx.call('POST', `${S}/OryantasyonKayit`, newStudent, { EventId: id })
    expect(late.statusCode).toBe(422)
    // a non-orientation event cannot be registered for; staff cannot register
    now = new Date('2026-11-21T09:00:00Z')
    expect((await fx.call('POST', `${S}/OryantasyonKayit`, await student(), { EventId: 1 })).statusCode).toBe(
      404,
    )
    expect((await fx.call('POST', `${S}/OryantasyonKayit`, token, { EventId: id })).statusCode).toBe(403)
  })

  it('accepts only new (first-year) students (issue 37)', async () => {
    now = new Date('2026-11-21T09:00:00Z')
    const id = await defineEvent(await centre(), {
      NameTr: 'Oryantasyon Yalnız Yeni',
      NameEn: 'Orientation New Only',
      TypeId: 1,
      StartsAt: '2026-11-26T10:00:00+03:00',
      EndsAt: '2026-11-26T12:00:00+03:00',
      Orientation: true,
    })
    const [old] = await fx.testDb.handle.db
      .select({ personId: students.personId, studentNo: students.studentNo })
      .from(students)
      .where(and(eq(students.status, 'active'), ne(students.classYear, 1)))
      .limit(1)
    if (!old) throw new Error('no senior student')
    const { token } = await fx.identity.sessions.start({
      kind: 'student',
      personId: old.personId,
      activeStudentNo: old.studentNo,
    })
    const res = await fx.call('POST', `${S}/OryantasyonKayit`, token, { EventId: id })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toMatch(/yeni/)
    const seen = (await fx.call('GET', `${S}/Oryantasyon`, token)).json().responseData
    expect(seen.IsNewStudent).toBe(false)
    expect(seen.Events.find((e: { Id: number }) => e.Id === id).MyStatus).toBeNull()
  })
})

describe(`calendar files on ${testEngine}`, () => {
  it('offers an event’s .ics with UTC times', async () => {
    const res = await fx.call('GET', '/api/Etkinlik/Takvim/Ics?EventId=1', await student())
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/calendar/)
    expect(res.body).toContain('BEGIN:VCALENDAR')
    expect(res.body).toContain('SUMMARY:Yeni Öğrenci Oryantasyon Günü')
    // 2024-09-23 14:00 Istanbul = 11:00 UTC
    expect(res.body).toContain('DTSTART:20240923T110000Z')
    expect((await fx.call('GET', '/api/Etkinlik/Takvim/Ics?EventId=1')).statusCode).toBe(401)
  })

  it('serves the personal feed by its secret token until renewed or revoked', async () => {
    const s = await student()
    expect((await fx.call('GET', `${S}/TakvimAkisi`, s)).json().responseData).toEqual({
      Url: null,
      CreatedAt: null,
    })
    const first = (await fx.call('POST', `${S}/TakvimAkisiOlustur`, s)).json().responseData.Url as string
    const path = new URL(first).pathname
    const feed = await fx.call('GET', path)
    expect(feed.statusCode).toBe(200)
    expect(feed.body).toContain('BEGIN:VEVENT')
    expect(feed.body).toContain('Yeni Öğrenci Oryantasyon Günü')
    // renewing invalidates the previous URL
    const second = new URL((await fx.call('POST', `${S}/TakvimAkisiOlustur`, s)).json().responseData.Url)
      .pathname
    expect((await fx.call('GET', path)).statusCode).toBe(404)
    expect((await fx.call('GET', second)).statusCode).toBe(200)
    expect((await fx.call('GET', `${S}/TakvimAkisi`, s)).json().responseData.CreatedAt).not.toBeNull()
    // revoking
    expect((await fx.call('POST', `${S}/TakvimAkisiIptal`, s)).statusCode).toBe(200)
    expect((await fx.call('GET', second)).statusCode).toBe(404)
    // a guessed or malformed token
    expect((await fx.call('GET', `/api/Etkinlik/Takvim/Akis/${'A'.repeat(43)}`)).statusCode).toBe(404)
    expect((await fx.call('GET', '/api/Etkinlik/Takvim/Akis/short')).statusCode).toBe(400)
    // staff have no feed
    expect((await fx.call('POST', `${S}/TakvimAkisiOlustur`, await centre())).statusCode).toBe(403)
  })
})
