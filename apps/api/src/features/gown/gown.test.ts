/**
 * Graduation gown and cap (issue 17) through the real app and the development bank's real 3-D pages: the
 * eligibility and every calendar rule at its boundaries (Istanbul time), the proxy's T.C. kimlik checksum,
 * the deposit provision held → released / captured, double actions 409, finance's list and bulk refund, and
 * who may call what. The seed dates the ceremonies relative to the day it runs on; this test rewrites them for
 * the seed's reference day (25 Nov 2026) so its fixed dates hold on any real date.
 */
import { isTcKimlikNo } from '@unacs/contracts'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { students } from '../../db/schema/index.ts'
import { buildWorld } from '../../db/seed/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { addDays } from '../../platform/time.ts'
import { pickupOpen, requestOpen, returnLate } from './gown.calendar.ts'
import { gownCeremonies, gownGraduands } from './gown.schema.ts'
import { buildGownSeed, GOWN_SEED_REFERENCE_DAY, gownCeremonyRows } from './gown.seed.ts'

let fx: IdentityFixture
let now = new Date('2026-11-21T09:00:00Z')
const G = '/api/Gown'
const VALID_TC = '10000000146'

beforeAll(async () => {
  fx = await createIdentityFixture(40, () => now)
  // More graduands of the current ceremony for the capture and refund flows.
  const db = fx.testDb.handle.db
  // The fixed dates below are those of a seed run on the reference day, whatever the real date.
  for (const c of gownCeremonyRows(GOWN_SEED_REFERENCE_DAY))
    await db.update(gownCeremonies).set(c).where(eq(gownCeremonies.id, c.id))
  for (const no of ['2026101901', '2024104002', '2019302001']) {
    const [s] = await db.select({ id: students.id }).from(students).where(eq(students.studentNo, no))
    if (s) await db.insert(gownGraduands).values({ ceremonyId: 2, studentId: s.id })
  }
})
afterAll(async () => {
  await fx?.close()
})

/** Istanbul wall time (UTC+3 all year) as a Date. */
const ist = (local: string) => new Date(`${local}+03:00`)
type Key = Parameters<IdentityFixture['signIn']>[0]
/** Who calls: a demo account (signed in afresh at each call, as the business clock moves past token lifetimes). */
type Who = { key: Key; extra: object }
const tokenOf = async (key: Key, extra = {}): Promise<Who> => ({ key, extra })
/** A call as `who` (undefined: anonymous). */
async function call(method: 'GET' | 'POST', url: string, who?: Who, body?: object, headers = {}) {
  const token = who ? (await fx.signIn(who.key, who.extra)).token : undefined
  return fx.call(method, url, token, body, headers)
}
const unescapeHtml = (v: string) =>
  v.replaceAll('&quot;', '"').replaceAll('&gt;', '>').replaceAll('&lt;', '<').replaceAll('&amp;', '&')
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = unescapeHtml(/<form method="post" action="([^"]*)"/.exec(html)?.[1] ?? '')
  const fields: Record<string, string> = {}
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescapeHtml(m[1] ?? '')] = unescapeHtml(m[2] ?? '')
  return { action, fields }
}
const post = (url: string, fields: Record<string, string>) =>
  fx.app.inject({
    method: 'POST',
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: '127.0.0.1',
  })

/** Pays payment `id` at the development bank with the approved card and posts the answer back. */
async function pay(token: Who, id: number) {
  const gate = await call('POST', '/api/Payments/Payment/Gate', token, { PaymentId: id })
  expect(gate.statusCode, gate.body).toBe(200)
  const { GateUrl, Fields } = gate.json().responseData
  const card = formOf((await post(GateUrl, Fields)).body)
  const code = formOf(
    (
      await post(card.action, {
        ...card.fields,
        pan: '4111111111111111',
        cardHolder: 'Ayşe Yılmaz',
        Ecom_Payment_Card_ExpDate_Month: '12',
        Ecom_Payment_Card_ExpDate_Year: '30',
        cv2: '123',
      })
    ).body,
  )
  const result = formOf((await post(code.action, { ...code.fields, code: '123456' })).body)
  const back = await post(result.action, result.fields)
  expect(back.statusCode, back.body).toBe(303)
}
const status = async (token: Who, headers = {}) =>
  (await call('GET', `${G}/Student/Status`, token, undefined, headers)).json().responseData
