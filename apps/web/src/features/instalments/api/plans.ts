/**
 * Instalment plan calls (issue 17 § Instalment plans): the terms, the filtered plan list with totals, one
 * plan, creating a plan, the cancellation preview and the cancellation. Failures throw ApiError with the
 * server's localised message (409 on a double submit: refresh and retry).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  CancelPlan,
  CancelPreview,
  CancelPreviewRequest,
  CreatePlan,
  PlanDetail,
  PlanFee,
  PlanPage,
  PlanQuery,
  PlanTerm,
  RecordCollection,
} from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** The query key prefix of every instalments query (mutations invalidate it). */
export const instalmentsKey = ['instalments'] as const
const P = '/api/Instalments'

/** The terms for the filters, newest first. */
export function useTerms() {
  return useQuery({
    queryKey: [...instalmentsKey, 'terms'],
    queryFn: ({ signal }) => api.get<PlanTerm[]>(`${P}/Plans/Terms`, { signal }),
    staleTime: 5 * 60_000,
  })
}

/** A page of plans matching `q` with the totals of all matches (kuruş). */
export function usePlans(q: Partial<PlanQuery> & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...instalmentsKey, 'plans', q],
    queryFn: ({ signal }) => api.get<PlanPage>(`${P}/Plans/List`, { signal, query: { ...q } }),
    placeholderData: keepPreviousData,
  })
}

/** One plan with instalments and collections; idle while `id` is null. */
export function usePlan(id: number | null) {
  return useQuery({
    queryKey: [...instalmentsKey, 'plan', id],
    queryFn: ({ signal }) => api.get<PlanDetail>(`${P}/Plans/Detail`, { signal, query: { id } }),
    enabled: id !== null,
  })
}

/** A mutation that refreshes every instalments query on success. */
function useWrite<T>(path: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: T) => api.post<PlanDetail>(`${P}/${path}`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: instalmentsKey }),
  })
}

/** Creates a plan (resolves to it). */
export const useCreatePlan = () => useWrite<CreatePlan>('Plans/Create')
/** Cancels a plan with its reason and date (resolves to it). */
export const useCancelPlan = () => useWrite<CancelPlan>('Plans/Cancel')
/** Records a collection, settling instalments oldest first (resolves to the plan). */
export const useRecordCollection = () => useWrite<RecordCollection>('Collections/Record')

/** The refund of cancelling a plan on a date (nothing changes on the server). */
export function useCancelPreview() {
  return useMutation({
    mutationFn: (body: CancelPreviewRequest) => api.post<CancelPreview>(`${P}/Plans/CancelPreview`, body),
  })
}

/**
 * The programme fee of student `studentNo` for term `termId` (the amounts a plan may take, kuruş); idle until
 * both are given. A 404 (no such student in scope) is an error with the server's message.
 */
export function usePlanFee(studentNo: string, termId: number | undefined) {
  return useQuery({
    queryKey: [...instalmentsKey, 'fee', studentNo, termId],
    queryFn: ({ signal }) => api.get<PlanFee>(`${P}/Plans/Fee`, { signal, query: { studentNo, termId } }),
    enabled: studentNo.length > 0 && termId !== undefined,
    retry: false,
  })
}
