/**
 * The academic calendar calls (issue 24 deadlines): the registrar's list (GET /api/AkademikTakvim/Yonetim/
 * Liste), add/edit (Kaydet) and delete (Sil). Failures carry the server's message (403 scope, 409 stale,
 * 422 dates). The student's upcoming entries are read by the home card through `homeGet`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CalendarEntry, CalendarList, DeleteCalendarEntry, SaveCalendarEntry } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Query key root of the calendar. */
export const calendarKey = ['academic-calendar'] as const
const B = '/api/AkademikTakvim'

/** The calendar terms and entries (of `termId`, or every term), in the UI language for term names. */
export function useCalendarList(termId: number | undefined, lang: string) {
  return useQuery({
    queryKey: [...calendarKey, 'list', termId ?? 'all', lang],
    queryFn: ({ signal }) => api.get<CalendarList>(`${B}/Yonetim/Liste`, { query: { termId }, signal }),
  })
}

/** Add/edit (`save`) or delete (`remove`) an entry; refreshes the calendar on success. */
export function useCalendarWrite() {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: calendarKey })
  return {
    save: useMutation({
      mutationFn: (b: SaveCalendarEntry) => api.post<CalendarEntry>(`${B}/Yonetim/Kaydet`, b),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (b: DeleteCalendarEntry) => api.post<null>(`${B}/Yonetim/Sil`, b),
      onSuccess: refresh,
    }),
  }
}
