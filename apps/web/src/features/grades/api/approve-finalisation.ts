/**
 * POST /api/Grades/Approval/Approve {SectionId, Version} (spec §4 "finalise and approve"): the head of
 * department approves a finalised section. 409 when already approved or stale, 422 when not finalised.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApproveFinalisationRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'

/** Approves the finalisation; resolves to the new grading version. */
export function approveFinalisation(body: ApproveFinalisationRequest): Promise<number> {
  return api.post<number>('/api/Grades/Approval/Approve', body)
}

/** The approval as a mutation; refreshes grading data either way. */
export function useApproveFinalisation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: approveFinalisation,
    onSettled: () => client.invalidateQueries({ queryKey: gradesKey }),
  })
}
