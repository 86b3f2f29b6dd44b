/** The absences feature's home cards (issue 24): the instructor's unconfirmed days and waiting requests. */
import { forStaffRoles, type HomeCardDef } from '../../../shared/home/home-card.ts'
import { pendingRequestsQuery } from '../../../shared/home/pending-requests.ts'
import { ABSENCE_REQUESTS_URL, ATTENDANCE_ROLES, unconfirmedDaysQuery } from './absences.home-queries.ts'

/** Registered in `app/home-card-registry.ts`. */
export const absencesHomeCards: HomeCardDef[] = [
  {
    key: 'absences.unconfirmed',
    order: 12,
    audience: forStaffRoles(...ATTENDANCE_ROLES),
    namespaces: ['absences'],
    load: () => import('./UnconfirmedDaysHomeCard.tsx').then((m) => m.UnconfirmedDaysHomeCard),
    prefetch: (client) => void client.prefetchQuery(unconfirmedDaysQuery),
  },
  {
    key: 'absences.requests',
    order: 14,
    audience: forStaffRoles(...ATTENDANCE_ROLES),
    namespaces: ['absences'],
    load: () => import('./AbsenceRequestsHomeCard.tsx').then((m) => m.AbsenceRequestsHomeCard),
    prefetch: (client) => void client.prefetchQuery(pendingRequestsQuery('absences', ABSENCE_REQUESTS_URL)),
  },
]
