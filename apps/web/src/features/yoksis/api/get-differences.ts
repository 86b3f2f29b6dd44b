/** GET /api/Yoksis/Karsilastirma/Farklar/:id (issue 20): a page of a comparison's differences, filtered. */
import type { DifferenceFilter, DifferencePage } from '@unacs/contracts'
import { usePageQuery } from '../../../shared/data-table/use-page-query.ts'
import { COMPARISON_PATH, yoksisKey } from './keys.ts'

/** A page of differences as a query; the previous page stays shown while the next loads. */
export function useDifferences(id: number, filter: DifferenceFilter, page: number, pageSize: number) {
  return usePageQuery<DifferencePage>(
    [...yoksisKey, 'differences', id],
    `${COMPARISON_PATH}/Farklar/${id}`,
    filter,
    page,
    pageSize,
  )
}
