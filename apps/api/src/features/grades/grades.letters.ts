/**
 * Letter grades and pass statuses (spec §4 "Pass statuses"; docs/decisions.md "Grades: letter scale"):
 * the common Turkish 4.00 scale on the weighted course total (0..100), failed due to absenteeism when the
 * absence percentage is above the limit, exempt and withdrew as set by the registrar. Pure functions.
 */
import type { PassStatus } from '@unacs/contracts'

/** Absence above this percentage of the course's hours fails the course (DZ). */
export const ABSENCE_LIMIT_PERCENT = 30

/** Letter thresholds (lowest total for the letter) with grade points, best first. */
export const LETTER_SCALE: readonly { letter: string; min: number; points: number }[] = [
  { letter: 'AA', min: 90, points: 4 },
  { letter: 'BA', min: 85, points: 3.5 },
  { letter: 'BB', min: 80, points: 3 },
  { letter: 'CB', min: 75, points: 2.5 },
  { letter: 'CC', min: 70, points: 2 },
  { letter: 'DC', min: 65, points: 1.5 },
  { letter: 'DD', min: 60, points: 1 },
  { letter: 'FD', min: 50, points: 0.5 },
  { letter: 'FF', min: 0, points: 0 },
]

/** Grade points of the letters that count in averages; MU (exempt) and W (withdrew) do not count. */
export function gradePoints(letter: string | null): number | null {
  if (letter === 'DZ') return 0
  return LETTER_SCALE.find((l) => l.letter === letter)?.points ?? null
}

/** Rounds to two decimals (half away from zero). */
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100

/** An exam with its grade for one student. */
export interface ScoredItem {
  maxPoint: number
  weight: number
  score: number | null
  notTaken: boolean
}

/** The weighted total (0..100) of `items`: score / max × weight, not taken counting 0. */
export function weightedTotal(items: readonly ScoredItem[]): number {
  let total = 0
  for (const i of items) if (!i.notTaken && i.score !== null) total += (i.score / i.maxPoint) * i.weight
  return round2(total)
}

/** The letter and pass status of one student's course result. */
export function resultOf(input: {
  total: number
  absencePercent: number
  exempt: boolean
  withdrew: boolean
}): { letter: string; status: PassStatus } {
  if (input.withdrew) return { letter: 'W', status: 'withdrew' }
  if (input.exempt) return { letter: 'MU', status: 'exempt' }
  if (input.absencePercent > ABSENCE_LIMIT_PERCENT) return { letter: 'DZ', status: 'failedAbsenteeism' }
  const scale = LETTER_SCALE.find((l) => input.total >= l.min) ?? { letter: 'FF', points: 0 }
  const status: PassStatus =
    scale.points >= 2 ? 'passed' : scale.points >= 1 ? 'passedConditionally' : 'failed'
  return { letter: scale.letter, status }
}

/** Credit-weighted average of grade points (4.00 scale), or null when nothing counts. */
export function gpa(courses: readonly { letter: string | null; credit: number }[]): number | null {
  let sum = 0
  let credits = 0
  for (const c of courses) {
    const p = gradePoints(c.letter)
    if (p === null || c.credit <= 0) continue
    sum += p * c.credit
    credits += c.credit
  }
  return credits === 0 ? null : round2(sum / credits)
}

/** Mean, median, standard deviation (population) and a 10-point histogram over 0..`max`. */
export function statistics(values: readonly number[], max = 100) {
  const n = values.length
  const sorted = [...values].sort((a, b) => a - b)
  const mean = n ? sorted.reduce((a, b) => a + b, 0) / n : null
  const median =
    n === 0
      ? null
      : n % 2
        ? (sorted[(n - 1) / 2] as number)
        : ((sorted[n / 2 - 1] as number) + (sorted[n / 2] as number)) / 2
  const stdDev = mean === null ? null : Math.sqrt(sorted.reduce((a, v) => a + (v - mean) ** 2, 0) / n)
  const width = max / 10
  const histogram = Array.from({ length: 10 }, (_, i) => ({
    From: round2(i * width),
    To: round2((i + 1) * width),
    Count: 0,
  }))
  for (const v of sorted) {
    const bucket = histogram[Math.min(9, Math.floor(v / width))]
    if (bucket) bucket.Count++
  }
  return {
    Count: n,
    Mean: mean === null ? null : round2(mean),
    Median: median === null ? null : round2(median),
    StdDev: stdDev === null ? null : round2(stdDev),
    Histogram: histogram,
  }
}
