/** The instalments feature's home cards (issue 24): the student's unpaid or overdue instalments. */
import { forStudents, type HomeCardDef } from '../../../shared/home/home-card.ts'
import { myPlanQuery } from './instalments.home-queries.ts'

/** Registered in `app/home-card-registry.ts`. */
export const instalmentsHomeCards: HomeCardDef[] = [
  {
    key: 'instalments.due',
    order: 12,
    audience: forStudents,
    namespaces: ['instalments'],
    load: () => import('./InstalmentHomeCard.tsx').then((m) => m.InstalmentHomeCard),
    prefetch: (client) => void client.prefetchQuery(myPlanQuery),
  },
]
