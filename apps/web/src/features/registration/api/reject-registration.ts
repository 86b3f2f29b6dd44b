/** POST /api/Registration/Advisor/Reject: Rejects a submitted registration with a reason; the courses go back to the student (spec §4). 409 carries the current basket. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Basket, DecisionWithReasonRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { idempotencyHeaders, registrationKey } from './idempotency.ts'

/** Rejects a submitted registration with a reason; the courses go back to the student; resolves to the basket. */
export function rejectRegistration(body: DecisionWithReasonRequest): Promise<Basket> {
  return api.post<Basket>('/api/Registration/Advisor/Reject', body, { headers: idempotencyHeaders() })
}

/** The call as a mutation; refreshes the advisor views. */
export function useRejectRegistration() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: rejectRegistration,
    onSettled: () => client.invalidateQueries({ queryKey: registrationKey }),
  })
}
