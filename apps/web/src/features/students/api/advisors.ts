/**
 * GET /api/Students/Advisors/List and POST /api/Students/Advisors/Assign (issue 22 "Advisor assignment"): the
 * head of department's advisors with their loads, and the bulk assignment balancing the loads.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdvisorLoad, AssignAdvisors, AssignAdvisorsResult } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { studentsKey } from './search-students.ts'

/** The advisors of the caller's units with their active students' count. */
export function useAdvisorLoads() {
  return useQuery({
    queryKey: [...studentsKey, 'advisors'],
    queryFn: ({ signal }) => api.get<AdvisorLoad[]>('/api/Students/Advisors/List', { signal }),
  })
}

/** Assigns students to advisors → how many and the new loads; 400 no selection, 422 out of scope or none. */
export function assignAdvisors(body: AssignAdvisors): Promise<AssignAdvisorsResult> {
  return api.post<AssignAdvisorsResult>('/api/Students/Advisors/Assign', body)
}

/** The assignment as a mutation; refreshes the loads and the students lists. */
export function useAssignAdvisors() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: assignAdvisors,
    onSuccess: () => client.invalidateQueries({ queryKey: studentsKey }),
  })
}
