/** GET /api/Application/KadroIlanlari/Candidates?search=: staff holding the chair (8) or member (9) role. */
import { useQuery } from '@tanstack/react-query'
import type { CommitteeCandidate } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Fetches at most 20 candidates matching `search` (at least 2 characters). */
export function searchCandidates(search: string, signal?: AbortSignal): Promise<CommitteeCandidate[]> {
  return api.get<CommitteeCandidate[]>('/api/Application/KadroIlanlari/Candidates', {
    query: { search },
    signal,
  })
}

/** Candidates as a query; idle below 2 characters. */
export function useCandidates(search: string) {
  const term = search.trim()
  return useQuery({
    queryKey: [...applicationKeys.positions, 'candidates', term],
    queryFn: ({ signal }) => searchCandidates(term, signal),
    enabled: term.length >= 2,
  })
}
