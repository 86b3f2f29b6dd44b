/** POST /api/Ogrenci/IlisikKesme/Confirm (spec §4, §5): confirms with the 6-digit code (§8 on a wrong or expired code). Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import type { ConfirmBody } from './types.ts'

/** Calls /api/Ogrenci/IlisikKesme/Confirm. */
export function confirmDeparture(body: ConfirmBody): Promise<unknown> {
  return api.post('/api/Ogrenci/IlisikKesme/Confirm', body)
}

/** The call as a TanStack mutation; refreshes every departure query on success. */
export function useConfirmDeparture() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: confirmDeparture,
    onSettled: () => client.invalidateQueries({ queryKey: ['departure'] }),
  })
}
