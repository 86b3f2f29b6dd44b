/**
 * The notification centre's calls (issue 39): GET Notification/Inbox/UnreadCount (the bell), GET …/Inbox/List,
 * POST …/Inbox/MarkRead and …/Inbox/MarkAllRead. Marking refreshes the list and the bell.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MarkedCount, NotificationPage, UnreadCount } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** The query key prefix of every notification query. */
export const notificationsKey = ['notifications'] as const

/** How often the bell asks again while the page is open, ms. */
const BELL_REFRESH_MS = 60_000

/** The caller's unread count; asked again every minute and when the window regains focus. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: [...notificationsKey, 'unread'],
    queryFn: ({ signal }) => api.get<UnreadCount>('/api/Notification/Inbox/UnreadCount', { signal }),
    refetchInterval: BELL_REFRESH_MS,
    refetchOnWindowFocus: true,
    enabled,
  })
}

/** A page of the caller's notifications (all or unread only), newest first. */
export function useNotificationList(page: number, pageSize: number, unreadOnly: boolean) {
  return useQuery({
    queryKey: [...notificationsKey, 'list', page, pageSize, unreadOnly],
    queryFn: ({ signal }) =>
      api.get<NotificationPage>('/api/Notification/Inbox/List', {
        signal,
        query: { page, pageSize, unread: unreadOnly ? 'true' : undefined },
      }),
    placeholderData: keepPreviousData,
  })
}

/** Marks the given notifications read (`ids`) or all of them (`'all'`). */
export function useMarkRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ids: number[] | 'all') =>
      ids === 'all'
        ? api.post<MarkedCount>('/api/Notification/Inbox/MarkAllRead')
        : api.post<MarkedCount>('/api/Notification/Inbox/MarkRead', { Ids: ids }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  })
}
