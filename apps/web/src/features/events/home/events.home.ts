/**
 * The events feature's home cards (issue 24): the orientation card for students; the events and personal
 * calendar card for every active student (issue 37).
 */
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
  {
    key: 'events.calendar',
    order: 25,
    audience: forActiveStudents,
    namespaces: ['events'],
    load: () => import('./EventsCalendarHomeCard.tsx').then((m) => m.EventsCalendarHomeCard),
  },
]
