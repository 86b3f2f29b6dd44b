/**
 * Military service (component key `MilitaryService`, registrar; issue 20; spec §3): the male students of the
 * legal age with their deferral (tecil) state, sending requests in batches, querying a request, and the
 * deferrals ending within 60 days.
 */
import { Card, Flex, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { EndingTable } from '../components/EndingTable.tsx'
import { StudentsTable } from '../components/StudentsTable.tsx'

/** The military service page. */
export function MilitaryServicePage() {
  const { t } = useTranslation('military')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      <Card>
        <Tabs
          items={[
            { key: 'students', label: t('students.title'), children: <StudentsTable /> },
            { key: 'ending', label: t('ending.title'), children: <EndingTable /> },
          ]}
        />
      </Card>
    </Flex>
  )
}
