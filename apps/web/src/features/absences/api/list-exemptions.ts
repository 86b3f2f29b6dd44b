/** GET /api/Absences/Exemptions/List (spec §3 "exemption status, reason and date"): a section's exam exemptions. */
import { useQuery } from '@tanstack/react-query'
import type { ExamExemption } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Fetches the section's exam exemptions. */
export function listExemptions(sectionId: number, signal?: AbortSignal): Promise<ExamExemption[]> {
  return api.get<ExamExemption[]>('/api/Absences/Exemptions/List', { query: { sectionId }, signal })
}

/** The exemptions as a TanStack query (disabled without a section). */
export function useExemptions(sectionId: number | undefined) {
  return useQuery({
    queryKey: [...absencesKey, 'exemptions', sectionId],
    queryFn: ({ signal }) => listExemptions(sectionId as number, signal),
    enabled: !!sectionId,
  })
}
