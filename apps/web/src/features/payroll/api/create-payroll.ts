/**
 * POST /api/Payroll/Bordro/Create {Month, Year} (spec §3 "Payroll request"): records the request and
 * e-mails the payroll PDF to the caller's institutional address; answers the request with `Email` and
 * `MailSent`. A month outside the bounds is refused with 422 and the server's localised message (ApiError).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreatePayrollRequest, PayrollCreated } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { payrollHistoryKey } from './get-payroll-history.ts'

/** Requests the payroll of one month. */
export function createPayroll(body: CreatePayrollRequest): Promise<PayrollCreated> {
  return api.post<PayrollCreated>('/api/Payroll/Bordro/Create', body)
}

/** The create call as a TanStack mutation; refreshes the history on success. */
export function useCreatePayroll() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createPayroll,
    onSuccess: () => client.invalidateQueries({ queryKey: payrollHistoryKey }),
  })
}
