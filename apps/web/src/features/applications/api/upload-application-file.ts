/**
 * POST /api/Application/AkademikBasvurular/UploadFile?applicationId=&purpose= (multipart, one file): the
 * server sniffs the type (pdf, jpg, png, doc, docx) and limits the size to 5 MB (spec §5). The shared client
 * sends JSON only, so this call uses fetch with the client's guest headers minus the JSON content type.
 */

import type { ApplicationFile } from '@unacs/contracts'
import type { ApiEnvelope } from '../../../shared/api/client.ts'
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'

/** What a file is for. */
export type FilePurpose = ApplicationFile['purpose']

/** Uploads `file` to application `applicationId`; resolves to the stored file, rejects with ApiError. */
export async function uploadApplicationFile(
  applicationId: number,
  purpose: FilePurpose,
  file: File,
): Promise<ApplicationFile> {
  const path = `/api/Application/AkademikBasvurular/UploadFile?applicationId=${applicationId}&purpose=${purpose}`
  const headers = buildHeaders(path)
  headers.delete('Content-Type')
  const form = new FormData()
  form.append('file', file, file.name)
  const response = await fetch(path, { method: 'POST', headers, body: form })
  const body = (await response.json().catch(() => null)) as ApiEnvelope<ApplicationFile> | null
  if (!response.ok || !body?.success) {
    throw new ApiError(response.status, body?.message ?? response.statusText, body)
  }
  return body.responseData
}
