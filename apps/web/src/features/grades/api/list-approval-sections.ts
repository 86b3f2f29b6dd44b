/**
 * GET /api/Grades/Approval/List ?termId (spec §4 "finalise and approve"): the head of department's sections
 * of one term (default the active term) with submission state, weights total and approval.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ApprovalList } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'

/** Fetches the approval list of `termId` (the active term when undefined). */
export function listApprovalSections(termId?: number, signal?: AbortSignal): Promise<ApprovalList> {
  return api.get<ApprovalList>('/api/Grades/Approval/List', { query: { termId }, signal })
}

/** The approval list as a TanStack query; keeps the last term's answer while another term loads. */
export function useApprovalSections(termId?: number) {
  return useQuery({
    queryKey: [...gradesKey, 'approval', termId ?? 'active'],
    queryFn: ({ signal }) => listApprovalSections(termId, signal),
    placeholderData: keepPreviousData,
  })
}
