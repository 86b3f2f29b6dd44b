/** POST /api/Registration/PreInterviewDefinition/SaveDetail: create, or update with Version (409 when stale). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PreInterviewDetail, SaveDetailRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { idempotencyHeaders, registrationKey } from './idempotency.ts'

/** Saves a detail; resolves to it. */
export function saveDetail(body: SaveDetailRequest): Promise<PreInterviewDetail> {
  return api.post<PreInterviewDetail>('/api/Registration/PreInterviewDefinition/SaveDetail', body, {
    headers: idempotencyHeaders(),
  })
}

/** The save call as a mutation. */
export function useSaveDetail() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveDetail,
    onSettled: () => client.invalidateQueries({ queryKey: registrationKey }),
  })
}
