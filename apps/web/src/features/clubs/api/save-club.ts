/** POST /api/Kulup/Kulupler/Kaydet (issue 21): creates or updates a club; resolves to its id. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SaveClubRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Sends it. */
export function saveClub(body: SaveClubRequest): Promise<number> {
  return api.post<number>('/api/Kulup/Kulupler/Kaydet', body)
}

/** The call as a TanStack mutation; refreshes the feature's queries on success. */
export function useSaveClub() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveClub,
    onSuccess: () => client.invalidateQueries({ queryKey: ['clubs'] }),
  })
}
