/** GET /api/Ogrenci/IlisikKesme/Get (spec §1, §4): the student's current request and what blocks a departure. */
import { useQuery } from '@tanstack/react-query'
import type { StudentDepartureOverview } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Query key of the student's overview (invalidated after every student action). */
export const overviewKey = ['departure', 'overview'] as const

/** Fetches the overview. */
export function getOverview(signal?: AbortSignal): Promise<StudentDepartureOverview> {
  return api.get<StudentDepartureOverview>('/api/Ogrenci/IlisikKesme/Get', { signal })
}

/** The overview as a TanStack query. */
export function useOverview() {
  return useQuery({ queryKey: overviewKey, queryFn: ({ signal }) => getOverview(signal) })
}
