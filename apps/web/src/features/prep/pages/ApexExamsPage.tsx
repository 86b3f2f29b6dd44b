/**
 * Apex exams (component key `ApexExams`, menu hazirlik/apex; issue 18, spec §3 "Apex exam", §5): template,
 * upload with progress, calculation against the pass grades, finalisation and transfer out of prep.
 */
import { ExamsView } from '../components/ExamsView.tsx'

/** The Apex exams page. */
export function ApexExamsPage() {
  return <ExamsView kind="apex" />
}
