/** GET /api/Application/KadroIlanlari/Faculties: faculties (with departments) the staff member may open positions in. */
import { useQuery } from '@tanstack/react-query'
import type { FacultyChoice } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Fetches the faculty choices. */
export function getFaculties(signal?: AbortSignal): Promise<FacultyChoice[]> {
  return api.get<FacultyChoice[]>('/api/Application/KadroIlanlari/Faculties', { signal })
}

/** The faculty choices as a query (fetched once per session). */
export function useFaculties(enabled: boolean) {
  return useQuery({
    queryKey: [...applicationKeys.positions, 'faculties'],
    queryFn: ({ signal }) => getFaculties(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
