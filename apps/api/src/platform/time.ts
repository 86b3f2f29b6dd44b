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

/** Adds `days` to an ISO date (YYYY-MM-DD), in UTC so no time zone can shift it. */
export function addDays(isoDate: string, days: number): string {
  const t = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000
  return new Date(t).toISOString().slice(0, 10)
}

/** Days a student's request (grade, absence) may wait for an answer (docs/decisions.md "Requests"). */
export const REQUEST_APPROVAL_DAYS = 15

/** The approval end date of a request made at `at`: its Istanbul date plus REQUEST_APPROVAL_DAYS. */
export function requestApprovalEndDate(at: Date): string {
  return addDays(istanbulToday(at), REQUEST_APPROVAL_DAYS)
}
