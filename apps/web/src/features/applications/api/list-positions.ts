/** GET /api/Application/KadroIlanlari/List: positions in the staff member's units, with committees. */
import { useQuery } from '@tanstack/react-query'
import type { Position } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Fetches the positions, newest first. */
export function listPositions(signal?: AbortSignal): Promise<Position[]> {
  return api.get<Position[]>('/api/Application/KadroIlanlari/List', { signal })
}

/** The positions as a query. */
export function usePositions() {
  return useQuery({
    queryKey: [...applicationKeys.positions, 'list'],
    queryFn: ({ signal }) => listPositions(signal),
  })
}
