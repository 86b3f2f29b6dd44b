/** GET /api/Grades/Student/Grades (issue 5 § Grades): the signed-in student's finalised grades, GPA, CGPA. */
import { useQuery } from '@tanstack/react-query'
import type { StudentGrades } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the student's grades by term. */
export function getStudentGrades(signal?: AbortSignal): Promise<StudentGrades> {
  return api.get<StudentGrades>('/api/Grades/Student/Grades', { signal })
}

/** The student's grades as a TanStack query. */
export function useStudentGrades() {
  return useQuery({ queryKey: ['grades', 'student'], queryFn: ({ signal }) => getStudentGrades(signal) })
}
