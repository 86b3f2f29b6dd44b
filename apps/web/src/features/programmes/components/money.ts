/**
 * Money of the fee pages (issue 19 "integer minor units"): amounts travel as integer kuruş/cents; the form
 * works on the decimal text the user typed, converted by string arithmetic (never by multiplying floats).
 */

/** Minor units of a decimal text "1234.5" or "1234,56" → 123456; null when not a non-negative amount with ≤ 2 decimals. */
export function toMinor(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined || text === '') return 0
  const s = String(text).trim().replace(',', '.')
  const m = /^(\d{1,8})(?:\.(\d{0,2}))?$/.exec(s)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** The decimal text of `minor` units ("123456" → "1234.56"). */
export function fromMinor(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
}

/** `minor` units of `currency` formatted for `lang` (e.g. "₺1.234,56"). */
export function formatMoney(minor: number, currency: string, lang: string): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'tr-TR', { style: 'currency', currency }).format(
    minor / 100,
  )
}
