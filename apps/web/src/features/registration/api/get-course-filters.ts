/** GET /api/Registration/Course/Filters: units, course and education types of the student's opened courses. */
import { useQuery } from '@tanstack/react-query'
import type { CourseFilterOptions } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { registrationKey } from './idempotency.ts'

/** Fetches the filter values. */
export function getCourseFilters(signal?: AbortSignal): Promise<CourseFilterOptions> {
  return api.get<CourseFilterOptions>('/api/Registration/Course/Filters', { signal })
}

/** The filter values as a query. */
export function useCourseFilters() {
  return useQuery({
    queryKey: [...registrationKey, 'filters'],
    queryFn: ({ signal }) => getCourseFilters(signal),
  })
}
