/** GET /api/Registration/Report/OpenedCoursesXlsx: downloads the report as an XLSX file. */
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'
import type { SectionQuery } from './get-opened-courses.ts'
import { reportQueryValues } from './get-opened-courses-report.ts'

/** Fetches the workbook and saves it through a temporary link. Throws ApiError on failure. */
export async function downloadReportXlsx(q: SectionQuery, fileName: string): Promise<void> {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(reportQueryValues(q)))
    if (v !== undefined && v !== '') params.set(k, String(v))
  const path = `/api/Registration/Report/OpenedCoursesXlsx?${params}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) throw new ApiError(res.status, res.statusText)
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.click()
  URL.revokeObjectURL(url)
}
