/** Money display and entry: the shared rules (shared/text/format.ts, issue 36; DESIGN.md §4 integer kuruş). */
import { formatMoney, parseAmount, showDate, typedAmount } from '../../../shared/text/format.ts'

export { amountRule } from '../../../shared/text/format.ts'

/** `kurus` as "₺1.250,50" (tr) or "₺1,250.50" (en). */
export function formatKurus(kurus: number, language: string): string {
  return formatMoney(kurus, language)
}

/** A calendar date `YYYY-MM-DD` in the UI language ("30.11.2026" / "30/11/2026"); '—' for null. */
export const formatDate = (iso: string | null) => showDate(iso)

/** A typed amount ("12500", "12.500,50", "12,500.50") as kuruş; null when it is not an amount. */
export function kurusOf(text: string): number | null {
  return parseAmount(text)
}

/** `kurus` as an amount to type: "12500" or "12500,50" (tr) / "12500.50" (en), no thousands separators. */
export function typedKurus(kurus: number, language: string): string {
  return typedAmount(kurus, language)
}
