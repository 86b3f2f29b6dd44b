/**
 * GET /api/Proxy/Vekalet/Takers?search=: staff members who can receive a delegation (at most 20),
 * matched by name or registry number; the search needs at least 2 characters.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DelegationTaker } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the takers matching `search`. */
export function searchTakers(search: string, signal?: AbortSignal): Promise<DelegationTaker[]> {
  return api.get<DelegationTaker[]>('/api/Proxy/Vekalet/Takers', { query: { search }, signal })
}

/** Matching takers as a TanStack query; idle until `search` has 2 characters. */
export function useTakerSearch(search: string) {
  const term = search.trim()
  return useQuery({
    queryKey: ['proxy', 'takers', term],
    queryFn: ({ signal }) => searchTakers(term, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  })
}
