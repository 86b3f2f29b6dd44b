/**
 * Opening a protected file or PDF (GET with the bearer token): the guest's files and summary PDF
 * (…/AkademikBasvurular/File, …/AkademikBasvuruOzetlerForGuest/Pdf) and the committee's
 * (…/Degerlendirme/File, …/Degerlendirme/Pdf). The bytes are fetched with the client's headers and
 * opened from an object URL in a new tab.
 */
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'

/** Fetches `path` and opens it in a new tab (or downloads it as `fileName` when popups are blocked). */
export async function openFile(path: string, fileName: string): Promise<void> {
  const headers = buildHeaders(path)
  headers.set('Accept', '*/*')
  const response = await fetch(path, { headers })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(response.status, body?.message ?? response.statusText, body)
  }
  const url = URL.createObjectURL(await response.blob())
  const opened = window.open(url, '_blank', 'noopener')
  if (!opened) {
    const a = document.createElement('a')
    a.href = url
    a.download = fileName
    a.click()
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
