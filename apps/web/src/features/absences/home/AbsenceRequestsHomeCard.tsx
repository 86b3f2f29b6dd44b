/**
 * The instructor's absence requests home card (issue 24 "requests waiting"): the students' absence requests of
 * the caller's sections still waiting for a decision, from GET /api/Absences/Requests/List, through the shared
 * pending-requests card.
 */
import { PendingRequestsHomeCard } from '../../../shared/home/PendingRequestsHomeCard.tsx'
import { ABSENCE_REQUESTS_URL } from './absences.home-queries.ts'

/** The card. */
export function AbsenceRequestsHomeCard() {
  return (
    <PendingRequestsHomeCard
      namespace="absences"
      url={ABSENCE_REQUESTS_URL}
      testId="home-card-absence-requests"
      to="/ogretim/devamsizlik-talepleri"
    />
  )
}
