/**
 * Clubs (issue 21 § Clubs): the student centre defines a club with an advisor and a president; a student
 * applies; only the club's president or advisor decides, the first decision wins (409 for the second);
 * a member cannot apply again; club events are events with the club as organiser and reach the member's
 * calendar feed; authorisation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'

let fx: IdentityFixture
let clubId = 0
const K = '/api/Kulup'

beforeAll(async () => {
  fx = await createIdentityFixture(40, () => new Date('2026-11-21T09:00:00Z'))
})
afterAll(async () => {
  await fx?.close()
})

const tokenOf = async (key: Parameters<IdentityFixture['signIn']>[0]) => (await fx.signIn(key)).token

describe(`clubs on ${testEngine}`, () => {
  it('lets the student centre define a club with an advisor and a president, and nobody else', async () => {
    const body = {
      NameTr: 'Test Topluluğu',
      NameEn: 'Test Society',
      DescriptionTr: 'Deneme',
      DescriptionEn: 'Trial',
      AdvisorSicilNo: 'P10001',
      PresidentOgrNo: '2024101001',
    }
    expect((await fx.call('POST', `${K}/Kulupler/Kaydet`, await tokenOf('student'), body)).statusCode).toBe(
      403,
    )
    expect(
      (await fx.call('POST', `${K}/Kulupler/Kaydet`, await tokenOf('instructor-advisor'), body)).statusCode,
    ).toBe(403)
    const centre = await tokenOf('student-centre')
    const unknown = await fx.call('POST', `${K}/Kulupler/Kaydet`, centre, {
      ...body,
      AdvisorSicilNo: 'X0000',
    })
    expect(unknown.statusCode).toBe(422)
    const res = await fx.call('POST', `${K}/Kulupler/Kaydet`, centre, body)
    expect(res.statusCode).toBe(200)
    clubId = res.json().responseData
    expect((await fx.call('POST', `${K}/Kulupler/Kaydet`, centre, body)).statusCode).toBe(409)
    const list = (
      await fx.call('GET', `${K}/Kulupler/Liste?search=Test`, await tokenOf('student-double'))
    ).json().responseData
    expect(list.items[0]).toMatchObject({
      Id: clubId,
      AdvisorName: 'Zeynep Çelik',
      PresidentOgrNo: '2024101001',
      PresidentName: 'Ayşe Yılmaz',
      MemberCount: 1,
      MyStatus: 'president',
      CanDecide: true,
    })
  })

  it('takes an application once and lets only the president or advisor decide; the second decider gets 409', async () => {
    const student = await tokenOf('student')
    const applied = await fx.call('POST', `${K}/Basvuru/Olustur`, student, {
      ClubId: clubId,
      Note: 'Merhaba',
    })
    expect(applied.statusCode).toBe(200)
    const applicationId = applied.json().responseData
    expect(
      (await fx.call('POST', `${K}/Basvuru/Olustur`, student, { ClubId: clubId, Note: '' })).statusCode,
    ).toBe(409)
    const mine = (await fx.call('GET', `${K}/Kulupler/Liste?search=Test`, student)).json().responseData
      .items[0]
    expect(mine).toMatchObject({ MyStatus: 'pending', CanDecide: false, PendingCount: 1 })

    // not deciders: the applicant, another staff member, the student centre
    for (const key of ['student', 'registrar', 'student-centre'] as const) {
      const res = await fx.call('POST', `${K}/Basvuru/Karar`, await tokenOf(key), {
        ApplicationId: applicationId,
        Approve: true,
      })
      expect(res.statusCode).toBe(403)
    }
    // the president and the advisor both see it
    const president = await tokenOf('student-double')
    const advisor = await tokenOf('instructor-advisor')
    for (const t of [president, advisor]) {
      const pending = (await fx.call('GET', `${K}/Basvuru/Bekleyenler`, t)).json().responseData
      expect(pending.filter((p: { ClubId: number }) => p.ClubId === clubId)).toEqual([
        expect.objectContaining({
          Id: applicationId,
          StudentNo: '2025104001',
          FullName: 'Can Öztürk',
          Note: 'Merhaba',
        }),
      ])
      // the seeded Computer Society's applications are theirs too
      expect(pending.some((p: { ClubName: string }) => p.ClubName === 'Bilgisayar Topluluğu')).toBe(true)
    }
    // both decide at once: one wins
    const both = await Promise.all([
      fx.call('POST', `${K}/Basvuru/Karar`, president, { ApplicationId: applicationId, Approve: true }),
      fx.call('POST', `${K}/Basvuru/Karar`, advisor, { ApplicationId: applicationId, Approve: false }),
    ])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const after = (await fx.call('GET', `${K}/Kulupler/Liste?search=Test`, student)).json().responseData
      .items[0]
    expect(['member', 'rejected']).toContain(after.MyStatus)
    if (after.MyStatus === 'member') {
      expect(
        (await fx.call('POST', `${K}/Basvuru/Olustur`, student, { ClubId: clubId, Note: '' })).statusCode,
      ).toBe(409)
    }
    expect(
      (await fx.call('POST', `${K}/Basvuru/Karar`, president, { ApplicationId: 999999, Approve: true }))
        .statusCode,
    ).toBe(404)
  })

  it('a member’s club events are listed with the club and reach the member’s calendar feed', async () => {
    const centre = await tokenOf('student-centre')
    const ev = await fx.call('POST', '/api/Etkinlik/Merkez/EtkinlikKaydet', centre, {
      TypeId: 2,
      NameTr: 'Test Topluluğu Tanışma Toplantısı',
      NameEn: 'Test Society Welcome Meeting',
      Hall: 'Öğrenci Merkezi',
      StartsAt: '2026-12-01T18:00:00+03:00',
      EndsAt: '2026-12-01T19:30:00+03:00',
      Points: 5,
      Capacity: null,
      Orientation: false,
      OrganiserClubId: clubId,
    })
    expect(ev.statusCode).toBe(200)
    const president = await tokenOf('student-double')
    const events = (await fx.call('GET', `${K}/Kulupler/Etkinlikler?ClubId=${clubId}`, president)).json()
      .responseData
    expect(events).toEqual([expect.objectContaining({ Name: 'Test Topluluğu Tanışma Toplantısı' })])
    const url = (await fx.call('POST', '/api/Etkinlik/Ogrenci/TakvimAkisiOlustur', president)).json()
      .responseData.Url
    const feed = await fx.call('GET', new URL(url).pathname)
    expect(feed.body).toContain('Test Topluluğu Tanışma Toplantısı')
    expect((await fx.call('GET', `${K}/Kulupler/Etkinlikler?ClubId=999999`, president)).statusCode).toBe(404)
    expect((await fx.call('GET', `${K}/Kulupler/Liste`)).statusCode).toBe(401)
  })

  it('shows a club’s advisor its clubs and members, the advisor’s page in its menu; others get 403 or nothing', async () => {
    const advisor = await tokenOf('instructor-advisor')
    const advised = (await fx.call('GET', `${K}/Danisman/Kulupler`, advisor)).json().responseData
    const names = advised.map((c: { NameTr: string }) => c.NameTr)
    expect(names).toEqual(expect.arrayContaining(['Bilgisayar Topluluğu', 'Test Topluluğu']))
    expect(advised.every((c: { CanDecide: boolean }) => c.CanDecide)).toBe(true)
    // Another staff member advises nothing here.
    expect(
      (await fx.call('GET', `${K}/Danisman/Kulupler`, await tokenOf('registrar'))).json().responseData,
    ).toEqual([])

    const members = await fx.call('GET', `${K}/Uyeler/Liste?ClubId=${clubId}&pageSize=50`, advisor)
    expect(members.statusCode).toBe(200)
    const page = members.json().responseData
    expect(page.items).toContainEqual(
      expect.objectContaining({ StudentNo: '2024101001', FullName: 'Ayşe Yılmaz', IsPresident: true }),
    )
    expect(page.total).toBe(page.items.length)
    const searched = (await fx.call('GET', `${K}/Uyeler/Liste?ClubId=${clubId}&search=Ayşe`, advisor)).json()
      .responseData
    expect(searched.items.map((m: { StudentNo: string }) => m.StudentNo)).toEqual(['2024101001'])
    // The president reads them too; a member who is not president, staff and the student centre do not.
    expect(
      (await fx.call('GET', `${K}/Uyeler/Liste?ClubId=${clubId}`, await tokenOf('student-double')))
        .statusCode,
    ).toBe(200)
    for (const key of ['student', 'registrar', 'student-centre'] as const) {
      const res = await fx.call('GET', `${K}/Uyeler/Liste?ClubId=${clubId}`, await tokenOf(key), undefined, {
        'accept-language': 'en',
      })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toContain('president or advisor')
    }
    expect((await fx.call('GET', `${K}/Uyeler/Liste?ClubId=999999`, advisor)).statusCode).toBe(404)
    expect((await fx.call('GET', `${K}/Uyeler/Liste?ClubId=abc`, advisor)).statusCode).toBe(400)

    // The advisor's page is in the advisor's menu only.
    const menuHas = async (token: string) =>
      JSON.stringify(
        (await fx.call('GET', '/api/Menu/GetUnacsMenuListByRoleId', token)).json().responseData,
      ).includes('"ClubAdvisor"')
    expect(await menuHas(advisor)).toBe(true)
    expect(await menuHas(await tokenOf('registrar'))).toBe(false)
    expect(await menuHas(await tokenOf('student'))).toBe(false)
  })
})
