/** GET /api/Registration/PreInterview/Get?studentNo: categories, guiding details and notes of an advisee. */
import { useQuery } from '@tanstack/react-query'
import type { PreInterview } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { registrationKey } from './idempotency.ts'

/** Fetches the pre-interview. */
export function getPreInterview(studentNo: string, signal?: AbortSignal): Promise<PreInterview> {
  return api.get<PreInterview>('/api/Registration/PreInterview/Get', { query: { studentNo }, signal })
}

/** The pre-interview as a query. */
export function usePreInterview(studentNo: string | undefined) {
  return useQuery({
    queryKey: [...registrationKey, 'pre-interview', studentNo],
    queryFn: ({ signal }) => getPreInterview(studentNo ?? '', signal),
    enabled: Boolean(studentNo),
  })
}
