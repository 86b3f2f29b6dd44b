/** POST /api/Registration/Advisor/ReturnApproval: Removes an approval with a reason and returns the courses to the student (spec §4). 409 carries the current basket. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Basket, DecisionWithReasonRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { idempotencyHeaders, registrationKey } from './idempotency.ts'

/** Removes an approval with a reason and returns the courses to the student; resolves to the basket. */
export function returnApproval(body: DecisionWithReasonRequest): Promise<Basket> {
  return api.post<Basket>('/api/Registration/Advisor/ReturnApproval', body, { headers: idempotencyHeaders() })
}

/** The call as a mutation; refreshes the advisor views. */
export function useReturnApproval() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: returnApproval,
    onSettled: () => client.invalidateQueries({ queryKey: registrationKey }),
  })
}
