/**
 * GET /api/Grades/GradeEntry/Document ?sectionId&lang (issue 6 "a grade document PDF per section"): the
 * section's grade document. The PDF is fetched with the client's headers and opened in a new tab; when the
 * browser blocks the tab it is saved as a file instead.
 */
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'

/** The file name from a Content-Disposition header, or `fallback`. */
function fileNameOf(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null
  return match?.[1] ? decodeURIComponent(match[1]) : fallback
}

/**
 * Opens the grade document of `sectionId` in `lang`. The tab is opened before the download starts (so the
 * browser counts it as the click's), then pointed at the PDF. Throws ApiError (status, server message).
 */
export async function openGradeDocument(sectionId: number, lang: 'tr' | 'en'): Promise<void> {
  const path = `/api/Grades/GradeEntry/Document?sectionId=${sectionId}&lang=${lang}`
  const tab = window.open('', '_blank')
  try {
    const headers = buildHeaders(path)
    headers.set('Accept', 'application/pdf')
    const res = await fetch(path, { headers })
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null
      throw new ApiError(res.status, body?.message || res.statusText, body)
    }
    const url = URL.createObjectURL(await res.blob())
    if (tab) {
      tab.location.href = url
    } else {
      const a = document.createElement('a')
      a.href = url
      a.download = fileNameOf(res.headers.get('content-disposition'), `grades-${sectionId}.pdf`)
      a.click()
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  } catch (e) {
    tab?.close()
    throw e
  }
}
