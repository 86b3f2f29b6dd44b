/**
 * GET /api/Spor/BursRaporu/Export (issue 21 "… XLSX export"): downloads every row of the current filters as
 * an xlsx file named by the server. Failures throw ApiError with the server's localised message.
 */
import type { SportsReportFilter } from '@unacs/contracts'
import { downloadFile, withQuery } from '../../../shared/data-table/download.ts'

/** Downloads the filtered report as xlsx. */
export function exportReport(filter: SportsReportFilter): Promise<void> {
  return downloadFile(withQuery('/api/Spor/BursRaporu/Export', filter), 'spor-burslari.xlsx')
}
