/** GET /api/Grades/Requests/List (spec §3 "grade request"; issue 6 § Requests): requests of the caller's sections. */
import { useQuery } from '@tanstack/react-query'
import type { GradeRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'

/** Fetches the grade change requests of the staff member's sections, newest first (at most 500). */
export function listGradeRequests(signal?: AbortSignal): Promise<GradeRequest[]> {
  return api.get<GradeRequest[]>('/api/Grades/Requests/List', { signal })
}

/** The query key of the staff member's grade requests. */
export const gradeRequestsKey = [...gradesKey, 'requests'] as const

/** The requests as a TanStack query. */
export function useGradeRequests() {
  return useQuery({ queryKey: gradeRequestsKey, queryFn: ({ signal }) => listGradeRequests(signal) })
}
