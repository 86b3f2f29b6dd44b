/**
 * GET /healthz — the API process is alive. Plain JSON `{ status: 'ok' }`, outside the `/api` wrapper.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../shared/api/client.ts'

/** The liveness answer. */
export interface Health {
  status: 'ok'
}

/** Fetches the liveness state. */
export function getHealth(signal?: AbortSignal): Promise<Health> {
  return apiRequest<Health>('/healthz', { raw: true, signal })
}

/** Query options for the liveness state, refreshed every 30 s while shown. */
export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['system-status', 'health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 0,
    refetchInterval: 30_000,
    retry: 1,
  })
}

/** The liveness state as a TanStack query. */
export function useHealth() {
  return useQuery(healthQueryOptions())
}
