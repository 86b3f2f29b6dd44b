/** GET /api/Etkinlik/Merkez/Turler (issue 21): event types with their maximum points. */
import { useQuery } from '@tanstack/react-query'
import type { EventType } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches it. */
export function listEventTypes(signal?: AbortSignal): Promise<EventType[]> {
  return api.get<EventType[]>('/api/Etkinlik/Merkez/Turler', { signal })
}

/** The call as a TanStack query (keyed by language: names come translated). */
export function useEventTypes(language: string) {
  return useQuery({
    queryKey: [...['events', 'types'], language],
    queryFn: ({ signal }) => listEventTypes(signal),
  })
}
