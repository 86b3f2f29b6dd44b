/**
 * GET /api/Spor/BursRaporu/Liste (issue 21 "Sports scholarship report"): a page of athletes with sport,
 * team, scholarship rate, CGPA and active-term absence standing, filtered on the server.
 */
import type { SportsReport, SportsReportFilter } from '@unacs/contracts'
import { usePageQuery } from '../../../shared/data-table/use-page-query.ts'

/** Query key root of every sports query (invalidated after each change). */
export const sportsKey = ['sports'] as const

/** The report page as a TanStack query (the previous page stays shown while the next loads). */
export function useSportsReport(filter: SportsReportFilter, page: number, pageSize: number) {
  return usePageQuery<SportsReport>(
    [...sportsKey, 'report'],
    '/api/Spor/BursRaporu/Liste',
    filter,
    page,
    pageSize,
  )
}
