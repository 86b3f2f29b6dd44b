/**
 * GET /api/Yoksis/Karsilastirma/Export/:id (issue 20 "… XLSX export"): downloads the filtered differences as
 * an xlsx file named by the server. Failures throw ApiError with the server's localised message.
 */
import type { DifferenceFilter } from '@unacs/contracts'
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'
import { filterParams } from './get-differences.ts'
import { COMPARISON_PATH } from './keys.ts'

/** The file name of a Content-Disposition header (filename*), or `fallback`. */
function fileNameOf(header: string | null, fallback: string): string {
  const star = header ? /filename\*=UTF-8''([^;]+)/i.exec(header) : null
  return star?.[1] ? decodeURIComponent(star[1]) : fallback
}

/** Downloads comparison `id`'s differences matching `filter`. */
export async function exportDifferences(id: number, filter: DifferenceFilter): Promise<void> {
  const path = `${COMPARISON_PATH}/Export/${id}?${new URLSearchParams(filterParams(filter))}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const url = URL.createObjectURL(await res.blob())
  const a = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(res.headers.get('content-disposition'), `yoksis-${id}.xlsx`),
  })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
