/**
 * GET /readyz — the API can serve requests (database reachable). Plain JSON, outside the `/api`
 * wrapper: 200 `{ status: 'ready', database: 'ok' }`, or 503 `{ status: 'unready', database:
 * 'unreachable' }`. A 503 with that body is a valid answer, so it is returned as data, not thrown.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../shared/api/client.ts'

/** The readiness answer; `status` is 'ready' and `database` 'ok' when all is well. */
export interface Readiness {
  status: string
  database: string
}

/** True when `value` has the readiness shape. */
function isReadiness(value: unknown): value is Readiness {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'string' &&
    'database' in value &&
    typeof value.database === 'string'
  )
}

/** Fetches the readiness state; throws only when no readiness answer arrived. */
export async function getReadiness(signal?: AbortSignal): Promise<Readiness> {
  try {
    return await apiRequest<Readiness>('/readyz', { raw: true, signal })
  } catch (error) {
    if (error instanceof ApiError && isReadiness(error.body)) return error.body
    throw error
  }
}

/** Query options for the readiness state, refreshed every 30 s while shown. */
export function readinessQueryOptions() {
  return queryOptions({
    queryKey: ['system-status', 'readiness'],
    queryFn: ({ signal }) => getReadiness(signal),
    staleTime: 0,
    refetchInterval: 30_000,
    retry: 1,
  })
}

/** The readiness state as a TanStack query. */
export function useReadiness() {
  return useQuery(readinessQueryOptions())
}
