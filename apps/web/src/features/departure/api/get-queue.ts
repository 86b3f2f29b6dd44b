/**
 * GET /api/IlisikKesme/Onay/Queue (spec §4, §6): the caller's step's queue — an office's, the dean's office's
 * or the registrar's — paged on the server, with filters (state, unit, reason, dates, student number).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DepartureQueuePage, DepartureReason } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** The queue's filters and page. */
export interface QueueParams {
  page: number
  pageSize: number
  State: 'open' | 'done'
  /** Only students of this unit (faculty, department or programme) and below. */
  UnitId?: number | undefined
  Reason?: DepartureReason | undefined
  From?: string | undefined
  To?: string | undefined
  StudentNo?: string | undefined
}

/** Fetches one page of the queue. */
export function getQueue(params: QueueParams, signal?: AbortSignal): Promise<DepartureQueuePage> {
  return api.get<DepartureQueuePage>('/api/IlisikKesme/Onay/Queue', { signal, query: { ...params } })
}

/** The queue page as a TanStack query (keeps the previous page while the next loads). */
export function useQueue(params: QueueParams) {
  return useQuery({
    queryKey: ['departure', 'queue', params],
    queryFn: ({ signal }) => getQueue(params, signal),
    placeholderData: keepPreviousData,
  })
}
