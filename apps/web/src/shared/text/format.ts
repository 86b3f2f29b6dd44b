/**
 * The one date and number formatter per UI language (issue 24 "one date and number formatter per language,
 * used everywhere"): Turkish writes dates as dd.MM.yyyy, decimals with a comma and percentages as "%26,19";
 * English (en-GB) writes dd/MM/yyyy, decimals with a point and "26.19%". Calendar dates (`YYYY-MM-DD`) are
 * shown as they are; instants (ISO timestamps) in Europe/Istanbul. Also the lesson-time text of sections
 * ("Pzt 09:00-11:50", stored with Turkish day names) in the UI language, and Turkish suffixes on numbers.
 * `useFormat()` binds them to the current language.
 */
import {
  formatDate as formatDateRule,
  formatDateTime as formatDateTimeRule,
  formatMoney,
  formatMoneyShort,
  formatNumber as formatNumberRule,
  localeOf,
  parseAmount,
  typedAmount,
} from '@unacs/contracts'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'

/** The money, amount and locale rules shared with the API (issue 36; packages/contracts format.ts). */
export { formatMoney, formatMoneyShort, localeOf, parseAmount, typedAmount }

/**
 * A calendar date (`YYYY-MM-DD`, or an ISO timestamp, read as its Istanbul day) as dd.MM.yyyy (tr) or
 * dd/MM/yyyy (en); '' for null, empty or unreadable input.
 */
export function formatDate(value: string | null | undefined, lang: string): string {
  return formatDateRule(value, lang)
}

/** An instant (ISO timestamp) as its Istanbul date and time (dd.MM.yyyy HH:mm in Turkish); '' for null. */
export function formatDateTime(value: string | null | undefined, lang: string): string {
  return formatDateTimeRule(value, lang)
}

/** A number with at most `digits` fraction digits (default 2) in the language's digits and separators. */
export function formatNumber(value: number, lang: string, digits = 2): string {
  return formatNumberRule(value, lang, digits)
}

/** The current UI language (i18next's), for the `show…` helpers used where no hook is at hand. */
const current = () => i18next.language ?? 'tr'

/** `formatDate` in the current UI language ('—' for null): for table cells and texts (issue 36). */
export const showDate = (value: string | null | undefined): string => formatDate(value, current()) || '—'
/** `formatDateTime` in the current UI language, Europe/Istanbul ('—' for null). */
export const showDateTime = (value: string | null | undefined): string =>
  formatDateTime(value, current()) || '—'
/** Integer kuruş as money in the current UI language ("₺1.250,50" / "₺1,250.50"). */
export const showMoney = (kurus: number, currency?: string): string => formatMoney(kurus, current(), currency)

/**
 * An antd Form rule for a typed amount (issue 36): what Turkish and English users type ("1.000,00", "1000",
 * "1.000", "1,000.00") passes; anything else shows `message`. Read the value with `parseAmount`.
 */
export function amountRule(message: string) {
  return {
    validator: (_: unknown, value: unknown) =>
      value === undefined || value === null || value === '' || parseAmount(String(value)) !== null
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  }
}

/** A percentage given in percent units (26.19 → "%26,19" in Turkish, "26.19%" in English). */
export function formatPercent(value: number, lang: string, digits = 2): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: digits }).format(
    value / 100,
  )
}

const DAYS_EN: Record<string, string> = {
  Pzt: 'Mon',
  Sal: 'Tue',
  Çar: 'Wed',
  Per: 'Thu',
  Cum: 'Fri',
  Cmt: 'Sat',
  Paz: 'Sun',
}

/**
 * A section's lesson-time text (spec §3, e.g. "Pzt 09:00-11:50, Per 13:00-14:50", stored with Turkish day
 * abbreviations) in the UI language: the day names become Mon…Sun in English; '' for null.
 */
export function formatLessonTime(text: string | null | undefined, lang: string): string {
  if (!text) return ''
  if (lang === 'tr') return text
  return text.replace(/(^|[\s,;])(Pzt|Sal|Çar|Per|Cum|Cmt|Paz)(?=\s|$)/g, (_, pre: string, d: string) => {
    return `${pre}${DAYS_EN[d] ?? d}`
  })
}

// ─── Turkish suffixes on numbers ────────────────────────────────────────────────────────────────────

/** How a number's last spoken word ends: its last vowel and whether it ends in a vowel or a hard consonant. */
interface Ending {
  vowel: string
  endsInVowel: boolean
  hard: boolean
}

