/**
 * The operator's status calls (issue 38 "The operator's page"; system administrator only):
 * GET /api/SystemStatus/Overview/Get every 10 s while shown, POST /api/SystemStatus/Jobs/Retry (audited) and
 * POST /api/SystemStatus/AuditChain/Verify. Both actions refresh the overview.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { JobStarted, StatusJob, StatusOverview } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** The overview's query key. */
export const operatorStatusKey = ['system-status', 'operator'] as const

/** Milliseconds between refreshes of the overview while the page is shown. */
export const OPERATOR_REFRESH_MS = 10_000

/** The overview, polled every 10 s. */
export function useOperatorStatus() {
  return useQuery({
    queryKey: operatorStatusKey,
    queryFn: ({ signal }) => api.get<StatusOverview>('/api/SystemStatus/Overview/Get', { signal }),
    refetchInterval: OPERATOR_REFRESH_MS,
    staleTime: 0,
    retry: 1,
  })
}

/** Retries failed job `id`; answers the job queued again (the server's message in the toast). */
export function useRetryJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post<StatusJob>('/api/SystemStatus/Jobs/Retry', { id }),
    onSettled: () => client.invalidateQueries({ queryKey: operatorStatusKey }),
  })
}

/** Starts (or joins) the audit chain verification. */
export function useVerifyAuditChain() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<JobStarted>('/api/SystemStatus/AuditChain/Verify', {}),
    onSettled: () => client.invalidateQueries({ queryKey: operatorStatusKey }),
  })
}
