/**
 * Instalment plans (issue 17 § Instalment plans): the kuruş arithmetic at its edges (split, refund,
 * oldest-first settling, overpayment), then through the real app: finance-only access and the student's own
 * plan, "no vinov plan or detail for the student", creating (double submit 409), collecting oldest first,
 * cancelling with a required reason and the previewed refund, the budget and its XLSX, audit rows.
 */
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { students } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { createLeaveFigures } from './instalments.leave.ts'
import { cancellation, dueDates, parseKurus, settleOldestFirst, splitKurus } from './instalments.money.ts'

describe('instalment arithmetic in kuruş', () => {
  it('parses typed amounts exactly and refuses other formats', () => {
    expect(parseKurus('1000')).toBe(100_000)
    expect(parseKurus('1000,5')).toBe(100_050)
    expect(parseKurus('0.01')).toBe(1)
    expect(parseKurus('19,99')).toBe(1_999)
    expect(parseKurus('1.000,00')).toBe(100_000) // issue 36: what Turkish users type
    expect(parseKurus('1,234')).toBe(123_400)
    for (const bad of ['', '1.000.00', '1,2345', '-5', 'abc', '1e3', '12.345.6'])
      expect(parseKurus(bad)).toBeNull()
  })
  it('splits a fee into parts that add up exactly, the remainder on the first ones', () => {
    expect(splitKurus(100_001, 3)).toEqual([33_334, 33_334, 33_333])
    expect(splitKurus(5, 4)).toEqual([2, 1, 1, 1])
    expect(splitKurus(3, 3)).toEqual([1, 1, 1])
    const big = splitKurus(2_147_483_647, 7)
    expect(big.reduce((a, b) => a + b, 0)).toBe(2_147_483_647)
    expect(dueDates('2026-01-31', 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31'])
    expect(dueDates('2026-11-15', 3)).toEqual(['2026-11-15', '2026-12-15', '2027-01-15'])
  })
  it('computes the cancellation refund from what was paid and accrued', () => {
    const parts = [
      { dueDate: '2026-10-01', amountKurus: 33_334 },
      { dueDate: '2026-11-01', amountKurus: 33_334 },
      { dueDate: '2026-12-01', amountKurus: 33_333 },
    ]
    // On a due date the instalment counts as accrued (boundary inclusive), the day before it does not.
    expect(cancellation({ accrued: true, paidKurus: 66_668 }, parts, '2026-11-01')).toEqual({
      accruedKurus: 66_668,
      refundKurus: 0,
      remainingDebtKurus: 0,
    })
    expect(cancellation({ accrued: true, paidKurus: 66_668 }, parts, '2026-10-31')).toEqual({
      accruedKurus: 33_334,
      refundKurus: 33_334,
      remainingDebtKurus: 0,
    })
    // Paid 1 kuruş less than accrued: nothing back, 1 kuruş still owed.
    expect(cancellation({ accrued: true, paidKurus: 33_333 }, parts, '2026-10-01')).toEqual({
      accruedKurus: 33_334,
      refundKurus: 0,
      remainingDebtKurus: 1,
    })
    // Not accrued (no tahakkuk): everything paid comes back.
    expect(cancellation({ accrued: false, paidKurus: 100_001 }, parts, '2026-12-31').refundKurus).toBe(
      100_001,
    )
    expect(cancellation({ accrued: true, paidKurus: 0 }, parts, '2026-09-30')).toEqual({
      accruedKurus: 0,
      refundKurus: 0,
      remainingDebtKurus: 0,
    })
  })
  it('settles oldest first and refuses overpayment by even one kuruş', () => {
    const parts = [
      { amountKurus: 100, paidKurus: 100 },
      { amountKurus: 100, paidKurus: 40 },
      { amountKurus: 100, paidKurus: 0 },
    ]
    expect(settleOldestFirst(parts, 90)).toEqual([100, 100, 30])
    expect(settleOldestFirst(parts, 160)).toEqual([100, 100, 100])
    expect(settleOldestFirst(parts, 161)).toBeNull()
    expect(settleOldestFirst(parts, 0)).toEqual([100, 40, 0])
  })
})

let fx: IdentityFixture
const B = '/api/Instalments'
beforeAll(async () => {
  fx = await createIdentityFixture(40, () => new Date('2026-11-21T09:00:00Z'))
})
afterAll(async () => {
  await fx?.close()
})
const tokenOf = async (key: Parameters<IdentityFixture['signIn']>[0]) => (await fx.signIn(key)).token
const EN = { 'accept-language': 'en' }

describe(`instalments on ${testEngine}`, () => {
  it('lets only finance use the finance calls and the student only own plan', async () => {
    const finance = await tokenOf('finance')
    const list = await fx.call('GET', `${B}/Plans/List?pageSize=5`, finance)
    expect(list.statusCode, list.body).toBe(200)
    const page = list.json().responseData
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.totals.Count).toBe(page.total)
    expect(page.totals.DebtKurus).toBeGreaterThan(0)
    for (const key of ['student', 'inventory', 'registrar'] as const) {
      const t = await tokenOf(key)
      expect((await fx.call('GET', `${B}/Plans/List`, t)).statusCode).toBe(403)
      expect((await fx.call('GET', `${B}/Budget/Summary`, t)).statusCode).toBe(403)
      expect(
        (
          await fx.call('POST', `${B}/Collections/Record`, t, {
            PlanId: 1,
            Version: 1,
            Type: 'cash',
            Amount: '1',
          })
        ).statusCode,
      ).toBe(403)
    }
    expect((await fx.call('GET', `${B}/Plans/List`)).statusCode).toBe(401)
    expect((await fx.call('GET', `${B}/My/Plan`, finance)).statusCode).toBe(403)
    const mine = await fx.call('GET', `${B}/My/Plan`, await tokenOf('student'))
    expect(mine.statusCode, mine.body).toBe(200)
    expect(mine.json().responseData.StudentNo).toBe('2025104001')
    expect(mine.json().responseData.Instalments[0].PaidKurus).toBeGreaterThan(0)
    // Another student's instalment cannot be paid by this student.
    const other = page.items.find((p: { StudentNo: string }) => p.StudentNo !== '2025104001')
    const detail = (await fx.call('GET', `${B}/Plans/Detail?id=${other.Id}`, finance)).json().responseData
    const pay = await fx.call('POST', `${B}/My/Pay`, await tokenOf('student'), {
      InstalmentId: detail.Instalments[0].Id,
    })
    expect(pay.statusCode).toBe(404)
  })

  it('answers an empty state saying "no vinov plan or detail for the student" in the caller language', async () => {
    const t = await tokenOf('student-new')
    const tr = await fx.call('GET', `${B}/My/Plan`, t)
    expect(tr.statusCode).toBe(200)
    expect(tr.json().responseData).toBeNull()
    expect(tr.json().message).toBe('Öğrenciye ait vinov planı veya detayı bulunamadı.')
    const en = await fx.call('GET', `${B}/My/Plan`, t, undefined, EN)
    expect(en.json().message).toBe('No vinov plan or detail was found for the student.')
  })

  it('creates a plan once, collects oldest first, refuses overpayment, cancels with a reason and the refund', async () => {
    const finance = await tokenOf('finance')
    const terms = (await fx.call('GET', `${B}/Plans/Terms`, finance)).json().responseData
    const term = terms.find((t: { Active: boolean }) => t.Active)
    const body = {
      StudentNo: '2026101901',
      TermId: term.Id,
      Kind: 'periodic',
      Amount: '1000,01',
      InstalmentCount: 3,
      FirstDueDate: '2026-11-01',
      Accrued: true,
    }
    expect(
      (await fx.call('POST', `${B}/Plans/Create`, finance, { ...body, Amount: '1.000.01' })).statusCode,
    ).toBe(400)
    expect((await fx.call('POST', `${B}/Plans/Create`, finance, { ...body, Amount: '0' })).statusCode).toBe(
      422,
    )
    const [a, b] = await Promise.all([
      fx.call('POST', `${B}/Plans/Create`, finance, body),
      fx.call('POST', `${B}/Plans/Create`, finance, body),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const plan = (a.statusCode === 200 ? a : b).json().responseData
    expect(plan.Instalments.map((i: { AmountKurus: number }) => i.AmountKurus)).toEqual([
      33_334, 33_334, 33_333,
    ])
    expect(plan.DebtKurus).toBe(100_001)

    // Overpayment by one kuruş is refused with the debt in the message; nothing changes.
    const over = await fx.call('POST', `${B}/Collections/Record`, finance, {
      PlanId: plan.Id,
      Version: plan.Version,
      Type: 'cash',
      Amount: '1000,02',
    })
    expect(over.statusCode).toBe(422)
    expect(over.json().message).toContain('(₺1.000,01)')
    // 400 TL settles the first instalment and 66.66 TL of the second; the same submit again is 409.
    const collect = { PlanId: plan.Id, Version: plan.Version, Type: 'bank_transfer', Amount: '400' }
    const [c1, c2] = await Promise.all([
      fx.call('POST', `${B}/Collections/Record`, finance, collect),
      fx.call('POST', `${B}/Collections/Record`, finance, collect),
    ])
    expect([c1.statusCode, c2.statusCode].sort()).toEqual([200, 409])
    const after = (c1.statusCode === 200 ? c1 : c2).json().responseData
    expect(after.Instalments.map((i: { PaidKurus: number }) => i.PaidKurus)).toEqual([33_334, 6_666, 0])
    expect(after.PaidKurus).toBe(40_000)
    expect(after.Collections).toHaveLength(1)

    // The departure's leave calculation reads the plan as if cancelled that day (issue 16): refundable 66.66 TL.
    const student = await fx.testDb.handle.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.studentNo, '2026101901'))
    const leaveOn = (iso: string) => createLeaveFigures(fx.testDb.handle.db, () => new Date(iso))
    expect(await leaveOn('2026-11-21T12:00:00+03:00')(student[0]?.id ?? 0)).toEqual({
      feesPaidKurus: 40_000,
      refundableKurus: 6_666,
      outstandingKurus: 0,
    })
    // On 1 December (Istanbul) the second instalment is accrued too: nothing back, 266.68 TL owed.
    expect(await leaveOn('2026-11-30T21:00:00Z')(student[0]?.id ?? 0)).toEqual({
      feesPaidKurus: 40_000,
      refundableKurus: 0,
      outstandingKurus: 26_668,
    })
    // A student without a plan has no figures (the departure feature falls back to its own input).
    expect(await leaveOn('2026-11-21T12:00:00+03:00')(-1)).toBeNull()

    // Cancellation: the refund is previewed (paid 400.00 − accrued 333.34 = 66.66 TL) and a reason required.
    const preview = await fx.call('POST', `${B}/Plans/CancelPreview`, finance, {
      PlanId: plan.Id,
      CancelledOn: '2026-11-21',
    })
    expect(preview.json().responseData).toMatchObject({
      PaidKurus: 40_000,
      AccruedKurus: 33_334,
      RefundKurus: 6_666,
    })
    const cancel = { PlanId: plan.Id, Version: after.Version, CancelledOn: '2026-11-21', Reason: '  ' }
    const noReason = await fx.call('POST', `${B}/Plans/Cancel`, finance, cancel)
    expect(noReason.statusCode).toBe(422)
    expect(noReason.json().message).toBe('İptal nedeni girilmelidir.')
    const enNoReason = await fx.call('POST', `${B}/Plans/Cancel`, finance, cancel, EN)
    expect(enNoReason.json().message).toBe('A cancellation reason is required.')
    const done = await fx.call('POST', `${B}/Plans/Cancel`, finance, { ...cancel, Reason: 'Kayıt sildirme' })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().responseData).toMatchObject({
      State: 'cancelled',
      RefundKurus: 6_666,
      CancelReason: 'Kayıt sildirme',
    })
    const again = await fx.call('POST', `${B}/Plans/Cancel`, finance, { ...cancel, Reason: 'Kayıt sildirme' })
    expect(again.statusCode).toBe(409)
    const late = await fx.call('POST', `${B}/Collections/Record`, finance, {
      ...collect,
      Version: done.json().responseData.Version,
    })
    expect(late.statusCode).toBe(422)

    const [{ n }] = (await fx.testDb.handle.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'instalment_plan'), eq(auditLog.entityId, String(plan.Id))))) as [
      { n: number },
    ]
    expect(Number(n)).toBe(3)

    // The student now sees the cancelled plan.
    const mine = await fx.call('GET', `${B}/My/Plan`, await tokenOf('student-new'))
    expect(mine.json().responseData.State).toBe('cancelled')
  })

  it('filters plans and collections, sums the budget and exports it', async () => {
    const finance = await tokenOf('finance')
    for (const state of ['active', 'paid', 'cancelled']) {
      const r = (await fx.call('GET', `${B}/Plans/List?state=${state}`, finance)).json().responseData
      expect(r.items.every((p: { State: string }) => p.State === state)).toBe(true)
    }
    const overdue = (await fx.call('GET', `${B}/Plans/List?overdue=true`, finance)).json().responseData
    expect(overdue.items.every((p: { Overdue: boolean }) => p.Overdue)).toBe(true)
    const byNo = (await fx.call('GET', `${B}/Plans/List?q=2025104001`, finance)).json().responseData
    expect(byNo.total).toBe(1)
    const cols = (await fx.call('GET', `${B}/Collections/List?from=2026-10-21&to=2026-11-21`, finance)).json()
      .responseData
    expect(cols.total).toBeGreaterThan(0)
    expect((await fx.call('GET', `${B}/Collections/List?from=nope`, finance)).statusCode).toBe(400)
    const budget = (await fx.call('GET', `${B}/Budget/Summary`, finance)).json().responseData
    expect(budget.Rows.length).toBeGreaterThan(0)
    const sum = (k: string) =>
      budget.Rows.reduce((s: number, r: Record<string, number>) => s + (r[k] ?? 0), 0)
    expect(sum('ExpectedKurus')).toBe(budget.Total.ExpectedKurus)
    expect(budget.Total.OutstandingKurus).toBe(
      budget.Total.ExpectedKurus - budget.Total.CollectedKurus + budget.Total.RefundedKurus,
    )
    const xlsx = await fx.call('GET', `${B}/Budget/Export`, finance)
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toContain('spreadsheetml')
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    expect((await fx.call('GET', `${B}/Budget/Summary?termId=99999`, finance)).statusCode).toBe(404)
  })

  it('starts a card payment of the student own instalment', async () => {
    const t = await tokenOf('student')
    const plan = (await fx.call('GET', `${B}/My/Plan`, t)).json().responseData
    const open = plan.Instalments.find(
      (i: { PaidKurus: number; AmountKurus: number }) => i.PaidKurus < i.AmountKurus,
    )
    const paid = plan.Instalments.find(
      (i: { PaidKurus: number; AmountKurus: number }) => i.PaidKurus >= i.AmountKurus,
    )
    expect((await fx.call('POST', `${B}/My/Pay`, t, { InstalmentId: paid.Id })).statusCode).toBe(422)
    // Oldest first (issue 37): a later instalment cannot be paid while an earlier one is open.
    const later = plan.Instalments.find((i: { No: number }) => i.No > open.No)
    const early = await fx.call('POST', `${B}/My/Pay`, t, { InstalmentId: later.Id })
    expect(early.statusCode).toBe(422)
    expect(early.json().message).toBe(`Taksitler sırayla ödenir: önce ${open.No}. taksiti ödeyin.`)
    const r = await fx.call('POST', `${B}/My/Pay`, t, { InstalmentId: open.Id })
    expect(r.statusCode, r.body).toBe(200)
    const payment = await fx.call(
      'GET',
      `/api/Payments/Payment/Detail?id=${r.json().responseData.PaymentId}`,
      t,
    )
    expect(payment.json().responseData).toMatchObject({
      Purpose: 'instalment',
      AmountKurus: open.AmountKurus,
      State: 'pending',
    })
  })
})
