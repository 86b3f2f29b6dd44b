/**
 * Certificate requests (issue 20 § Certificate requests): the student's calls under /api/Sertifika/Talep
 * (Options, List, Create, Download) and the registrar's under /api/Sertifika/Yonetim (Queue, Approve,
 * Reject). Refusals come as ApiError with the server's localised message.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  CertificateBulkDecision,
  CertificateBulkResult,
  CertificateOption,
  CertificateQueuePage,
  CertificateQueueQuery,
  CreateCertificateRequest,
  StudentCertificate,
} from '@unacs/contracts'
import { ApiError, api, buildHeaders } from '../../../shared/api/client.ts'

const S = '/api/Sertifika'
/** Query key prefix of every certificate query (invalidated after a request or decision). */
export const certificatesKey = ['certificates'] as const

/** What the signed-in student may request (eligible kinds and subjects). */
export function useCertificateOptions() {
  return useQuery({
    queryKey: [...certificatesKey, 'options'],
    queryFn: ({ signal }) => api.get<CertificateOption[]>(`${S}/Talep/Options`, { signal }),
  })
}

/** The signed-in student's requests, newest first. */
export function useMyCertificates() {
  return useQuery({
    queryKey: [...certificatesKey, 'mine'],
    queryFn: ({ signal }) => api.get<StudentCertificate[]>(`${S}/Talep/List`, { signal }),
  })
}

/** Sends a request; refreshes the list on success. */
export function useRequestCertificate() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateCertificateRequest) => api.post<StudentCertificate>(`${S}/Talep/Create`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: certificatesKey }),
  })
}

/** Saves the PDF at `path` under the server's file name. Throws ApiError on failure. */
async function save(path: string, fallback: string): Promise<void> {
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const match = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = match?.[1] ? decodeURIComponent(match[1]) : fallback
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Downloads the student's approved certificate `id`. */
export const downloadCertificate = (id: number) => save(`${S}/Talep/Download?id=${id}`, `sertifika-${id}.pdf`)

/** Downloads certificate `id` for the registrar. */
export const downloadCertificateAsRegistrar = (id: number) =>
  save(`${S}/Yonetim/Download?id=${id}`, `sertifika-${id}.pdf`)

/** One page of the registrar's queue, filtered on the server. */
export function useCertificateQueue(
  params: Partial<CertificateQueueQuery> & { page: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...certificatesKey, 'queue', params],
    queryFn: ({ signal }) =>
      api.get<CertificateQueuePage>(`${S}/Yonetim/Queue`, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  })
}

/**
 * Approves or rejects (with a reason) the selected requests at once, all or nothing (POST Yonetim/Decide,
 * issue 36); answers how many were decided; refreshes the queue. A 409 names the requests decided meanwhile.
 */
export function useCertificateBulkDecision() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (v: CertificateBulkDecision) => api.post<CertificateBulkResult>(`${S}/Yonetim/Decide`, v),
    onSettled: () => client.invalidateQueries({ queryKey: certificatesKey }),
  })
}

/** Approves or rejects (with a reason) one request; refreshes the queue. */
export function useCertificateDecision() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (v: { action: 'Approve' | 'Reject'; Id: number; Reason?: string }) =>
      api.post<null>(`${S}/Yonetim/${v.action}`, { Id: v.Id, ...(v.Reason ? { Reason: v.Reason } : {}) }),
    onSettled: () => client.invalidateQueries({ queryKey: certificatesKey }),
  })
}
