/** Grade entry: the sections to grade (component key `GradeEntry`; spec §1 "Grade entry and finalisation"). */
import { Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { SectionTable } from '../components/SectionTable.tsx'

/** Lists the sections; opening one goes to its grade entry page. */
export function GradeEntryPage() {
  const { t } = useTranslation('grades')
  const navigate = useNavigate()
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('sections.intro')}</Typography.Paragraph>
      <Card title={t('sections.title')}>
        <SectionTable onOpen={(s) => navigate(`/ogretim/not-girisi/${s.SectionId}`)} />
      </Card>
    </Flex>
  )
}
