/** POST /api/Etkinlik/Ogrenci/OryantasyonKayit (issue 21): a seat or a place on the waiting list. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EventIdBody, RegistrationResult } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Sends it. */
export function registerOrientation(body: EventIdBody): Promise<RegistrationResult> {
  return api.post<RegistrationResult>('/api/Etkinlik/Ogrenci/OryantasyonKayit', body)
}

/** The call as a TanStack mutation; refreshes the feature's queries on success. */
export function useRegisterOrientation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: registerOrientation,
    onSuccess: () => client.invalidateQueries({ queryKey: ['events', 'orientation'] }),
  })
}
