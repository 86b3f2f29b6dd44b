/**
 * The budget of a term (issue 17 "Budget: per term and unit, fees expected, collected, refunded,
 * outstanding … exportable to XLSX"): the summary query and the XLSX download.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Budget } from '@unacs/contracts'
import { ApiError, api, buildHeaders } from '../../../shared/api/client.ts'
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
export async function exportBudget(termId: number | undefined): Promise<void> {
  const path = `${PATH}/Export${termId ? `?termId=${termId}` : ''}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const header = res.headers.get('content-disposition')
  const star = header ? /filename\*=UTF-8''([^;]+)/i.exec(header) : null
  const url = URL.createObjectURL(await res.blob())
  const a = Object.assign(document.createElement('a'), {
    href: url,
    download: star?.[1] ? decodeURIComponent(star[1]) : 'budget.xlsx',
  })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
