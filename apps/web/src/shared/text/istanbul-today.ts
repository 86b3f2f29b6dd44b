/**
 * Istanbul's calendar date: business dates (the proxy start date, spec §5; the absence entry day, spec §3) use
 * Istanbul (DESIGN.md §4), whatever the browser's time zone.
 */
const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today's date in Istanbul as 'YYYY-MM-DD'. */
export function istanbulToday(at: Date = new Date()): string {
  return format.format(at)
}
