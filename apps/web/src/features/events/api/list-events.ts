/** GET /api/Etkinlik/Merkez/Etkinlikler (issue 21): a page of events, newest first (server-side paging). */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { EventDefinition } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** A page as the API returns it. */
export interface EventPage {
  items: EventDefinition[]
  page: number
  pageSize: number
  total: number
}

/** Fetches a page; `orientation` limits to orientation events. */
export function listEvents(
  q: { page: number; pageSize: number; orientation?: boolean; search?: string },
  signal?: AbortSignal,
): Promise<EventPage> {
  return api.get<EventPage>('/api/Etkinlik/Merkez/Etkinlikler', {
    signal,
    query: { page: q.page, pageSize: q.pageSize, orientation: q.orientation, search: q.search || undefined },
  })
}

/** The page as a TanStack query. */
export function useEvents(
  q: { page: number; pageSize: number; orientation?: boolean; search?: string },
  language: string,
) {
  return useQuery({
    queryKey: ['events', 'list', q, language],
    queryFn: ({ signal }) => listEvents(q, signal),
    placeholderData: keepPreviousData,
  })
}
