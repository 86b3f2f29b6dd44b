/** GET /api/Application/Degerlendirme/Positions: the positions whose committee the caller sits on. */
import { useQuery } from '@tanstack/react-query'
import type { CommitteePosition } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Fetches the caller's committee positions. */
export function listCommitteePositions(signal?: AbortSignal): Promise<CommitteePosition[]> {
  return api.get<CommitteePosition[]>('/api/Application/Degerlendirme/Positions', { signal })
}

/** The committee positions as a query. */
export function useCommitteePositions() {
  return useQuery({
    queryKey: [...applicationKeys.evaluation, 'positions'],
    queryFn: ({ signal }) => listCommitteePositions(signal),
  })
}
