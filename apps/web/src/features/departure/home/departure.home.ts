/** The departure feature's home cards (issue 24): the reviewing roles' queue count. */
import { forStaffRoles, type HomeCardDef } from '../../../shared/home/home-card.ts'

/** Registrar (4), finance (6), fixtures (7), student centre dean (12), library (14), sports (15). */
const REVIEWING_ROLES = [4, 6, 7, 12, 14, 15]

/** Registered in `app/home-card-registry.ts`. */
export const departureHomeCards: HomeCardDef[] = [
  {
    key: 'departure.queue',
    order: 43,
    audience: forStaffRoles(...REVIEWING_ROLES),
    namespaces: ['departure'],
    load: () => import('./DepartureQueueHomeCard.tsx').then((m) => m.DepartureQueueHomeCard),
  },
]
