/**
 * GET /api/Payroll/Bordro/Bounds (spec §3 "Payroll request": start payroll month and year, last-payroll
 * availability day): the first month the caller may ask for (duty start), the last available one and the
 * availability day; `HasAvailable` false when no month can be asked for yet.
 */
import { useQuery } from '@tanstack/react-query'
import type { PayrollBounds } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the caller's requestable months. */
export function getPayrollBounds(signal?: AbortSignal): Promise<PayrollBounds> {
  return api.get<PayrollBounds>('/api/Payroll/Bordro/Bounds', { signal })
}

/** The bounds as a TanStack query. */
export function usePayrollBounds() {
  return useQuery({ queryKey: ['payroll', 'bounds'], queryFn: ({ signal }) => getPayrollBounds(signal) })
}