const paymentState = async (id: number) =>
  (await call('GET', `/api/Payments/Payment/Detail?id=${id}`, { key: 'finance', extra: {} })).json()
    .responseData.State

/** Requests, pays and returns the request as the student sees it. */
async function requestAndPay(token: Who, body: object) {
  now = ist('2026-11-25T10:00:00')
  const res = await call('POST', `${G}/Student/Request`, token, body)
  expect(res.statusCode, res.body).toBe(200)
  await pay(token, res.json().responseData.PaymentId)
  return (await status(token)).Request
}

describe('the gown seed', () => {
  const core = buildWorld(50).core

  it('writes the dates it always had on its reference day', () => {
    const [summer, current] = buildGownSeed(core, GOWN_SEED_REFERENCE_DAY).gownCeremonies
    expect(summer).toMatchObject({ requestStart: '2026-06-01', paymentLastDay: '2026-06-26' })
    expect(summer?.pickupDays).toEqual(['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02'])
    expect(summer?.ceremonyDays).toEqual(['2026-07-03'])
    expect(current).toMatchObject({
      requestStart: '2026-11-02',
      paymentLastDay: '2026-12-11',
      isCurrent: true,
    })
    expect(current?.pickupDays.at(0)).toBe('2026-11-23')
    expect(current?.pickupDays.at(-1)).toBe('2026-12-16')
    expect(current?.pickupDays).toHaveLength(18)
    expect(current?.ceremonyDays).toEqual(['2026-12-17', '2026-12-18'])
  })

  // Days after the old fixed deadline (11 Dec 2026), a Saturday, a Monday, a leap day, a year end.
  it.each(['2026-12-11', '2026-12-12', '2027-01-04', '2027-06-30', '2028-02-29', '2030-12-31'])(
    'keeps requests, payment and pickup open around a seed run on %s',
    (today) => {
      const { gownCeremonies: ceremonies, gownRequests: requests } = buildGownSeed(core, today)
      const current = ceremonies.find((c) => c.isCurrent)
      if (!current) throw new Error('no current ceremony')
      const weekday = ![0, 6].includes(new Date(`${today}T00:00:00Z`).getUTCDay())
      expect(requestOpen(current, ist(`${today}T00:00:00`))).toBe(true)
      expect(requestOpen(current, ist(`${addDays(today, 16)}T15:59:59`))).toBe(true)
      expect(requestOpen(current, ist(`${addDays(today, 16)}T16:00:00`))).toBe(false)
      expect(pickupOpen(current, ist(`${today}T10:00:00`))).toBe(weekday)
      expect(pickupOpen(current, ist(`${today}T12:00:00`))).toBe(false)
      // The weekdays of today − 2 … today + 21: 15 to 18 of them.
      for (const d of current.pickupDays) {
        expect([0, 6]).not.toContain(new Date(`${d}T00:00:00Z`).getUTCDay())
        expect(d >= addDays(today, -2) && d <= addDays(today, 21), d).toBe(true)
      }
      expect(current.pickupDays.length).toBeGreaterThanOrEqual(15)
      expect(current.pickupDays.length).toBeLessThanOrEqual(18)
      expect(returnLate(current, ist(`${addDays(today, 23)}T20:59:59`))).toBe(false)
      expect(returnLate(current, ist(`${addDays(today, 23)}T21:00:00`))).toBe(true)
      // The summer ceremony and its late return lie wholly in the past.
      const summer = ceremonies.find((c) => !c.isCurrent)
      expect(summer && returnLate(summer, ist(`${today}T00:00:00`))).toBe(true)
      const late = requests.find((r) => r.state === 'returned')
      expect(late?.returnedAt && summer && returnLate(summer, late.returnedAt)).toBe(true)
      expect(late?.returnedLate).toBe(true) // the late text is written when read, in the reader's language
      const held = requests.find((r) => r.state === 'active')
      expect(held?.createdAt && requestOpen(current, held.createdAt)).toBe(true)
    },
  )
})

