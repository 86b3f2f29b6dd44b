/**
 * What the absences feature needs from the grades feature, passed in by features/index.ts (DESIGN.md §3):
 * the same section access rules (instructor own sections, head of department, registrar; the student's
 * active studentship) and the section rosters, so absences never read grades' tables.
 */
import type { GradesService } from '../grades/index.ts'

/** Section access checks shared with grades. */
export type SectionGate = Pick<
  GradesService['access'],
  'assertSection' | 'section' | 'studentOf' | 'scopeOf' | 'inScope'
>

/** Rosters: the students of a section, and the sections of a student. */
export type Rosters = Pick<GradesService, 'roster' | 'studentSections'>
