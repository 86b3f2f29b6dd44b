/**
 * POST /api/Yoksis/Karsilastirma/DuzeltmeGonder (issue 20): sends one difference's correction to YÖKSİS →
 * YÖKSİS's answer (Code '0' accepted). 409 already sent, 422 missing here, 503 YÖKSİS unavailable.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import { COMPARISON_PATH, yoksisKey } from './keys.ts'

/** YÖKSİS's answer to the correction. */
export interface YoksisAnswer {
  Code: string
  Message: string
  Ref: string | null
}

/** Sends the correction of difference `id`. */
export function sendCorrection(id: number): Promise<YoksisAnswer> {
  return api.post<YoksisAnswer>(`${COMPARISON_PATH}/DuzeltmeGonder`, { DifferenceId: id })
}

/** The send as a mutation; refreshes the differences whatever the outcome. */
export function useSendCorrection() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: sendCorrection,
    onSettled: () => client.invalidateQueries({ queryKey: [...yoksisKey, 'differences'] }),
  })
}
