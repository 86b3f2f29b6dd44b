/** GET /api/Registration/Basket/Get: the student's basket (registration) of the active term. */
import { useQuery } from '@tanstack/react-query'
import type { Basket } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { basketQuery } from './basket-query.ts'

/** Fetches the basket. */
export function getBasket(signal?: AbortSignal): Promise<Basket> {
  return api.get<Basket>('/api/Registration/Basket/Get', { signal })
}

/** The basket as a query (the same key and call as the home cards', basket-query.ts). */
export function useBasket() {
  return useQuery(basketQuery)
}
