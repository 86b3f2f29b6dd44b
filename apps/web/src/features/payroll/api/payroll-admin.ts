/**
 * HR's payroll requests (issue 22 "Request queues"): GET /api/Payroll/Yonetim/List with filters and paging,
 * GET Units (filter choices) and POST Resend of a failed request.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PayrollAdminItem, PayrollAdminQuery, PayrollUnitOption } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

const B = '/api/Payroll/Yonetim'
const key = ['payroll', 'admin'] as const

/** The list's filters and page. */
export type PayrollAdminParams = Partial<PayrollAdminQuery> & { page: number; pageSize: number }

/** One page of HR's list as a TanStack query. */
export function usePayrollAdminList(params: PayrollAdminParams) {
  return useQuery({
    queryKey: [...key, 'list', params],
    queryFn: ({ signal }) =>
      api.get<{ items: PayrollAdminItem[]; total: number; page: number; pageSize: number }>(`${B}/List`, {
        query: { ...params },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

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
