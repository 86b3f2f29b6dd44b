/** GET /api/Application/AkademikBasvurular/OpenPositions: positions open for applications today (guest). */
import { useQuery } from '@tanstack/react-query'
import type { Position } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Fetches the open positions. */
export function listOpenPositions(signal?: AbortSignal): Promise<Position[]> {
  return api.get<Position[]>('/api/Application/AkademikBasvurular/OpenPositions', { signal })
}

/** The open positions as a query. */
export function useOpenPositions() {
  return useQuery({
    queryKey: [...applicationKeys.guest, 'open-positions'],
    queryFn: ({ signal }) => listOpenPositions(signal),
  })
}
