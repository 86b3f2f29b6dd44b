/** The events feature's home cards (issue 24): the orientation card for students. */
import { forActiveStudents, type HomeCardDef } from '../../../shared/home/home-card.ts'

/** Registered in `app/home-card-registry.ts`. */
export const eventsHomeCards: HomeCardDef[] = [
  {
    key: 'events.orientation',
    order: 20,
    audience: forActiveStudents,
    namespaces: ['events'],
    load: () => import('./OrientationHomeCard.tsx').then((m) => m.OrientationHomeCard),
  },
]
