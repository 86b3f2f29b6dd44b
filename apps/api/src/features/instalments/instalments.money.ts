/**
 * Integer kuruş arithmetic of instalment plans (issue 17; docs/decisions.md "Issue 17: instalments"):
 * parsing a typed amount, splitting a fee into instalments, the cancellation refund and settling a
 * collection oldest first. No floating point anywhere: every value is a safe integer of kuruş.
 */
import { parseAmount } from '../../platform/format/format.ts'

/**
 * Reads a typed amount as kuruş with the shared rule (platform/format `parseAmount`, issue 36: "12500",
 * "12500,5", "12.500,50", "12,500.50"); null when it is not an amount or above 999.999.999,99 TL.
 */
export function parseKurus(text: string): number | null {
  const kurus = parseAmount(text)
  return kurus !== null && kurus < 100_000_000_000 ? kurus : null
}

/**
 * Splits `totalKurus` into `count` instalments: equal parts, the remainder kuruş added one each to the first
 * instalments (so the parts differ by at most 1 kuruş and add up exactly).
 */
export function splitKurus(totalKurus: number, count: number): number[] {
  const base = Math.floor(totalKurus / count)
  const rest = totalKurus - base * count
  return Array.from({ length: count }, (_, i) => base + (i < rest ? 1 : 0))
}

/** The due dates: `first`, then the same day of each following month (clamped to the month's end). */
export function dueDates(first: string, count: number): string[] {
  const [y, m, d] = first.split('-').map(Number) as [number, number, number]
  return Array.from({ length: count }, (_, i) => {
    const month0 = m - 1 + i
    const year = y + Math.floor(month0 / 12)
    const month = (month0 % 12) + 1
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
    return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
  })
}

/**
 * The cancellation of a plan on `cancelledOn`: accrued = Σ instalments due on or before that date when the
 * plan is accrued (tahakkuk), else 0; refund = max(0, paid − accrued); remaining debt = max(0, accrued − paid).
 */
export function cancellation(
  plan: { accrued: boolean; paidKurus: number },
  parts: readonly { dueDate: string; amountKurus: number }[],
  cancelledOn: string,
): { accruedKurus: number; refundKurus: number; remainingDebtKurus: number } {
  const accruedKurus = plan.accrued
    ? parts.filter((p) => p.dueDate <= cancelledOn).reduce((s, p) => s + p.amountKurus, 0)
    : 0
  return {
    accruedKurus,
    refundKurus: Math.max(0, plan.paidKurus - accruedKurus),
    remainingDebtKurus: Math.max(0, accruedKurus - plan.paidKurus),
  }
}

/**
 * Settles `amountKurus` over `parts` (in due order) oldest first. Returns each part's new paid amount;
 * null when the amount exceeds what is still owed (overpayment is refused, never carried).
 */
export function settleOldestFirst(
  parts: readonly { amountKurus: number; paidKurus: number }[],
  amountKurus: number,
): number[] | null {
  let left = amountKurus
  const paid = parts.map((p) => {
    const take = Math.min(left, p.amountKurus - p.paidKurus)
    left -= take
    return p.paidKurus + take
  })
  return left === 0 ? paid : null
}

/**
 * The oldest instalment (lowest number) of `plan` not fully paid, or null when all are paid. A student pays
 * instalments oldest first (issue 37 "oldest first"): only this one may be paid by card.
 */
export function firstOpenInstalment<T extends { No: number; AmountKurus: number; PaidKurus: number }>(plan: {
  Instalments: T[]
}): T | null {
  const open = plan.Instalments.filter((i) => i.PaidKurus < i.AmountKurus).sort((a, b) => a.No - b.No)
  return open[0] ?? null
}
