/** POST /api/IlisikKesme/Birim/SettleDebt (spec §4, §5): the office's debt is paid or the item returned. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import type { SettleBody } from './types.ts'

/** Calls /api/IlisikKesme/Birim/SettleDebt. */
export function settleDebt(body: SettleBody): Promise<unknown> {
  return api.post('/api/IlisikKesme/Birim/SettleDebt', body)
}

/** The call as a TanStack mutation; refreshes every departure query on success. */
export function useSettleDebt() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: settleDebt,
    onSettled: () => client.invalidateQueries({ queryKey: ['departure'] }),
  })
}
