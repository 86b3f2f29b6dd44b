/**
 * The privacy calls (issue 39 "Privacy"): the caller's pending notice and its acknowledgement (portal:
 * /api/Privacy/Notice/*, guest: /api/IdentityGuest/PrivacyNotice/*), the system administrator's notice history
 * and publishing (/api/Privacy/NoticeAdmin/*), and the data protection officer's access log
 * (/api/Privacy/AccessLog/List and /Export).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AccessLogPage,
  AccessLogQuery,
  NoticeAudience,
  NoticeVersion,
  PendingNoticeAnswer,
  PublishNotice,
} from '@unacs/contracts'
import { ApiError, api, buildHeaders } from '../../../shared/api/client.ts'

/** The query key root of the privacy queries. */
export const privacyKey = ['privacy'] as const

/** Who asks: a signed-in portal user or a guest applicant (their paths differ). */
export type NoticeMode = 'portal' | 'guest'

const noticeBase = (mode: NoticeMode) =>
  mode === 'guest' ? '/api/IdentityGuest/PrivacyNotice' : '/api/Privacy/Notice'

/** The caller's notice to acknowledge ({ Notice: null } when none). */
export function usePendingNotice(mode: NoticeMode) {
  return useQuery({
    queryKey: [...privacyKey, 'pending', mode],
    queryFn: ({ signal }) => api.get<PendingNoticeAnswer>(`${noticeBase(mode)}/Pending`, { signal }),
    staleTime: 5 * 60_000,
  })
}

/** Acknowledges notice `id`; the pending query is asked again. */
export function useAcknowledgeNotice(mode: NoticeMode) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`${noticeBase(mode)}/Acknowledge`, { Id: id }),
    onSettled: () => client.invalidateQueries({ queryKey: [...privacyKey, 'pending', mode] }),
  })
}

/** Every version of `audience`'s notice, newest first (system administrator). */
export function useNoticeHistory(audience: NoticeAudience) {
  return useQuery({
    queryKey: [...privacyKey, 'history', audience],
    queryFn: ({ signal }) =>
      api.get<NoticeVersion[]>('/api/Privacy/NoticeAdmin/List', { signal, query: { audience } }),
  })
}

/** Publishes a new version (409 when another was published since `BaseVersion`); the history is asked again. */
export function usePublishNotice() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: PublishNotice) => api.post<NoticeVersion>('/api/Privacy/NoticeAdmin/Publish', input),
    onSettled: (_d, _e, input) =>
      client.invalidateQueries({ queryKey: [...privacyKey, 'history', input.Audience] }),
  })
}

/** The access log's filters (without paging). */
export type AccessLogFilter = Omit<AccessLogQuery, 'page' | 'pageSize'>

/** The filters as query parameters (unset and empty ones left out). */
export function accessParams(filter: AccessLogFilter): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '') out[k] = String(v)
  return out
}

/** A page of the access log (the previous page kept while the next loads). */
export function useAccessLog(filter: AccessLogFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...privacyKey, 'access', filter, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<AccessLogPage>('/api/Privacy/AccessLog/List', {
        query: { ...accessParams(filter), page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** Downloads the filtered access records as xlsx under the server's file name. */
export async function exportAccessLog(filter: AccessLogFilter): Promise<void> {
  const path = `/api/Privacy/AccessLog/Export?${new URLSearchParams(accessParams(filter))}`
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
    download: star?.[1] ? decodeURIComponent(star[1]) : 'access-log.xlsx',
  })
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
