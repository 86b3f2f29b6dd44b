/**
 * One student's absence report for staff (spec §3 "daily and total absence, percentage", §9; API
 * GET /api/Absences/Report/Student): the student's courses in the caller's sections with totals, the
 * percentage against the limit and the days below each course.
 */
import type { DayCounting, StudentAbsenceCourse } from '@unacs/contracts'
import { Alert, Descriptions, Flex, Spin, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { useStudentReport } from '../api/get-student-report.ts'
import { AbsencePercent } from './AbsencePercent.tsx'
import { DailyTable } from './DailyTable.tsx'
import { WarningBadge } from './WarningBadge.tsx'

/** The report of `studentId` counted by `counting`. */
export function StudentReport(props: { studentId: number; counting: DayCounting }) {
  const { t } = useTranslation('absences')
  const { percent } = useFormat()
  const report = useStudentReport(props.studentId, props.counting)
  if (report.error) return <Alert type="error" showIcon title={report.error.message} />
  if (!report.data) return <Spin style={{ display: 'block', margin: '32px auto' }} />
  const data = report.data
  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'no', label: t('studentNo'), children: data.StudentNo },
          { key: 'name', label: t('student'), children: data.FullName },
          { key: 'counting', label: t('counting'), children: t(data.Counting) },
          { key: 'limit', label: t('limitPercent'), children: percent(data.LimitPercent) },
        ]}
      />
      <Table<StudentAbsenceCourse>
        size="small"
        rowKey="SectionId"
        loading={report.isFetching}
        dataSource={data.Courses}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('empty') }}
        expandable={{
          rowExpandable: (c) => c.Daily.length > 0,
          expandedRowRender: (c) => <DailyTable daily={c.Daily} />,
        }}
        columns={[
          {
            title: t('course'),
            render: (_, c) => (
              <Flex vertical>
                <span>{`${c.CourseCode} ${c.CourseName}`}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {c.TermName}
                </Typography.Text>
              </Flex>
            ),
          },
          { title: t('absentHours'), dataIndex: 'AbsentHours', align: 'right' },
          { title: t('excusedHours'), dataIndex: 'ExcusedHours', align: 'right' },
          {
            title: t('countedHours'),
            align: 'right',
            render: (_, c) => `${c.CountedHours} / ${c.LimitHours}`,
          },
          {
            title: t('absentDays'),
            dataIndex: 'AbsentDays',
            align: 'right',
          },
          {
            title: t('percentage'),
            render: (_, c) => <AbsencePercent row={c} limitPercent={data.LimitPercent} />,
          },
          {
            title: t('status'),
            dataIndex: 'Warning',
            render: (w: StudentAbsenceCourse['Warning']) => <WarningBadge level={w} />,
          },
          { title: t('exempt'), dataIndex: 'Exempt', render: (v: boolean) => (v ? t('yes') : t('no')) },
        ]}
      />
    </Flex>
  )
}
