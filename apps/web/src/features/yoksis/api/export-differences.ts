/**
 * GET /api/Yoksis/Karsilastirma/Export/:id (issue 20 "… XLSX export"): downloads the filtered differences as
 * an xlsx file named by the server. Failures throw ApiError with the server's localised message.
 */
import type { DifferenceFilter } from '@unacs/contracts'
import { downloadFile, withQuery } from '../../../shared/data-table/download.ts'
import { COMPARISON_PATH } from './keys.ts'

/** Downloads comparison `id`'s differences matching `filter`. */
export function exportDifferences(id: number, filter: DifferenceFilter): Promise<void> {
  return downloadFile(withQuery(`${COMPARISON_PATH}/Export/${id}`, filter), `yoksis-${id}.xlsx`)
}
