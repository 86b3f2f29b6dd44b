/** The grade book (component key `GradeBook`): choose a section, then define its exams (spec §3 "Exam book"). */
import { Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { SectionTable } from '../components/SectionTable.tsx'

/** Lists the sections; opening one opens its grade book and entry. */
export function GradeBookPage() {
  const { t } = useTranslation('grades')
  const navigate = useNavigate()
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('sections.intro')}</Typography.Paragraph>
      <Card title={t('book.title')}>
        <SectionTable onOpen={(s) => navigate(`/ogretim/not-girisi/${s.SectionId}`)} />
      </Card>
    </Flex>
  )
}
