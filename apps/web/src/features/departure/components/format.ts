/** Display helpers of the departure pages: money in TL from kuruş, Istanbul dates. */

/** `kurus` as TL in the UI language (e.g. "45,00 ₺"). */
export function tl(kurus: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'tr-TR', {
    style: 'currency',
    currency: 'TRY',
  }).format(kurus / 100)
}

/** An ISO timestamp as an Istanbul date and time; '' for null. */
export function when(iso: string | null, lang: string): string {
  if (!iso) return ''
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso))
}

/** A `YYYY-MM-DD` date in the UI language; '' for null. */
export function day(date: string | null, lang: string): string {
  if (!date) return ''
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
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
