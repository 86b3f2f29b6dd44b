/**
 * POST /api/Retention/Runs/Start (issue 39 "Retention"; system administrator only, audited): starts the
 * rules now or joins the run under way; answers the job (`joined`). Refreshes the overview.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RetentionStarted } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Starts a run. */
export function startRetentionRun(): Promise<RetentionStarted> {
  return api.post<RetentionStarted>('/api/Retention/Runs/Start', {})
}

/** The "Run now" mutation. */
export function useStartRetentionRun() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: startRetentionRun,
    onSettled: () => client.invalidateQueries({ queryKey: ['retention', 'overview'] }),
  })
}
