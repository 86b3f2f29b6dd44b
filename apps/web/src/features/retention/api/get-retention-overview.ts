/**
 * GET /api/Retention/Overview/Get (issue 39 "Retention"; system administrator only): the rules in the
 * caller's language, the last runs and whether one runs now. Polled every 2 s while a run is queued or
 * running, every 30 s otherwise.
 */
import { useQuery } from '@tanstack/react-query'
import type { RetentionOverview } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** The overview's query key (the language is part of it: the rules' texts are the server's). */
export const retentionOverviewKey = (lang: string) => ['retention', 'overview', lang] as const

/** Fetches the overview. */
export function getRetentionOverview(signal?: AbortSignal): Promise<RetentionOverview> {
  return api.get<RetentionOverview>('/api/Retention/Overview/Get', { signal })
}

/** The overview in `lang`, polled while a run is under way. */
export function useRetentionOverview(lang: string) {
  return useQuery({
    queryKey: retentionOverviewKey(lang),
    queryFn: ({ signal }) => getRetentionOverview(signal),
    refetchInterval: (query) => (query.state.data?.running ? 2_000 : 30_000),
    staleTime: 0,
    retry: 1,
  })
}
