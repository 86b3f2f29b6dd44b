/** GET /api/Students/Department/Report (issue 22 "department report"): the report of the caller's units. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DepartmentFilter, DepartmentReport } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/client.ts'
import { filterParams, studentsKey } from './search-students.ts'

/** The department report of `filter`, names in the UI language. */
export function useDepartmentReport(filter: DepartmentFilter) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: [...studentsKey, 'department', filter, i18n.language],
    queryFn: ({ signal }) =>
      api.get<DepartmentReport>('/api/Students/Department/Report', { query: filterParams(filter), signal }),
    placeholderData: keepPreviousData,
  })
}
