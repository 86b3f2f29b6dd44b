/**
 * GET /api/Students/Search/List (issue 22 "Student search"): a page of the caller's students, filtered and
 * paged on the server (Turkish-aware name matching happens there).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { StudentFilter, StudentPage } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Query key root of every students query. */
export const studentsKey = ['students'] as const

/** The filters as query parameters (unset and empty ones left out). */
export function filterParams(filter: object): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '') out[k] = String(v)
  return out
}

/** Fetches one page. */
export function searchStudents(
  filter: StudentFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<StudentPage> {
  return api.get<StudentPage>('/api/Students/Search/List', {
    query: { ...filterParams(filter), page, pageSize },
    signal,
  })
}

/** The page as a TanStack query (the previous page stays shown while the next loads). */
export function useStudentSearch(filter: StudentFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...studentsKey, 'search', filter, page, pageSize],
    queryFn: ({ signal }) => searchStudents(filter, page, pageSize, signal),
    placeholderData: keepPreviousData,
  })
}
