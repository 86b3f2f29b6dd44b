/**
 * The privacy calls (issue 39 "Privacy"): the caller's pending notice and its acknowledgement (portal:
 * /api/Privacy/Notice/*, guest: /api/IdentityGuest/PrivacyNotice/*), the system administrator's notice history
 * and publishing (/api/Privacy/NoticeAdmin/*), and the data protection officer's access log
 * (/api/Privacy/AccessLog/List and /Export).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AccessLogPage,
  AccessLogQuery,
  NoticeAudience,
  NoticeVersion,
  PendingNoticeAnswer,
  PublishNotice,
} from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { downloadFile, withQuery } from '../../../shared/data-table/download.ts'
import { usePageQuery } from '../../../shared/data-table/use-page-query.ts'

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

/** A page of the access log (the previous page kept while the next loads). */
export function useAccessLog(filter: AccessLogFilter, page: number, pageSize: number) {
  return usePageQuery<AccessLogPage>(
    [...privacyKey, 'access'],
    '/api/Privacy/AccessLog/List',
    filter,
    page,
    pageSize,
  )
}

/** Downloads the filtered access records as xlsx under the server's file name. Throws ApiError on failure. */
export function exportAccessLog(filter: AccessLogFilter): Promise<void> {
  return downloadFile(withQuery('/api/Privacy/AccessLog/Export', filter), 'access-log.xlsx')
}
