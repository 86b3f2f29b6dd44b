/**
 * GET /api/Students/Report/Export (issue 22 "XLSX export of the filtered rows streamed … with a progress
 * indication"): reads the streamed xlsx chunk by chunk and reports progress from the bytes received against
 * an estimate from the row count the server sends in `x-total-count`; then saves the file under the
 * server's name. Failures throw ApiError with the server's localised message.
 */
import type { StudentFilter } from '@unacs/contracts'
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'
import { filterParams } from './search-students.ts'

/** Compressed bytes per exported row, measured on the demo data (used only for the progress estimate). */
const BYTES_PER_ROW = 40

/** The file name of a Content-Disposition header (filename*), or `fallback`. */
function fileNameOf(header: string | null, fallback: string): string {
  const star = header ? /filename\*=UTF-8''([^;]+)/i.exec(header) : null
  return star?.[1] ? decodeURIComponent(star[1]) : fallback
}

/**
 * Downloads the filtered report as xlsx. `onProgress` gets (percent 0..100, row count) while it streams;
 * resolves with the row count when the file is saved.
 */
export function exportStudents(
  filter: StudentFilter,
  onProgress: (percent: number, rows: number) => void,
): Promise<number> {
  return exportFile('/api/Students/Report/Export', filter, onProgress)
}

/**
 * Downloads the xlsx of export endpoint `endpoint` with `filter` as its query (the student, dormitory and
 * department reports); progress and result as {@link exportStudents}.
 */
export async function exportFile(
  endpoint: string,
  filter: object,
  onProgress: (percent: number, rows: number) => void,
): Promise<number> {
  const path = `${endpoint}?${new URLSearchParams(filterParams(filter))}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const rows = Number(res.headers.get('x-total-count') ?? 0)
  const expected = Math.max(rows * BYTES_PER_ROW, 4096)
  const reader = res.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  onProgress(0, rows)
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.byteLength
    onProgress(Math.min(99, Math.floor((received / expected) * 100)), rows)
  }
  onProgress(100, rows)
  const url = URL.createObjectURL(new Blob(chunks, { type: res.headers.get('content-type') ?? '' }))
  const a = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(res.headers.get('content-disposition'), 'report.xlsx'),
  })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return rows
}
