/**
 * The instructor's grade requests home card (issue 24 "requests waiting"): the students' grade change requests
 * of the caller's sections still waiting for a decision, from GET /api/Grades/Requests/List, through the shared
 * pending-requests card.
 */
import { PendingRequestsHomeCard } from '../../../shared/home/PendingRequestsHomeCard.tsx'
import { GRADE_REQUESTS_URL } from './grades.home-queries.ts'

/** The card. */
export function GradeRequestsHomeCard() {
  return (
    <PendingRequestsHomeCard
      namespace="grades"
      url={GRADE_REQUESTS_URL}
      testId="home-card-grade-requests"
      to="/ogretim/not-talepleri"
    />
  )
}
