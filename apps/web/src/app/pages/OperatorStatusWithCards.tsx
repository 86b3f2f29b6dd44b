/**
 * The operator's status page as the menu opens it (component key `OperatorStatus`): the system-status
 * feature's page with the cards of other features that report to the operator (issue 39: the retention
 * card). Features meet here, in app/, never in each other's folders.
 */
import { RetentionCard } from '../../features/retention/components/RetentionCard.tsx'
import { OperatorStatusPage } from '../../features/system-status/pages/OperatorStatusPage.tsx'

/** The status page with the retention card. */
export function OperatorStatusWithCards() {
  return <OperatorStatusPage extra={<RetentionCard />} />
}
