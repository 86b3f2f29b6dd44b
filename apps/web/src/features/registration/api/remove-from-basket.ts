/** POST /api/Registration/Basket/Remove {SectionId}: drops the section and frees its seat. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Basket } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { idempotencyHeaders, registrationKey } from './idempotency.ts'

/** Removes a section; resolves to the new basket. */
export function removeFromBasket(sectionId: number): Promise<Basket> {
  return api.post<Basket>(
    '/api/Registration/Basket/Remove',
    { SectionId: sectionId },
    { headers: idempotencyHeaders() },
  )
}

/** The remove call as a mutation. */
export function useRemoveFromBasket() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: removeFromBasket,
    onSettled: () => client.invalidateQueries({ queryKey: registrationKey }),
  })
}
