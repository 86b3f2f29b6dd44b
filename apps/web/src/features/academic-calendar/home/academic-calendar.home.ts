/** The academic calendar's home card (issue 24): the student's upcoming deadlines and calendar dates. */
import { forStudents, type HomeCardDef } from '../../../shared/home/home-card.ts'
import { deadlinesQuery } from './academic-calendar.home-queries.ts'

/** Registered in `app/home-card-registry.ts`. */
export const academicCalendarHomeCards: HomeCardDef[] = [
  {
    key: 'academic-calendar.deadlines',
    order: 22,
    audience: forStudents,
    namespaces: ['academic-calendar'],
    load: () => import('./DeadlinesHomeCard.tsx').then((m) => m.DeadlinesHomeCard),
    prefetch: (client, _user, language) => void client.prefetchQuery(deadlinesQuery(language)),
  },
]
