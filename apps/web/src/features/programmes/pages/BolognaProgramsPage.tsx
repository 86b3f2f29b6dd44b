/**
 * Bologna programmes (component key `BolognaPrograms`, menu ogrenci-isleri/bologna; issue 19): the published
 * programmes as the public sees them in the information package (guide table with filters and links to each
 * programme's public detail), for the registrar to check what is published.
 */
import { Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { GuideTable } from '../components/GuideTable.tsx'

/** The Bologna programmes page. */
export function BolognaProgramsPage() {
  const { t } = useTranslation('programmes')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('bologna.intro')}</Typography.Paragraph>
      <Card title={t('bologna.title')}>
        <GuideTable />
      </Card>
    </Flex>
  )
}
