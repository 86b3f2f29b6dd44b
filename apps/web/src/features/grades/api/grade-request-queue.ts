/**
 * GET /api/Grades/Requests/Queue (issue 36 shared request queue; spec §3 "grade request"): a page of the grade
 * requests of the staff member's sections, oldest first, filtered by status (with the counts per status),
 * requested days and search.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { GradeRequestQueue, SectionRequestQueueQuery } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { gradeRequestsKey } from './list-grade-requests.ts'

/** The query's parameters as the page holds them (unset filters left out). */
export type GradeQueueParams = Partial<SectionRequestQueueQuery> & { page: number; pageSize: number }

/** Fetches one page of the queue. */
export function listGradeRequestQueue(
  params: GradeQueueParams,
  signal?: AbortSignal,
): Promise<GradeRequestQueue> {
  return api.get<GradeRequestQueue>('/api/Grades/Requests/Queue', { query: { ...params }, signal })
}

/** The queue page as a TanStack query (a decision refreshes every grade request query). */
export function useGradeRequestQueue(params: GradeQueueParams) {
  return useQuery({
    queryKey: [...gradeRequestsKey, 'queue', params],
    queryFn: ({ signal }) => listGradeRequestQueue(params, signal),
    placeholderData: keepPreviousData,
  })
}
