/**
 * Instalment plans from the programme fee and the card-excess rule (issue 17 § Instalment plans), through
 * the real app, the programmes feature's fee rows and the development bank's real 3-D pages:
 * - Plans/Fee offers the published version's fees of the term (preparatory fees first for a preparatory
 *   student, zero amounts left out), nothing for a programme without fees, nothing usable for a fee in
 *   another currency; finance only, in scope.
 * - Plans/Create with a FeeKey takes that fee (audited as such), refuses a changed, missing or non-TL fee.
 * - A student's card payment of an instalment that finance collected meanwhile becomes a refund due
 *   (audit `instalment.card-excess`): wholly when the plan was paid off, the excess when partly.
 * - A declined card changes nothing on the plan; a forged answer neither.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { students } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'

let fx: IdentityFixture
const B = '/api/Instalments'
const EN = { 'accept-language': 'en' }
beforeAll(async () => {
  fx = await createIdentityFixture(40, () => new Date('2026-11-21T09:00:00Z'))
})
afterAll(async () => {
  await fx?.close()
})
const tokenOf = async (key: Parameters<IdentityFixture['signIn']>[0]) => (await fx.signIn(key)).token

const unescapeHtml = (v: string) =>
  v.replaceAll('&quot;', '"').replaceAll('&gt;', '>').replaceAll('&lt;', '<').replaceAll('&amp;', '&')
/** The hidden fields and the form action of a development bank page. */
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

/** Pays payment `id` at the development bank with card `pan`; returns the bank's signed answer. */
async function payAtBank(token: string, id: number, pan = '4111111111111111') {
  const gate = await fx.call('POST', '/api/Payments/Payment/Gate', token, { PaymentId: id })
  expect(gate.statusCode, gate.body).toBe(200)
  const { GateUrl, Fields } = gate.json().responseData
  const card = formOf((await post(GateUrl, Fields)).body)
  const code = formOf(
    (
      await post(card.action, {
        ...card.fields,
        pan,
        cardHolder: 'Ayşe Yılmaz',
        Ecom_Payment_Card_ExpDate_Month: '12',
        Ecom_Payment_Card_ExpDate_Year: '30',
        cv2: '123',
      })
    ).body,
  )
  return formOf((await post(code.action, { ...code.fields, code: '123456' })).body)
}

/** The audit rows of plan `id` with `action`. */
const auditsOf = (id: number, action: string) =>
  fx.testDb.handle.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'instalment_plan'),
        eq(auditLog.entityId, String(id)),
        eq(auditLog.action, action),
      ),
    )
const lira = (k: number) => `${Math.trunc(k / 100)},${String(k % 100).padStart(2, '0')}`

