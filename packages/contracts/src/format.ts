/**
 * One way to show money, dates, times and terms, and to read a typed amount (issue 36 "One way to show money,
 * dates, times and numbers"), shared by the API (platform/format) and the web app (shared/text/format.ts) so
 * a page, a chart, a server message, a PDF and an export say the same thing. Built on Intl only:
 * - money: integer kuruş as "₺1.250,50" (tr-TR) / "₺1,250.50" (en-GB), currency sign first in both;
 * - calendar dates (`YYYY-MM-DD`) as dd.MM.yyyy (tr) / dd/MM/yyyy (en), never shifted by a time zone;
 * - instants in Europe/Istanbul: "21.12.2026 21:00" (tr) / "21/12/2026, 21:00" (en);
 * - terms by name: "2026-2027-B" → "2026-2027 Bahar Dönemi" / "2026-2027 Spring Term".
 * Pure; no zod.
 */

/** A UI or message language. */
export type FormatLanguage = 'tr' | 'en' | (string & {})

/** The time zone of every business date and every time shown (DESIGN.md §4). */
export const TIME_ZONE = 'Europe/Istanbul'

/** The Intl locale of a language: tr-TR for Turkish, en-GB for everything else. */
export function localeOf(lang: FormatLanguage): 'tr-TR' | 'en-GB' {
  return lang === 'tr' ? 'tr-TR' : 'en-GB'
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key)
  if (!f) {
    f = make()
    cache.set(key, f)
  }
  return f as T
}

/** A number with at most `digits` fraction digits (default 2) in the language's separators ("1.234,5"). */
export function formatNumber(value: number, lang: FormatLanguage, digits = 2): string {
  return cached(
    `n:${localeOf(lang)}:${digits}`,
    () => new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: digits }),
  ).format(value)
}

