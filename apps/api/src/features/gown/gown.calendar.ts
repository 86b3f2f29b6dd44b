/**
 * The ceremony calendar's rules (issue 17; spec §9): requests and payment from the request start date until
 * the payment closing time (16:00) on the last payment day; hand-out on pickup days within the windows
 * (10:00–12:00, 13:00–17:00); items back by the return deadline (21:00) on the ceremony days. All in
 * Europe/Istanbul; a window includes its start and excludes its end (16:00:00 is closed, 15:59:59 open).
 */
import type { gownCeremonies } from './gown.schema.ts'

/** A ceremony row. */
export type CeremonyRow = typeof gownCeremonies.$inferSelect

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** The Istanbul date 'YYYY-MM-DD' and time 'HH:MM:SS' of `at`. */
export function istanbulParts(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]))
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` }
}

const hms = (hhmm: string) => `${hhmm}:00`

/** True while requests and deposit payments are taken at `at`. */
export function requestOpen(c: CeremonyRow, at: Date): boolean {
  const { date, time } = istanbulParts(at)
  if (date < c.requestStart || date > c.paymentLastDay) return false
  return date < c.paymentLastDay || time < hms(c.paymentCloseTime)
}

/** True when `at` is inside a pickup window of a pickup day. */
export function pickupOpen(c: CeremonyRow, at: Date): boolean {
  const { date, time } = istanbulParts(at)
  if (!c.pickupDays.includes(date)) return false
  return c.pickupWindows.some((w) => time >= hms(w.from) && time < hms(w.to))
}

/** True when a return at `at` is late: after the return deadline of the last ceremony day. */
export function returnLate(c: CeremonyRow, at: Date): boolean {
  const last = [...c.ceremonyDays].sort().at(-1)
  if (!last) return false
  const { date, time } = istanbulParts(at)
  return date > last || (date === last && time >= hms(c.returnDeadline))
}

/** "10:00–12:00, 13:00–17:00" */
export const windowsText = (c: CeremonyRow) => c.pickupWindows.map((w) => `${w.from}–${w.to}`).join(', ')
