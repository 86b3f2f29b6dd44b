/**
 * The departure feature's home cards (issue 24): the reviewing roles' queue count; the departed student's
 * "studentship ended" card with the certificate (issue 37).
 */
import {
  forActiveStudents,
  forStaffRoles,
  forStudents,
  type HomeCardDef,
} from '../../../shared/home/home-card.ts'
import { departureQueueQuery, REVIEWING_ROLES } from './departure.home-queries.ts'

/** Registered in `app/home-card-registry.ts`. */
export const departureHomeCards: HomeCardDef[] = [
  {
    key: 'departure.departed',
    order: 1,
    // A studentship that is not active: the card itself shows only after a completed departure.
    audience: (user) => forStudents(user) && !forActiveStudents(user),
    namespaces: ['departure'],
    load: () => import('./DepartedHomeCard.tsx').then((m) => m.DepartedHomeCard),
  },
  {
    key: 'departure.queue',
    order: 43,
    audience: forStaffRoles(...REVIEWING_ROLES),
    namespaces: ['departure'],
    load: () => import('./DepartureQueueHomeCard.tsx').then((m) => m.DepartureQueueHomeCard),
    prefetch: (client, user) => void client.prefetchQuery(departureQueueQuery(user.claims.ActiveRoleId)),
  },
]
