/** POST /api/Ogrenci/IlisikKesme/Start (spec §4, §5): starts a request; the code goes by SMS and e-mail. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StartDepartureRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Calls /api/Ogrenci/IlisikKesme/Start. */
export function startDeparture(body: StartDepartureRequest): Promise<unknown> {
  return api.post('/api/Ogrenci/IlisikKesme/Start', body)
}

/** The call as a TanStack mutation; refreshes every departure query on success. */
export function useStartDeparture() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: startDeparture,
    onSettled: () => client.invalidateQueries({ queryKey: ['departure'] }),
  })
}
