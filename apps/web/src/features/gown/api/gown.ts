/**
 * The gown calls (issue 17 § Graduation gown and cap): the student's status and request, inventory's search,
 * hand-out and take-back, finance's deposit list, bulk refund and XLSX export. Refusals throw ApiError with
 * the server's localised message.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  GownBulkRefundResult,
  GownCeremony,
  GownDepositPage,
  GownRequest,
  GownRequestInput,
  GownStatus,
  StartedPayment,
} from '@unacs/contracts'
import { ApiError, api, buildHeaders } from '../../../shared/api/client.ts'

const B = '/api/Gown'
/** The query key prefix of every gown query. */
export const gownKey = ['gown'] as const

/** The student's ceremony, eligibility and request. */
export function useGownStatus() {
  return useQuery({
    queryKey: [...gownKey, 'status'],
    queryFn: ({ signal }) => api.get<GownStatus>(`${B}/Student/Status`, { signal }),
  })
}

/** Records the request and starts the deposit; resolves to the payment to pay. */
export function useRequestGown() {
  return useMutation({
    mutationFn: (input: GownRequestInput) => api.post<StartedPayment>(`${B}/Student/Request`, input),
  })
}

/** Starts a new deposit payment after a declined one. */
export function usePayDepositAgain() {
  return useMutation({ mutationFn: () => api.post<StartedPayment>(`${B}/Student/PayDeposit`, {}) })
}

/** Inventory's search result. */
export interface GownSearch {
  Ceremony: GownCeremony
  PickupOpen: boolean
  Requests: GownRequest[]
}

/** Inventory: the current ceremony's request of `studentNo` (disabled while empty). */
export function useGownSearch(studentNo: string) {
  return useQuery({
    queryKey: [...gownKey, 'search', studentNo],
    queryFn: ({ signal }) => api.get<GownSearch>(`${B}/Handout/Search`, { signal, query: { studentNo } }),
    enabled: studentNo.length > 0,
    retry: false,
  })
}

/** Inventory: hand-out and take-back; both refresh every gown query. */
export function useHandoutActions() {
  const qc = useQueryClient()
  const done = () => qc.invalidateQueries({ queryKey: gownKey })
  return {
    handOut: useMutation({
      mutationFn: (b: { RequestId: number; Version: number; To: 'self' | 'proxy' }) =>
        api.post<GownRequest>(`${B}/Handout/HandOut`, b),
      onSettled: done,
    }),
    takeBack: useMutation({
      mutationFn: (b: {
        RequestId: number
        Version: number
        Condition: 'intact' | 'damaged'
        Reason?: string
      }) => api.post<GownRequest>(`${B}/Handout/TakeBack`, b),
      onSettled: done,
    }),
  }
}

/** Finance: a page of deposits in `state` with the totals. */
export function useGownDeposits(state: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...gownKey, 'deposits', state, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<GownDepositPage>(`${B}/Deposit/List`, { signal, query: { state, page, pageSize } }),
    placeholderData: keepPreviousData,
  })
}

/** Finance: releases every deposit due. */
export function useBulkRefund() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<GownBulkRefundResult>(`${B}/Deposit/BulkRefund`, {}),
    onSettled: () => qc.invalidateQueries({ queryKey: gownKey }),
  })
}

/** Finance: downloads the deposits in `state` as .xlsx. */
export async function exportDeposits(state: string): Promise<void> {
  const path = `${B}/Deposit/Xlsx?${new URLSearchParams({ state })}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const url = URL.createObjectURL(await res.blob())
  Object.assign(document.createElement('a'), { href: url, download: 'cubbe-depozito.xlsx' }).click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
