/**
 * Students' grade change requests of the instructor's sections (component key `GradeRequests`; spec §3
 * "grade request", issue 6 § Requests): approve or reject with an answer within the approval end date.
 */
import { Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { GradeRequestTable } from '../components/GradeRequestTable.tsx'

/** The grade requests page. */
export function GradeRequestsPage() {
  const { t } = useTranslation('grades')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('requests.intro')}
      </Typography.Paragraph>
      <Card title={t('requests.title')}>
        <GradeRequestTable />
      </Card>
    </Flex>
  )
}
