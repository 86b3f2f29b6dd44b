/**
 * HR's view of positions and applications (issue 22 "Request queues"): GET /api/Application/Yonetim/Positions,
 * Applications (filtered, paged: the shared data table's page query, issue 36) and Export (XLSX of the
 * filtered list, the shared download).
 */
import { useQuery } from '@tanstack/react-query'
import type { ApplicationAdminFilter, ApplicationAdminItem, PositionAdminItem } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { downloadFile, withQuery } from '../../../shared/data-table/download.ts'
import { usePageQuery } from '../../../shared/data-table/use-page-query.ts'

const B = '/api/Application/Yonetim'
const key = ['applications', 'admin'] as const

/** The list's filters (unset: no filter). */
export type ApplicationAdminParams = Partial<ApplicationAdminFilter>

/** Every position in the caller's faculties. */
export function useAdminPositions() {
  return useQuery({
    queryKey: [...key, 'positions'],
    queryFn: ({ signal }) => api.get<PositionAdminItem[]>(`${B}/Positions`, { signal }),
  })
}

/** One page (`page` 1-based, `pageSize` rows) of the applications matching `filter`. */
export function useAdminApplications(filter: ApplicationAdminParams, page: number, pageSize: number) {
  return usePageQuery<{ items: ApplicationAdminItem[]; total: number; page: number; pageSize: number }>(
    [...key, 'list'],
    `${B}/Applications`,
    filter,
    page,
    pageSize,
  )
}

/** Downloads the applications matching `filter` as XLSX (the server's file name). Throws ApiError on failure. */
export const exportApplications = (filter: ApplicationAdminParams) =>
  downloadFile(withQuery(`${B}/Export`, filter), 'applications.xlsx')
