/** The departure feature's home cards (issue 24): the reviewing roles' queue count. */
import { forStaffRoles, type HomeCardDef } from '../../../shared/home/home-card.ts'
import { departureQueueQuery, REVIEWING_ROLES } from './departure.home-queries.ts'

/** Registered in `app/home-card-registry.ts`. */
export const departureHomeCards: HomeCardDef[] = [
  {
    key: 'departure.queue',
    order: 43,
    audience: forStaffRoles(...REVIEWING_ROLES),
    namespaces: ['departure'],
    load: () => import('./DepartureQueueHomeCard.tsx').then((m) => m.DepartureQueueHomeCard),
    prefetch: (client, user) => void client.prefetchQuery(departureQueueQuery(user.claims.ActiveRoleId)),
  },
]
