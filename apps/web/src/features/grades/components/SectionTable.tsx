/** The sections the staff member may grade, with state and size; `onOpen` opens one (issue 6). */
import type { GradingSection } from '@unacs/contracts'
import { Alert, Button, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useGradingSections } from '../api/list-sections.ts'

const stateColour = { none: undefined, partial: 'orange', finalized: 'green' } as const

/** Lists the gradable sections. */
export function SectionTable(props: { onOpen: (s: GradingSection) => void }) {
  const { t } = useTranslation('grades')
  const sections = useGradingSections()
  if (sections.error) return <Alert type="error" showIcon title={sections.error.message} />
  return (
    <Table<GradingSection>
      size="small"
      rowKey="SectionId"
      loading={sections.isLoading}
      dataSource={sections.data ?? []}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: true }}
      locale={{ emptyText: t('sections.empty') }}
      columns={[
        { title: t('sections.term'), dataIndex: 'TermName', responsive: ['md'] },
        { title: t('sections.course'), render: (_, s) => `${s.CourseCode} ${s.CourseName}` },
        { title: t('sections.section'), dataIndex: 'SectionName', width: 70 },
        { title: t('sections.students'), dataIndex: 'StudentCount', width: 80, responsive: ['sm'] },
        {
          title: t('sections.state'),
          dataIndex: 'State',
          render: (v: GradingSection['State']) => <Tag color={stateColour[v]}>{t(`state.${v}`)}</Tag>,
        },
        {
          title: '',
          width: 80,
          render: (_, s) => (
            <Button
              size="small"
              type="link"
              onClick={() => props.onOpen(s)}
              aria-label={`${t('sections.open')} ${s.CourseCode}-${s.SectionName}`}
            >
              {t('sections.open')}
            </Button>
          ),
        },
      ]}
    />
  )
}
