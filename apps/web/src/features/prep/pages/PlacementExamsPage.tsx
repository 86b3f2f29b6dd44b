/**
 * Placement (STS) exams (component key `PlacementExams`, menu hazirlik/sts; issue 18): template, upload with
 * progress, placement by score bands, finalisation and transfer into the levels' sections.
 */
import { ExamsView } from '../components/ExamsView.tsx'

/** The placement exams page. */
export function PlacementExamsPage() {
  return <ExamsView kind="placement" />
}
