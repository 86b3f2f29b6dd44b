/**
 * GET /api/Absences/Requests/Queue (issue 36 shared request queue; issue 6 § Requests): a page of the excuse
 * requests of the staff member's sections, oldest first, filtered by status (with the counts per status),
 * requested days and search.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AbsenceRequestQueue, SectionRequestQueueQuery } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** The query's parameters as the page holds them (unset filters left out). */
export type AbsenceQueueParams = Partial<SectionRequestQueueQuery> & { page: number; pageSize: number }

/** Fetches one page of the queue. */
export function listAbsenceRequestQueue(
  params: AbsenceQueueParams,
  signal?: AbortSignal,
): Promise<AbsenceRequestQueue> {
  return api.get<AbsenceRequestQueue>('/api/Absences/Requests/Queue', { query: { ...params }, signal })
}

/** The queue page as a TanStack query (the decision's refresh of absences data refreshes it too). */
export function useAbsenceRequestQueue(params: AbsenceQueueParams) {
  return useQuery({
    queryKey: [...absencesKey, 'requests', 'queue', params],
    queryFn: ({ signal }) => listAbsenceRequestQueue(params, signal),
    placeholderData: keepPreviousData,
  })
}
