/**
 * The one download mechanic of the data tables' exports (issue 36): server-side XLSX exports stay server-side;
 * this fetches the export path with the session's headers and saves the answer under the server's file name.
 */
import { ApiError, buildHeaders } from '../api/client.ts'

/** A filter as query parameters: unset and empty values left out, the rest as strings. */
export function filterParams(filter: object): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(filter))
    if (v !== undefined && v !== null && v !== '') out[k] = String(v)
  return out
}

/** `path` with `filter`'s non-empty values as its query string (none: `path` unchanged). */
export function withQuery(path: string, filter: object = {}): string {
  const query = new URLSearchParams(filterParams(filter)).toString()
  return query ? `${path}?${query}` : path
}

/** The file name of a Content-Disposition header (filename*, then filename), or `fallback`. */
export function fileNameOf(header: string | null, fallback: string): string {
  const star = header ? /filename\*=UTF-8''([^;]+)/i.exec(header) : null
  if (star?.[1]) return decodeURIComponent(star[1])
  const plain = header ? /filename="([^"]+)"/.exec(header) : null
  return plain?.[1] ? decodeURIComponent(plain[1]) : fallback
}

/**
 * Fetches `path` (GET with the caller's token and language) and saves the answer as a file named by the server,
 * else `fallbackName`. Throws ApiError with the server's localised message when the answer is not 2xx.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const url = URL.createObjectURL(await res.blob())
  const a = Object.assign(document.createElement('a'), {
    href: url,
    download: fileNameOf(res.headers.get('content-disposition'), fallbackName),
  })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
