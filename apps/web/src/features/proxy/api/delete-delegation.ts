/**
 * POST /api/Proxy/Vekalet/Delete {Id} (spec §1 "delete"): ends a delegation the caller gave, at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import { delegationsKey } from './list-delegations.ts'

/** Deletes delegation `id`. */
export function deleteDelegation(id: number): Promise<null> {
  return api.post<null>('/api/Proxy/Vekalet/Delete', { Id: id })
}

/** The delete call as a TanStack mutation; refreshes the lists on success. */
export function useDeleteDelegation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteDelegation,
    onSuccess: () => client.invalidateQueries({ queryKey: delegationsKey }),
  })
}
