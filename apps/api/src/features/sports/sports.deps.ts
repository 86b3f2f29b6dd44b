/**
 * What the sports feature needs from others, passed in by features/index.ts (DESIGN.md §3: a feature never
 * reads another feature's tables): CGPA from grades, active-term absence standing from absences.
 */
import type { AbsenceService } from '../absences/index.ts'
import type { GradesService } from '../grades/index.ts'

/** The academic standing readers of the scholarship report. */
export interface StandingReaders {
  grades: Pick<GradesService, 'cgpaOf'>
  absences: Pick<AbsenceService, 'absenceSummaryOf'>
}
