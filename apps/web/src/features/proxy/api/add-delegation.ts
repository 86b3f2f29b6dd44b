/**
 * POST /api/Proxy/Vekalet/Add {RoleId, UnitId, TakerSicilNo, StartDate, EndDate} (spec §1, §5): creates a
 * delegation; the answer is its id. Refusals (start before today, identical proxy…) come as ApiError with
 * the server's localised message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddDelegationRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { delegationsKey } from './list-delegations.ts'

/** Creates a delegation; resolves to its id. */
export function addDelegation(body: AddDelegationRequest): Promise<number> {
  return api.post<number>('/api/Proxy/Vekalet/Add', body)
}

/** The add call as a TanStack mutation; refreshes the lists on success. */
export function useAddDelegation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: addDelegation,
    onSuccess: () => client.invalidateQueries({ queryKey: delegationsKey }),
  })
}
