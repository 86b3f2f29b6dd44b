/**
 * GET /api/Payroll/Bordro/History?page&pageSize (spec §3 "Payroll request": send date, month, year, IP
 * address, mail sent): a page of the signed-in staff member's payroll requests, newest first.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PayrollRequestItem } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** One page of payroll requests. */
export interface PayrollHistoryPage {
  items: PayrollRequestItem[]
  page: number
  pageSize: number
  total: number
}

/** Query key prefix of the history (invalidated after a new request). */
export const payrollHistoryKey = ['payroll', 'history'] as const

/** Fetches one page (page from 1) of the caller's payroll requests. */
export function getPayrollHistory(
  query: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<PayrollHistoryPage> {
  return api.get<PayrollHistoryPage>('/api/Payroll/Bordro/History', { query: { ...query }, signal })
}

/** A page of the history as a TanStack query, keeping the previous page while the next loads. */
export function usePayrollHistory(query: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...payrollHistoryKey, query],
    queryFn: ({ signal }) => getPayrollHistory(query, signal),
    placeholderData: keepPreviousData,
  })
}
