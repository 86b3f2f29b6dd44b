/** POST /api/IlisikKesme/Onay/Approve (spec §4, §5): the dean's office pre-approves or the registrar completes. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import type { IdBody } from './types.ts'

/** Calls /api/IlisikKesme/Onay/Approve. */
export function approveRequest(body: IdBody): Promise<unknown> {
  return api.post('/api/IlisikKesme/Onay/Approve', body)
}

/** The call as a TanStack mutation; refreshes every departure query on success. */
export function useApproveRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: approveRequest,
    onSettled: () => client.invalidateQueries({ queryKey: ['departure'] }),
  })
}
