/** GET /api/Absences/Student/Requests (student) and /api/Absences/Requests/List (staff): absence requests. */
import { useQuery } from '@tanstack/react-query'
import type { AbsenceRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Fetches the student's own requests (`mine`) or the staff member's sections' requests. */
export function listAbsenceRequests(mine: boolean, signal?: AbortSignal): Promise<AbsenceRequest[]> {
  return api.get<AbsenceRequest[]>(mine ? '/api/Absences/Student/Requests' : '/api/Absences/Requests/List', {
    signal,
  })
}

/** The requests as a TanStack query. */
export function useAbsenceRequests(mine: boolean) {
  return useQuery({
    queryKey: [...absencesKey, 'requests', mine],
    queryFn: ({ signal }) => listAbsenceRequests(mine, signal),
  })
}
