/** POST /api/IlisikKesme/Onay/Reject (spec §4, §5): rejects at the caller's step with a reason. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import type { RejectBody } from './types.ts'

/** Calls /api/IlisikKesme/Onay/Reject. */
export function rejectRequest(body: RejectBody): Promise<unknown> {
  return api.post('/api/IlisikKesme/Onay/Reject', body)
}

/** The call as a TanStack mutation; refreshes every departure query on success. */
export function useRejectRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: rejectRequest,
    onSettled: () => client.invalidateQueries({ queryKey: ['departure'] }),
  })
}
