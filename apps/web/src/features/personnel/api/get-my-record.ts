/**
 * GET /api/Personnel/Bilgi/Me (spec §3 "Personnel"): the signed-in staff member's own record
 * {Version, Identity, Contact, Duty}. 404 (ApiError) when the caller has no staff record.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PersonnelRecord } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Query key of the own record (set directly after an update or a 409). */
export const myRecordKey = ['personnel', 'me'] as const

/** Fetches the caller's own personnel record. */
export function getMyRecord(signal?: AbortSignal): Promise<PersonnelRecord> {
  return api.get<PersonnelRecord>('/api/Personnel/Bilgi/Me', { signal })
}

/** Query options of the own record. */
export function myRecordQueryOptions() {
  return queryOptions({ queryKey: myRecordKey, queryFn: ({ signal }) => getMyRecord(signal) })
}

/** The own record as a TanStack query. */
export function useMyRecord() {
  return useQuery(myRecordQueryOptions())
}
