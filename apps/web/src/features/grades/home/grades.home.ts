/** The grades feature's home cards (issue 24): recent grades (students), grades to enter and requests (instructors). */
import {
  forActiveStudents,
  forStaffRoles,
  forStudents,
  type HomeCardDef,
} from '../../../shared/home/home-card.ts'
import { pendingRequestsQuery } from '../../../shared/home/pending-requests.ts'
import { examsAheadQuery, GRADE_REQUESTS_URL, GRADING_ROLES } from './grades.home-queries.ts'

/** Registered in `app/home-card-registry.ts`. */
export const gradesHomeCards: HomeCardDef[] = [
  {
    key: 'grades.recent',
    order: 30,
    audience: forStudents,
    namespaces: ['grades'],
    load: () => import('./RecentGradesHomeCard.tsx').then((m) => m.RecentGradesHomeCard),
  },
  {
    key: 'grades.examsAhead',
    order: 22,
    audience: forActiveStudents,
    namespaces: ['grades'],
    load: () => import('./ExamsAheadHomeCard.tsx').then((m) => m.ExamsAheadHomeCard),
    prefetch: (client, _user, language) => void client.prefetchQuery(examsAheadQuery(language)),
  },
  {
    key: 'grades.grading',
    order: 10,
    audience: forStaffRoles(...GRADING_ROLES),
    namespaces: ['grades'],
    load: () => import('./GradingHomeCard.tsx').then((m) => m.GradingHomeCard),
  },
  {
    key: 'grades.requests',
    order: 13,
    audience: forStaffRoles(...GRADING_ROLES),
    namespaces: ['grades'],
    load: () => import('./GradeRequestsHomeCard.tsx').then((m) => m.GradeRequestsHomeCard),
    prefetch: (client) => void client.prefetchQuery(pendingRequestsQuery('grades', GRADE_REQUESTS_URL)),
  },
]
