/** GET /api/Freeze/Admin/Student ?id: a student's counters, status and freeze history (queue roles). */
import { useQuery } from '@tanstack/react-query'
import type { FreezeStudentDetail } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { freezeKey } from './get-freeze-overview.ts'

/** Fetches student `id`'s freeze detail. */
export function getFreezeStudent(id: number, signal?: AbortSignal): Promise<FreezeStudentDetail> {
  return api.get<FreezeStudentDetail>('/api/Freeze/Admin/Student', { query: { id }, signal })
}

/** The detail as a TanStack query; idle while `id` is null. */
export function useFreezeStudent(id: number | null) {
  return useQuery({
    queryKey: [...freezeKey, 'student', id],
    queryFn: ({ signal }) => getFreezeStudent(id ?? 0, signal),
    enabled: id !== null,
  })
}
