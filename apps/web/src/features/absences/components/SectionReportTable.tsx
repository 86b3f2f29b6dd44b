/**
 * A section's absence report (spec §3 "daily and total absence, percentage", §9): one row per student with
 * totals, the student's days below the row; the student's name opens their report over their courses.
 */
import type { AbsenceReport } from '@unacs/contracts'
import { Button, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { AbsencePercent } from './AbsencePercent.tsx'
import { DailyTable } from './DailyTable.tsx'
import { WarningBadge } from './WarningBadge.tsx'

type Row = AbsenceReport['Rows'][number]

/** The report's table; `onStudent` opens a student's report (from the name). */
export function SectionReportTable(props: {
  report: AbsenceReport | undefined
  loading: boolean
  onStudent: (studentId: number) => void
}) {
  const { t } = useTranslation('absences')
  const limit = props.report?.LimitPercent ?? 30
  return (
    <Table<Row>
      size="small"
      rowKey="StudentId"
      loading={props.loading}
      dataSource={props.report?.Rows ?? []}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('noStudents') }}
      expandable={{
        rowExpandable: (r) => r.Daily.length > 0,
        expandedRowRender: (r) => <DailyTable daily={r.Daily} />,
      }}
      columns={[
        { title: t('studentNo'), dataIndex: 'StudentNo', width: 120 },
        {
          title: t('student'),
          dataIndex: 'FullName',
          render: (name: string, r) => (
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto' }}
              onClick={() => props.onStudent(r.StudentId)}
              aria-label={`${t('studentReport')}: ${r.StudentNo} ${name}`}
            >
              {name}
            </Button>
          ),
        },
        { title: t('absentHours'), dataIndex: 'AbsentHours', align: 'right' },
        { title: t('excusedHours'), dataIndex: 'ExcusedHours', align: 'right' },
        {
          title: t('countedHours'),
          align: 'right',
          render: (_, r) => `${r.CountedHours} / ${r.LimitHours}`,
        },
        {
          title: t('absentDays'),
          dataIndex: 'AbsentDays',
          align: 'right',
        },
        {
          title: t('percentage'),
          render: (_, r) => <AbsencePercent row={r} limitPercent={limit} />,
        },
        {
          title: t('status'),
          dataIndex: 'Warning',
          render: (w: Row['Warning']) => <WarningBadge level={w} />,
        },
        { title: t('exempt'), dataIndex: 'Exempt', render: (v: boolean) => (v ? t('yes') : t('no')) },
      ]}
    />
  )
}
