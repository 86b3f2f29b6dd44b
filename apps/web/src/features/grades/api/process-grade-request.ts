/**
 * POST /api/Grades/Requests/Process {Id, Approve, Answer} (issue 6 § Requests): approves or rejects a pending
 * request with an answer, on or before its approval end date (422 after it, 409 when already processed).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProcessRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { gradeRequestsKey } from './list-grade-requests.ts'

/** Processes one request. */
export function processGradeRequest(body: ProcessRequest): Promise<null> {
  return api.post<null>('/api/Grades/Requests/Process', body)
}

/** The processing as a mutation; refreshes the request list either way (a 409 means it changed). */
export function useProcessGradeRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: processGradeRequest,
    onSettled: () => client.invalidateQueries({ queryKey: gradeRequestsKey }),
  })
}