describe(`gown on ${testEngine}`, () => {
  it('applies the calendar at its boundaries in Istanbul time', async () => {
    const [c] = await fx.testDb.handle.db.select().from(gownCeremonies).where(eq(gownCeremonies.id, 2))
    if (!c) throw new Error('no seeded ceremony')
    expect(requestOpen(c, ist('2026-11-01T23:59:59'))).toBe(false)
    expect(requestOpen(c, ist('2026-11-02T00:00:00'))).toBe(true)
    expect(requestOpen(c, ist('2026-12-11T15:59:59'))).toBe(true)
    expect(requestOpen(c, ist('2026-12-11T16:00:00'))).toBe(false)
    expect(pickupOpen(c, ist('2026-12-14T09:59:59'))).toBe(false)
    expect(pickupOpen(c, ist('2026-12-14T10:00:00'))).toBe(true)
    expect(pickupOpen(c, ist('2026-12-14T11:59:59'))).toBe(true)
    expect(pickupOpen(c, ist('2026-12-14T12:00:00'))).toBe(false)
    expect(pickupOpen(c, ist('2026-12-14T13:00:00'))).toBe(true)
    expect(pickupOpen(c, ist('2026-12-14T16:59:59'))).toBe(true)
    expect(pickupOpen(c, ist('2026-12-14T17:00:00'))).toBe(false)
    expect(pickupOpen(c, ist('2026-12-13T11:00:00'))).toBe(false) // Sunday: no pickup day
    expect(returnLate(c, ist('2026-12-18T20:59:59'))).toBe(false)
    expect(returnLate(c, ist('2026-12-18T21:00:00'))).toBe(true)
  })

  it('takes requests until 15:59:59 on the last payment day and refuses at 16:00:00 with the reason', async () => {
    const student = await tokenOf('student')
    now = ist('2026-12-11T15:59:59')
    expect(await status(student)).toMatchObject({ Eligible: true, RequestOpen: true, Reason: null })
    now = ist('2026-12-11T16:00:00')
    const closed = await status(student)
    expect(closed.Eligible).toBe(false)
    expect(closed.Reason).toContain('talep tarihleri dışında')
    const res = await call('POST', `${G}/Student/Request`, student, {
      Size: 'M',
      PickupBy: 'self',
      Accepted: true,
    })
    expect(res.statusCode).toBe(422)
    now = ist('2026-11-01T23:59:59')
    expect((await status(student)).Eligible).toBe(false)
    now = ist('2026-11-02T00:00:00')
    expect((await status(student)).Eligible).toBe(true)
  })

  it('refuses double-major and non-graduating studentships with the reason', async () => {
    now = ist('2026-11-25T10:00:00')
    const double = await tokenOf('student-double', { activeStudentNo: '2025201001' })
    const s = await status(double, { 'accept-language': 'en' })
    expect(s.Reason).toBe('Double-major and minor students cannot request a gown and cap.')
    const res = await call('POST', `${G}/Student/Request`, double, {
      Size: 'M',
      PickupBy: 'self',
      Accepted: true,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('Çift anadal ve yandal öğrencileri cübbe ve kep talebinde bulunamaz.')
    const main = await tokenOf('student-double')
    expect((await status(main)).Reason).toContain('yalnızca bu törende mezun olacak')
  })

  it('requires the proxy name, a T.C. kimlik no with a valid checksum and the statement', async () => {
    now = ist('2026-11-25T10:00:00')
    const student = await tokenOf('student')
    expect(isTcKimlikNo(VALID_TC)).toBe(true)
    expect(isTcKimlikNo('10000000145')).toBe(false)
    const send = (body: object) => call('POST', `${G}/Student/Request`, student, body)
    const base = {
      Size: 'L',
      PickupBy: 'proxy',
      ProxyName: 'Mehmet Yılmaz',
      ProxyTcNo: VALID_TC,
      Accepted: true,
    }
    const noName = await send({ ...base, ProxyName: '' })
    expect(noName.statusCode).toBe(400)
    expect(noName.json().message).toContain('vekilin adı soyadı')
    const badTc = await send({ ...base, ProxyTcNo: '10000000145' })
    expect(badTc.statusCode).toBe(400)
    expect(badTc.json().message).toBe('Vekilin T.C. kimlik numarası geçerli değil.')
    expect((await send({ ...base, ProxyTcNo: '01234567890' })).statusCode).toBe(400)
    expect((await send({ ...base, Accepted: false })).statusCode).toBe(400)
    expect((await send({ ...base, Size: 'XS' })).statusCode).toBe(400)
  })

  it('activates the request once the deposit is held; hands it to the proxy once; releases on an intact return', async () => {
    const student = await tokenOf('student')
    now = ist('2026-11-25T10:00:00')
    const res = await call('POST', `${G}/Student/Request`, student, {
      Size: 'L',
      PickupBy: 'proxy',
      ProxyName: 'Mehmet Yılmaz',
      ProxyTcNo: VALID_TC,
      Accepted: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    const paymentId = res.json().responseData.PaymentId as number
    expect((await status(student)).Request).toMatchObject({
      State: 'awaiting_deposit',
      DepositState: 'pending',
    })
    const again = await call('POST', `${G}/Student/Request`, student, {
      Size: 'L',
      PickupBy: 'self',
      Accepted: true,
    })
    expect(again.statusCode).toBe(409)
    await pay(student, paymentId)
    const active = (await status(student)).Request
    expect(active).toMatchObject({ State: 'active', DepositState: 'held', ProxyTcNo: VALID_TC })
    expect(await paymentState(paymentId)).toBe('held')

    const inventory = await tokenOf('inventory')
    const found = await call('GET', `${G}/Handout/Search?studentNo=2025104001`, inventory)
    expect(found.statusCode).toBe(200)
    const req = found.json().responseData.Requests[0]
    expect(req.ProxyTcNo).toBe('*******0146')
    now = ist('2026-11-25T12:30:00')
    const lunch = await call('POST', `${G}/Handout/HandOut`, inventory, {
      RequestId: req.Id,
      Version: req.Version,
      To: 'proxy',
    })
    expect(lunch.statusCode).toBe(422)
    now = ist('2026-11-25T13:00:00')
    const body = { RequestId: req.Id, Version: req.Version, To: 'proxy' }
    const [a, b] = await Promise.all([
      call('POST', `${G}/Handout/HandOut`, inventory, body),
      call('POST', `${G}/Handout/HandOut`, inventory, body),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const handed = (a.statusCode === 200 ? a : b).json().responseData
    expect(handed).toMatchObject({ State: 'handed_out', HandedTo: 'proxy' })
    expect(
      (await call('POST', `${G}/Handout/HandOut`, inventory, { ...body, Version: handed.Version }))
        .statusCode,
    ).toBe(409)

    now = ist('2026-12-18T20:59:59')
    const back = await call('POST', `${G}/Handout/TakeBack`, inventory, {
      RequestId: req.Id,
      Version: handed.Version,
      Condition: 'intact',
    })
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json().message).toContain('provizyonu çözüldü')
    expect(back.json().responseData).toMatchObject({
      State: 'returned',
      DepositState: 'released',
      ReturnedLate: false,
    })
    expect(await paymentState(paymentId)).toBe('released')
    const again2 = await call('POST', `${G}/Handout/TakeBack`, inventory, {
      RequestId: req.Id,
      Version: back.json().responseData.Version,
      Condition: 'intact',
    })
    expect(again2.statusCode).toBe(409)
    const [audits] = await fx.testDb.handle.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'gown_request'), eq(auditLog.entityId, String(req.Id))))
    expect(audits?.n).toBeGreaterThanOrEqual(5)
  })

  it('captures the deposit of a damaged (reason required) or late return', async () => {
    const inventory = await tokenOf('inventory')
    const takeBack = async (
      key: 'student-new' | 'student-departure',
      no: string,
      at: string,
      body: object,
    ) => {
      const r = await requestAndPay(await tokenOf(key), { Size: 'S', PickupBy: 'self', Accepted: true })
      expect(r.State).toBe('active')
      now = ist('2026-11-26T10:30:00')
      const out = await call('POST', `${G}/Handout/HandOut`, inventory, {
        RequestId: r.Id,
        Version: r.Version,
        To: 'self',
      })
      expect(out.statusCode, out.body).toBe(200)
      now = ist(at)
      const Version = out.json().responseData.Version
      if ('Condition' in body && body.Condition === 'damaged') {
        const noReason = await call('POST', `${G}/Handout/TakeBack`, inventory, {
          RequestId: r.Id,
          Version,
          Condition: 'damaged',
        })
        expect(noReason.statusCode).toBe(400)
      }
      const res = await call('POST', `${G}/Handout/TakeBack`, inventory, {
        RequestId: r.Id,
        Version,
        ...body,
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(no).toBe(res.json().responseData.StudentNo)
      return res.json().responseData
    }
    const damaged = await takeBack('student-new', '2026101901', '2026-12-17T12:00:00', {
      Condition: 'damaged',
      Reason: 'Cübbe yırtık',
    })
    expect(damaged).toMatchObject({
      DepositState: 'captured',
      CaptureReason: 'Cübbe yırtık',
      ReturnedLate: false,
    })
    expect(await paymentState(damaged.PaymentId)).toBe('captured')
    const late = await takeBack('student-departure', '2024104002', '2026-12-18T21:00:00', {
      Condition: 'intact',
    })
    expect(late).toMatchObject({ DepositState: 'captured', ReturnedLate: true })
    expect(late.CaptureReason).toContain('Geç iade')
  })

  it('lists deposits with totals for finance, bulk-refunds those due once, exports XLSX', async () => {
    const graduate = await tokenOf('graduate')
    const r = await requestAndPay(graduate, { Size: 'XL', PickupBy: 'self', Accepted: true })
    expect(r.DepositState).toBe('held')
    const finance = await tokenOf('finance')
    now = ist('2026-12-18T20:00:00')
    const before = (await call('GET', `${G}/Deposit/List?state=due`, finance)).json().responseData
    expect(before.items.some((i: { Id: number }) => i.Id === r.Id)).toBe(false)
    now = ist('2026-12-19T09:00:00')
    const list = await call('GET', `${G}/Deposit/List?state=due`, finance)
    expect(list.statusCode).toBe(200)
    const due = list.json().responseData
    expect(due.items.map((i: { Id: number }) => i.Id)).toContain(r.Id)
    expect(due.totals.find((t: { State: string }) => t.State === 'released')).toMatchObject({
      Count: 1,
      AmountKurus: 50_000,
    })
    const bulk = await call('POST', `${G}/Deposit/BulkRefund`, finance)
    expect(bulk.statusCode, bulk.body).toBe(200)
    expect(bulk.json().responseData.Released).toBeGreaterThanOrEqual(1)
    expect(await paymentState(r.PaymentId)).toBe('released')
    const bulk2 = await call('POST', `${G}/Deposit/BulkRefund`, finance)
    expect(bulk2.json().responseData.Released).toBe(0)
    const xlsx = await call('GET', `${G}/Deposit/Xlsx?state=all`, finance)
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toContain('spreadsheetml')
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
  })

  it('lets each role call only its own pages', async () => {
    const [student, inventory, finance, registrar] = await Promise.all([
      tokenOf('student'),
      tokenOf('inventory'),
      tokenOf('finance'),
      tokenOf('registrar'),
    ])
    const calls: [string, 'GET' | 'POST', string, object?][] = [
      ['student', 'GET', `${G}/Student/Status`],
      ['student', 'POST', `${G}/Student/PayDeposit`],
      ['inventory', 'GET', `${G}/Handout/Search?studentNo=2025104001`],
      ['inventory', 'POST', `${G}/Handout/HandOut`, { RequestId: 1, Version: 0, To: 'self' }],
      ['finance', 'GET', `${G}/Deposit/List`],
      ['finance', 'POST', `${G}/Deposit/BulkRefund`],
      ['finance', 'GET', `${G}/Deposit/Xlsx`],
    ]
    const tokens: Record<string, Who> = { student, inventory, finance, registrar }
    for (const [owner, method, url, body] of calls) {
      for (const who of ['student', 'inventory', 'finance', 'registrar']) {
        if (who === owner) continue
        const res = await call(method, url, tokens[who], body)
        expect(res.statusCode, `${who} ${url}`).toBe(403)
      }
      expect((await call(method, url, undefined, body)).statusCode).toBe(401)
    }
  })
})
