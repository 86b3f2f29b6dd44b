/**
 * The API's one way to show money, dates, times and terms (issue 36 "One way to show money, dates, times and
 * numbers"): the Intl rules of `@unacs/contracts` format.ts (shared with the web app), and message parameters
 * that are formatted in the reader's language when a message is rendered (`translate` in
 * platform/i18n/messages.ts): `money(kurus)`, `day('2026-12-21')`, `instant(date)`, `term('2026-2027-B')`.
 * A Date or an ISO timestamp passed as a plain parameter is shown as its Istanbul date and time too, so no
 * ISO or UTC string reaches a person.
 */
import { formatDate, formatDateTime, formatMoney, ISO_TIMESTAMP, termName } from '@unacs/contracts'

export {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatMoneyShort,
  formatNumber,
  formatTime,
  ISO_TIMESTAMP,
  istanbulWallClock,
  localeOf,
  parseAmount,
  termName,
  typedAmount,
  XLSX_DATE_FORMAT,
  XLSX_DATE_TIME_FORMAT,
  XLSX_MONEY_FORMAT,
} from '@unacs/contracts'

/**
 * A calendar date (`YYYY-MM-DD`) as a spreadsheet date cell (UTC midnight, shown with {@link XLSX_DATE_FORMAT}
 * as the same calendar day), or null for none (issue 36: no ISO text in exports).
 */
export function xlsxDay(date: string | null | undefined): Date | null {
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null
}

/**
 * A programme's name as the subject of a sentence, with the word "programme" once (issue 36: not "Lisans
 * Programı programı"): names that already say it ("… Lisans Programı", "… Programme (with Thesis)") are kept,
 * others get " programı" / " programme".
 */
export function programmePhrase(name: string, lang: 'tr' | 'en'): string {
  if (/program(ı|me)?\b/iu.test(name)) return name
  return `${name} ${lang === 'en' ? 'programme' : 'programı'}`
}

/** A message parameter shown in the reader's language (see `renderParam`). */
export type LocalisedParam =
  | { readonly money: number; readonly currency?: string }
  | { readonly day: string | Date }
  | { readonly instant: string | number | Date }
  | { readonly term: string }

/** Any value a message placeholder takes. */
export type MessageParam = string | number | Date | LocalisedParam

/** `kurus` (minor units of `currency`, default TRY) as money in the reader's language. */
export const money = (kurus: number, currency?: string): LocalisedParam =>
  currency ? { money: kurus, currency } : { money: kurus }
/** A calendar date (`YYYY-MM-DD`) in the reader's language. */
export const day = (date: string | Date): LocalisedParam => ({ day: date })
/** An instant as its Istanbul date and time in the reader's language. */
export const instant = (at: string | number | Date): LocalisedParam => ({ instant: at })
/** A term code ("2026-2027-B") by its name in the reader's language. */
export const term = (code: string): LocalisedParam => ({ term: code })

const WHOLE_ISO = new RegExp(`^${ISO_TIMESTAMP.source}$`)

/** The text of a message parameter in `lang`. */
export function renderParam(value: MessageParam, lang: 'tr' | 'en'): string {
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return WHOLE_ISO.test(value) ? formatDateTime(value, lang) : value
  if (value instanceof Date) return formatDateTime(value, lang)
  if ('money' in value) return formatMoney(value.money, lang, value.currency)
  if ('day' in value) return formatDate(value.day, lang)
  if ('instant' in value) return formatDateTime(value.instant, lang)
  return termName(value.term, lang)
}
