/**
 * The demo university's fixed calendar (DESIGN.md §5b): the seed never reads the clock, so every date
 * is derived from the constants here. The "current" academic year is 2026-2027, fall term active.
 */
import { addDays } from '../../platform/time.ts'
import type { Rng } from './rng.ts'

/** The day the seeded world considers "today" (Europe/Istanbul business date). */
export const SEED_TODAY = '2026-11-21'

/** First calendar year of the current academic year (2026-2027). */
export const CURRENT_YEAR = 2026

/** Time of day, Istanbul, used when a date must become a timestamp (e.g. persons.created_at). */
const CREATED_AT_TIME = 'T09:00:00+03:00'

/** One academic term of the seed; `code` is stable (e.g. "2026-2027-G"). */
export interface TermDef {
  code: string
  yearStart: number
  season: 'fall' | 'spring' | 'summer'
  nameTr: string
  nameEn: string
  startsOn: string
  endsOn: string
  isActive: boolean
}

const SEASON_NAMES = {
  fall: { tr: 'Güz', en: 'Fall', letter: 'G' },
  spring: { tr: 'Bahar', en: 'Spring', letter: 'B' },
  summer: { tr: 'Yaz', en: 'Summer', letter: 'Y' },
} as const

function term(yearStart: number, season: TermDef['season'], startsOn: string, endsOn: string): TermDef {
  const years = `${yearStart}-${yearStart + 1}`
  const s = SEASON_NAMES[season]
  return {
    code: `${years}-${s.letter}`,
    yearStart,
    season,
    nameTr: `${years} ${s.tr} Dönemi`,
    nameEn: `${years} ${s.en} Term`,
    startsOn,
    endsOn,
    isActive: false,
  }
}

/** The seeded terms, oldest first; 2026-2027 fall is the active one. */
export const TERMS: readonly TermDef[] = [
  term(2024, 'fall', '2024-09-30', '2025-01-17'),
  term(2024, 'spring', '2025-02-17', '2025-06-13'),
  term(2025, 'fall', '2025-09-22', '2026-01-16'),
  term(2025, 'spring', '2026-02-16', '2026-06-12'),
  term(2025, 'summer', '2026-07-06', '2026-08-21'),
  { ...term(2026, 'fall', '2026-09-21', '2027-01-15'), isActive: true },
]

/**
 * The finished terms before the calendar above (issue 24 "a graduate sees their whole transcript"): 2018-2019
 * fall to 2023-2024 spring, oldest first. They come after TERMS in id order (ids 7..), so the ids of the terms
 * above stay stable; order terms by `startsOn`, never by id. Only the graduates' courses get sections in them
 * (graduates.ts).
 */
export const PAST_TERMS: readonly TermDef[] = [
  term(2018, 'fall', '2018-09-24', '2019-01-11'),
  term(2018, 'spring', '2019-02-11', '2019-06-07'),
  term(2019, 'fall', '2019-09-23', '2020-01-10'),
  term(2019, 'spring', '2020-02-17', '2020-06-12'),
  term(2020, 'fall', '2020-09-28', '2021-01-15'),
  term(2020, 'spring', '2021-02-15', '2021-06-11'),
  term(2021, 'fall', '2021-09-27', '2022-01-14'),
  term(2021, 'spring', '2022-02-14', '2022-06-10'),
  term(2022, 'fall', '2022-09-26', '2023-01-13'),
  term(2022, 'spring', '2023-02-13', '2023-06-09'),
  term(2023, 'fall', '2023-10-02', '2024-01-19'),
  term(2023, 'spring', '2024-02-19', '2024-06-14'),
]

/** Terms that get course sections: the active term and the two before it (spring and summer). */
export const SECTION_TERM_CODES: readonly string[] = ['2025-2026-B', '2025-2026-Y', '2026-2027-G']

export { addDays }

/** Days from `from` to `to` (both ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** A random ISO date in [from, to], both included. */
export function randomDate(rng: Rng, from: string, to: string): string {
  return addDays(from, rng.int(0, Math.max(0, daysBetween(from, to))))
}

/** A random working day (Mon–Fri) on or after `from` within `spanDays` days. */
export function randomWorkday(rng: Rng, from: string, spanDays: number): string {
  let d = addDays(from, rng.int(0, spanDays))
  const dow = new Date(`${d}T00:00:00Z`).getUTCDay()
  if (dow === 6) d = addDays(d, 2)
  else if (dow === 0) d = addDays(d, 1)
  return d
}

/** The fixed timestamp the seed stores for a row created on `isoDate` (09:00 Istanbul). */
export function createdAtOn(isoDate: string): Date {
  return new Date(`${isoDate}${CREATED_AT_TIME}`)
}
