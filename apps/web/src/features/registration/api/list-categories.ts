/** GET /api/Registration/PreInterviewDefinition/Categories: every pre-interview category (definitions). */
import { useQuery } from '@tanstack/react-query'
import type { PreInterviewCategory } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { registrationKey } from './idempotency.ts'

/** Fetches the categories. */
export function listCategories(signal?: AbortSignal): Promise<PreInterviewCategory[]> {
  return api.get<PreInterviewCategory[]>('/api/Registration/PreInterviewDefinition/Categories', { signal })
}

/** The categories as a query. */
export function useCategories() {
  return useQuery({
    queryKey: [...registrationKey, 'categories'],
    queryFn: ({ signal }) => listCategories(signal),
  })
}
