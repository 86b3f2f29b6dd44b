/**
 * Money of the fee pages (issue 19 "integer minor units"): amounts travel as integer kuruş/cents; the form
 * works on the decimal text the user typed, converted by string arithmetic (never by multiplying floats).
 */
import { parseAmount, formatMoney as sharedMoney } from '../../../shared/text/format.ts'

/**
 * Minor units of a typed amount ("1234,5", "1.234,56", "1,234.56"; the shared rule, issue 36) → 123456; 0
 * when empty; null when not a non-negative amount with ≤ 2 decimals below 100.000.000.
 */
export function toMinor(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined || text === '') return 0
  const minor = parseAmount(String(text))
  return minor !== null && minor < 10_000_000_000 ? minor : null
}

/** The decimal text of `minor` units ("123456" → "1234.56"). */
export function fromMinor(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
}

/** `minor` units of `currency` formatted for `lang` with the shared format (e.g. "₺1.234,56"; issue 36). */
export function formatMoney(minor: number, currency: string, lang: string): string {
  return sharedMoney(minor, lang, currency)
}