describe(`plans from the programme fee on ${testEngine}`, () => {
  let termId = 0
  const fee = async (studentNo: string, headers = {}) =>
    fx.call(
      'GET',
      `${B}/Plans/Fee?studentNo=${studentNo}&termId=${termId}`,
      await tokenOf('finance'),
      undefined,
      headers,
    )
  const create = async (body: object, headers = {}) =>
    fx.call(
      'POST',
      `${B}/Plans/Create`,
      await tokenOf('finance'),
      {
        TermId: termId,
        Kind: 'periodic',
        InstalmentCount: 4,
        FirstDueDate: '2026-12-01',
        Accrued: true,
        ...body,
      },
      headers,
    )

  beforeAll(async () => {
    const terms = (await fx.call('GET', `${B}/Plans/Terms`, await tokenOf('finance'))).json().responseData
    termId = terms.find((t: { Active: boolean }) => t.Active).Id
  })

  it("offers the published version's fees of the term, finance only", async () => {
    // 2024101001 studies Computer Engineering: fee 1 131 000 TL, fee 2 65 500 TL, fee 3 0 (left out).
    const r = await fee('2024101001')
    expect(r.statusCode, r.body).toBe(200)
    expect(r.json().responseData).toMatchObject({
      StudentNo: '2024101001',
      Prep: false,
      Currency: 'TRY',
      Options: [
        { Key: 'Fee1', AmountKurus: 13_100_000 },
        { Key: 'Fee2', AmountKurus: 6_550_000 },
      ],
    })
    // A master's programme has no fees here: nothing to offer, an entered amount as before.
    expect((await fee('2026832001')).json().responseData).toMatchObject({ Currency: null, Options: [] })
    for (const key of ['student', 'inventory'] as const)
      expect(
        (await fx.call('GET', `${B}/Plans/Fee?studentNo=2024101001&termId=${termId}`, await tokenOf(key)))
          .statusCode,
      ).toBe(403)
    expect((await fee('1999999999')).statusCode).toBe(404)
    expect((await fee('1999999999', EN)).json().message).toBe('No student found.')
    expect(
      (await fx.call('GET', `${B}/Plans/Fee?studentNo=2024101001&termId=99999`, await tokenOf('finance')))
        .statusCode,
    ).toBe(404)
    expect(
      (await fx.call('GET', `${B}/Plans/Fee?studentNo=2024101001&termId=x`, await tokenOf('finance')))
        .statusCode,
    ).toBe(400)
  })

  it('offers the preparatory fees first to a student in the preparatory class', async () => {
    const db = fx.testDb.handle.db
    await db.update(students).set({ classYear: 0 }).where(eq(students.studentNo, '2025301001'))
    expect((await fee('2025301001')).json().responseData).toMatchObject({
      Prep: true,
      Options: [
        { Key: 'PrepFee1', AmountKurus: 8_775_000 },
        { Key: 'Fee1', AmountKurus: 11_700_000 },
        { Key: 'Fee2', AmountKurus: 5_850_000 },
      ],
    })
    await db.update(students).set({ classYear: 2 }).where(eq(students.studentNo, '2025301001'))
  })

  it('creates a plan from a fee, and refuses a changed or missing fee changing nothing', async () => {
    const made = await create({ StudentNo: '2024101001', Amount: '65500', FeeKey: 'Fee2' })
    expect(made.statusCode, made.body).toBe(200)
    const plan = made.json().responseData
    expect(plan.AmountKurus).toBe(6_550_000)
    expect(plan.Instalments.map((i: { AmountKurus: number }) => i.AmountKurus)).toEqual([
      1_637_500, 1_637_500, 1_637_500, 1_637_500,
    ])
    const [audit] = await auditsOf(plan.Id, 'instalment.plan-created')
    expect(audit?.after).toMatchObject({ programmeFee: { key: 'Fee2', currency: 'TRY' } })

    // Fee 1 of Mathematics is 118 000 TL; an amount one kuruş off (the fee changed meanwhile) is refused.
    const changed = await create({ StudentNo: '2025201001', Amount: '118000,01', FeeKey: 'Fee1' })
    expect(changed.statusCode).toBe(422)
    expect(changed.json().message).toBe(
      'Programın ücreti bu arada değişti (₺118.000,00); lütfen yenileyip tekrar deneyin.',
    )
    // Fee 3 is zero: not a fee a plan can take.
    const none = await create({ StudentNo: '2025201001', Amount: '0,04', FeeKey: 'Fee3' }, EN)
    expect(none.statusCode).toBe(422)
    expect(none.json().message).toBe(
      "The student's programme has no such fee for this term; enter the amount.",
    )
    const list = await fx.call('GET', `${B}/Plans/List?q=2025201001`, await tokenOf('finance'))
    expect(list.json().responseData.total).toBe(0)
  })

  it('offers no fee in another currency: plans are in TL, so the amount is entered', async () => {
    const db = fx.testDb.handle.db
    const [s] = await db.select().from(students).where(eq(students.studentNo, '2025201002'))
    await db.execute(sql`update programme_fees set currency = 'USD' where term_id = ${termId}
      and version_id in (select id from programme_versions where programme_id = ${s?.programmeId} and status = 'published')`)
    expect((await fee('2025201002')).json().responseData).toMatchObject({ Currency: 'USD', Options: [] })
    const usd = await create({ StudentNo: '2025201002', Amount: '118000', FeeKey: 'Fee1' }, EN)
    expect(usd.statusCode).toBe(422)
    expect(usd.json().message).toBe(
      "The programme's fee is in USD; instalment plans are in TL, so enter the amount in TL.",
    )
    const entered = await create({ StudentNo: '2025201002', Amount: '118000' })
    expect(entered.statusCode, entered.body).toBe(200)
    const [audit] = await auditsOf(entered.json().responseData.Id, 'instalment.plan-created')
    expect(audit?.after).toMatchObject({ programmeFee: null })
  })
})

