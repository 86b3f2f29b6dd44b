/** GET /api/Registration/PreInterviewDefinition/Details: every pre-interview detail (definitions). */
import { useQuery } from '@tanstack/react-query'
import type { PreInterviewDetail } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { registrationKey } from './idempotency.ts'

/** Fetches the details. */
export function listDetails(signal?: AbortSignal): Promise<PreInterviewDetail[]> {
  return api.get<PreInterviewDetail[]>('/api/Registration/PreInterviewDefinition/Details', { signal })
}

/** The details as a query. */
export function useDetails() {
  return useQuery({ queryKey: [...registrationKey, 'details'], queryFn: ({ signal }) => listDetails(signal) })
}
