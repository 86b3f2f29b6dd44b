/**
 * Display helpers of the personnel record: dates in the UI language's format, Turkish phone numbers in the usual
 * grouping (0532 123 45 67), ISO country codes as names in the UI language.
 */
import { formatDate as formatDay } from '../../../shared/text/format.ts'

/** A 'YYYY-MM-DD' (or ISO) date in the UI language's one date format (shared/text/format.ts); null stays null. */
export function formatDate(value: string | null, lang: string): string | null {
  return value ? formatDay(value, lang) : null
}

/** A stored 10-digit number (5321234567) as 0532 123 45 67; anything else unchanged. */
export function formatPhone(value: string | null): string | null {
  if (!value) return value
  const m = /^(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(value)
  return m ? `0${m[1]} ${m[2]} ${m[3]} ${m[4]}` : value
}

/** An ISO 3166-1 alpha-2 code (TR) as the country's name in `language`; unknown codes unchanged. */
export function countryName(code: string | null, language: string): string | null {
  if (!code) return code
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
