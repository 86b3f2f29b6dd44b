/**
 * POST /api/Registration/PreInterview/Save {StudentNo, Notes}: notes per category (spec §5: more than 50 and
 * fewer than 2500 characters; at least one red category filled). An empty note clears it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PreInterview, SavePreInterviewRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { idempotencyHeaders, registrationKey } from './idempotency.ts'

/** Saves the notes; resolves to the pre-interview. */
export function savePreInterview(body: SavePreInterviewRequest): Promise<PreInterview> {
  return api.post<PreInterview>('/api/Registration/PreInterview/Save', body, {
    headers: idempotencyHeaders(),
  })
}

/** The save call as a mutation. */
export function useSavePreInterview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: savePreInterview,
    onSuccess: () => client.invalidateQueries({ queryKey: registrationKey }),
  })
}
