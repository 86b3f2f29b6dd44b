/** GET /api/Freeze/Student/Overview (issue 16; spec §3): the caller's term counters, status, frozen and open terms. */
import { useQuery } from '@tanstack/react-query'
import type { FreezeOverview } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** The query key prefix of every freeze query (mutations invalidate it). */
export const freezeKey = ['freeze'] as const

/** Fetches the overview. */
export function getFreezeOverview(signal?: AbortSignal): Promise<FreezeOverview> {
  return api.get<FreezeOverview>('/api/Freeze/Student/Overview', { signal })
}

/** The overview as a TanStack query. */
export function useFreezeOverview() {
  return useQuery({
    queryKey: [...freezeKey, 'overview'],
    queryFn: ({ signal }) => getFreezeOverview(signal),
  })
}
