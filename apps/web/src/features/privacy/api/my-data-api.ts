/**
 * The "my personal data" calls (issue 39, KVKK Art. 11): the caller's overview (/api/Privacy/MyData/Overview),
 * the export job and its ZIP (/api/Privacy/MyData/Export/*), the caller's requests to the data controller
 * (/api/Privacy/MyData/Request/*) and the data protection officer's queue (/api/Privacy/DataRequest/*). A guest
 * applicant's overview, export and requests are on the guest path /api/IdentityGuest/MyData/* (guest token,
 * spec §7).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AnswerDataRequest,
  DataRequest,
  DataRequestPage,
  DataRequestQuery,
  FileDataRequest,
  JobStarted,
  MyDataOverview,
} from '@unacs/contracts'
import { ApiError, api, buildHeaders } from '../../../shared/api/client.ts'
import { privacyKey } from './privacy-api.ts'

/** The base path of the caller's own calls: the portal's, or a guest applicant's (`guest`). */
const mineBase = (guest: boolean) => (guest ? '/api/IdentityGuest/MyData' : '/api/Privacy/MyData')

/** The export job's status path for `jobId` (for `useJob`); a guest applicant's when `guest`. */
export const exportStatusUrl = (jobId: string, guest = false) => `${mineBase(guest)}/Export/Status/${jobId}`

/** The caller's overview (a guest's when `guest`): categories, transfers, staff reads and the kept export. */
export function useMyDataOverview(guest = false) {
  return useQuery({
    queryKey: [...privacyKey, 'mine', 'overview', guest],
    queryFn: ({ signal }) => api.get<MyDataOverview>(`${mineBase(guest)}/Overview`, { signal }),
  })
}

/** Starts (or joins) the caller's export job (a guest applicant's when `guest`); answers its id. */
export function useStartExport(guest = false) {
  return useMutation({
    mutationFn: () => api.post<JobStarted>(`${mineBase(guest)}/Export/Start`, {}),
  })
}

/**
 * Downloads the caller's export `jobId` (a ZIP; a guest applicant's when `guest`) under the server's file name.
 * Throws ApiError (404 expired).
 */
export async function downloadExport(jobId: string, guest = false): Promise<void> {
  const path = `${mineBase(guest)}/Export/Download/${jobId}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const header = res.headers.get('content-disposition')
  const star = header ? /filename\*=UTF-8''([^;]+)/i.exec(header) : null
  const url = URL.createObjectURL(await res.blob())
  const a = Object.assign(document.createElement('a'), {
    href: url,
    download: star?.[1] ? decodeURIComponent(star[1]) : 'my-personal-data.zip',
  })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The caller's requests (a guest's when `guest`), newest first. */
export function useMyRequests(guest = false) {
  return useQuery({
    queryKey: [...privacyKey, 'mine', 'requests', guest],
    queryFn: ({ signal }) => api.get<DataRequest[]>(`${mineBase(guest)}/Request/List`, { signal }),
  })
}

/** Files a request (a guest's when `guest`); the caller's requests are asked again. */
export function useFileRequest(guest = false) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: FileDataRequest) => api.post<DataRequest>(`${mineBase(guest)}/Request/File`, input),
    onSettled: () => client.invalidateQueries({ queryKey: [...privacyKey, 'mine'] }),
  })
}

/** The officer's queue filters (without paging). */
export type RequestFilter = Omit<DataRequestQuery, 'page' | 'pageSize' | 'overdue'> & { overdue?: boolean }

/** A page of the officer's queue (the previous page kept while the next loads). */
export function useRequestQueue(filter: RequestFilter, page: number, pageSize: number) {
  const query: Record<string, string | number> = { page, pageSize }
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '') query[k] = String(v)
  return useQuery({
    queryKey: [...privacyKey, 'queue', filter, page, pageSize],
    queryFn: ({ signal }) => api.get<DataRequestPage>('/api/Privacy/DataRequest/List', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** Answers a request (409 stale, 422 already answered); the queue is asked again. */
export function useAnswerRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: AnswerDataRequest) => api.post<DataRequest>('/api/Privacy/DataRequest/Answer', input),
    onSettled: () => client.invalidateQueries({ queryKey: [...privacyKey, 'queue'] }),
  })
}
