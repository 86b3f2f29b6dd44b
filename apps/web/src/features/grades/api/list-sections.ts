/** GET /api/Grades/Sections/List (issue 6): the sections the signed-in staff member may grade. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GradingSection } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the gradable sections of `termId` (all seeded terms when undefined). */
export function listGradingSections(termId?: number, signal?: AbortSignal): Promise<GradingSection[]> {
  return api.get<GradingSection[]>('/api/Grades/Sections/List', { query: { termId }, signal })
}

/** Query key prefix of grading data (invalidated after every grading change). */
export const gradesKey = ['grades'] as const

/** The gradable sections as a TanStack query. */
export function useGradingSections(termId?: number) {
  return useQuery(
    queryOptions({
      queryKey: [...gradesKey, 'sections', termId ?? 'all'],
      queryFn: ({ signal }) => listGradingSections(termId, signal),
    }),
  )
}
