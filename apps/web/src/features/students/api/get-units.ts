/** GET /api/Students/Search/Units: the units the caller may filter students by (their role's scope). */
import { useQuery } from '@tanstack/react-query'
import type { StudentUnitOption } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/client.ts'
import { studentsKey } from './search-students.ts'

/** The caller's filter units, names in the UI language. */
export function useStudentUnits() {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: [...studentsKey, 'units', i18n.language],
    queryFn: ({ signal }) => api.get<StudentUnitOption[]>('/api/Students/Search/Units', { signal }),
    staleTime: 5 * 60_000,
  })
}
