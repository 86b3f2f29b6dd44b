/**
 * Terms a freeze may cover (issue 16 "a freeze for one or more coming terms"): the current fall or spring
 * term while it has not ended, then the coming ones. Future terms are not rows of `academic_terms` yet, so
 * terms are named by their stable code ("2026-2027-B") and their names are derived from it. Pure.
 */
import type { FreezeTerm } from '@unacs/contracts'
import type { Language } from '../../platform/i18n/messages.ts'

/** How many terms are open to a request (the current one included). */
export const OPEN_TERM_COUNT = 4

/** The term after `code` among fall (G) and spring (B) terms; summer (Y) is followed by the next fall. */
export function nextTermCode(code: string): string {
  const [start = '0', , season] = code.split('-')
  const y = Number(start)
  if (season === 'G') return `${y}-${y + 1}-B`
  return `${y + 1}-${y + 2}-G`
}

/** The display name of a term code in `lang`, e.g. "2026-2027 Bahar Dönemi" / "2026-2027 Spring Term". */
export function termName(code: string, lang: Language): string {
  const [a, b, s] = code.split('-')
  const season = s === 'G' ? { tr: 'Güz', en: 'Fall' } : s === 'B' ? { tr: 'Bahar', en: 'Spring' } : null
  if (!season) return code
  return lang === 'en' ? `${a}-${b} ${season.en} Term` : `${a}-${b} ${season.tr} Dönemi`
}

/** A sort key putting term codes in calendar order (fall before spring of the same academic year). */
export const termOrder = (code: string): string => code.replace(/-G$/, '-1').replace(/-B$/, '-2')

/** Term codes with names, oldest first. */
export function namedTerms(codes: readonly string[], lang: Language): FreezeTerm[] {
  return [...codes]
    .sort((a, b) => termOrder(a).localeCompare(termOrder(b)))
    .map((Code) => ({ Code, Name: termName(Code, lang) }))
}

/**
 * The term codes open to a request on `today`, given the active term: the active term if it is fall or spring
 * and not over, then its successors, OPEN_TERM_COUNT in all. Null active term → none.
 */
export function openTermCodes(active: { code: string; endsOn: string } | null, today: string): string[] {
  if (!active) return []
  const codes: string[] = []
  const current = /-[GB]$/.test(active.code) && active.endsOn >= today
  let code = current ? active.code : nextTermCode(active.code)
  while (codes.length < OPEN_TERM_COUNT) {
    codes.push(code)
    code = nextTermCode(code)
  }
  return codes
}
