/** GET /api/Absences/Student/Requests (student): the caller's own absence requests, newest first. */
import { useQuery } from '@tanstack/react-query'
import type { AbsenceRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Fetches the student's own requests. */
export function listAbsenceRequests(signal?: AbortSignal): Promise<AbsenceRequest[]> {
  return api.get<AbsenceRequest[]>('/api/Absences/Student/Requests', { signal })
}

/** The requests as a TanStack query. */
export function useAbsenceRequests() {
  return useQuery({
    queryKey: [...absencesKey, 'requests', true],
    queryFn: ({ signal }) => listAbsenceRequests(signal),
  })
}
