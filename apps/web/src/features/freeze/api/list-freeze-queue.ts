/** GET /api/Freeze/Admin/List (registrar, student centre): the queue with filters and server-side paging. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { FreezeQueue, FreezeReason, FreezeStatus } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { freezeKey } from './get-freeze-overview.ts'

/** The queue's filters and page. */
export interface FreezeQueueParams {
  status?: FreezeStatus
  reason?: FreezeReason
  search?: string
  page: number
  pageSize: number
}

/** Fetches one page of the queue. */
export function listFreezeQueue(params: FreezeQueueParams, signal?: AbortSignal): Promise<FreezeQueue> {
  return api.get<FreezeQueue>('/api/Freeze/Admin/List', { query: { ...params }, signal })
}

/** The queue page as a TanStack query (the previous page stays shown while the next loads). */
export function useFreezeQueue(params: FreezeQueueParams) {
  return useQuery({
    queryKey: [...freezeKey, 'queue', params],
    queryFn: ({ signal }) => listFreezeQueue(params, signal),
    placeholderData: keepPreviousData,
  })
}
