/** Display helpers shared by the application pages: the step names and the position line. */
import type { ApplicationListItem, Position } from '@unacs/contracts'
import type { TFunction } from 'i18next'

/** Step keys in order (spec §4); index + 1 is the step number. */
export const STEP_KEYS = ['applicationInfo', 'personalInfo', 'resume', 'works', 'declaration'] as const

/** "Doçent — Mühendislik Fakültesi / Bilgisayar Mühendisliği". */
export function positionLine(
  t: TFunction<'applications'>,
  p: Pick<Position | ApplicationListItem, 'cadre' | 'facultyName' | 'departmentName'>,
): string {
  return `${t(`cadre.${p.cadre}`)} — ${p.facultyName} / ${p.departmentName}`
}

/** The name of step `n` (1..5). */
export function stepName(t: TFunction<'applications'>, n: number): string {
  return t(`steps.${STEP_KEYS[Math.min(Math.max(n, 1), 5) - 1] ?? 'applicationInfo'}`)
}
