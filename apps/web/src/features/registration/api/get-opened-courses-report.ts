/** GET /api/Registration/Report/OpenedCourses: a page of the opened courses report (staff, within units). */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import type { SectionPage, SectionQuery } from './get-opened-courses.ts'
import { registrationKey } from './idempotency.ts'

/** Query values of the report as sent (onlyFree as text). */
export function reportQueryValues(q: SectionQuery) {
  return { ...q, onlyFree: q.onlyFree ? 'true' : undefined }
}

/** Fetches a page of the report. */
export function getOpenedCoursesReport(q: SectionQuery, signal?: AbortSignal): Promise<SectionPage> {
  return api.get<SectionPage>('/api/Registration/Report/OpenedCourses', {
    query: reportQueryValues(q),
    signal,
  })
}

/** The report as a query. */
export function useOpenedCoursesReport(q: SectionQuery) {
  return useQuery({
    queryKey: [...registrationKey, 'report', q],
    queryFn: ({ signal }) => getOpenedCoursesReport(q, signal),
    placeholderData: keepPreviousData,
  })
}
