/**
 * POST /api/Absences/Student/Requests/Create (multipart; spec §5): an excuse with a reason and a file (pdf,
 * jpeg, jpg, png, doc, docx; size limit; type sniffed by the server). Refusals carry the §5 messages.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ExcuseType } from '@unacs/contracts'
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** The request's fields and file. */
export interface NewAbsenceRequest {
  SectionId: number
  FromDay: string
  ToDay: string
  ExcuseType: ExcuseType
  Reason: string
  file: File
}

/** Sends the request; resolves to its id. */
export async function createAbsenceRequest(r: NewAbsenceRequest): Promise<number> {
  const path = '/api/Absences/Student/Requests/Create'
  const headers = buildHeaders(path)
  headers.delete('Content-Type')
  const body = new FormData()
  for (const k of ['SectionId', 'FromDay', 'ToDay', 'ExcuseType', 'Reason'] as const)
    body.append(k, String(r[k]))
  body.append('file', r.file)
  const res = await fetch(path, { method: 'POST', headers, body })
  const json = (await res.json().catch(() => null)) as {
    success?: boolean
    message?: string
    responseData?: number
  } | null
  if (!res.ok || !json?.success) throw new ApiError(res.status, json?.message ?? res.statusText, json)
  return json.responseData as number
}

/** The request as a mutation; refreshes absences data. */
export function useCreateAbsenceRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createAbsenceRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: absencesKey }),
  })
}
