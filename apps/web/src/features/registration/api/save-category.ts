/** POST /api/Registration/PreInterviewDefinition/SaveCategory: create, or update with Version (409 when stale). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PreInterviewCategory, SaveCategoryRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { idempotencyHeaders, registrationKey } from './idempotency.ts'

/** Saves a category; resolves to it. */
export function saveCategory(body: SaveCategoryRequest): Promise<PreInterviewCategory> {
  return api.post<PreInterviewCategory>('/api/Registration/PreInterviewDefinition/SaveCategory', body, {
    headers: idempotencyHeaders(),
  })
}

/** The save call as a mutation. */
export function useSaveCategory() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveCategory,
    onSettled: () => client.invalidateQueries({ queryKey: registrationKey }),
  })
}
