/** The registration feature's home cards (issue 24): the student's basket and week. */

import { forActiveStudents, type HomeCardDef } from '../../../shared/home/home-card.ts'
import { basketQuery } from '../api/basket-query.ts'

/** Registered in `app/home-card-registry.ts`. */
export const registrationHomeCards: HomeCardDef[] = [
  {
    key: 'registration.basket',
    order: 10,
    audience: forActiveStudents,
    namespaces: ['registration'],
    load: () => import('./BasketHomeCard.tsx').then((m) => m.BasketHomeCard),
    prefetch: (client) => void client.prefetchQuery(basketQuery),
  },
  {
    key: 'registration.week',
    order: 20,
    audience: forActiveStudents,
    namespaces: ['registration'],
    load: () => import('./WeekHomeCard.tsx').then((m) => m.WeekHomeCard),
    prefetch: (client) => void client.prefetchQuery(basketQuery),
  },
]
