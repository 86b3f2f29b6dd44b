/**
 * The committee's writes: POST /api/Application/Degerlendirme/DeclareNoConflict {applicationId},
 * …/SendOpinion {applicationId, status, text ≥ 100}, …/Finish {applicationId} (chair, once every member has
 * sent an opinion). Each refreshes the evaluation queries.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SendOpinionRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Declares no conflict of interest with application `applicationId`. */
export function declareNoConflict(applicationId: number): Promise<null> {
  return api.post<null>('/api/Application/Degerlendirme/DeclareNoConflict', { applicationId })
}

/** Sends the caller's opinion. */
export function sendOpinion(body: SendOpinionRequest): Promise<null> {
  return api.post<null>('/api/Application/Degerlendirme/SendOpinion', body)
}

/** Finishes the evaluation (chair). */
export function finishEvaluation(applicationId: number): Promise<null> {
  return api.post<null>('/api/Application/Degerlendirme/Finish', { applicationId })
}

function useEvaluationMutation<T>(fn: (arg: T) => Promise<null>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.evaluation }),
  })
}

/** The declaration as a mutation. */
export const useDeclareNoConflict = () => useEvaluationMutation(declareNoConflict)
/** Sending an opinion as a mutation. */
export const useSendOpinion = () => useEvaluationMutation(sendOpinion)
/** Finishing as a mutation. */
export const useFinishEvaluation = () => useEvaluationMutation(finishEvaluation)
