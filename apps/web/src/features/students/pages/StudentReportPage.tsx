/**
 * Student report (component key `StudentReport`; issue 22): the filtered students of the caller's units,
 * paged on the server, with the streamed XLSX export of every filtered row and its progress.
 */
import { Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { StudentList } from '../components/StudentList.tsx'

/** The report page. */
export function StudentReportPage() {
  const { t } = useTranslation('students')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('report.intro')}</Typography.Paragraph>
      <Card title={t('report.title')}>
        <StudentList exportable />
      </Card>
    </Flex>
  )
}
