/** POST /api/Freeze/Admin/Process {Id, Version, Approve, Answer}: the registrar's decision (409 if already decided). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProcessFreezeRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { freezeKey } from './get-freeze-overview.ts'

/** Approves or rejects a request. */
export function processFreezeRequest(body: ProcessFreezeRequest): Promise<null> {
  return api.post<null>('/api/Freeze/Admin/Process', body)
}

/** The decision as a mutation; refreshes freeze data either way (a 409 shows the current state). */
export function useProcessFreezeRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: processFreezeRequest,
    onSettled: () => client.invalidateQueries({ queryKey: freezeKey }),
  })
}
