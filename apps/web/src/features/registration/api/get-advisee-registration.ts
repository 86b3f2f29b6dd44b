/** GET /api/Registration/Advisor/Student?studentNo: one advisee's curriculum and basket. */
import { useQuery } from '@tanstack/react-query'
import type { AdviseeRegistration } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { registrationKey } from './idempotency.ts'

/** Fetches an advisee's registration. */
export function getAdviseeRegistration(
  studentNo: string,
  signal?: AbortSignal,
): Promise<AdviseeRegistration> {
  return api.get<AdviseeRegistration>('/api/Registration/Advisor/Student', { query: { studentNo }, signal })
}

/** An advisee's registration as a query (disabled without a student number). */
export function useAdviseeRegistration(studentNo: string | undefined) {
  return useQuery({
    queryKey: [...registrationKey, 'advisee', studentNo],
    queryFn: ({ signal }) => getAdviseeRegistration(studentNo ?? '', signal),
    enabled: Boolean(studentNo),
  })
}
