/** GET /api/Yoksis/Karsilastirma/Farklar/:id (issue 20): a page of a comparison's differences, filtered. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { DifferenceFilter, DifferencePage } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { COMPARISON_PATH, yoksisKey } from './keys.ts'

/** The filter as query parameters (unset ones left out). */
export function filterParams(filter: DifferenceFilter): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '') out[k] = String(v)
  return out
}

/** A page of differences as a query; the previous page stays shown while the next loads. */
export function useDifferences(id: number, filter: DifferenceFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...yoksisKey, 'differences', id, filter, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<DifferencePage>(`${COMPARISON_PATH}/Farklar/${id}`, {
        query: { ...filterParams(filter), page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}
