/**
 * GET /api/Personnel/Bilgi/Get?sicilNo= (HR, role 10; spec §3 "Personnel"): one staff member's record by
 * registry number. 404 (ApiError) for an unknown registry number.
 */
import { useQuery } from '@tanstack/react-query'
import type { PersonnelRecord } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the record of staff member `sicilNo`. */
export function getPersonnel(sicilNo: string, signal?: AbortSignal): Promise<PersonnelRecord> {
  return api.get<PersonnelRecord>('/api/Personnel/Bilgi/Get', { query: { sicilNo }, signal })
}

/** The record as a TanStack query; idle without a registry number. */
export function usePersonnel(sicilNo: string | undefined) {
  return useQuery({
    queryKey: ['personnel', 'record', sicilNo],
    queryFn: ({ signal }) => getPersonnel(sicilNo ?? '', signal),
    enabled: Boolean(sicilNo),
    retry: false,
  })
}
