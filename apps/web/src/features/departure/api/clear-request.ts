/** POST /api/IlisikKesme/Birim/Clear (spec §4, §5): the caller's office clears (waiver reason while a debt is open). Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import type { ClearBody } from './types.ts'

/** Calls /api/IlisikKesme/Birim/Clear. */
export function clearRequest(body: ClearBody): Promise<unknown> {
  return api.post('/api/IlisikKesme/Birim/Clear', body)
}

/** The call as a TanStack mutation; refreshes every departure query on success. */
export function useClearRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: clearRequest,
    onSettled: () => client.invalidateQueries({ queryKey: ['departure'] }),
  })
}
