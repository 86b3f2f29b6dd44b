/**
 * GET /api/Licence/Microsoft/Status (spec §1 "Microsoft A1/A3 licence status", §4 "requested, held"): the
 * caller's licences {A1: 'held', A3: 'none' | 'requested' | 'held', A3RequestedAt, A3GrantedAt}. Reading
 * it also lets the server notice that a requested A3 has been assigned.
 */
import { useQuery } from '@tanstack/react-query'
import type { LicenceStatus } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Query key of the status (set directly by the A3 request). */
export const licenceStatusKey = ['licence', 'status'] as const

/** Fetches the caller's licence status. */
export function getLicenceStatus(signal?: AbortSignal): Promise<LicenceStatus> {
  return api.get<LicenceStatus>('/api/Licence/Microsoft/Status', { signal })
}

/** The status as a TanStack query. */
export function useLicenceStatus() {
  return useQuery({ queryKey: licenceStatusKey, queryFn: ({ signal }) => getLicenceStatus(signal) })
}
