/**
 * Payments and ID card loads (issue 17 § Payments) through the real app and the development bank's real
 * 3-D pages and CC5 API: the amount rules, authorisation, a forged / altered / replayed / duplicate /
 * concurrent bank answer changing nothing, declined and lost answers, reconciliation by status query,
 * provision → release / capture, refund, and the loopback-only development bank.
 */
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { DEV_BANK } from './devbank.routes.ts'
import { createPaymentServices } from './index.ts'
import { hashVer3 } from './nestpay.protocol.ts'
import { devBankOrders, payments } from './payments.schema.ts'

let fx: IdentityFixture
const P = '/api/Payments'
const APPROVED = '4111111111111111'
const DECLINED = '4000000000000002'
const TIMEOUT = '4000000000000119'
const TWICE = '4000000000000127'

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
const post = (url: string, fields: Record<string, string>, remoteAddress = '127.0.0.1') =>
  fx.app.inject({
    method: 'POST',
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress,
  })

/** Starts a load of `amount` as `token`'s student; returns the payment id. */
async function startLoad(token: string, amount = '250') {
  const res = await fx.call('POST', `${P}/IdCard/Load`, token, { Amount: amount })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().responseData.PaymentId as number
}

/** Runs the bank's pages for payment `id` with `pan`; returns the signed answer the browser would post back. */
async function payAtBank(token: string, id: number, pan = APPROVED, code = '123456') {
  const gate = await fx.call('POST', `${P}/Payment/Gate`, token, { PaymentId: id })
  expect(gate.statusCode, gate.body).toBe(200)
  const { GateUrl, Fields } = gate.json().responseData
  const cardPage = await post(GateUrl, Fields)
  expect(cardPage.statusCode).toBe(200)
  const card = formOf(cardPage.body)
  const codePage = await post(card.action, {
    ...card.fields,
    pan,
    cardHolder: 'Ayşe Yılmaz',
    Ecom_Payment_Card_ExpDate_Month: '12',
    Ecom_Payment_Card_ExpDate_Year: '30',
    cv2: '123',
  })
  expect(codePage.statusCode, codePage.body).toBe(200)
  expect(codePage.body).not.toContain(pan)
  const three = formOf(codePage.body)
  const result = await post(three.action, { ...three.fields, code })
  expect(result.statusCode).toBe(200)
  return { html: result.body, ...formOf(result.body) }
}

const detail = async (token: string, id: number) =>
  (await fx.call('GET', `${P}/Payment/Detail?id=${id}`, token)).json().responseData
const balance = async (token: string) =>
  (await fx.call('GET', `${P}/IdCard/Summary`, token)).json().responseData.BalanceKurus as number
const auditsOf = async (id: number) =>
  (
    await fx.testDb.handle.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(id))))
  )[0]?.n

