/** GET /api/IlisikKesme/Onay/Get?id (spec §1): one request as a reviewer sees it (offices, leave calculation). */
import { useQuery } from '@tanstack/react-query'
import type { DepartureRequestView } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches request `id`. */
export function getRequest(id: number, signal?: AbortSignal): Promise<DepartureRequestView> {
  return api.get<DepartureRequestView>('/api/IlisikKesme/Onay/Get', { signal, query: { id } })
}

/** The request as a TanStack query; idle while `id` is null. */
export function useRequest(id: number | null) {
  return useQuery({
    queryKey: ['departure', 'request', id],
    queryFn: ({ signal }) => getRequest(id ?? 0, signal),
    enabled: id !== null,
  })
}
