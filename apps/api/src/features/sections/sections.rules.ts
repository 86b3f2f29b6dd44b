/**
 * Pure rules of section definitions (issue 22): lesson slots ⇄ the lesson-time text kept on the section
 * (spec §3 "lesson time", e.g. "Pzt 09:00-11:50, Per 13:00-14:50", which registration reads for its clash
 * check), the even split of a total quota over sections, and slot overlap. No database access here.
 */
import { type SectionSlot, slotsOverlap } from '@unacs/contracts'

/** Turkish day abbreviations, Monday (1) first, as the lesson-time text writes them. */
export const DAY_ABBR = ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'] as const

const pad = (n: number) => String(n).padStart(2, '0')

/** The lesson-time text of `slots` in day and time order, or null without slots. */
export function lessonTimeOf(slots: readonly SectionSlot[]): string | null {
  if (slots.length === 0) return null
  return [...slots]
    .sort((a, b) => a.Day - b.Day || a.Start.localeCompare(b.Start))
    .map((s) => `${DAY_ABBR[s.Day - 1]} ${s.Start}-${s.End}`)
    .join(', ')
}

/** The slots of a lesson-time text; parts it cannot read are skipped (they never conflict). */
export function slotsOf(text: string | null | undefined): SectionSlot[] {
  if (!text) return []
  const out: SectionSlot[] = []
  for (const part of text.split(',')) {
    const m = /^\s*(\S+)\s+(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(part)
    if (!m) continue
    const day = DAY_ABBR.indexOf(m[1] as (typeof DAY_ABBR)[number]) + 1
    if (day === 0) continue
    const slot = { Day: day, Start: `${pad(Number(m[2]))}:${m[3]}`, End: `${pad(Number(m[4]))}:${m[5]}` }
    if (slot.Start < slot.End) out.push(slot)
  }
  return out
}

/** The first pair (mine, theirs) of overlapping slots, or null. */
export function firstOverlap(
  mine: readonly SectionSlot[],
  theirs: readonly SectionSlot[],
): [SectionSlot, SectionSlot] | null {
  for (const a of mine) for (const b of theirs) if (slotsOverlap(a, b)) return [a, b]
  return null
}

/** English day abbreviations, Monday (1) first, for English messages. */
const DAY_ABBR_EN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

/**
 * A slot as text for a message in the reader's language: "Pzt 09:00-10:50" in Turkish, "Mon 09:00-10:50" in
 * English (the stored lesson-time text stays Turkish: it is the contract registration reads).
 */
export const slotText = (s: SectionSlot, lang: 'tr' | 'en' = 'tr') =>
  `${(lang === 'en' ? DAY_ABBR_EN : DAY_ABBR)[s.Day - 1]} ${s.Start}-${s.End}`

/** `total` split over `count` sections as evenly as possible, the larger shares first. */
export function splitQuota(total: number, count: number): number[] {
  const base = Math.floor(total / count)
  return Array.from({ length: count }, (_, i) => base + (i < total % count ? 1 : 0))
}

/** Classroom names compare trimmed and case-insensitively (as SQL `upper(trim(…))`). */
export const classroomKey = (c: string | null | undefined) => (c ?? '').trim().toUpperCase()
