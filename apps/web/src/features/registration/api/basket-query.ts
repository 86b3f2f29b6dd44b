/**
 * The student's basket as a query (GET /api/Registration/Basket/Get): read by the registration page
 * (`useBasket`), the basket and week home cards, and started early by the home page (issue 23). Kept free of
 * the contracts' runtime (about 40 KB gzip through idempotency.ts), so the home cards stay small.
 */
import { queryOptions } from '@tanstack/react-query'
import type { Basket } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Query-key prefix of everything registration shows (invalidated after each write). */
export const registrationKey = ['registration'] as const

/** The basket's query options: key `['registration', 'basket']`. */
export const basketQuery = queryOptions({
  queryKey: [...registrationKey, 'basket'],
  queryFn: ({ signal }) => api.get<Basket>('/api/Registration/Basket/Get', { signal }),
})
