/** POST /api/Etkinlik/Ogrenci/TakvimAkisiIptal (issue 21): revokes the caller's feed URL. Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'

/** Sends it. */
export function revokeCalendarFeed(): Promise<null> {
  return api.post<null>('/api/Etkinlik/Ogrenci/TakvimAkisiIptal')
}

/** The call as a TanStack mutation; refreshes the feature's queries on success. */
export function useRevokeCalendarFeed() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => client.invalidateQueries({ queryKey: ['events', 'feed'] }),
  })
}
