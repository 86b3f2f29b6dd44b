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
