/** GET /api/Etkinlik/Ogrenci/Oryantasyon (issue 21): upcoming orientation events with the caller's registration. */
import { useQuery } from '@tanstack/react-query'
import type { StudentOrientation } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches it. */
export function getOrientation(signal?: AbortSignal): Promise<StudentOrientation> {
  return api.get<StudentOrientation>('/api/Etkinlik/Ogrenci/Oryantasyon', { signal })
}

/** The call as a TanStack query (keyed by language: names come translated). */
export function useOrientation(language: string) {
  return useQuery({
    queryKey: [...['events', 'orientation'], language],
    queryFn: ({ signal }) => getOrientation(signal),
  })
}
