/** GET /api/Registration/Course/Curriculum: the student's curriculum with taken / current / in-basket states. */
import { useQuery } from '@tanstack/react-query'
import type { Curriculum } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { registrationKey } from './idempotency.ts'

/** Fetches the curriculum. */
export function getCurriculum(signal?: AbortSignal): Promise<Curriculum> {
  return api.get<Curriculum>('/api/Registration/Course/Curriculum', { signal })
}

/** The curriculum as a query. */
export function useCurriculum() {
  return useQuery({
    queryKey: [...registrationKey, 'curriculum'],
    queryFn: ({ signal }) => getCurriculum(signal),
  })
}
