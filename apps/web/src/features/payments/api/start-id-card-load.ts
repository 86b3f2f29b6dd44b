/**
 * POST /api/Payments/IdCard/Load (issue 17; spec §5 amount format): starts a load of the typed amount and
 * resolves to the payment to pay. Refusals (format 400, limits 422) carry the server's localised message.
 */
import { useMutation } from '@tanstack/react-query'
import type { StartedPayment } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Starts the load of `amount` (as typed: "250" or "250,50"). */
export function startIdCardLoad(amount: string): Promise<StartedPayment> {
  return api.post<StartedPayment>('/api/Payments/IdCard/Load', { Amount: amount })
}

/** The load as a mutation. */
export function useStartIdCardLoad() {
  return useMutation({ mutationFn: startIdCardLoad })
}
