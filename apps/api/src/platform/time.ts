/**
 * Business dates are Istanbul dates (DESIGN.md §4): "today" in every rule is the date in Europe/Istanbul.
 */
const istanbulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Istanbul calendar date of `at` (default now) as 'YYYY-MM-DD'. */
export function istanbulToday(at: Date = new Date()): string {
  return istanbulDate.format(at)
}

/** A source of the current time; injected so business-date rules can be tested at any hour. */
export type Clock = () => Date

/** The real clock. */
export const systemClock: Clock = () => new Date()
