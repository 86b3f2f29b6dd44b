/** POST /api/Etkinlik/Merkez/YoklamaKaydet (issue 21): saves the attendance check boxes. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SaveAttendanceRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Sends it. */
export function saveAttendance(body: SaveAttendanceRequest): Promise<number> {
  return api.post<number>('/api/Etkinlik/Merkez/YoklamaKaydet', body)
}

/** The call as a TanStack mutation; refreshes the feature's queries on success. */
export function useSaveAttendance() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveAttendance,
    onSuccess: () => client.invalidateQueries({ queryKey: ['events'] }),
  })
}
