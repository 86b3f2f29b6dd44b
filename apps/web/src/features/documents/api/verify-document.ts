/**
 * GET /api/Belge/Dogrulama/Get?code= (public; spec §2 /public/belge-viewer, §8 "document display time has
 * ended"): the document's data by its verification code. A 410 carries the §8 message.
 */
import { useQuery } from '@tanstack/react-query'
import type { VerifiedDocument } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the verified document for `code`. */
export function verifyDocument(code: string, signal?: AbortSignal): Promise<VerifiedDocument> {
  return api.get<VerifiedDocument>('/api/Belge/Dogrulama/Get', {
    query: { code },
    signal,
    skipAuthHandling: true,
  })
}

/** The verification as a TanStack query; disabled without a code, never retried (404/410 are answers). */
export function useVerifiedDocument(code: string, language: string) {
  return useQuery({
    queryKey: ['documents', 'verify', code, language],
    queryFn: ({ signal }) => verifyDocument(code, signal),
    enabled: code.length > 0,
    retry: false,
  })
}
