/**
 * GET /api/Program/Versiyon/Detay and /api/Program/Versiyon/Donemler (issue 19): a version with all its parts,
 * and the academic terms for the applicable term and fees.
 */
import { useQuery } from '@tanstack/react-query'
import type { TermOption, VersionDetail } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { programmesKey } from './list-programmes.ts'

/** Fetches version `id`. 404 unknown or outside the registrar's units. */
export function getVersion(id: number, signal?: AbortSignal) {
  return api.get<VersionDetail>('/api/Program/Versiyon/Detay', { query: { id }, signal })
}

/** Version `id` as a query (disabled without an id). */
export function useVersion(id: number | undefined) {
  return useQuery({
    queryKey: [...programmesKey, 'version', id],
    queryFn: ({ signal }) => getVersion(id as number, signal),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  })
}

/** The academic terms, newest first. */
export function useTerms() {
  return useQuery({
    queryKey: [...programmesKey, 'terms'],
    queryFn: ({ signal }) => api.get<TermOption[]>('/api/Program/Versiyon/Donemler', { signal }),
    staleTime: 10 * 60_000,
  })
}
