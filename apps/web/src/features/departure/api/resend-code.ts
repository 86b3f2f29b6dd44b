/** POST /api/Ogrenci/IlisikKesme/ResendCode (spec §4, §5): sends a new code. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import type { IdBody } from './types.ts'

/** Calls /api/Ogrenci/IlisikKesme/ResendCode. */
export function resendCode(body: IdBody): Promise<unknown> {
  return api.post('/api/Ogrenci/IlisikKesme/ResendCode', body)
}

/** The call as a TanStack mutation; refreshes every departure query on success. */
export function useResendCode() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: resendCode,
    onSettled: () => client.invalidateQueries({ queryKey: ['departure'] }),
  })
}
