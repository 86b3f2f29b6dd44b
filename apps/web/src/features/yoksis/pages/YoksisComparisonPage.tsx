/** YÖKSİS student comparison (component key `YoksisComparison`, registrar; issue 20). */
import { ComparisonView } from '../components/ComparisonView.tsx'

/** The student comparison page. */
export function YoksisComparisonPage() {
  return <ComparisonView kind="student" />
}
