/** GET /api/Freeze/File ?id: saves a freeze request's supporting document (its student or a queue role). */
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'

/** Fetches the document of request `id` and saves it as `fileName`. Throws ApiError on failure. */
export async function downloadFreezeFile(id: number, fileName: string): Promise<void> {
  const path = `/api/Freeze/File?id=${id}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
