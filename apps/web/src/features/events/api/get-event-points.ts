/**
 * GET /api/Etkinlik/Ogrenci/Puanlarim (spec §1 "Events and points", §3 "Event", §9): the signed-in
 * student's events, totals per event type (capped by the type's maximum) and received versus passing points,
 * for the active studentship.
 */
import { useQuery } from '@tanstack/react-query'
import type { StudentEventPoints } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the caller's events and points. */
export function getEventPoints(signal?: AbortSignal): Promise<StudentEventPoints> {
  return api.get<StudentEventPoints>('/api/Etkinlik/Ogrenci/Puanlarim', { signal })
}

/** The events and points as a TanStack query (keyed by language: names come translated). */
export function useEventPoints(language: string) {
  return useQuery({
    queryKey: ['events', 'points', language],
    queryFn: ({ signal }) => getEventPoints(signal),
  })
}
