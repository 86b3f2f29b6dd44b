/**
 * GET /api/Program/Versiyon/Liste (issue 19 "Registrar side"): a page of the registrar's programmes with their
 * versions, filtered on the server (search is Turkish-aware).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ProgrammeLevel, ProgrammeList } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Query key root of every registrar programme query (invalidated after each change). */
export const programmesKey = ['programmes'] as const

/** The list's filters. */
export interface ProgrammeFilter {
  search?: string
  level?: ProgrammeLevel
  facultyId?: number
}

/** Fetches one page of programmes. */
export function listProgrammes(f: ProgrammeFilter, page: number, pageSize: number, signal?: AbortSignal) {
  return api.get<ProgrammeList>('/api/Program/Versiyon/Liste', {
    query: { search: f.search || undefined, level: f.level, facultyId: f.facultyId, page, pageSize },
    signal,
  })
}

/** The page as a TanStack query (the previous page stays shown while the next loads). */
export function useProgrammes(f: ProgrammeFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...programmesKey, 'list', f, page, pageSize],
    queryFn: ({ signal }) => listProgrammes(f, page, pageSize, signal),
    placeholderData: keepPreviousData,
  })
}
