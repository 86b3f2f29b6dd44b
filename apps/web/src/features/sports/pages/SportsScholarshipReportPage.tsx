/**
 * Sports scholarship report (component key `SportsScholarshipReport`, menu rapor/spor-bursu; issue 21):
 * the sports office's athletes with scholarship rate and academic standing, filters and XLSX export.
 */
import { Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ReportTable } from '../components/ReportTable.tsx'

/** The report page. */
export function SportsScholarshipReportPage() {
  const { t } = useTranslation('sports')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      <Card title={t('title')}>
        <ReportTable />
      </Card>
    </Flex>
  )
}
