/** POST /api/Absences/Requests/Process {Id, Approve, Answer} (issue 6 § Requests): approve or reject. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProcessRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Processes a request within its approval end date. */
export function processAbsenceRequest(body: ProcessRequest): Promise<null> {
  return api.post<null>('/api/Absences/Requests/Process', body)
}

/** The processing as a mutation; refreshes absences data. */
export function useProcessAbsenceRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: processAbsenceRequest,
    onSettled: () => client.invalidateQueries({ queryKey: absencesKey }),
  })
}
