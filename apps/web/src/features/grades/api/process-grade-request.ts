/**
 * POST /api/Grades/Requests/Process {Id, Approve, Answer} (issue 6 § Requests): approves or rejects a pending
 * request with an answer, on or before its approval end date (422 after it, 409 when already processed); and
 * POST /api/Grades/Requests/ProcessMany {Ids, Approve, Answer} (issue 36 bulk): one decision and answer for
 * several requests, all or none (409 with the current rows, 422 when one is past its approval end date).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProcessManyRequest, ProcessRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { gradeRequestsKey } from './list-grade-requests.ts'

/** Processes one request. */
export function processGradeRequest(body: ProcessRequest): Promise<null> {
  return api.post<null>('/api/Grades/Requests/Process', body)
}

/** Processes requests `Ids` together; returns how many were decided. */
export function processGradeRequests(body: ProcessManyRequest): Promise<number> {
  return api.post<number>('/api/Grades/Requests/ProcessMany', body)
}

/** The processing as a mutation; refreshes the request list either way (a 409 means it changed). */
export function useProcessGradeRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: processGradeRequest,
    onSettled: () => client.invalidateQueries({ queryKey: gradeRequestsKey }),
  })
}

/** The bulk processing as a mutation; refreshes the request list either way. */
export function useProcessGradeRequests() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: processGradeRequests,
    onSettled: () => client.invalidateQueries({ queryKey: gradeRequestsKey }),
  })
}
