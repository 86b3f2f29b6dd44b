/** GET /api/Application/AkademikBasvurular/Get?id=: one of the guest's applications with every saved step. */
import { useQuery } from '@tanstack/react-query'
import type { ApplicationDetail } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Fetches application `id` (404 when it is not the guest's). */
export function getApplication(id: number, signal?: AbortSignal): Promise<ApplicationDetail> {
  return api.get<ApplicationDetail>('/api/Application/AkademikBasvurular/Get', { query: { id }, signal })
}

/** The query key of application `id`. */
export const applicationKey = (id: number) => [...applicationKeys.guest, 'detail', id] as const

/** Application `id` as a query; disabled without an id. */
export function useApplication(id: number | null) {
  return useQuery({
    queryKey: applicationKey(id ?? 0),
    queryFn: ({ signal }) => getApplication(id ?? 0, signal),
    enabled: id !== null,
  })
}
