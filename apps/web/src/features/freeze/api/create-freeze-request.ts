/**
 * POST /api/Freeze/Student/Create (multipart; issue 16, spec §5): reason, terms, explanation and a supporting
 * document (pdf, jpeg, png; the server sniffs the type). Refusals carry the server's localised message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FreezeReason } from '@unacs/contracts'
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'
import { freezeKey } from './get-freeze-overview.ts'

/** The request's fields and file. */
export interface NewFreezeRequest {
  Reason: FreezeReason
  Terms: string[]
  Explanation: string
  file: File
}

/** Sends the request; resolves to its id. Throws ApiError with the server's message. */
export async function createFreezeRequest(r: NewFreezeRequest): Promise<number> {
  const path = '/api/Freeze/Student/Create'
  const headers = buildHeaders(path)
  headers.delete('Content-Type')
  const body = new FormData()
  body.append('Reason', r.Reason)
  body.append('Terms', r.Terms.join(','))
  body.append('Explanation', r.Explanation)
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

/** The request as a mutation; refreshes freeze data. */
export function useCreateFreezeRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createFreezeRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: freezeKey }),
  })
}