const e = (vowel: string, last: 'vowel' | 'hard' | 'soft'): Ending => ({
  vowel,
  endsInVowel: last === 'vowel',
  hard: last === 'hard',
})

/** The endings of the spoken digits (bir, iki, üç, dört, beş, altı, yedi, sekiz, dokuz). */
const UNITS: Ending[] = [
  e('ı', 'soft'), // sıfır
  e('i', 'soft'), // bir
  e('i', 'vowel'), // iki
  e('ü', 'hard'), // üç
  e('ö', 'hard'), // dört
  e('e', 'hard'), // beş
  e('ı', 'vowel'), // altı
  e('i', 'vowel'), // yedi
  e('i', 'soft'), // sekiz
  e('u', 'soft'), // dokuz
]
/** The endings of the spoken tens (on, yirmi, otuz, kırk, elli, altmış, yetmiş, seksen, doksan). */
const TENS: Ending[] = [
  e('ı', 'soft'),
  e('o', 'soft'), // on
  e('i', 'vowel'), // yirmi
  e('u', 'soft'), // otuz
  e('ı', 'hard'), // kırk
  e('i', 'vowel'), // elli
  e('ı', 'hard'), // altmış
  e('i', 'hard'), // yetmiş
  e('e', 'soft'), // seksen
  e('a', 'soft'), // doksan
]
const HUNDRED = e('ü', 'soft') // yüz
const THOUSAND = e('i', 'soft') // bin
const MILLION = e('o', 'soft') // milyon
const BILLION = e('a', 'soft') // milyar

/** How the Turkish reading of a whole number `n` ≥ 0 ends ("30" → otuz, "100" → yüz, "2000" → bin). */
function endingOfWhole(n: number): Ending {
  if (n === 0) return UNITS[0] as Ending
  if (n % 10 !== 0) return UNITS[n % 10] as Ending
  if (n % 100 !== 0) return TENS[(n % 100) / 10] as Ending
  if (n % 1000 !== 0) return HUNDRED
  if (n % 1_000_000 !== 0) return THOUSAND
  if (n % 1_000_000_000 !== 0) return MILLION
  return BILLION
}

/**
 * The Turkish suffix for a number as it is read aloud (issue 24: "%30'dur", not "%30'idir"), by vowel harmony
 * and consonant assimilation on the number's last spoken word; a decimal is read by its fraction digits
 * ("26,19" → "on dokuz"). The suffix is written with archiphonemes: `A` (a/e), `I` (ı/i/u/ü), `D` (d/t after
 * a hard consonant), `C` (c/ç), and a buffer letter in parentheses kept only after a vowel: "DIr" → dur,
 * "DA" → da/te, "(y)I" → yı/ü, "(n)In" → nın/ün. Returns the suffix without the apostrophe.
 */
export function turkishSuffix(value: number, suffix: string): string {
  const abs = Math.abs(value)
  const [whole = '0', fraction = ''] = String(abs).split('.')
  const end = endingOfWhole(Number(fraction ? fraction.replace(/^0+(?=\d)/, '') : whole))
  const back = 'aıou'.includes(end.vowel)
  const round = 'ouöü'.includes(end.vowel)
  const high = back ? (round ? 'u' : 'ı') : round ? 'ü' : 'i'
  const out = suffix.replace(/\((\w)\)/, (_, buffer: string) => (end.endsInVowel ? buffer : ''))
  return [...out]
    .map((ch, i) => {
      if (ch === 'A') return back ? 'a' : 'e'
      if (ch === 'I') return high
      if (ch === 'D') return i === 0 && end.hard ? 't' : 'd'
      if (ch === 'C') return i === 0 && end.hard ? 'ç' : 'c'
      return ch
    })
    .join('')
}

/** The formatters bound to the current UI language (re-rendered when it changes). */
export function useFormat() {
  const { i18n } = useTranslation()
  const lang = i18n.language
  return {
    lang,
    date: (v: string | null | undefined) => formatDate(v, lang),
    money: (kurus: number, currency?: string) => formatMoney(kurus, lang, currency),
    dateTime: (v: string | null | undefined) => formatDateTime(v, lang),
    number: (v: number, digits?: number) => formatNumber(v, lang, digits),
    percent: (v: number, digits?: number) => formatPercent(v, lang, digits),
    lessonTime: (v: string | null | undefined) => formatLessonTime(v, lang),
  }
}
