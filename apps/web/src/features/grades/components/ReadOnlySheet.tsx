/**
 * A section's grade sheet as plain text for review (spec §4: the head of department looks at the grades
 * before approving): one row per student, the exam scores (G = not taken), total, letter and pass status.
 */
import type { GradeSheet, GradeSheetRow } from '@unacs/contracts'
import { Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/** The read-only grid of `sheet`. */
export function ReadOnlySheet(props: { sheet: GradeSheet }) {
  const { t } = useTranslation('grades')
  const { sheet } = props
  return (
    <Table<GradeSheetRow>
      size="small"
      rowKey="StudentId"
      dataSource={sheet.Rows}
      pagination={sheet.Rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('entry.noStudents') }}
      columns={[
        { title: t('entry.studentNo'), dataIndex: 'StudentNo', fixed: 'left', width: 110 },
        { title: t('entry.student'), dataIndex: 'FullName' },
        ...sheet.Items.map((item) => ({
          key: String(item.Id),
          title: `${item.ExamName} (${t('approval.percent', { value: item.Weight })})`,
          align: 'right' as const,
          render: (_: unknown, row: GradeSheetRow) => {
            const c = row.Grades[String(item.Id)]
            if (c?.NotTaken) return <Typography.Text type="secondary">G</Typography.Text>
            return c?.Score ?? <Typography.Text type="secondary">—</Typography.Text>
          },
        })),
        {
          title: t('entry.total'),
          dataIndex: 'Total',
          align: 'right' as const,
          render: (v: number | null) => v ?? '—',
        },
        { title: t('entry.letter'), dataIndex: 'LetterGrade', render: (v: string | null) => v ?? '—' },
        {
          title: t('entry.status'),
          dataIndex: 'PassStatus',
          render: (v: GradeSheetRow['PassStatus']) => (
            <Tag color={v.startsWith('failed') ? 'red' : v === 'notFinalized' ? undefined : 'green'}>
              {t(`pass.${v}`)}
            </Tag>
          ),
        },
        { title: t('entry.absence'), dataIndex: 'AbsencePercentage', align: 'right' as const },
      ]}
    />
  )
}
