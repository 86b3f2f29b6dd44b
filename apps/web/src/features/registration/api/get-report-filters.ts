/** GET /api/Registration/Report/Filters?termId: units within the caller's scope, types and terms. */
import { useQuery } from '@tanstack/react-query'
import type { CourseFilterOptions } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { registrationKey } from './idempotency.ts'

/** Fetches the report's filter values. */
export function getReportFilters(
  termId: number | undefined,
  signal?: AbortSignal,
): Promise<CourseFilterOptions> {
  return api.get<CourseFilterOptions>('/api/Registration/Report/Filters', { query: { termId }, signal })
}

/** The filter values as a query. */
export function useReportFilters(termId: number | undefined) {
  return useQuery({
    queryKey: [...registrationKey, 'report-filters', termId],
    queryFn: ({ signal }) => getReportFilters(termId, signal),
  })
}
