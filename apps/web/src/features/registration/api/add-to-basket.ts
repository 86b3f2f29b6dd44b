/**
 * POST /api/Registration/Basket/Add {SectionId}: holds a seat of the section in the basket. Refusals (full,
 * time conflict, limits, same course) come as ApiError with the server's localised message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Basket } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { idempotencyHeaders, registrationKey } from './idempotency.ts'

/** Adds a section; resolves to the new basket. */
export function addToBasket(sectionId: number): Promise<Basket> {
  return api.post<Basket>(
    '/api/Registration/Basket/Add',
    { SectionId: sectionId },
    { headers: idempotencyHeaders() },
  )
}

/** The add call as a mutation; refreshes every registration view afterwards (also after a refusal). */
export function useAddToBasket() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: addToBasket,
    onSettled: () => client.invalidateQueries({ queryKey: registrationKey }),
  })
}
