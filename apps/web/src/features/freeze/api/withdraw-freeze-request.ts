/** POST /api/Freeze/Student/Withdraw {Id}: withdraws the caller's own pending request (409 once decided). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import { freezeKey } from './get-freeze-overview.ts'

/** Withdraws request `id`. */
export function withdrawFreezeRequest(id: number): Promise<null> {
  return api.post<null>('/api/Freeze/Student/Withdraw', { Id: id })
}

/** The withdrawal as a mutation; refreshes freeze data either way. */
export function useWithdrawFreezeRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: withdrawFreezeRequest,
    onSettled: () => client.invalidateQueries({ queryKey: freezeKey }),
  })
}
