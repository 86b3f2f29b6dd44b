/**
 * Payroll months: names in the UI language, "month index" arithmetic for bound checks, and the years and
 * months between two bounds.
 */
import type { PayrollMonth } from '@unacs/contracts'

/** The month's name (1–12) in `language`, e.g. "Mart" / "March". */
export function monthLabel(month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  )
}

/** The period as "Mart 2025" / "March 2025". */
export function periodLabel(m: PayrollMonth, language: string): string {
  return `${monthLabel(m.Month, language)} ${m.Year}`
}

/** A comparable index of a month (year × 12 + month − 1). */
export function monthIndex(m: PayrollMonth): number {
  return m.Year * 12 + m.Month - 1
}

/** True when `m` lies within [start, last]. */
export function withinBounds(m: PayrollMonth, start: PayrollMonth, last: PayrollMonth): boolean {
  const i = monthIndex(m)
  return i >= monthIndex(start) && i <= monthIndex(last)
}

/** The years from `last` down to `start` (newest first). */
export function yearsBetween(start: PayrollMonth, last: PayrollMonth): number[] {
  const years: number[] = []
  for (let y = last.Year; y >= start.Year; y--) years.push(y)
  return years
}
