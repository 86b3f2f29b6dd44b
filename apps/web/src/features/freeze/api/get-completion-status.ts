/** GET /api/Freeze/Completion/Status: whether the signed-in student must still complete registration. */
import { useQuery } from '@tanstack/react-query'
import type { CompletionStatus } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { freezeKey } from './get-freeze-overview.ts'

/** Fetches the completion status. */
export function getCompletionStatus(signal?: AbortSignal): Promise<CompletionStatus> {
  return api.get<CompletionStatus>('/api/Freeze/Completion/Status', { signal })
}

/** The status as a TanStack query; idle unless `enabled` (students only). */
export function useCompletionStatus(enabled = true) {
  return useQuery({
    queryKey: [...freezeKey, 'completion'],
    queryFn: ({ signal }) => getCompletionStatus(signal),
    enabled,
  })
}
