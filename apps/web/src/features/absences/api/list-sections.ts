/** GET /api/Grades/Sections/List: the sections the staff member may take attendance for (same rules as grading). */
import { useQuery } from '@tanstack/react-query'
import type { GradingSection } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the staff member's sections. */
export function listSections(signal?: AbortSignal): Promise<GradingSection[]> {
  return api.get<GradingSection[]>('/api/Grades/Sections/List', { signal })
}

/** The sections as a TanStack query. */
export function useSections() {
  return useQuery({
    queryKey: ['absences', 'sections'],
    queryFn: ({ signal }) => listSections(signal),
    staleTime: 60_000,
  })
}
