/** GET /api/Absences/Excuses/List (spec §3 "excuse type and hours"): a section's excuse hours per student and day. */
import { useQuery } from '@tanstack/react-query'
import type { SectionExcuses } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Fetches the section's excuse hours with the totals by excuse type. */
export function listSectionExcuses(sectionId: number, signal?: AbortSignal): Promise<SectionExcuses> {
  return api.get<SectionExcuses>('/api/Absences/Excuses/List', { query: { sectionId }, signal })
}

/** The section's excuse hours as a TanStack query (disabled without a section). */
export function useSectionExcuses(sectionId: number | undefined) {
  return useQuery({
    queryKey: [...absencesKey, 'excuses', sectionId],
    queryFn: ({ signal }) => listSectionExcuses(sectionId as number, signal),
    enabled: !!sectionId,
  })
}
