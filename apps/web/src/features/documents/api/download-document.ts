/** GET /api/Belge/Talep/Download?id= (spec §1 "download"): saves the document's PDF. */
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'

/** The file name from a Content-Disposition header, or `fallback`. */
function fileNameOf(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null
  return match?.[1] ? decodeURIComponent(match[1]) : fallback
}

/** Fetches the PDF of document `id` and saves it through a temporary link. Throws ApiError on failure. */
export async function downloadDocument(id: number): Promise<void> {
  const path = `/api/Belge/Talep/Download?id=${id}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = fileNameOf(res.headers.get('content-disposition'), `belge-${id}.pdf`)
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
