/** POST /api/Etkinlik/Ogrenci/OryantasyonIptal (issue 21): cancels a registration; the first waiting student moves up. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EventIdBody } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Sends it. */
export function cancelOrientation(body: EventIdBody): Promise<null> {
  return api.post<null>('/api/Etkinlik/Ogrenci/OryantasyonIptal', body)
}

/** The call as a TanStack mutation; refreshes the feature's queries on success. */
export function useCancelOrientation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: cancelOrientation,
    onSuccess: () => client.invalidateQueries({ queryKey: ['events', 'orientation'] }),
  })
}
