/** Money display: the shared format (shared/text/format.ts, issue 36; DESIGN.md §4 integer kuruş). */
import { formatMoney } from '../../../shared/text/format.ts'

/** `kurus` as "₺1.250,50" (tr) or "₺1,250.50" (en). */
export function formatKurus(kurus: number, language: string): string {
  return formatMoney(kurus, language)
}
