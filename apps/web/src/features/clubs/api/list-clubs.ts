/** GET /api/Kulup/Kulupler/Liste (issue 21): a page of clubs with the caller's standing. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Club } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** A page as the API returns it. */
export interface ClubPage {
  items: Club[]
  page: number
  pageSize: number
  total: number
}

/** Fetches a page. */
export function listClubs(q: { page: number; pageSize: number; search?: string }, signal?: AbortSignal) {
  return api.get<ClubPage>('/api/Kulup/Kulupler/Liste', {
    signal,
    query: { page: q.page, pageSize: q.pageSize, search: q.search || undefined },
  })
}

/** The page as a TanStack query. */
export function useClubs(q: { page: number; pageSize: number; search?: string }, language: string) {
  return useQuery({
    queryKey: ['clubs', 'list', q, language],
    queryFn: ({ signal }) => listClubs(q, signal),
    placeholderData: keepPreviousData,
  })
}
