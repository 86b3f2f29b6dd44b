/** YÖKSİS graduate comparison (component key `YoksisGraduateComparison`, registrar; issue 20). */
import { ComparisonView } from '../components/ComparisonView.tsx'

/** The graduate comparison page. */
export function YoksisGraduateComparisonPage() {
  return <ComparisonView kind="graduate" />
}
