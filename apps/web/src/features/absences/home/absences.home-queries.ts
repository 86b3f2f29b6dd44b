/**
 * The absences home cards' calls and constants (issue 23): read by the cards and started early by the home page
 * through the registrations in absences.home.ts. A module of their own, so that the cards and the registrations
 * (which load the cards lazily) do not import each other.
 */
import { queryOptions } from '@tanstack/react-query'
import type { UnconfirmedAbsenceDays } from '@unacs/contracts'
import { homeGet } from '../../../shared/home/home-api.ts'

/** The unconfirmed days card's call (read by the card, started early by the home page; issue 23). */
export const unconfirmedDaysQuery = queryOptions({
  queryKey: ['absences', 'home', 'unconfirmed'],
  queryFn: ({ signal }) => homeGet<UnconfirmedAbsenceDays>('/api/Absences/Home/Unconfirmed', { signal }),
})

/** The absence requests list the requests card reads. */
export const ABSENCE_REQUESTS_URL = '/api/Absences/Requests/List'

/** Instructor (2) and head of department (11) sessions take attendance for their sections. */
export const ATTENDANCE_ROLES = [2, 11]
