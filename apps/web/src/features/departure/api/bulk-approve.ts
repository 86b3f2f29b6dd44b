/** POST /api/IlisikKesme/Onay/BulkApprove (spec §4, §5): approves several at the caller's step. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import type { BulkBody } from './types.ts'

/** Calls /api/IlisikKesme/Onay/BulkApprove. */
export function bulkApprove(body: BulkBody): Promise<unknown> {
  return api.post('/api/IlisikKesme/Onay/BulkApprove', body)
}

/** The call as a TanStack mutation; refreshes every departure query on success. */
export function useBulkApprove() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: bulkApprove,
    onSettled: () => client.invalidateQueries({ queryKey: ['departure'] }),
  })
}
