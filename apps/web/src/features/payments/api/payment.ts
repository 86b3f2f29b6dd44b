/**
 * One payment (issue 17 § Payments): GET /api/Payments/Payment/Detail, POST Payment/Gate (the signed form
 * for the bank's 3-D page, posted by the browser) and POST Payment/Reconcile (ask the bank about a pending one).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Payment, PaymentGateForm } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { paymentsKey } from './get-id-card.ts'

/** Fetches payment `id`. */
export function getPayment(id: number, signal?: AbortSignal): Promise<Payment> {
  return api.get<Payment>('/api/Payments/Payment/Detail', { signal, query: { id } })
}

/** Payment `id` as a query (disabled for a malformed id). */
export function usePayment(id: number) {
  return useQuery({
    queryKey: [...paymentsKey, 'payment', id],
    queryFn: ({ signal }) => getPayment(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  })
}

/**
 * Fetches the signed gate form of payment `id` and posts it from the browser to the bank's 3-D page
 * (a real form submission: the browser leaves the portal). Throws ApiError when refused.
 */
export async function goToBank(id: number): Promise<void> {
  const gate = await api.post<PaymentGateForm>('/api/Payments/Payment/Gate', { PaymentId: id })
  const form = document.createElement('form')
  form.method = 'post'
  form.action = gate.GateUrl
  for (const [name, value] of Object.entries(gate.Fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
}

/** Going to the bank as a mutation. */
export function useGoToBank() {
  return useMutation({ mutationFn: goToBank })
}

/** Asks the bank about pending payment `id`; refreshes the payments queries. */
export function useReconcilePayment() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<Payment>('/api/Payments/Payment/Reconcile', { PaymentId: id }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentsKey }),
  })
}
