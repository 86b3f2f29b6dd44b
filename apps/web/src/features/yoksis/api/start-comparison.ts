/**
 * POST /api/Yoksis/Karsilastirma/Baslat (issue 20): starts the comparison as a background job → {id, joined};
 * the status is followed with `useJob(comparisonJobUrl(id))`.
 */
import { useMutation } from '@tanstack/react-query'
import type { JobStarted, StartComparison } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { COMPARISON_PATH } from './keys.ts'

/** The status URL of comparison job `id` (GET …/Is/:id, a ZJobStatus). */
export const comparisonJobUrl = (id: string) => `${COMPARISON_PATH}/Is/${id}`

/** Starts (or joins) the comparison. 403 unit outside the scope, 404 unknown unit or term. */
export function startComparison(body: StartComparison): Promise<JobStarted> {
  return api.post<JobStarted>(`${COMPARISON_PATH}/Baslat`, body)
}

/** The start as a mutation. */
export function useStartComparison() {
  return useMutation({ mutationFn: startComparison })
}
