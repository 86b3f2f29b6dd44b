/**
 * GET /api/Payments/IdCard/Summary and /api/Payments/IdCard/Loads (issue 17 § Payments): the caller's ID
 * card balance (kuruş; null when the card system is unreachable) with the load limits, and the history of
 * loads a page at a time.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { IdCardLoadPage, IdCardSummary } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** The query key prefix of every payments query (mutations invalidate it). */
export const paymentsKey = ['payments'] as const

/** Fetches the card summary. */
export function getIdCardSummary(signal?: AbortSignal): Promise<IdCardSummary> {
  return api.get<IdCardSummary>('/api/Payments/IdCard/Summary', { signal })
}

/** The card summary as a query. */
export function useIdCardSummary() {
  return useQuery({
    queryKey: [...paymentsKey, 'id-card'],
    queryFn: ({ signal }) => getIdCardSummary(signal),
  })
}

/** Fetches page `page` (1-based) of the loads, newest first. */
export function listIdCardLoads(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<IdCardLoadPage> {
  return api.get<IdCardLoadPage>('/api/Payments/IdCard/Loads', { signal, query: { page, pageSize } })
}

/** The loads as a paged query (keeps the previous page while the next loads). */
export function useIdCardLoads(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...paymentsKey, 'id-card-loads', page, pageSize],
    queryFn: ({ signal }) => listIdCardLoads(page, pageSize, signal),
    placeholderData: keepPreviousData,
  })
}
