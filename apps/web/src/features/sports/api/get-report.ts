/**
 * GET /api/Spor/BursRaporu/Liste (issue 21 "Sports scholarship report"): a page of athletes with sport,
 * team, scholarship rate, CGPA and active-term absence standing, filtered on the server.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { SportsReport, SportsReportFilter } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Query key root of every sports query (invalidated after each change). */
export const sportsKey = ['sports'] as const

/** The report's filters as query parameters (unset filters left out). */
export function filterParams(filter: SportsReportFilter): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '') out[k] = String(v)
  return out
}

/** Fetches one page of the report. */
export function getReport(
  filter: SportsReportFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<SportsReport> {
  return api.get<SportsReport>('/api/Spor/BursRaporu/Liste', {
    query: { ...filterParams(filter), page, pageSize },
    signal,
  })
}

/** The report page as a TanStack query (the previous page stays shown while the next loads). */
export function useSportsReport(filter: SportsReportFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...sportsKey, 'report', filter, page, pageSize],
    queryFn: ({ signal }) => getReport(filter, page, pageSize, signal),
    placeholderData: keepPreviousData,
  })
}
