/**
 * HR's payroll requests (issue 22 "Request queues"): GET /api/Payroll/Yonetim/List with filters and paging
 * (the shared data table's page query, issue 36), GET Export (XLSX of the filtered list), GET Units (filter
 * choices) and POST Resend of a failed request.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PayrollAdminItem, PayrollAdminQuery, PayrollUnitOption } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { downloadFile, withQuery } from '../../../shared/data-table/download.ts'
import { usePageQuery } from '../../../shared/data-table/use-page-query.ts'

const B = '/api/Payroll/Yonetim'
const key = ['payroll', 'admin'] as const

/** The list's filters (unset: no filter; no State: every request). */
export type PayrollAdminFilter = Partial<Omit<PayrollAdminQuery, 'page' | 'pageSize'>>

/** One page of HR's list as a TanStack query (`page` 1-based, `pageSize` rows). */
export function usePayrollAdminList(filter: PayrollAdminFilter, page: number, pageSize: number) {
  return usePageQuery<{ items: PayrollAdminItem[]; total: number; page: number; pageSize: number }>(
    [...key, 'list'],
    `${B}/List`,
    filter,
    page,
    pageSize,
  )
}

/** Downloads the requests matching `filter` as XLSX (the server's file name). Throws ApiError on failure. */
export const exportPayrollRequests = (filter: PayrollAdminFilter) =>
  downloadFile(withQuery(`${B}/Export`, filter), 'payroll-requests.xlsx')

/** The units HR may filter by. */
export function usePayrollUnits() {
  return useQuery({
    queryKey: [...key, 'units'],
    queryFn: ({ signal }) => api.get<PayrollUnitOption[]>(`${B}/Units`, { signal }),
  })
}

/** Resends a failed request; refreshes the lists. */
export function usePayrollResend() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<PayrollAdminItem>(`${B}/Resend`, { Id: id }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}
