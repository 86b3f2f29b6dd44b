/** POST /api/Registration/Advisor/Approve: Approves a submitted registration (needs the pre-interview) (spec §4). 409 carries the current basket. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApproveRequest, Basket } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { idempotencyHeaders, registrationKey } from './idempotency.ts'

/** Approves a submitted registration (needs the pre-interview); resolves to the basket. */
export function approveRegistration(body: ApproveRequest): Promise<Basket> {
  return api.post<Basket>('/api/Registration/Advisor/Approve', body, { headers: idempotencyHeaders() })
}

/** The call as a mutation; refreshes the advisor views. */
export function useApproveRegistration() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: approveRegistration,
    onSettled: () => client.invalidateQueries({ queryKey: registrationKey }),
  })
}
