/** GET /api/Registration/SectionTransfer/Student?studentNo: the student's sections with their alternatives. */
import { useQuery } from '@tanstack/react-query'
import type { TransferStudent } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { registrationKey } from './idempotency.ts'

/** Fetches the transfer options of a student. */
export function getTransferStudent(studentNo: string, signal?: AbortSignal): Promise<TransferStudent> {
  return api.get<TransferStudent>('/api/Registration/SectionTransfer/Student', {
    query: { studentNo },
    signal,
  })
}

/** The transfer options as a query (disabled without a student number). */
export function useTransferStudent(studentNo: string | undefined) {
  return useQuery({
    queryKey: [...registrationKey, 'transfer', studentNo],
    queryFn: ({ signal }) => getTransferStudent(studentNo ?? '', signal),
    enabled: Boolean(studentNo),
    retry: false,
  })
}
