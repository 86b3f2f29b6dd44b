/** POST /api/Registration/Basket/Submit: sends the basket to the advisor for approval. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Basket } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { idempotencyHeaders, registrationKey } from './idempotency.ts'

/** Submits the basket; resolves to it (status `submitted`). */
export function submitBasket(): Promise<Basket> {
  return api.post<Basket>('/api/Registration/Basket/Submit', undefined, { headers: idempotencyHeaders() })
}

/** The submit call as a mutation. */
export function useSubmitBasket() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: submitBasket,
    onSettled: () => client.invalidateQueries({ queryKey: registrationKey }),
  })
}
