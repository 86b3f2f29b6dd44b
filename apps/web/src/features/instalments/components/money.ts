/** Money display (DESIGN.md §4: integer kuruş, shown as TL with the language's number format). */

/** `kurus` as "1.250,50 TL" (tr) or "1,250.50 TL" (en). */
export function formatKurus(kurus: number, language: string): string {
  const sign = kurus < 0 ? '-' : ''
  const abs = Math.abs(kurus)
  const lira = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'tr-TR').format(Math.trunc(abs / 100))
  const decimal = language === 'en' ? '.' : ','
  return `${sign}${lira}${decimal}${String(abs % 100).padStart(2, '0')} TL`
}

/** An amount as typed: whole lira or with one or two decimals, comma or point (spec §5 amount format). */
export const AMOUNT_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/

/** An ISO date `YYYY-MM-DD` as `DD.MM.YYYY`. */
export const formatDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '—')

/** A typed amount ("12500", "12500,5") as kuruş; null when not in the AMOUNT_PATTERN format. */
export function kurusOf(text: string): number | null {
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}

/** `kurus` as an amount to type: "12500" or "12500,50" (tr) / "12500.50" (en), no thousands separators. */
export function typedKurus(kurus: number, language: string): string {
  const rest = kurus % 100
  return rest
    ? `${Math.trunc(kurus / 100)}${language === 'en' ? '.' : ','}${String(rest).padStart(2, '0')}`
    : `${kurus / 100}`
}