describe(`a card payment finance collected meanwhile on ${testEngine}`, () => {
  it('becomes a refund due in whole when finance paid the plan off (audited once, replay changes nothing)', async () => {
    const student = await tokenOf('student')
    const finance = await tokenOf('finance')
    const mine = (await fx.call('GET', `${B}/My/Plan`, student)).json().responseData
    const open = mine.Instalments.find(
      (i: { PaidKurus: number; AmountKurus: number }) => i.PaidKurus < i.AmountKurus,
    )
    const started = await fx.call('POST', `${B}/My/Pay`, student, { InstalmentId: open.Id })
    expect(started.statusCode, started.body).toBe(200)
    const paymentId = started.json().responseData.PaymentId
    const payment = (await fx.call('GET', `/api/Payments/Payment/Detail?id=${paymentId}`, student)).json()
      .responseData
    expect(payment.ReturnPath).toBe('/ogrenci/vinov-planim')

    // Finance collects the whole debt by bank transfer while the student is at the bank.
    const before = (await fx.call('GET', `${B}/Plans/Detail?id=${mine.Id}`, finance)).json().responseData
    const paidOff = await fx.call('POST', `${B}/Collections/Record`, finance, {
      PlanId: mine.Id,
      Version: before.Version,
      Type: 'bank_transfer',
      Amount: lira(before.DebtKurus),
    })
    expect(paidOff.statusCode, paidOff.body).toBe(200)
    expect(paidOff.json().responseData.State).toBe('paid')

    const answer = await payAtBank(student, paymentId)
    expect((await post(answer.action, answer.fields)).statusCode).toBe(303)
    const after = (await fx.call('GET', `${B}/Plans/Detail?id=${mine.Id}`, finance)).json().responseData
    expect(after).toMatchObject({
      State: 'paid',
      PaidKurus: before.AmountKurus,
      RefundKurus: before.RefundKurus + payment.AmountKurus,
    })
    expect(after.Collections.filter((c: { Type: string }) => c.Type === 'card')).toContainEqual(
      expect.objectContaining({ AmountKurus: payment.AmountKurus }),
    )
    const excess = await auditsOf(mine.Id, 'instalment.card-excess')
    expect(excess).toHaveLength(1)
    expect(excess[0]?.after).toMatchObject({ paymentId, excessKurus: payment.AmountKurus })
    // The bank posts the same answer again, and the student opens the plan: nothing more.
    expect((await post(answer.action, answer.fields)).statusCode).toBe(303)
    const mineAfter = (await fx.call('GET', `${B}/My/Plan`, student)).json().responseData
    expect(mineAfter.RefundKurus).toBe(after.RefundKurus)
    expect(await auditsOf(mine.Id, 'instalment.card-excess')).toHaveLength(1)
  })

  it('settles what is left and makes the excess a refund due when finance collected part of it', async () => {
    const student = await tokenOf('student-new')
    const finance = await tokenOf('finance')
    const terms = (await fx.call('GET', `${B}/Plans/Terms`, finance)).json().responseData
    const made = await fx.call('POST', `${B}/Plans/Create`, finance, {
      StudentNo: '2026101901',
      TermId: terms.find((t: { Active: boolean }) => t.Active).Id,
      Kind: 'periodic',
      Amount: '1000',
      InstalmentCount: 2,
      FirstDueDate: '2026-12-01',
      Accrued: true,
    })
    expect(made.statusCode, made.body).toBe(200)
    const plan = made.json().responseData
    const started = await fx.call('POST', `${B}/My/Pay`, student, { InstalmentId: plan.Instalments[0].Id })
    expect(started.statusCode, started.body).toBe(200)
    const paymentId = started.json().responseData.PaymentId
    // The plan links the payment started and not settled (to pay it or ask the bank later).
    const waiting = (await fx.call('GET', `${B}/My/Plan`, student)).json().responseData
    expect(waiting.PendingPaymentId).toBe(paymentId)
    // Meanwhile finance collects 800 TL in cash: the first instalment and 300 TL of the second; 200 TL left.
    const version = (await fx.call('GET', `${B}/Plans/Detail?id=${plan.Id}`, finance)).json().responseData
      .Version
    const cash = await fx.call('POST', `${B}/Collections/Record`, finance, {
      PlanId: plan.Id,
      Version: version,
      Type: 'cash',
      Amount: '800',
    })
    expect(cash.statusCode, cash.body).toBe(200)
    // The student's 500 TL card payment arrives: 200 TL settles the plan, 300 TL is a refund due.
    const answer = await payAtBank(student, paymentId)
    expect((await post(answer.action, answer.fields)).statusCode).toBe(303)
    const after = (await fx.call('GET', `${B}/My/Plan`, student)).json().responseData
    expect(after).toMatchObject({
      State: 'paid',
      PaidKurus: 100_000,
      DebtKurus: 0,
      RefundKurus: 30_000,
      PendingPaymentId: null,
    })
    expect(after.Instalments.map((i: { PaidKurus: number }) => i.PaidKurus)).toEqual([50_000, 50_000])
    const excess = await auditsOf(plan.Id, 'instalment.card-excess')
    expect(excess).toHaveLength(1)
    expect(excess[0]?.after).toMatchObject({ paymentId, excessKurus: 30_000 })
  })

  it('changes nothing on the plan for a declined card or a forged answer', async () => {
    const student = await tokenOf('student-departure')
    const finance = await tokenOf('finance')
    const terms = (await fx.call('GET', `${B}/Plans/Terms`, finance)).json().responseData
    const made = await fx.call('POST', `${B}/Plans/Create`, finance, {
      StudentNo: '2024104002',
      TermId: terms.find((t: { Active: boolean }) => t.Active).Id,
      Kind: 'annual',
      Amount: '300',
      InstalmentCount: 3,
      FirstDueDate: '2026-12-01',
      Accrued: false,
    })
    expect(made.statusCode, made.body).toBe(200)
    const plan = made.json().responseData
    const pay = async () => {
      const r = await fx.call('POST', `${B}/My/Pay`, student, { InstalmentId: plan.Instalments[0].Id })
      expect(r.statusCode, r.body).toBe(200)
      return r.json().responseData.PaymentId as number
    }
    const declined = await payAtBank(student, await pay(), '4000000000000002')
    expect((await post(declined.action, declined.fields)).statusCode).toBe(303)
    const forgedId = await pay()
    const genuine = await payAtBank(student, forgedId)
    expect((await post(genuine.action, { ...genuine.fields, amount: '300.00' })).statusCode).toBe(400)
    const after = (await fx.call('GET', `${B}/My/Plan`, student)).json().responseData
    expect(after).toMatchObject({
      State: 'active',
      PaidKurus: 0,
      RefundKurus: 0,
      Collections: [],
      PendingPaymentId: forgedId,
    })
    // The genuine answer still settles the first instalment, once.
    expect((await post(genuine.action, genuine.fields)).statusCode).toBe(303)
    expect((await post(genuine.action, genuine.fields)).statusCode).toBe(303)
    const paid = (await fx.call('GET', `${B}/My/Plan`, student)).json().responseData
    expect(paid.Instalments.map((i: { PaidKurus: number }) => i.PaidKurus)).toEqual([10_000, 0, 0])
    expect(paid.Collections).toHaveLength(1)
  })
})
