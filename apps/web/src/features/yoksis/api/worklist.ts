/**
 * The correction worklist (issue 35): POST …/Karsilastirma/Worklist/Ekle (accepted differences → items),
 * GET /api/Yoksis/Duzeltme/Liste (a page, by state), POST …/Girildi (items entered in YÖKSİS), and the XLSX
 * download in YÖKSİS's field names (…/Export). Items are verified by the next comparison.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { WorklistItem, WorklistState } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { downloadFile, withQuery } from '../../../shared/data-table/download.ts'
import { COMPARISON_PATH, yoksisKey } from './keys.ts'

/** A page of worklist items. */
export interface WorklistPage {
  items: WorklistItem[]
  page: number
  pageSize: number
  total: number
}

/** The worklist page in `state` (all when null). */
export function useWorklist(state: WorklistState | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...yoksisKey, 'worklist', state, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<WorklistPage>('/api/Yoksis/Duzeltme/Liste', {
        query: { page, pageSize, ...(state ? { state } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** Puts differences on the worklist → how many items were added; refreshes differences and the list. */
export function useAddToWorklist() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<{ Count: number }>(`${COMPARISON_PATH}/Worklist/Ekle`, { DifferenceIds: ids }),
    onSettled: () => client.invalidateQueries({ queryKey: [...yoksisKey] }),
  })
}

/** Marks items as entered in YÖKSİS → how many changed. */
export function useMarkEntered() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post<{ Count: number }>('/api/Yoksis/Duzeltme/Girildi', { ItemIds: ids }),
    onSettled: () => client.invalidateQueries({ queryKey: [...yoksisKey, 'worklist'] }),
  })
}

/** Downloads the worklist in `state` (all when null) as XLSX. Failures throw ApiError. */
export function exportWorklist(state: WorklistState | null): Promise<void> {
  return downloadFile(withQuery('/api/Yoksis/Duzeltme/Export', { state }), 'yoksis-duzeltme-listesi.xlsx')
}
