/** GET /api/Application/Degerlendirme/Detail?applicationId=: the caller's evaluation state of one application. */
import { useQuery } from '@tanstack/react-query'
import type { EvaluationDetail } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Fetches the evaluation state of application `id`. */
export function getEvaluationDetail(id: number, signal?: AbortSignal): Promise<EvaluationDetail> {
  return api.get<EvaluationDetail>('/api/Application/Degerlendirme/Detail', {
    query: { applicationId: id },
    signal,
  })
}

/** The evaluation state as a query. */
export function useEvaluationDetail(id: number | null) {
  return useQuery({
    queryKey: [...applicationKeys.evaluation, 'detail', id],
    queryFn: ({ signal }) => getEvaluationDetail(id ?? 0, signal),
    enabled: id !== null,
  })
}
