/**
 * GET /api/IlisikKesme/Onay/Units (issue 16 "queues with filters (unit, …)"): the units the caller's queue can
 * be filtered on — the units of the caller's role and everything under them.
 */
import { useQuery } from '@tanstack/react-query'
import type { DepartureUnitOption } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the caller's filterable units (names in the request language). */
export function getUnits(signal?: AbortSignal): Promise<DepartureUnitOption[]> {
  return api.get<DepartureUnitOption[]>('/api/IlisikKesme/Onay/Units', { signal })
}

/** The filterable units as a TanStack query, keyed by language; idle while `enabled` is false. */
export function useUnits(lang: string, enabled = true) {
  return useQuery({
    queryKey: ['departure', 'units', lang],
    queryFn: ({ signal }) => getUnits(signal),
    enabled,
    staleTime: 10 * 60_000,
  })
}
