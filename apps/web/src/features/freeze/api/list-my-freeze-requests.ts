/** GET /api/Freeze/Student/List: the caller's own freeze requests, newest first. */
import { useQuery } from '@tanstack/react-query'
import type { FreezeRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { freezeKey } from './get-freeze-overview.ts'

/** Fetches the caller's requests. */
export function listMyFreezeRequests(signal?: AbortSignal): Promise<FreezeRequest[]> {
  return api.get<FreezeRequest[]>('/api/Freeze/Student/List', { signal })
}

/** The caller's requests as a TanStack query. */
export function useMyFreezeRequests() {
  return useQuery({ queryKey: [...freezeKey, 'mine'], queryFn: ({ signal }) => listMyFreezeRequests(signal) })
}