/** The Intl money formatter of `lang` and `currency` (two fraction digits, narrow currency sign first). */
export function moneyFormatter(lang: FormatLanguage, currency = 'TRY'): Intl.NumberFormat {
  return cached(
    `m:${localeOf(lang)}:${currency}`,
    () =>
      new Intl.NumberFormat(localeOf(lang), {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  )
}

/** `minor` units (kuruş, cents) of `currency` (default TRY) as money in `lang`: "₺1.250,50" / "₺1,250.50". */
export function formatMoney(minor: number, lang: FormatLanguage, currency = 'TRY'): string {
  return moneyFormatter(lang, currency).format(minor / 100)
}

/** A whole amount of lira (no fraction digits), e.g. a chart axis tick: "₺600.000" / "₺600,000". */
export function formatMoneyShort(minor: number, lang: FormatLanguage, currency = 'TRY'): string {
  return cached(
    `ms:${localeOf(lang)}:${currency}`,
    () =>
      new Intl.NumberFormat(localeOf(lang), {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      }),
  ).format(minor / 100)
}

/**
 * The spreadsheet number format of money cells (XLSX): the cell holds the amount in lira as a number, shown
 * with thousands separators, two decimals and the lira sign (Excel localises the separators itself).
 */
export const XLSX_MONEY_FORMAT = '#,##0.00 "₺";-#,##0.00 "₺"'

/** The spreadsheet number format of date cells (the cell holds a date). */
export const XLSX_DATE_FORMAT = 'dd.mm.yyyy'
/** The spreadsheet number format of date-and-time cells (the cell holds an Istanbul wall-clock time). */
export const XLSX_DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm'

/**
 * A typed amount as minor units (kuruş), as Turkish and English users write it (issue 36): "1000", "1000,5",
 * "1.000", "1.000,00", "1 000,00", "1,000.00", "₺1.250,50", "1250 TL". A separator followed by exactly three
 * digits groups thousands; the last separator followed by one or two digits is the decimal mark. Null when it
 * is not such an amount (negative, three decimals, misplaced groups, letters) or beyond a safe integer.
 */
export function parseAmount(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null
  const s = String(text)
    .trim()
    .replace(/^₺\s*/, '')
    .replace(/\s*(?:TL|TRY|₺)$/i, '')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
  if (!/^\d[\d., ]*$/.test(s)) return null
  const m = /^(.*?)(?:[.,](\d{1,2}))?$/.exec(s)
  if (!m) return null
  const whole = m[1] ?? ''
  const fraction = m[2] ?? ''
  const groups = whole.split(/[., ]/)
  if (groups.length > 1) {
    const separators = new Set(whole.replace(/\d/g, ''))
    if (separators.size > 1) return null
    if ([...separators][0] === (fraction ? s[s.length - fraction.length - 1] : '')) return null
    if (!/^\d{1,3}$/.test(groups[0] ?? '') || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return null
  } else if (!/^\d+$/.test(whole)) return null
  const digits = groups.join('')
  if (digits.length > 13) return null
  const minor = Number(digits) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(minor) ? minor : null
}

/** `minor` units as an amount to type into an amount field in `lang`: "1250" or "1250,50" (tr) / "1250.50". */
export function typedAmount(minor: number, lang: FormatLanguage): string {
  const rest = Math.abs(minor) % 100
  const whole = Math.trunc(minor / 100)
  return rest ? `${whole}${lang === 'tr' ? ',' : '.'}${String(rest).padStart(2, '0')}` : `${whole}`
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar date (`YYYY-MM-DD`; an ISO timestamp or Date is read as its Istanbul day) as dd.MM.yyyy (tr) or
 * dd/MM/yyyy (en); '' for null, empty or unreadable input.
 */
export function formatDate(value: string | Date | null | undefined, lang: FormatLanguage): string {
  if (!value) return ''
  const day = typeof value === 'string' ? DAY.exec(value) : null
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const zone = day ? 'UTC' : TIME_ZONE
  return cached(
    `d:${localeOf(lang)}:${zone}`,
    () =>
      new Intl.DateTimeFormat(localeOf(lang), {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: zone,
      }),
  ).format(date)
}

/** A calendar date written out for a formal document: "21 Aralık 2026" / "21 December 2026"; '' for null. */
export function formatLongDate(value: string | Date | null | undefined, lang: FormatLanguage): string {
  if (!value) return ''
  const day = typeof value === 'string' ? DAY.exec(value) : null
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const zone = day ? 'UTC' : TIME_ZONE
  return cached(
    `l:${localeOf(lang)}:${zone}`,
    () => new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeZone: zone }),
  ).format(date)
}

/** An instant (ISO timestamp, epoch ms or Date) as its Istanbul date and time in `lang`; '' for null. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  lang: FormatLanguage,
): string {
  if (value === null || value === undefined || value === '') return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return cached(
    `t:${localeOf(lang)}`,
    () =>
      new Intl.DateTimeFormat(localeOf(lang), {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: TIME_ZONE,
      }),
  ).format(date)
}

/** An instant's Istanbul time of day "HH:mm" (same in both languages); '' for null. */
export function formatTime(value: string | number | Date | null | undefined, lang: FormatLanguage): string {
  if (value === null || value === undefined || value === '') return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return cached(
    `h:${localeOf(lang)}`,
    () =>
      new Intl.DateTimeFormat(localeOf(lang), {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: TIME_ZONE,
      }),
  ).format(date)
}

/** An ISO timestamp anywhere in a text ("2026-12-21T18:00:01.305Z"); no such string may reach a person. */
export const ISO_TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?\b/

/** The wall-clock parts of `at` in Istanbul (for spreadsheet cells, which hold no time zone). */
export function istanbulWallClock(at: Date): Date {
  const p = Object.fromEntries(
    cached(
      'wall',
      () =>
        new Intl.DateTimeFormat('en-GB', {
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
          hourCycle: 'h23',
          timeZone: TIME_ZONE,
        }),
    )
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  )
  return new Date(
    Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
      Number(p.second),
    ),
  )
}

const SEASONS: Record<string, { tr: string; en: string }> = {
  G: { tr: 'Güz Dönemi', en: 'Fall Term' },
  B: { tr: 'Bahar Dönemi', en: 'Spring Term' },
  Y: { tr: 'Yaz Okulu', en: 'Summer School' },
}

/** A term code's name in `lang`: "2026-2027-B" → "2026-2027 Bahar Dönemi" / "2026-2027 Spring Term"; others as given. */
export function termName(code: string, lang: FormatLanguage): string {
  const m = /^(\d{4})-(\d{4})-([GBY])$/.exec(code)
  const season = m ? SEASONS[m[3] as string] : undefined
  if (!m || !season) return code
  return `${m[1]}-${m[2]} ${lang === 'en' ? season.en : season.tr}`
}
