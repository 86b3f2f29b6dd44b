/** GET /api/Registration/Course/Detail (issue 22 StudentCourseDetail): one course of the student in detail. */
import { useQuery } from '@tanstack/react-query'
import type { CourseDetail } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { registrationKey } from './idempotency.ts'

/** Fetches the section `sectionId` as the signed-in student sees it; ApiError 404 when it is not hers. */
export function getCourseDetail(sectionId: number, signal?: AbortSignal): Promise<CourseDetail> {
  return api.get<CourseDetail>('/api/Registration/Course/Detail', { query: { sectionId }, signal })
}

/** The course detail as a query; disabled for an id that is not a positive integer. */
export function useCourseDetail(sectionId: number) {
  return useQuery({
    queryKey: [...registrationKey, 'course-detail', sectionId],
    queryFn: ({ signal }) => getCourseDetail(sectionId, signal),
    enabled: Number.isInteger(sectionId) && sectionId > 0,
    retry: false,
  })
}
