/**
 * Absence arithmetic (spec §9 "Absence calculation offers school-day counting or calendar-day counting";
 * docs/decisions.md "Absences: limit and counting"). Pure functions.
 */

/** Absence limit in percent of the course's lesson hours; above it the course is failed (DZ). */
export const ABSENCE_LIMIT_PERCENT = 30
/** Weeks of teaching in a term (the hours base of the percentage). */
export const TEACHING_WEEKS = 14
/** The warning starts when counted hours reach this share of the limit (issue 5 "a warning as the limit nears"). */
export const WARNING_SHARE = 0.8

const dayMs = 86_400_000
const dow = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay()

/**
 * Absent days from the distinct days with absence: school-day counting counts Monday–Friday days only;
 * calendar-day counting joins absences separated only by a weekend into one run and counts every calendar
 * day of each run (Friday and the next Monday absent = 4 days).
 */
export function absentDays(days: readonly string[], counting: 'school' | 'calendar'): number {
  const sorted = [...new Set(days)].sort()
  if (counting === 'school') return sorted.filter((d) => dow(d) !== 0 && dow(d) !== 6).length
  let total = 0
  let runStart: number | null = null
  let runEnd = 0
  for (const d of sorted) {
    const t = Date.parse(`${d}T00:00:00Z`)
    if (runStart !== null) {
      let gapOnlyWeekend = true
      for (let x = runEnd + dayMs; x < t; x += dayMs) {
        const w = new Date(x).getUTCDay()
        if (w !== 0 && w !== 6) gapOnlyWeekend = false
      }
      if (gapOnlyWeekend) {
        runEnd = t
        continue
      }
      total += (runEnd - runStart) / dayMs + 1
    }
    runStart = t
    runEnd = t
  }
  if (runStart !== null) total += (runEnd - runStart) / dayMs + 1
  return total
}

/** Total lesson hours of a course in a term from its weekly hours. */
export const totalHours = (weeklyHours: number) => Math.max(1, weeklyHours) * TEACHING_WEEKS

/** Hours allowed before failing (floor of the limit share). */
export const limitHours = (total: number) => Math.floor((total * ABSENCE_LIMIT_PERCENT) / 100)

/** Percentage of `counted` in `total`, two decimals. */
export const percentage = (counted: number, total: number) => Math.round((counted / total) * 10_000) / 100

/** The warning level of `counted` hours against the limit. */
export function warningOf(counted: number, limit: number): 'none' | 'near' | 'over' {
  if (counted > limit) return 'over'
  if (counted >= Math.ceil(limit * WARNING_SHARE)) return 'near'
  return 'none'
}
