/**
 * GET /api/Absences/Report/Student (spec §3 "daily and total absence, percentage", §9): one student's courses
 * in the caller's sections, counted by school or calendar days.
 */
import { useQuery } from '@tanstack/react-query'
import type { DayCounting, StaffStudentReport } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Fetches the student's report. */
export function getStudentReport(
  studentId: number,
  counting: DayCounting,
  signal?: AbortSignal,
): Promise<StaffStudentReport> {
  return api.get<StaffStudentReport>('/api/Absences/Report/Student', {
    query: { studentId, counting },
    signal,
  })
}

/** The student's report as a TanStack query (disabled without a student). */
export function useStudentReport(studentId: number | undefined, counting: DayCounting) {
  return useQuery({
    queryKey: [...absencesKey, 'student-report', studentId, counting],
    queryFn: ({ signal }) => getStudentReport(studentId as number, counting, signal),
    enabled: !!studentId,
  })
}
