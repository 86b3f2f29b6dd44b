/**
 * The departure home cards' calls and constants (issue 23): read by the cards and started early by the home page
 * through the registrations in departure.home.ts. A module of their own, so that the cards and the registrations
 * (which load the cards lazily) do not import each other.
 */
import { queryOptions } from '@tanstack/react-query'
import type { DepartureQueuePage } from '@unacs/contracts'
import { homeGet } from '../../../shared/home/home-api.ts'

/** The queue count card's call for the active role `role` (read by the card, started early; issue 23). */
export const departureQueueQuery = (role: number) =>
  queryOptions({
    queryKey: ['departure', 'home', 'queue', role],
    queryFn: ({ signal }) =>
      homeGet<DepartureQueuePage>('/api/IlisikKesme/Onay/Queue', {
        query: { State: 'open', page: 1, pageSize: 1 },
        signal,
      }),
  })

/** Registrar (4), finance (6), fixtures (7), student centre dean (12), library (14), sports (15). */
export const REVIEWING_ROLES = [4, 6, 7, 12, 14, 15]
