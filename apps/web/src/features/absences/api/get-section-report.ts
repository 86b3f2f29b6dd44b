/** GET /api/Absences/Report/Section (spec §3, §9): a section's absence report by school or calendar days. */
import { useQuery } from '@tanstack/react-query'
import type { AbsenceReport, DayCounting } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Fetches the report. */
export function getSectionReport(
  sectionId: number,
  counting: DayCounting,
  signal?: AbortSignal,
): Promise<AbsenceReport> {
  return api.get<AbsenceReport>('/api/Absences/Report/Section', { query: { sectionId, counting }, signal })
}

/** The report as a TanStack query (disabled without a section). */
export function useSectionReport(sectionId: number | undefined, counting: DayCounting) {
  return useQuery({
    queryKey: [...absencesKey, 'report', sectionId, counting],
    queryFn: ({ signal }) => getSectionReport(sectionId as number, counting, signal),
    enabled: !!sectionId,
  })
}
