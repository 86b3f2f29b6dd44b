/** GET /api/Etkinlik/Merkez/QrKod (issue 21): an event's QR check-in URL, image (SVG) and window. */
import { useQuery } from '@tanstack/react-query'
import type { CheckInCode } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the code of `eventId`. */
export function getCheckInCode(eventId: number, signal?: AbortSignal): Promise<CheckInCode> {
  return api.get<CheckInCode>('/api/Etkinlik/Merkez/QrKod', { signal, query: { EventId: eventId } })
}

/** The code as a TanStack query; disabled while no event is chosen. */
export function useCheckInCode(eventId: number | null) {
  return useQuery({
    queryKey: ['events', 'qr', eventId],
    queryFn: ({ signal }) => getCheckInCode(eventId as number, signal),
    enabled: eventId !== null,
  })
}
