/** GET /api/Application/Degerlendirme/Applications?positionId=: finalised applications of a committee position. */
import { useQuery } from '@tanstack/react-query'
import type { EvaluationItem } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Fetches the applications of position `positionId`. */
export function listEvaluationApplications(
  positionId: number,
  signal?: AbortSignal,
): Promise<EvaluationItem[]> {
  return api.get<EvaluationItem[]>('/api/Application/Degerlendirme/Applications', {
    query: { positionId },
    signal,
  })
}

/** The applications as a query; disabled without a position. */
export function useEvaluationApplications(positionId: number | null) {
  return useQuery({
    queryKey: [...applicationKeys.evaluation, 'applications', positionId],
    queryFn: ({ signal }) => listEvaluationApplications(positionId ?? 0, signal),
    enabled: positionId !== null,
  })
}
