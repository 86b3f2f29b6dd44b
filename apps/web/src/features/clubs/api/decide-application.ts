/** POST /api/Kulup/Basvuru/Karar (issue 21): the president's or advisor's decision. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClubDecisionRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Sends it. */
export function decideApplication(body: ClubDecisionRequest): Promise<null> {
  return api.post<null>('/api/Kulup/Basvuru/Karar', body)
}

/** The call as a TanStack mutation; refreshes the feature's queries on success. */
export function useDecideApplication() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: decideApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: ['clubs'] }),
  })
}
