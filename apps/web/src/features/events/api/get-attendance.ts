/** GET /api/Etkinlik/Merkez/Yoklama (issue 21): an event's attendance list. */
import { useQuery } from '@tanstack/react-query'
import type { AttendanceSheet } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the list of `eventId`. */
export function getAttendance(eventId: number, signal?: AbortSignal): Promise<AttendanceSheet> {
  return api.get<AttendanceSheet>('/api/Etkinlik/Merkez/Yoklama', { signal, query: { EventId: eventId } })
}

/** The list as a TanStack query; disabled while no event is chosen. */
export function useAttendance(eventId: number | null, language: string) {
  return useQuery({
    queryKey: ['events', 'attendance', eventId, language],
    queryFn: ({ signal }) => getAttendance(eventId as number, signal),
    enabled: eventId !== null,
  })
}
