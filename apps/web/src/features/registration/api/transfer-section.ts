/** POST /api/Registration/SectionTransfer/Transfer: moves the student to another section within quota. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TransferRequest, TransferStudent } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { idempotencyHeaders, registrationKey } from './idempotency.ts'

/** Transfers; resolves to the student's new options. */
export function transferSection(body: TransferRequest): Promise<TransferStudent> {
  return api.post<TransferStudent>('/api/Registration/SectionTransfer/Transfer', body, {
    headers: idempotencyHeaders(),
  })
}

/** The transfer as a mutation. */
export function useTransferSection() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: transferSection,
    onSettled: () => client.invalidateQueries({ queryKey: registrationKey }),
  })
}
