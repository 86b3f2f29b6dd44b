/** POST /api/Kulup/Basvuru/Olustur (issue 21): the caller applies to join a club. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClubApplyRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Sends it. */
export function applyClub(body: ClubApplyRequest): Promise<number> {
  return api.post<number>('/api/Kulup/Basvuru/Olustur', body)
}

/** The call as a TanStack mutation; refreshes the feature's queries on success. */
export function useApplyClub() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: applyClub,
    onSuccess: () => client.invalidateQueries({ queryKey: ['clubs'] }),
  })
}
