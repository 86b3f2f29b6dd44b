/** GET /api/Registration/Course/Opened: a page of the student's opened sections with live seat counts. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { OpenedSection } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { registrationKey } from './idempotency.ts'

/** Filters and paging of an opened-sections list (the report adds a term). */
export interface SectionQuery {
  code?: string
  name?: string
  unitId?: number
  courseType?: string
  educationType?: string
  onlyFree?: boolean
  termId?: number
  page?: number
  pageSize?: number
}

/** A page of sections. */
export interface SectionPage {
  items: OpenedSection[]
  page: number
  pageSize: number
  total: number
}

/** Fetches a page of the student's opened sections. */
export function getOpenedCourses(query: SectionQuery, signal?: AbortSignal): Promise<SectionPage> {
  return api.get<SectionPage>('/api/Registration/Course/Opened', {
    query: { ...query, onlyFree: query.onlyFree ? 'true' : undefined },
    signal,
  })
}

/** The opened sections as a query, keeping the previous page while the next loads. */
export function useOpenedCourses(query: SectionQuery) {
  return useQuery({
    queryKey: [...registrationKey, 'opened', query],
    queryFn: ({ signal }) => getOpenedCourses(query, signal),
    placeholderData: keepPreviousData,
  })
}
