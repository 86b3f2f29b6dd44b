/** POST /api/Etkinlik/Merkez/EtkinlikKaydet (issue 21): creates or updates an event; resolves to its id. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SaveEventRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Sends it. */
export function saveEvent(body: SaveEventRequest): Promise<number> {
  return api.post<number>('/api/Etkinlik/Merkez/EtkinlikKaydet', body)
}

/** The call as a TanStack mutation; refreshes the feature's queries on success. */
export function useSaveEvent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['events'] }),
  })
}