describe(`payments on ${testEngine}`, () => {
  it('checks the amount format and limits in the caller language, and who may load', async () => {
    const student = await tokenOf('student')
    for (const bad of ['abc', '10,5555', '1.250.00', '-5', ''])
      expect((await fx.call('POST', `${P}/IdCard/Load`, student, { Amount: bad })).statusCode).toBe(400)
    const tr = await fx.call('POST', `${P}/IdCard/Load`, student, { Amount: '12,3456' })
    expect(tr.json().message).toBe('Tutar uygun formatta değil. Örnek: 250 veya 250,50')
    const en = await fx.call(
      'POST',
      `${P}/IdCard/Load`,
      student,
      { Amount: 'x' },
      { 'accept-language': 'en' },
    )
    expect(en.json().message).toContain('not in the proper format')
    const low = await fx.call('POST', `${P}/IdCard/Load`, student, { Amount: '9,99' })
    expect(low.statusCode).toBe(422)
    expect(low.json().message).toBe('Tutar ₺10,00 ile ₺2.000,00 arasında olmalıdır.')
    expect((await fx.call('POST', `${P}/IdCard/Load`, student, { Amount: '2000.01' })).statusCode).toBe(422)
    expect((await fx.call('POST', `${P}/IdCard/Load`, student, { Amount: '10' })).statusCode).toBe(200)
    expect((await fx.call('POST', `${P}/IdCard/Load`, student, { Amount: '2000,00' })).statusCode).toBe(200)
    const id = await startLoad(student, '250,5')
    expect((await detail(student, id)).AmountKurus).toBe(25050)
    expect(
      (await fx.call('POST', `${P}/IdCard/Load`, await tokenOf('finance'), { Amount: '50' })).statusCode,
    ).toBe(403)
    expect((await fx.call('POST', `${P}/IdCard/Load`, undefined, { Amount: '50' })).statusCode).toBe(401)
    // Another student sees neither the payment nor its gate form; finance reads it but cannot pay it.
    const other = await tokenOf('student-new')
    expect((await fx.call('GET', `${P}/Payment/Detail?id=${id}`, other)).statusCode).toBe(404)
    expect((await fx.call('POST', `${P}/Payment/Gate`, other, { PaymentId: id })).statusCode).toBe(404)
    expect((await fx.call('GET', `${P}/Payment/Detail?id=${id}`, await tokenOf('finance'))).statusCode).toBe(
      200,
    )
    expect(
      (await fx.call('POST', `${P}/Payment/Gate`, await tokenOf('finance'), { PaymentId: id })).statusCode,
    ).toBe(403)
    expect(
      (await fx.call('GET', `${P}/Payment/Detail?id=${id}`, await tokenOf('inventory'))).statusCode,
    ).toBe(403)
    expect((await fx.call('GET', `${P}/Payment/Detail?id=99999999`, student)).statusCode).toBe(404)
    expect((await fx.call('GET', `${P}/Payment/Detail?id=abc`, student)).statusCode).toBe(400)
  })

  it('loads 250 TL through the bank 3-D pages once, however often the answer is posted', async () => {
    const student = await tokenOf('student')
    const before = await balance(student)
    const id = await startLoad(student)
    const answer = await payAtBank(student, id)
    expect(answer.fields.Response).toBe('Approved')
    const back = await post(answer.action, answer.fields, '203.0.113.9')
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`/ogrenci/odeme/${id}`)
    const paid = await detail(student, id)
    expect(paid.State).toBe('paid')
    expect(await balance(student)).toBe(before + 25000)
    const audits = await auditsOf(id)
    // Replayed: same answer again, and twice at once: nothing changes.
    expect((await post(answer.action, answer.fields)).statusCode).toBe(303)
    await Promise.all([post(answer.action, answer.fields), post(answer.action, answer.fields)])
    expect(await balance(student)).toBe(before + 25000)
    expect(await auditsOf(id)).toBe(audits)
    const loads = (await fx.call('GET', `${P}/IdCard/Loads?page=1&pageSize=5`, student)).json().responseData
    const load = loads.items.find((l: { PaymentId: number }) => l.PaymentId === id)
    expect(load).toMatchObject({ State: 'loaded', AmountKurus: 25000, BalanceAfterKurus: before + 25000 })
    // The page cannot be paid again.
    expect((await fx.call('POST', `${P}/Payment/Gate`, student, { PaymentId: id })).statusCode).toBe(409)
  })

  it('refuses a forged, altered or mismatched answer and changes nothing', async () => {
    const student = await tokenOf('student')
    const id = await startLoad(student, '100')
    const answer = await payAtBank(student, id)
    const f = answer.fields
    // Altered after signing: the amount raised, the response flipped.
    expect((await post(answer.action, { ...f, amount: '1000.00' })).statusCode).toBe(400)
    expect((await post(answer.action, { ...f, Response: 'Declined' })).statusCode).toBe(400)
    // Signed with another key.
    const { HASH: _h, ...unsigned } = f
    expect(
      (await post(answer.action, { ...unsigned, HASH: hashVer3(unsigned, 'guessed-key') })).statusCode,
    ).toBe(400)
    expect((await post(answer.action, unsigned)).statusCode).toBe(400)
    // Correctly signed but for another amount or another transaction type than the payment: 422.
    const cheaper = { ...unsigned, amount: '1.00' }
    const r1 = await post(answer.action, { ...cheaper, HASH: hashVer3(cheaper, DEV_BANK.storeKey) })
    expect(r1.statusCode).toBe(422)
    const preauth = { ...unsigned, trantype: 'PreAuth' }
    expect(
      (await post(answer.action, { ...preauth, HASH: hashVer3(preauth, DEV_BANK.storeKey) })).statusCode,
    ).toBe(422)
    const unknown = { ...unsigned, oid: 'U20261121NOSUCHORDER' }
    expect(
      (await post(answer.action, { ...unknown, HASH: hashVer3(unknown, DEV_BANK.storeKey) })).statusCode,
    ).toBe(404)
    expect((await detail(student, id)).State).toBe('pending')
    // The genuine answer still settles it.
    expect((await post(answer.action, f)).statusCode).toBe(303)
    expect((await detail(student, id)).State).toBe('paid')
  })

  it("shows a declined card's bank message and loads nothing", async () => {
    const student = await tokenOf('student')
    const before = await balance(student)
    const id = await startLoad(student, '75')
    const answer = await payAtBank(student, id, DECLINED)
    expect(answer.action).toContain('/api/Payments/VirtualPos/Callback')
    expect((await post(answer.action, answer.fields)).statusCode).toBe(303)
    const p = await detail(student, id)
    expect(p.State).toBe('declined')
    expect(p.BankMessage).toBe('Kartın bakiyesi yetersiz.')
    expect(await balance(student)).toBe(before)
    const loads = (await fx.call('GET', `${P}/IdCard/Loads`, student)).json().responseData.items
    expect(loads.find((l: { PaymentId: number }) => l.PaymentId === id).State).toBe('failed')
    // A wrong 3-D code also declines, with the bank's message.
    const id2 = await startLoad(student, '75')
    const wrong = await payAtBank(student, id2, APPROVED, '000000')
    await post(wrong.action, wrong.fields)
    expect((await detail(student, id2)).BankMessage).toBe('3-D Secure doğrulaması başarısız.')
  })

  it('applies an answer the bank sends twice once, and reconciles a lost answer by status query', async () => {
    const student = await tokenOf('student')
    const before = await balance(student)
    const twice = await startLoad(student, '20')
    const answer = await payAtBank(student, twice, TWICE)
    // The bank's server-to-server notification already settled it; the browser's post changes nothing.
    expect((await detail(student, twice)).State).toBe('paid')
    const audits = await auditsOf(twice)
    expect((await post(answer.action, answer.fields)).statusCode).toBe(303)
    expect(await auditsOf(twice)).toBe(audits)
    expect(await balance(student)).toBe(before + 2000)

    const lost = await startLoad(student, '30')
    const page = await payAtBank(student, lost, TIMEOUT)
    expect(page.html).toContain('zaman aşımı')
    expect((await detail(student, lost)).State).toBe('pending')
    const other = await tokenOf('student-new')
    expect((await fx.call('POST', `${P}/Payment/Reconcile`, other, { PaymentId: lost })).statusCode).toBe(404)
    const rec = await fx.call('POST', `${P}/Payment/Reconcile`, student, { PaymentId: lost })
    expect(rec.statusCode).toBe(200)
    expect(rec.json().responseData.State).toBe('paid')
    expect(await balance(student)).toBe(before + 5000)
    // Unknown to the bank (never sent there): stays pending.
    const never = await startLoad(student, '40')
    const still = await fx.call('POST', `${P}/Payment/Reconcile`, await tokenOf('finance'), {
      PaymentId: never,
    })
    expect(still.json().responseData.State).toBe('pending')
  })

  it('checks the card at the development bank and never shows the number back', async () => {
    const student = await tokenOf('student')
    const id = await startLoad(student, '15')
    const gate = (await fx.call('POST', `${P}/Payment/Gate`, student, { PaymentId: id })).json().responseData
    const card = formOf((await post(gate.GateUrl, gate.Fields)).body)
    const bad = await post(card.action, {
      ...card.fields,
      pan: '4111111111111112',
      cardHolder: 'A',
      Ecom_Payment_Card_ExpDate_Month: '10',
      Ecom_Payment_Card_ExpDate_Year: '26',
      cv2: '12',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.body).toContain('Kart numarası geçerli değil.')
    expect(bad.body).toContain('Son kullanma tarihi geçersiz veya geçmiş.')
    expect(bad.body).not.toContain('4111111111111112')
    // A tampered request is refused by the bank; from another machine the bank does not exist.
    expect((await post(gate.GateUrl, { ...gate.Fields, amount: '1.00' })).statusCode).toBe(400)
    expect((await post(gate.GateUrl, gate.Fields, '198.51.100.7')).statusCode).toBe(404)
  })

  it('holds a provision and releases or captures it at the bank; refunds a sale', async () => {
    const db = fx.testDb.handle.db
    const devTransport = async (url: string, xml: string) =>
      (
        await fx.app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          payload: xml,
          headers: { 'content-type': 'application/xml' },
          remoteAddress: '127.0.0.1',
        })
      ).body
    const { payments: service } = createPaymentServices({
      db,
      clock: () => new Date('2026-11-21T09:00:00Z'),
      config: { nodeEnv: 'test', virtualPos: null, publicUrl: 'http://localhost:8080' },
      devTransport,
    })
    const student = await tokenOf('student')
    const me = (await detail(student, await startLoad(student, '10'))) as { Id: number }
    const [row] = await db.select().from(payments).where(eq(payments.id, me.Id))
    const actor = { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null }
    const deposit = async () =>
      db.transaction((tx) =>
        service.create(
          tx,
          {
            studentId: row?.studentId ?? 0,
            purpose: 'gown_deposit',
            mode: 'preauth',
            amountKurus: 150000,
            description: 'deposit',
            returnPath: '/ogrenci/cubbe-kep',
          },
          actor,
        ),
      )
    const held = async () => {
      const p = await deposit()
      const a = await payAtBank(student, p.id)
      expect(a.fields.trantype).toBe('PreAuth')
      await post(a.action, a.fields)
      expect((await detail(student, p.id)).State).toBe('held')
      return p
    }
    const first = await held()
    // Two releases at once: one wins, the other is 409; the bank's order is voided.
    const results = await Promise.allSettled([
      service.release(first.id, actor),
      service.release(first.id, actor),
    ])
    // The rejections' reasons are in the message, to tell a lost race (409) from a bank or database failure.
    const reasons = results.map((r) =>
      r.status === 'rejected' ? String(r.reason?.messageKey ?? r.reason) : 'ok',
    )
    expect(
      results.filter((r) => r.status === 'fulfilled'),
      reasons.join(' | '),
    ).toHaveLength(1)
    expect((await detail(student, first.id)).State).toBe('released')
    const [voided] = await db.select().from(devBankOrders).where(eq(devBankOrders.orderId, first.orderId))
    expect(voided?.status).toBe('V')
    await expect(service.capture(first.id, actor, 'late')).rejects.toMatchObject({ statusCode: 409 })

    const second = await held()
    await service.capture(second.id, actor, 'returned damaged')
    expect((await detail(student, second.id)).State).toBe('captured')
    const [captured] = await db.select().from(devBankOrders).where(eq(devBankOrders.orderId, second.orderId))
    expect(captured?.status).toBe('C')

    // A paid sale is refunded in full; a pending one cannot be.
    const sale = await startLoad(student, '60')
    const a = await payAtBank(student, sale)
    await post(a.action, a.fields)
    await service.refund(sale, actor, 'duplicate load')
    expect((await detail(student, sale)).State).toBe('refunded')
    const pending = await startLoad(student, '60')
    await expect(service.refund(pending, actor, 'x')).rejects.toMatchObject({ statusCode: 409 })
  })
})
