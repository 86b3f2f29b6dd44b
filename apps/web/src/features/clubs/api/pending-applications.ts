/** GET /api/Kulup/Basvuru/Bekleyenler (issue 21): pending applications of the clubs the caller presides or advises. */
import { useQuery } from '@tanstack/react-query'
import type { ClubApplication } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches it. */
export function pendingApplications(signal?: AbortSignal): Promise<ClubApplication[]> {
  return api.get<ClubApplication[]>('/api/Kulup/Basvuru/Bekleyenler', { signal })
}

/** The call as a TanStack query (keyed by language: names come translated). */
export function usePendingApplications(language: string) {
  return useQuery({
    queryKey: [...['clubs', 'pending'], language],
    queryFn: ({ signal }) => pendingApplications(signal),
  })
}
