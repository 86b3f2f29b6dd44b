/** The grades feature's home cards (issue 24): recent grades (students), grades to enter (instructors). */
import { forStaffRoles, forStudents, type HomeCardDef } from '../../../shared/home/home-card.ts'

/** Instructor (2), advisor (3) and head of department (11) sessions grade their own sections. */
const GRADING_ROLES = [2, 3, 11]

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
    key: 'grades.grading',
    order: 10,
    audience: forStaffRoles(...GRADING_ROLES),
    namespaces: ['grades'],
    load: () => import('./GradingHomeCard.tsx').then((m) => m.GradingHomeCard),
  },
]
