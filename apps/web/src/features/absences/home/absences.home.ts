/** The absences feature's home cards (issue 24): the instructor's unconfirmed days and waiting requests. */
import { forStaffRoles, type HomeCardDef } from '../../../shared/home/home-card.ts'

/** Instructor (2) and head of department (11) sessions take attendance for their sections. */
const ATTENDANCE_ROLES = [2, 11]

/** Registered in `app/home-card-registry.ts`. */
export const absencesHomeCards: HomeCardDef[] = [
  {
    key: 'absences.unconfirmed',
    order: 12,
    audience: forStaffRoles(...ATTENDANCE_ROLES),
    namespaces: ['absences'],
    load: () => import('./UnconfirmedDaysHomeCard.tsx').then((m) => m.UnconfirmedDaysHomeCard),
  },
  {
    key: 'absences.requests',
    order: 14,
    audience: forStaffRoles(...ATTENDANCE_ROLES),
    namespaces: ['absences'],
    load: () => import('./AbsenceRequestsHomeCard.tsx').then((m) => m.AbsenceRequestsHomeCard),
  },
]
