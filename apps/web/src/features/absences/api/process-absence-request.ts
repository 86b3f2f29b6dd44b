/**
 * POST /api/Absences/Requests/Process {Id, Approve, Answer} (issue 6 § Requests): approve or reject; and
 * POST /api/Absences/Requests/ProcessMany {Ids, Approve, Answer} (issue 36 bulk): one decision and answer for
 * several requests, all or none (409 with the current rows when one is no longer pending, 422 when one is past
 * its approval end date).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProcessManyRequest, ProcessRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Processes a request within its approval end date. */
export function processAbsenceRequest(body: ProcessRequest): Promise<null> {
  return api.post<null>('/api/Absences/Requests/Process', body)
}

/** Processes requests `Ids` together; returns how many were decided. */
export function processAbsenceRequests(body: ProcessManyRequest): Promise<number> {
  return api.post<number>('/api/Absences/Requests/ProcessMany', body)
}

/** The processing as a mutation; refreshes absences data. */
export function useProcessAbsenceRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: processAbsenceRequest,
    onSettled: () => client.invalidateQueries({ queryKey: absencesKey }),
  })
}

/** The bulk processing as a mutation; refreshes absences data either way (a 409 means some changed). */
export function useProcessAbsenceRequests() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: processAbsenceRequests,
    onSettled: () => client.invalidateQueries({ queryKey: absencesKey }),
  })
}
