/** POST /api/Etkinlik/Ogrenci/QrYoklama (issue 21): checks the signed-in student in with a scanned token. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CheckInRequest, CheckInResult } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Sends it. */
export function checkIn(body: CheckInRequest): Promise<CheckInResult> {
  return api.post<CheckInResult>('/api/Etkinlik/Ogrenci/QrYoklama', body)
}

/** The call as a TanStack mutation; refreshes the feature's queries on success. */
export function useCheckIn() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: checkIn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['events'] }),
  })
}
