/** GET /api/Students/Record/Get ?id (issue 22): a student's record with the spec §3 fields and history. */
import { useQuery } from '@tanstack/react-query'
import type { StudentRecord } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/client.ts'
import { studentsKey } from './search-students.ts'

/** The record of studentship `id`; idle while `id` is null. */
export function useStudentRecord(id: number | null) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: [...studentsKey, 'record', id, i18n.language],
    queryFn: ({ signal }) => api.get<StudentRecord>('/api/Students/Record/Get', { query: { id }, signal }),
    enabled: id !== null,
  })
}
