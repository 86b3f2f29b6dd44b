/**
 * GET /api/Students/Dormitory/Buildings and /List (issue 22 "dormitory report"): the buildings with beds and
 * residents, and a page of the caller's residents filtered and paged on the server.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DormitoryBuilding, DormitoryFilter, DormitoryPage } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { filterParams, studentsKey } from './search-students.ts'

/** The buildings with rooms, beds and the caller's residents. */
export function useDormitoryBuildings() {
  return useQuery({
    queryKey: [...studentsKey, 'dormitory', 'buildings'],
    queryFn: ({ signal }) => api.get<DormitoryBuilding[]>('/api/Students/Dormitory/Buildings', { signal }),
  })
}

/** One page of residents (the previous page stays shown while the next loads). */
export function useDormitoryPage(filter: DormitoryFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...studentsKey, 'dormitory', filter, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<DormitoryPage>('/api/Students/Dormitory/List', {
        query: { ...filterParams(filter), page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}
