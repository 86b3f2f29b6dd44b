/** GET /api/Absences/Student/Summary (issue 5 § Absences): the student's absences per course with warnings. */
import { useQuery } from '@tanstack/react-query'
import type { DayCounting, StudentAbsences } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Fetches the student's absences. */
export function getStudentAbsences(counting: DayCounting, signal?: AbortSignal): Promise<StudentAbsences> {
  return api.get<StudentAbsences>('/api/Absences/Student/Summary', { query: { counting }, signal })
}

/** The student's absences as a TanStack query. */
export function useStudentAbsences(counting: DayCounting) {
  return useQuery({
    queryKey: [...absencesKey, 'student', counting],
    queryFn: ({ signal }) => getStudentAbsences(counting, signal),
  })
}
