/**
 * The instalments home cards' calls and constants (issue 23): read by the cards and started early by the home page
 * through the registrations in instalments.home.ts. A module of their own, so that the cards and the registrations
 * (which load the cards lazily) do not import each other.
 */
import { queryOptions } from '@tanstack/react-query'
import type { PlanDetail } from '@unacs/contracts'
import { homeGet } from '../../../shared/home/home-api.ts'

/**
 * The instalment card's call: the student's own plan, or null when there is none (the server's empty answer,
 * issue 37). Read by the card, started early by the home page (issue 23).
 */
export const myPlanQuery = queryOptions({
  queryKey: ['instalments', 'home', 'my-plan'],
  queryFn: ({ signal }) => homeGet<PlanDetail | null>('/api/Instalments/My/Plan', { signal }),
  retry: false,
})
