/** GET /api/Etkinlik/Ogrenci/TakvimAkisi (issue 21): whether the caller has a live calendar feed. */
import { useQuery } from '@tanstack/react-query'
import type { CalendarFeed } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches it. */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return api.get<CalendarFeed>('/api/Etkinlik/Ogrenci/TakvimAkisi', { signal })
}

/** The call as a TanStack query (keyed by language: names come translated). */
export function useCalendarFeed(language: string) {
  return useQuery({
    queryKey: [...['events', 'feed'], language],
    queryFn: ({ signal }) => getCalendarFeed(signal),
  })
}
