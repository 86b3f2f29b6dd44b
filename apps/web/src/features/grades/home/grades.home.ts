/** The grades feature's home cards (issue 24): recent grades (students), grades to enter and requests (instructors). */
import {
  forActiveStudents,
  forStaffRoles,
  forStudents,
  type HomeCardDef,
} from '../../../shared/home/home-card.ts'

/**
 * Instructor (2) and head of department (11) sessions grade their sections. The advisor role (3) does not:
 * the server refuses its grading calls (403), which sent an advisor's home to the 403 page.
 */
const GRADING_ROLES = [2, 11]

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
  },
]
