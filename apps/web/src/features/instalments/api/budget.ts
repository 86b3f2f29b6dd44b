/**
 * The budget of a term (issue 17 "Budget: per term and unit, fees expected, collected, refunded,
 * outstanding … exportable to XLSX"): the summary query and the XLSX download.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Budget } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { downloadFile, withQuery } from '../../../shared/data-table/download.ts'
import { instalmentsKey } from './plans.ts'

const PATH = '/api/Instalments/Budget'

/** The budget of term `termId` (undefined: the active term). */
export function useBudget(termId: number | undefined) {
  return useQuery({
    queryKey: [...instalmentsKey, 'budget', termId ?? null],
    queryFn: ({ signal }) => api.get<Budget>(`${PATH}/Summary`, { signal, query: { termId } }),
    placeholderData: keepPreviousData,
  })
}

/** Downloads the budget of `termId` as an xlsx named by the server. Throws ApiError on failure. */
export function exportBudget(termId: number | undefined): Promise<void> {
  return downloadFile(withQuery(`${PATH}/Export`, { termId }), 'budget.xlsx')
}
