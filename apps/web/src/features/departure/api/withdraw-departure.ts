/** POST /api/Ogrenci/IlisikKesme/Withdraw (spec §4, §5): withdraws before the dean's office pre-approval. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import type { IdBody } from './types.ts'

/** Calls /api/Ogrenci/IlisikKesme/Withdraw. */
export function withdrawDeparture(body: IdBody): Promise<unknown> {
  return api.post('/api/Ogrenci/IlisikKesme/Withdraw', body)
}

/** The call as a TanStack mutation; refreshes every departure query on success. */
export function useWithdrawDeparture() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: withdrawDeparture,
    onSettled: () => client.invalidateQueries({ queryKey: ['departure'] }),
  })
}
