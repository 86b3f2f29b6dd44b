/** POST /api/Etkinlik/Ogrenci/TakvimAkisiOlustur (issue 21): a new secret feed URL (the old one stops working). Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CalendarFeed } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Sends it. */
export function createCalendarFeed(): Promise<CalendarFeed> {
  return api.post<CalendarFeed>('/api/Etkinlik/Ogrenci/TakvimAkisiOlustur')
}

/** The call as a TanStack mutation; refreshes the feature's queries on success. */
export function useCreateCalendarFeed() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => client.invalidateQueries({ queryKey: ['events', 'feed'] }),
  })
}
