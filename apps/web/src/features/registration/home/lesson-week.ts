/**
 * The week of a student's classes from the sections' lesson-time texts (spec §3 lesson time, e.g.
 * "Pzt 09:00-11:50, Per 13:00-14:50"; the same reading as the server's registration rules): per weekday
 * (0 = Monday), the classes in start order. Texts it cannot read are left out (an unscheduled course).
 */

/** Turkish day abbreviations of the lesson-time text, by weekday (0 = Monday). */
const DAY_INDEX: Record<string, number> = { Pzt: 0, Sal: 1, Çar: 2, Per: 3, Cum: 4, Cmt: 5, Paz: 6 }

/** One class of the week. */
export interface WeekClass<T> {
  /** 0 = Monday … 6 = Sunday. */
  day: number
  /** "09:00". */
  start: string
  /** "11:50". */
  end: string
  item: T
}

/** The classes of `items` by weekday, each day in start order; days without classes are left out. */
export function weekOf<T>(
  items: readonly T[],
  lessonTime: (item: T) => string | null | undefined,
): { day: number; classes: WeekClass<T>[] }[] {
  const all: WeekClass<T>[] = []
  for (const item of items) {
    for (const part of (lessonTime(item) ?? '').split(',')) {
      const m = /^\s*(\S+)\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})\s*$/.exec(part)
      const day = m ? DAY_INDEX[m[1] as string] : undefined
      if (!m || day === undefined) continue
      all.push({
        day,
        start: (m[2] as string).padStart(5, '0'),
        end: (m[3] as string).padStart(5, '0'),
        item,
      })
    }
  }
  const days = [...new Set(all.map((c) => c.day))].sort((a, b) => a - b)
  return days.map((day) => ({
    day,
    classes: all.filter((c) => c.day === day).sort((a, b) => a.start.localeCompare(b.start)),
  }))
}

/** Today's weekday in the same numbering (0 = Monday), from a JavaScript `getDay()` (0 = Sunday). */
export const mondayBased = (jsDay: number) => (jsDay + 6) % 7
