/**
 * Istanbul's calendar date: the proxy start date may not be earlier than today in Istanbul (spec §5,
 * DESIGN.md §4), whatever the browser's time zone.
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
