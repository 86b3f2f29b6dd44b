/** The freeze feature's home cards (issue 24): the registrar's queue count. */
import { forStaffRoles, type HomeCardDef } from '../../../shared/home/home-card.ts'

/** Registered in `app/home-card-registry.ts`. */
export const freezeHomeCards: HomeCardDef[] = [
  {
    key: 'freeze.queue',
    order: 40,
    audience: forStaffRoles(4),
    namespaces: ['freeze'],
    load: () => import('./FreezeQueueHomeCard.tsx').then((m) => m.FreezeQueueHomeCard),
  },
]
