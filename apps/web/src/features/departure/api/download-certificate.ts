/** GET /api/IlisikKesme/Belge/Download?id&lang (issue 16; both languages, issue 37): saves the departure certificate PDF. */
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'

/**
 * Fetches the certificate of request `id` in `lang` (tr or en; default the request's language) and saves it
 * through a temporary link. Throws ApiError on failure.
 */
export async function downloadCertificate(id: number, lang?: 'tr' | 'en'): Promise<void> {
  const path = `/api/IlisikKesme/Belge/Download?id=${id}${lang ? `&lang=${lang}` : ''}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = match?.[1] ? decodeURIComponent(match[1]) : `ilisik-kesme-${id}.pdf`
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
