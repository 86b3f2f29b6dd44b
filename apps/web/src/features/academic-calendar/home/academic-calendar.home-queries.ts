/**
 * The academic-calendar home cards' calls and constants (issue 23): read by the cards and started early by the home page
 * through the registrations in academic-calendar.home.ts. A module of their own, so that the cards and the registrations
 * (which load the cards lazily) do not import each other.
 */
import { queryOptions } from '@tanstack/react-query'
import type { UpcomingCalendarEntry } from '@unacs/contracts'
import { homeGet } from '../../../shared/home/home-api.ts'

/** Most entries the deadlines card lists. */
export const DEADLINES_LISTED = 5

/** The deadlines card's call in `language` (read by the card, started early by the home page; issue 23). */
export const deadlinesQuery = (language: string) =>
  queryOptions({
    queryKey: ['academic-calendar', 'home', 'upcoming', language],
    queryFn: ({ signal }) =>
      homeGet<UpcomingCalendarEntry[]>('/api/AkademikTakvim/Ogrenci/Yaklasan', {
        query: { count: DEADLINES_LISTED },
        signal,
      }),
  })
