/** The caller's notification preferences (issue 39): GET Notification/Preferences/Get, POST …/Save. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { NotificationPreferences, SaveNotificationPreferences } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { notificationsKey } from './notifications-api.ts'

const key = [...notificationsKey, 'preferences'] as const

/** The caller's language for mail and SMS and each kind's channels. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<NotificationPreferences>('/api/Notification/Preferences/Get', { signal }),
  })
}

/** Saves the changes (all or nothing: a 422 saves none). */
export function useSaveNotificationPreferences() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SaveNotificationPreferences) =>
      api.post<null>('/api/Notification/Preferences/Save', body),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}
