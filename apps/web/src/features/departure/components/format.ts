/** Display helpers of the departure pages: money in TL from kuruş, Istanbul dates. */
import { formatDate, formatDateTime, formatMoney } from '../../../shared/text/format.ts'

/** `kurus` as money in the UI language: the shared format ("₺45,00" / "₺45.00"; issue 36). */
export function tl(kurus: number, lang: string): string {
  return formatMoney(kurus, lang)
}

/** An ISO timestamp as an Istanbul date and time in the shared format; '' for null. */
export function when(iso: string | null, lang: string): string {
  return formatDateTime(iso, lang)
}

/** A `YYYY-MM-DD` date in the shared format; '' for null. */
export function day(date: string | null, lang: string): string {
  return formatDate(date, lang)
}

/** Status tag colours (only those with enough contrast in light and dark mode). */
export const statusColor: Record<string, string> = {
  awaiting_confirmation: 'default',
  requested: 'default',
  awaiting_dean: 'default',
  awaiting_registrar: 'default',
  completed: 'success',
  rejected: 'default',
  withdrawn: 'default',
}
