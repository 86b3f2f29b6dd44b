/**
 * The reviewers' menu pages (issue 16): ClearanceAccounting, ClearanceLibrary, ClearanceFixtures and
 * ClearanceSports (an office's queue), ClearancePreApproval (student centre dean's office) and
 * DepartureApprovals (registrar). The server decides the step from the active role; these only choose the
 * actions shown.
 */
import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ReviewQueue } from '../components/ReviewQueue.tsx'

function OfficePage({ office }: { office: 'accounting' | 'library' | 'fixtures' | 'sports' }) {
  const { t } = useTranslation('departure')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('queue.intro')}</Typography.Paragraph>
      <ReviewQueue office={office} />
    </Flex>
  )
}

function ApprovalPage({ registrar }: { registrar: boolean }) {
  const { t } = useTranslation('departure')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('queue.approvalIntro')}</Typography.Paragraph>
      <ReviewQueue registrar={registrar} />
    </Flex>
  )
}

/** Accounting (finance) office queue. */
export const ClearanceAccountingPage = () => <OfficePage office="accounting" />
/** Library office queue. */
export const ClearanceLibraryPage = () => <OfficePage office="library" />
/** Fixtures (inventory) office queue. */
export const ClearanceFixturesPage = () => <OfficePage office="fixtures" />
/** Sports office queue. */
export const ClearanceSportsPage = () => <OfficePage office="sports" />
/** Student centre dean's office pre-approval queue. */
export const ClearancePreApprovalPage = () => <ApprovalPage registrar={false} />
/** Registrar approval queue (with certificates of completed departures). */
export const DepartureApprovalsPage = () => <ApprovalPage registrar />
