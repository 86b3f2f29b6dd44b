/**
 * Student search (component key `StudentSearch`; issue 22): staff find the students of their units by
 * number, national id or name (Turkish-aware), unit, class, status and entry year, and open a record.
 */
import { Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { StudentList } from '../components/StudentList.tsx'

/** The search page. */
export function StudentSearchPage() {
  const { t } = useTranslation('students')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('search.intro')}</Typography.Paragraph>
      <Card title={t('search.title')}>
        <StudentList />
      </Card>
    </Flex>
  )
}
