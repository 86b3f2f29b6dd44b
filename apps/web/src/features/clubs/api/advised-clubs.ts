/** GET /api/Kulup/Danisman/Kulupler (issue 21 § Clubs): the active clubs the caller advises or presides over. */
import { useQuery } from '@tanstack/react-query'
import type { Club } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches them (names in the request language). */
export function advisedClubs(signal?: AbortSignal): Promise<Club[]> {
  return api.get<Club[]>('/api/Kulup/Danisman/Kulupler', { signal })
}

/** The call as a TanStack query, keyed by language (invalidated with every ['clubs'] change). */
export function useAdvisedClubs(language: string) {
  return useQuery({
    queryKey: ['clubs', 'advised', language],
    queryFn: ({ signal }) => advisedClubs(signal),
  })
}
