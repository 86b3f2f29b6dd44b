/** POST /api/Etkinlik/Merkez/TurKaydet (issue 21): creates or updates an event type; resolves to its id. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SaveEventTypeRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Sends it. */
export function saveEventType(body: SaveEventTypeRequest): Promise<number> {
  return api.post<number>('/api/Etkinlik/Merkez/TurKaydet', body)
}

/** The call as a TanStack mutation; refreshes the feature's queries on success. */
export function useSaveEventType() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveEventType,
    onSuccess: () => client.invalidateQueries({ queryKey: ['events'] }),
  })
}
